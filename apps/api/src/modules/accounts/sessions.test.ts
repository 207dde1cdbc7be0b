import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { customers, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin, requireCustomer, requireRole } from '../../plugins/auth.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];
const me = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies });

describe('sessions', () => {
  it('answers 401 in the error shape for a visitor and for an unknown token', async () => {
    for (const response of [await me({}), await me({ [SESSION_COOKIE]: 'not-a-session' })]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(
        keyed({
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          message: 'Please log in to continue.',
        }),
      );
    }
  });

  it('logs out: deletes the session row, clears the cookie, and the token stops working', async () => {
    const { token } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      headers: { 'x-requested-with': 'fetch' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    expect(await sessionRow(token)).toBeUndefined();
    expect((await me({ [SESSION_COOKIE]: token })).statusCode).toBe(401);
  });

  it('rejects and deletes an expired session', async () => {
    const { token } = await signUp(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me({ [SESSION_COOKIE]: token })).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('refuses a cookie-authenticated mutation without a JSON body or X-Requested-With (CSRF)', async () => {
    const { token } = await signUp(t.app);
    const cookies = { [SESSION_COOKIE]: token };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      cookies,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ statusCode: 403, code: 'CSRF_HEADER_REQUIRED' });
    const bare = await t.app.inject({ method: 'POST', url: '/api/accounts/logout', cookies });
    expect(bare.statusCode).toBe(403);
    expect(await sessionRow(token)).toBeDefined();

    const withJson = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      cookies,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '{}',
    });
    expect(withJson.statusCode).toBe(204);
  });

  it('needs no CSRF proof for a bearer token, which a browser never sends on its own', async () => {
    const { token } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(204);
    expect(await sessionRow(token)).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED in the error shape once an address exceeds the login limit', async () => {
    const ip = clientIp();
    // Another address each time, so only the per-IP limit counts (login.test.ts covers the per-account one).
    let n = 0;
    const attempt = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        headers: { 'x-forwarded-for': ip },
        payload: {
          email: `nobody-${(n += 1)}@example.test`,
          password: 'Wrong#2026',
          captcha: await solveCaptcha(t.app),
        },
      });
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.login.max; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      keyed({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts, please wait a minute and try again.',
      }),
    );
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email: 'nobody@example.test', password: 'Wrong#2026', captcha: await solveCaptcha(t.app) },
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits sign-ups and captcha challenges per address', async () => {
    const ip = clientIp();
    const signUpAttempt = () =>
      t.app.inject({ method: 'POST', url: '/api/accounts/register', headers: { 'x-forwarded-for': ip }, payload: {} });
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.register.max; i++) expect((await signUpAttempt()).statusCode).toBe(400);
    expect((await signUpAttempt()).json().code).toBe('RATE_LIMITED');

    const challenge = () =>
      t.app.inject({ method: 'GET', url: '/api/captcha/challenge', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.captchaChallenge.max; i++) expect((await challenge()).statusCode).toBe(200);
    expect((await challenge()).statusCode).toBe(429);
  });
});

describe('guards', () => {
  // A small app with only the error shape, the auth plugin and test routes, on the same database as `t`.
  let guarded: FastifyInstance;
  beforeAll(async () => {
    guarded = Fastify();
    guarded.decorate('db', t.db);
    await guarded.register(errorsPlugin);
    await guarded.register(authPlugin);
    guarded.get('/test/customer', { preHandler: requireCustomer }, async (request) => ({ id: request.customer!.id }));
    guarded.get('/test/full-account', { preHandler: requireRole('customer') }, async () => ({ ok: true }));
    guarded.get('/test/host', { preHandler: requireRole('host') }, async () => ({ ok: true }));
    guarded.get('/test/admin', { preHandler: requireRole('admin') }, async () => ({ ok: true }));
    await guarded.ready();
  });
  afterAll(() => guarded.close());

  const get = (url: string, token?: string) =>
    guarded.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 to a visitor on every guarded route', async () => {
    for (const url of ['/test/customer', '/test/full-account', '/test/host', '/test/admin']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a customer without the role, and lets the role through', async () => {
    const { token, user } = await signUp(t.app);
    expect((await get('/test/customer', token)).json()).toEqual({ id: user.id });
    expect((await get('/test/full-account', token)).statusCode).toBe(200);
    for (const url of ['/test/host', '/test/admin']) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(
        keyed({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'You are not allowed to do this.',
        }),
      );
    }
    await t.db.update(customers).set({ isHost: true }).where(eq(customers.id, user.id));
    expect((await get('/test/host', token)).statusCode).toBe(200);
    expect((await get('/test/admin', token)).statusCode).toBe(403);
    await t.db.update(customers).set({ staffRole: 'owner' }).where(eq(customers.id, user.id));
    // Staff act only from a session that proved a second factor.
    expect((await get('/test/admin', token)).json()).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });
    await t.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await get('/test/admin', token)).statusCode).toBe(200);
  });

  it('keeps guests out of full-account routes', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.update(customers).set({ isGuest: true }).where(eq(customers.id, user.id));
    expect((await get('/test/customer', token)).statusCode).toBe(200);
    expect((await get('/test/full-account', token)).statusCode).toBe(403);
  });
});
describe('GET /api/accounts/session', () => {
  it('answers null for a visitor and the user for a session, never 401, and is not cached', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/accounts/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const { token, user } = await signUp(t.app);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(signedIn.json()).toEqual({
      user: { ...user, secondFactor: { enabled: false, required: false, proven: false } },
    });
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      cookies: { [SESSION_COOKIE]: 'not-a-session' },
    });
    expect(stale.json()).toEqual({ user: null });
  });
});
