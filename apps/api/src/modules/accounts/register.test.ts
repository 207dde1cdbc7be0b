import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, strongPassword, type TestApp } from '../../test/helpers.ts';
import { customers, sessions } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const register = async (overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { firstName: 'Omar', lastName: 'Saeed', email: `omar-${++n}@example.test`, password: strongPassword, captcha: await solveCaptcha(t.app), ...overrides },
  });

describe('POST /api/accounts/register', () => {
  it('creates an unconfirmed customer, signs them in and answers the current user', async () => {
    const response = await register({ email: '  Layla.K@Example.test ', phoneNumber: '+971501234567', happinessAmbassador: true });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ firstName: 'Omar', lastName: 'Saeed', email: 'layla.k@example.test', phoneNumber: '+971501234567', isGuest: false, isHost: false, isCorporate: false, isConfirmed: false, isAdmin: false });
    expect(user).not.toHaveProperty('token');

    const [row] = await t.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.happinessAmbassador).toBe(true);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.json()).toEqual(user);
  });

  it.each([
    ['Ab1!', ACCOUNT_MESSAGES.signUpPasswordMin],
    ['weekend#2026', ACCOUNT_MESSAGES.signUpPasswordRule],
    ['WEEKEND#2026', ACCOUNT_MESSAGES.signUpPasswordRule],
    ['Weekend#', ACCOUNT_MESSAGES.signUpPasswordRule],
    ['Weekend2026', ACCOUNT_MESSAGES.signUpPasswordRule],
  ])('rejects the password %s with the spec message', async (password, message) => {
    const response = await register({ password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { password: [message] } });
  });

  it('names every other rule with the spec words', async () => {
    const response = await register({ firstName: '', email: 'not-an-email', phoneNumber: '+97150' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      firstName: [ACCOUNT_MESSAGES.required],
      email: [ACCOUNT_MESSAGES.emailInvalid],
      phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid],
    });
  });

  it('warns that an account exists for an e-mail already registered, whatever its case', async () => {
    const { email } = await signUp(t.app);
    const response = await register({ email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, code: 'EMAIL_EXISTS', message: 'An account with this email already exists.' });
  });

  it('requires a captcha', async () => {
    const response = await register({ captcha: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('captcha');
  });

  it('rejects a captcha that was not solved', async () => {
    const challenge = await t.app.captcha.challenge();
    const forged = Buffer.from(JSON.stringify({ ...challenge, number: -1 })).toString('base64');
    for (const captcha of [forged, 'bm90IGpzb24=', 'garbage']) {
      const response = await register({ captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message: ACCOUNT_MESSAGES.captchaFailed });
    }
  });

  it('accepts a solved captcha once only', async () => {
    const captcha = await solveCaptcha(t.app);
    expect((await register({ captcha })).statusCode).toBe(201);
    const replay = await register({ captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_FAILED');
  });

  it('serves challenges the widget can solve', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 20_000, salt: expect.stringContaining('expires=') });
  });

  it('does not start a second session row for one sign-up', async () => {
    const { user } = await signUp(t.app);
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, user.id))).toHaveLength(1);
  });
});
