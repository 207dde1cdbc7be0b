import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from './helpers.ts';
import { startLocalOidcProvider, type LocalOidcProvider } from '../modules/social/testing/local-oidc-provider.ts';
import { socialSignIn, TestBrowser } from '../modules/social/testing/browser.ts';

// The session cookie is httpOnly and SameSite=Lax, Secure in production; so are the social flow's sealed
// cookies (modules/social/sealed-cookie.ts). Checked on the raw Set-Cookie headers of apps built per NODE_ENV.

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
const CLIENT = { clientId: 'weekends-web', clientSecret: 'local-provider-client-secret' };
const FLOW_COOKIE = 'weekends_oauth';
const PENDING_COOKIE = 'weekends_social';
const PHONE = '+971501234567';

let oidc: LocalOidcProvider;
beforeAll(async () => {
  oidc = await startLocalOidcProvider({ ...CLIENT, redirectUris: [CALLBACK] });
});
afterAll(async () => {
  await oidc?.close();
});

/** The attributes of the Set-Cookie line for `name`, keyed by lower-cased attribute name ('' for a bare flag). */
function setCookie(response: LightMyRequestResponse, name: string): Map<string, string> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const matching = lines.filter((line) => line.startsWith(`${name}=`));
  expect(matching, `one Set-Cookie for ${name} in ${JSON.stringify(lines)}`).toHaveLength(1);
  const attributes = new Map<string, string>();
  for (const part of matching[0]!.split(';').slice(1)) {
    const eq = part.indexOf('=');
    attributes.set((eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase(), eq < 0 ? '' : part.slice(eq + 1).trim());
  }
  return attributes;
}

/** httpOnly and SameSite=Lax always, on `path`; Secure exactly when `secure`. */
function expectCookie(response: LightMyRequestResponse, name: string, path: string, secure: boolean) {
  const attributes = setCookie(response, name);
  expect(attributes.has('httponly'), `${name} HttpOnly`).toBe(true);
  expect(attributes.get('samesite'), `${name} SameSite`).toBe('Lax');
  expect(attributes.get('path'), `${name} Path`).toBe(path);
  expect(attributes.has('secure'), `${name} Secure`).toBe(secure);
  return attributes;
}

const environments = [
  { NODE_ENV: 'production', secure: true },
  { NODE_ENV: 'development', secure: false },
  { NODE_ENV: 'test', secure: false },
] as const;

describe.each(environments)('cookies with NODE_ENV=$NODE_ENV', ({ NODE_ENV, secure }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV,
      // Production refuses to start without its own secret and a named payment gateway.
      SESSION_SECRET: `secure-cookies-test-secret-${NODE_ENV}-0123456789`,
      PAYMENT_GATEWAY: 'sandbox',
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
    });
    expect(t.app.config.NODE_ENV).toBe(NODE_ENV);
  });
  afterAll(() => t?.close());

  it(`sets the session cookie at login${secure ? ' with' : ' without'} Secure, and clears it alike at logout`, async () => {
    const { email, password } = await signUp(t.app);
    for (const rememberMe of [false, true]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/login',
        headers: { 'x-forwarded-for': clientIp() },
        payload: { email, password, rememberMe, captcha: await solveCaptcha(t.app) },
      });
      expect(login.statusCode).toBe(200);
      const attributes = expectCookie(login, SESSION_COOKIE, '/', secure);
      expect(attributes.has('expires'), 'remember me keeps the cookie past the browser session').toBe(rememberMe);

      const token = login.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/logout',
        headers: { 'x-requested-with': 'fetch' },
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(logout.statusCode).toBe(204);
      expectCookie(logout, SESSION_COOKIE, '/', secure);
    }
  });

  it(`sets the social flow's sealed cookies${secure ? ' with' : ' without'} Secure, from start to the signed-in account`, async () => {
    const sub = `secure-cookies-${NODE_ENV}`;
    oidc.addIdentity({
      sub,
      email: `${sub}@gmail.example`,
      email_verified: true,
      given_name: 'Layla',
      family_name: 'Nasser',
    });
    const browser = new TestBrowser(t.app);

    const start = await browser.get('/api/auth/google/start?returnTo=%2Fcheckout');
    expect(start.statusCode).toBe(302);
    expect(new URL(start.headers.location as string).origin).toBe(oidc.issuer);
    expectCookie(start, FLOW_COOKIE, '/api/auth', secure);

    // A whole sign-in: the callback spends the flow cookie and sets the pending one, completion swaps it for a session.
    const callback = await socialSignIn(browser, oidc, 'google', sub);
    expect(callback.headers.location).toBe('/login?social=phone&returnTo=%2Fcheckout');
    expectCookie(callback, FLOW_COOKIE, '/api/auth', secure);
    expectCookie(callback, PENDING_COOKIE, '/api/auth', secure);

    const complete = await browser.post('/api/auth/social/complete', { phoneNumber: PHONE });
    expect(complete.statusCode).toBe(201);
    expectCookie(complete, PENDING_COOKIE, '/api/auth', secure);
    expectCookie(complete, SESSION_COOKIE, '/', secure);
  });
});
