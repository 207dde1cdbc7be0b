import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { confirmationLink } from './confirmation.ts';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

// The account limits no other test reaches: changing the password (per customer) and confirming an e-mail (per
// address).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RATE_LIMITED = { statusCode: 429, code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRequests };
const newPassword = 'Brand#New2027';

const changePassword = (token: string, currentPassword: string, confirmPassword = newPassword) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/password/change',
    headers: { 'x-forwarded-for': clientIp() },
    cookies: { [SESSION_COOKIE]: token },
    payload: { currentPassword, newPassword, confirmPassword },
  });
const login = async (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });
const confirm = (payload: { id: number; token: string }, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/confirm', headers: { 'x-forwarded-for': address }, payload });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } })).json();

describe('POST /api/accounts/password/change', () => {
  it(`allows ${ACCOUNT_RATE_LIMITS.changePassword.max} tries per customer in ten minutes from any address, then 429 in the error shape`, async () => {
    const { token, email, password } = await signUp(t.app);
    // A new client address every time: the limit follows the customer, so a stolen session cannot spread its guesses.
    // Every try counts, a refused one too; the first is a wrong guess, the rest are cheap invalid forms (no argon2).
    const wrong = await changePassword(token, 'Guess#1Wrong');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    for (let i = 1; i < ACCOUNT_RATE_LIMITS.changePassword.max; i++) {
      const invalid = await changePassword(token, password, 'Other#Pass1');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fieldErrors).toMatchObject({ confirmPassword: [ACCOUNT_MESSAGES.confirmPasswordMismatch] });
    }
    const limited = await changePassword(token, password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual(keyed(RATE_LIMITED));
    // The limited request was not carried out: the old password still works, the new one does not.
    expect((await login(email, password)).statusCode).toBe(200);
    expect((await login(email, newPassword)).statusCode).toBe(401);

    // Another customer is not affected.
    const other = await signUp(t.app);
    expect((await changePassword(other.token, other.password)).statusCode).toBe(204);
  });
});

describe('POST /api/accounts/confirm', () => {
  it(`allows ${ACCOUNT_RATE_LIMITS.confirm.max} confirmations per address a minute, then 429 in the error shape, even for a good link`, async () => {
    const { user, token } = await signUp(t.app);
    const link = new URL(confirmationLink(t.app.config.SESSION_SECRET, user), 'http://localhost');
    const good = { id: user.id, token: link.searchParams.get('token')! };
    const ip = clientIp();
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.confirm.max; i++) {
      const guess = await confirm({ id: user.id, token: `guess-${i}` }, ip);
      expect(guess.statusCode).toBe(400);
      expect(guess.json().code).toBe('CONFIRMATION_INVALID');
    }
    const limited = await confirm(good, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual(keyed(RATE_LIMITED));
    expect((await me(token)).isConfirmed).toBe(false);

    // Another address is not affected.
    const elsewhere = await confirm(good, clientIp());
    expect(elsewhere.statusCode).toBe(200);
    expect((await me(token)).isConfirmed).toBe(true);
  });
});
