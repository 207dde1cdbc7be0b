import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, REMEMBER_ME_TTL_MS, SESSION_COOKIE, SESSION_TTL_MS } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { customers, outbox, sessions } from '../../db/schema/index.ts';
import { LOGIN_THROTTLE_TIERS } from './login-throttle.ts';
import { hashToken } from '../../lib/tokens.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

let t: TestApp;
beforeAll(async () => {
  // Counts kept in this process's memory, whose clock a test can move on (Redis keeps its own); rate limits shared
  // through Redis are tested in test/shared-state.test.ts.
  t = await createTestApp({ REDIS_URL: '' });
});
afterAll(() => t.close());

const login = async (body: Record<string, unknown>, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    cookies,
    payload: { captcha: await solveCaptcha(t.app), ...body },
  });

const sessionRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];

describe('POST /api/accounts/login', () => {
  it('signs in with e-mail and password and sets a one-day session cookie', async () => {
    const { email, password, user } = await signUp(t.app);
    const response = await login({ email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.expires).toBeUndefined();
    const row = await sessionRow(cookie.value);
    expect(row!.rememberMe).toBe(false);
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - SESSION_TTL_MS)).toBeLessThan(60_000);
  });

  it('keeps a remembered session for 30 days, in the database and in the cookie', async () => {
    const { email, password } = await signUp(t.app);
    const response = await login({ email, password, rememberMe: true });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const row = await sessionRow(cookie.value);
    expect(row!.rememberMe).toBe(true);
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - REMEMBER_ME_TTL_MS)).toBeLessThan(60_000);
    expect(Math.abs(new Date(cookie.expires!).getTime() - row!.expiresAt.getTime())).toBeLessThan(1000);
  });

  it('answers the same message for a wrong password, an unknown e-mail and an account without a password', async () => {
    const { email } = await signUp(t.app);
    const guest = await t.fixtures.insertCustomer('Guest');
    await t.db.update(customers).set({ isGuest: true }).where(eq(customers.id, guest.id));
    const social = await t.fixtures.insertCustomer('Social');
    await t.db.update(customers).set({ socialLogin: 2 }).where(eq(customers.id, social.id));
    for (const body of [
      { email, password: 'Wrong#2026' },
      { email: 'nobody@example.test', password: 'Wrong#2026' },
      { email: guest.email, password: 'Wrong#2026' },
      { email: social.email, password: 'Wrong#2026' },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(
        keyed({
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid Credentials, Try again!',
        }),
      );
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('applies the login page rules with the catalogue’s words', async () => {
    const response = await login({ email: 'x', password: '1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      email: [ACCOUNT_MESSAGES.emailInvalid],
      password: [ACCOUNT_MESSAGES.loginPasswordMin],
    });
  });

  it('requires a solved captcha', async () => {
    const { email, password } = await signUp(t.app);
    const response = await login({ email, password, captcha: 'garbage' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CAPTCHA_FAILED');
  });

  it('issues a new token at every login; the one the request carried stops working', async () => {
    const { email, password, token: first } = await signUp(t.app);
    const response = await login({ email, password }, { [SESSION_COOKIE]: first });
    const second = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect(second).not.toBe(first);
    expect(await sessionRow(first)).toBeUndefined();
    const stale = await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: first } });
    expect(stale.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: second } });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers a bearer token instead of a cookie when asked, and accepts it in the Authorization header', async () => {
    const { email, password, user } = await signUp(t.app);
    const response = await login({ email, password, transport: 'bearer' });
    expect(response.cookies).toHaveLength(0);
    const { token, ...answer } = response.json();
    expect(answer).toEqual(user);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionRow(token)).toBeDefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${token}` },
    });
    // The session's answers also say how it stands with second factors.
    expect(me.json()).toEqual({ ...user, secondFactor: { enabled: false, required: false, proven: false } });
  });
});

describe('wrong passwords per account', () => {
  const outboxOf = (template: string, to: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, template), eq(outbox.toAddress, to)));

  it('pauses an account after five wrong passwords from any addresses (even the right one then waits), and mails its owner once', async () => {
    const { email, password } = await signUp(t.app);
    const other = await signUp(t.app);
    // Each from another address: the per-IP limit never trips.
    for (let i = 0; i < LOGIN_THROTTLE_TIERS[0].max; i += 1)
      expect((await login({ email, password: `Wrong#${i}` })).statusCode).toBe(401);
    const paused = await login({ email: email.toUpperCase(), password });
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({
      code: 'ACCOUNT_THROTTLED',
      message: ACCOUNT_MESSAGES.accountThrottled.replace('{minutes}', '1'),
    });
    expect((await login({ email, password: 'Wrong#again' })).statusCode).toBe(429);
    // Another account is not touched.
    expect((await login({ email: other.email, password: other.password })).statusCode).toBe(200);

    const mails = await outboxOf('login-throttled', email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone is trying to sign in to your Weekends account');
  });

  it('makes the wait grow with the guessing, lets the owner in once each wait is over, and mails once an hour', async () => {
    const { email, password } = await signUp(t.app);
    const start = Date.now();
    const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: start + ms });
    const guess = async (times: number) => {
      for (let i = 0; i < times; i += 1) expect((await login({ email, password: `Wrong#${i}` })).statusCode).toBe(401);
    };
    const waitMinutes = async () => {
      const answer = await login({ email, password });
      expect(answer.statusCode).toBe(429);
      return Number(/(\d+) minute/.exec(answer.json().message)?.[1]);
    };
    try {
      at(0);
      await guess(5);
      expect(await waitMinutes()).toBe(1);
      at(61_000);
      expect((await login({ email, password })).statusCode).toBe(200);
      // Ten in a quarter of an hour: the wait is what is left of the quarter.
      await guess(5);
      expect(await waitMinutes()).toBeGreaterThanOrEqual(13);
      at(15 * 60_000 + 1_000);
      expect((await login({ email, password })).statusCode).toBe(200);
      // Twenty in an hour: what is left of the hour, and no longer.
      await guess(5);
      at(16 * 60_000 + 2_000);
      await guess(5);
      expect(await waitMinutes()).toBeGreaterThan(15);
      at(60 * 60_000 + 1_000);
      expect((await login({ email, password })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    // The first tier tripped four times within the hour; its owner heard of it once.
    expect(await outboxOf('login-throttled', email)).toHaveLength(1);
  });

  it('answers an address without an account the same way, and mails nobody', async () => {
    const email = 'nobody-at-all@example.test';
    for (let i = 0; i < LOGIN_THROTTLE_TIERS[0].max; i += 1)
      expect((await login({ email, password: `Wrong#${i}` })).statusCode).toBe(401);
    expect((await login({ email, password: 'Wrong#2026' })).json()).toMatchObject({ code: 'ACCOUNT_THROTTLED' });
    expect(await outboxOf('login-throttled', email)).toHaveLength(0);
  });
});
