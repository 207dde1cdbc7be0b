import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_MESSAGES, GUEST_MESSAGES, SESSION_COOKIE, SOCIAL_LOGIN, TWO_STEP_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, type TestApp } from '../../test/helpers.ts';
import { authenticatorApps, customers } from '../../db/schema/index.ts';
import { encryptFactorSecret } from '../accounts/factor-keys.ts';
import { loadConfig, socialProviderSettings } from '../../config.ts';
import { createOidcClient, isLocalHttpIssuer } from '../../lib/oauth.ts';
import { returnPathOrHome } from '@weekends/shared/return-to';
import { backToPopup, SOCIAL_RATE_LIMITS } from './routes.ts';
import { socialSignIn, startSocialLogin, TestBrowser } from './testing/browser.ts';
import { startLocalOidcProvider, type LocalOidcProvider, type TestIdentity } from './testing/local-oidc-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;
const FLOW_COOKIE = 'weekends_oauth';
const PENDING_COOKIE = 'weekends_social';
const PHONE = '+971501234567';
const SETTINGS = [
  'PUBLIC_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER',
  'FACEBOOK_CLIENT_ID',
  'FACEBOOK_CLIENT_SECRET',
] as const;

let t: TestApp;
let oidc: LocalOidcProvider;
const saved: Partial<Record<(typeof SETTINGS)[number], string>> = {};

beforeAll(async () => {
  oidc = await startLocalOidcProvider({
    clientId: 'weekends-web',
    clientSecret: 'local-provider-client-secret',
    redirectUris: [CALLBACK],
  });
  for (const name of SETTINGS) saved[name] = process.env[name];
  // Google points at the local provider; Facebook stays unconfigured.
  Object.assign(process.env, {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: 'weekends-web',
    GOOGLE_CLIENT_SECRET: 'local-provider-client-secret',
    GOOGLE_ISSUER: oidc.issuer,
  });
  delete process.env.FACEBOOK_CLIENT_ID;
  delete process.env.FACEBOOK_CLIENT_SECRET;
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  await oidc?.close();
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

let sequence = 0;
function newIdentity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  sequence += 1;
  const identity = {
    sub: `google-subject-${sequence}`,
    email: `layla-${sequence}@gmail.example`,
    email_verified: true,
    given_name: 'Layla',
    family_name: 'Nasser',
    ...overrides,
  };
  oidc.addIdentity(identity);
  return identity;
}

/** One browser on this file's app (testing/browser.ts). */
class Browser extends TestBrowser {
  constructor() {
    super(t.app);
  }
}

/** Our Google start route: answers the provider's authorization URL. */
const start = async (browser: Browser, returnTo = '/checkout') =>
  (await startSocialLogin(browser, 'google', returnTo)).location;

/** Start, sign in at the provider as `identity`, and bring the provider's answer back to our callback. */
const signInWithGoogle = (browser: Browser, identity: TestIdentity, returnTo = '/checkout') =>
  socialSignIn(browser, oidc, 'google', identity.sub, returnTo);

const storedByEmail = async (email: string) =>
  (await t.db.select().from(customers).where(eq(customers.email, email)))[0];

describe('configuration', () => {
  it('lists only the providers configured on the server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: ['google'] });
  });

  it('enables a provider only with both its client id and secret; half a configuration stops the start', () => {
    expect(socialProviderSettings(loadConfig({}))).toEqual({});
    expect(socialProviderSettings(loadConfig({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' }))).toEqual({});
    const facebook = socialProviderSettings(
      loadConfig({ FACEBOOK_CLIENT_ID: 'app-id', FACEBOOK_CLIENT_SECRET: 'app-secret' }),
    );
    expect(Object.keys(facebook)).toEqual(['facebook']);
    expect(facebook.facebook).toMatchObject({
      issuer: 'https://www.facebook.com',
      clientId: 'app-id',
      tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });

  it('allows plain HTTP only for a provider on this machine', async () => {
    expect(isLocalHttpIssuer('http://127.0.0.1:4000')).toBe(true);
    expect(isLocalHttpIssuer('http://localhost:4000/')).toBe(true);
    expect(isLocalHttpIssuer('http://accounts.example.com')).toBe(false);
    expect(isLocalHttpIssuer('http://127.0.0.1.example.com')).toBe(false);
    expect(isLocalHttpIssuer('https://localhost')).toBe(false);
    // openid-client refuses the http discovery itself, before any request leaves.
    const remote = createOidcClient({
      issuer: 'http://accounts.example.com',
      clientId: 'id',
      clientSecret: 'secret',
      scope: 'openid',
    });
    await expect(remote.start(CALLBACK)).rejects.toThrow(/https/i);
  });

  it('answers 404 JSON for an unknown or unconfigured provider', async () => {
    for (const url of [
      '/api/auth/twitter/start',
      '/api/auth/facebook/start',
      '/api/auth/facebook/callback?code=x&state=y',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': clientIp() } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('start', () => {
  it('redirects to the provider with PKCE, state and nonce, kept in a signed httpOnly SameSite=Lax cookie', async () => {
    const browser = new Browser();
    const response = await browser.get('/api/auth/google/start?returnTo=%2Factivity%2Fdesert-safari');
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${oidc.issuer}/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'weekends-web',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    // The verifier never travels to the provider, only its hash.
    expect(location.href).not.toContain(
      Buffer.from(cookie.value.split('.')[0]!, 'base64url')
        .toString()
        .match(/"codeVerifier":"([^"]+)"/)![1],
    );
  });

  it.each([
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['checkout', '/'],
    ['/customer/dashboard/profile?tab=1#top', '/customer/dashboard/profile?tab=1#top'],
  ])('keeps returnTo %j on this site as %j', (value, expected) => {
    expect(returnPathOrHome(value)).toBe(expected);
  });

  it('limits how often one address starts a sign-in', async () => {
    const browser = new Browser();
    for (let i = 0; i < SOCIAL_RATE_LIMITS.start.max; i++)
      expect((await browser.get('/api/auth/google/start')).statusCode).toBe(302);
    const limited = await browser.get('/api/auth/google/start');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ACCOUNT_MESSAGES.tooManyRequests);
  });
});

describe('a new account', () => {
  it('goes through phone capture, then is a confirmed Google customer without a password, and later signs straight in', async () => {
    const identity = newIdentity({ email: `Layla.Mixed-${sequence + 1}@Gmail.example` });
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, identity, '/checkout');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?social=phone&returnTo=%2Fcheckout');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.has(FLOW_COOKIE)).toBe(false);
    const pendingCookie = callback.cookies.find((c) => c.name === PENDING_COOKIE)!;
    expect(pendingCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 15 * 60 });

    const pending = await browser.get('/api/auth/social/pending');
    expect(pending.statusCode).toBe(200);
    const email = identity.email.toLowerCase();
    expect(pending.json()).toEqual({ provider: 'google', firstName: 'Layla', lastName: 'Nasser', email });

    const badPhone = await browser.post('/api/auth/social/complete', { phoneNumber: '+97150' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fieldErrors).toEqual({ phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid] });

    const complete = await browser.post('/api/auth/social/complete', { phoneNumber: PHONE });
    expect(complete.statusCode).toBe(201);
    expect(complete.json()).toMatchObject({
      firstName: 'Layla',
      lastName: 'Nasser',
      email,
      phoneNumber: PHONE,
      isGuest: false,
      isConfirmed: true,
    });
    expect(browser.cookies.has(PENDING_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);

    const me = await browser.get('/api/accounts/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: complete.json().id, email, isGuest: false });
    const stored = await storedByEmail(email);
    expect(stored).toMatchObject({
      socialLogin: SOCIAL_LOGIN.google,
      socialSubject: identity.sub,
      passwordHash: null,
      isConfirmed: true,
      phoneNumber: PHONE,
    });

    // The pending profile is spent.
    expect((await browser.get('/api/auth/social/pending')).statusCode).toBe(404);

    // Next time, in another browser: straight to returnTo, signed in.
    const later = new Browser();
    const again = await signInWithGoogle(later, identity, '/customer/dashboard/bookings');
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/customer/dashboard/bookings');
    expect(later.cookies.has(PENDING_COOKIE)).toBe(false);
    const meLater = await later.get('/api/accounts/me');
    expect(meLater.json()).toMatchObject({ id: complete.json().id });
  });

  it('signs in a Google account made before its subject was recorded, by its e-mail, and records the subject', async () => {
    const identity = newIdentity();
    const [row] = await t.db
      .insert(customers)
      .values({
        email: identity.email,
        firstName: 'Layla',
        lastName: 'Nasser',
        socialLogin: SOCIAL_LOGIN.google,
        isConfirmed: true,
      })
      .returning();
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, identity, '/');
    expect(callback.headers.location).toBe('/');
    expect((await browser.get('/api/accounts/me')).json()).toMatchObject({ id: row!.id });
    expect((await storedByEmail(identity.email))!.socialSubject).toBe(identity.sub);
  });

  it('sends a signed-in account to / when returnTo leads off the site', async () => {
    const identity = newIdentity();
    await t.db.insert(customers).values({
      email: identity.email,
      firstName: 'L',
      lastName: 'N',
      socialLogin: SOCIAL_LOGIN.google,
      socialSubject: identity.sub,
    });
    const callback = await signInWithGoogle(new Browser(), identity, '//evil.example');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
  });

  it('asks an account with a second factor for it before any session, as after a password', async () => {
    const identity = newIdentity();
    const [row] = await t.db
      .insert(customers)
      .values({
        email: identity.email,
        firstName: 'Layla',
        lastName: 'Nasser',
        socialLogin: SOCIAL_LOGIN.google,
        socialSubject: identity.sub,
        isConfirmed: true,
      })
      .returning({ id: customers.id });
    const secret = new Secret();
    await t.db.insert(authenticatorApps).values({
      customerId: row!.id,
      secretEncrypted: encryptFactorSecret(t.app.config.SESSION_SECRET, secret.base32),
      confirmedAt: new Date(),
    });
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, identity, '/weekend-passes');
    expect(callback.headers.location).toBe('/login?secondStep=authenticator&returnTo=%2Fweekend-passes');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.has(TWO_STEP_COOKIE)).toBe(true);

    const code = new TOTP({ secret }).generate();
    const wrong = await browser.post('/api/accounts/two-step', {
      method: 'authenticator',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 'CODE_WRONG' });
    const finished = await browser.post('/api/accounts/two-step', { method: 'authenticator', code });
    expect(finished.statusCode).toBe(200);
    expect(browser.cookies.has(TWO_STEP_COOKIE)).toBe(false);
    expect((await browser.get('/api/accounts/me')).json()).toMatchObject({
      id: row!.id,
      secondFactor: { enabled: true, proven: true },
    });
  });

  it('carries a safe returnTo through phone capture and rejects an unsafe one there too', async () => {
    const callback = await signInWithGoogle(new Browser(), newIdentity(), '//evil.example/steal');
    expect(callback.headers.location).toBe('/login?social=phone&returnTo=%2F');
  });
});

describe('existing accounts', () => {
  it("refuses an e-mail that belongs to a password account with the catalogue's error", async () => {
    const account = await signUp(t.app);
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, newIdentity({ email: account.email }));
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?socialError=exists');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.has(PENDING_COOKIE)).toBe(false);
    // The web shows this sentence for socialError=exists.
    expect(GUEST_MESSAGES.socialAccountExists).toBe(
      'An account already exists linked with this email address. Thanks!',
    );
  });

  it('tells a suspended Google account so, by its subject or its e-mail, and starts no session', async () => {
    for (const known of [true, false]) {
      const identity = newIdentity();
      await t.db.insert(customers).values({
        email: identity.email,
        firstName: 'S',
        lastName: 'P',
        socialLogin: SOCIAL_LOGIN.google,
        socialSubject: known ? identity.sub : null,
        suspendedAt: new Date(),
      });
      const browser = new Browser();
      const callback = await signInWithGoogle(browser, identity);
      expect(callback.headers.location).toBe('/login?socialError=suspended');
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('names the other provider when the e-mail belongs to a Facebook account', async () => {
    const identity = newIdentity();
    await t.db.insert(customers).values({
      email: identity.email,
      firstName: 'F',
      lastName: 'B',
      socialLogin: SOCIAL_LOGIN.facebook,
      socialSubject: 'fb-1',
    });
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, identity);
    expect(callback.headers.location).toBe('/login?socialError=otherProvider&provider=facebook');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('turns the guest on that e-mail into the Google account on completion (same id)', async () => {
    const identity = newIdentity();
    const [guest] = await t.db
      .insert(customers)
      .values({
        email: identity.email,
        firstName: 'Guest',
        lastName: 'Buyer',
        phoneNumber: '+971509999999',
        isGuest: true,
      })
      .returning();
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, identity, '/checkout');
    expect(callback.headers.location).toBe('/login?social=phone&returnTo=%2Fcheckout');
    const complete = await browser.post('/api/auth/social/complete', { phoneNumber: PHONE });
    expect(complete.statusCode).toBe(201);
    expect(complete.json()).toMatchObject({ id: guest!.id, isGuest: false, firstName: 'Layla', lastName: 'Nasser' });
    const stored = await storedByEmail(identity.email);
    expect(stored).toMatchObject({
      id: guest!.id,
      isGuest: false,
      socialLogin: SOCIAL_LOGIN.google,
      socialSubject: identity.sub,
      isConfirmed: true,
      phoneNumber: PHONE,
    });
    expect(await t.db.select().from(customers).where(eq(customers.email, identity.email))).toHaveLength(1);
  });

  it('refuses completion when a password account took the e-mail after the callback', async () => {
    const identity = newIdentity();
    const browser = new Browser();
    await signInWithGoogle(browser, identity);
    await signUp(t.app, { email: identity.email });
    const complete = await browser.post('/api/auth/social/complete', { phoneNumber: PHONE });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe('An account with this email already exists, please proceed to login. Thanks!');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('refused answers', () => {
  it('refuses an unverified e-mail', async () => {
    const browser = new Browser();
    const callback = await signInWithGoogle(browser, newIdentity({ email_verified: false }));
    expect(callback.headers.location).toBe('/login?socialError=unverified');
    expect(browser.cookies.has(PENDING_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a tampered state', async () => {
    const browser = new Browser();
    const back = await oidc.signIn(await start(browser), newIdentity().sub);
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const callback = await browser.get(`${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?socialError=failed');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("refuses the provider's error, a callback without the flow cookie, and a replayed code", async () => {
    const browser = new Browser();
    const state = new URL(await start(browser)).searchParams.get('state')!;
    const denied = await browser.get(
      `/api/auth/google/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(oidc.issuer)}`,
    );
    expect(denied.headers.location).toBe('/login?socialError=failed');

    const identity = newIdentity();
    const first = new Browser();
    const back = await oidc.signIn(await start(first), identity.sub);
    const stranger = await new Browser().get(`${back.pathname}${back.search}`);
    expect(stranger.headers.location).toBe('/login?socialError=failed');
    expect(stranger.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const used = await first.get(`${back.pathname}${back.search}`);
    expect(used.headers.location).toBe('/login?social=phone&returnTo=%2Fcheckout');
    // The flow cookie is spent with its first use.
    const replay = await first.get(`${back.pathname}${back.search}`);
    expect(replay.headers.location).toBe('/login?socialError=failed');
  });

  it('refuses a forged flow or pending cookie', async () => {
    const browser = new Browser();
    const back = await oidc.signIn(await start(browser), newIdentity().sub);
    const [payload, ...signature] = browser.cookies.get(FLOW_COOKIE)!.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.returnTo = '/elsewhere';
    browser.cookies.set(
      FLOW_COOKIE,
      [Buffer.from(JSON.stringify(forged)).toString('base64url'), ...signature].join('.'),
    );
    expect((await browser.get(`${back.pathname}${back.search}`)).headers.location).toBe('/login?socialError=failed');

    const pending = new Browser();
    await signInWithGoogle(pending, newIdentity());
    const [p, ...s] = pending.cookies.get(PENDING_COOKIE)!.split('.');
    const changed = { ...JSON.parse(Buffer.from(p!, 'base64url').toString()), email: 'someone-else@example.test' };
    pending.cookies.set(PENDING_COOKIE, [Buffer.from(JSON.stringify(changed)).toString('base64url'), ...s].join('.'));
    expect((await pending.get('/api/auth/social/pending')).statusCode).toBe(404);
    expect((await pending.post('/api/auth/social/complete', { phoneNumber: PHONE })).statusCode).toBe(404);
    expect(await storedByEmail('someone-else@example.test')).toBeUndefined();
  });

  it('answers 404 for pending and complete when no social sign-in is waiting', async () => {
    const browser = new Browser();
    const pending = await browser.get('/api/auth/social/pending');
    expect(pending.statusCode).toBe(404);
    expect(pending.json().code).toBe('NO_PENDING_SOCIAL_LOGIN');
    const complete = await browser.post('/api/auth/social/complete', { phoneNumber: PHONE });
    expect(complete.statusCode).toBe(404);
    expect(complete.json().message).toBe('Your social sign-in has expired. Please start again.');
  });

  it('limits how often one address completes a sign-up', async () => {
    const browser = new Browser();
    for (let i = 0; i < SOCIAL_RATE_LIMITS.complete.max; i++)
      expect((await browser.post('/api/auth/social/complete', { phoneNumber: PHONE })).statusCode).toBe(404);
    expect((await browser.post('/api/auth/social/complete', { phoneNumber: PHONE })).statusCode).toBe(429);
  });
});

describe('started from the login pop-up', () => {
  /** The pop-up's buttons add popup=1: the visitor comes back to the page, where the pop-up reopens. */
  async function fromPopup(browser: Browser, identity: TestIdentity, returnTo: string) {
    const started = await browser.get(`/api/auth/google/start?popup=1&returnTo=${encodeURIComponent(returnTo)}`);
    expect(started.statusCode).toBe(302);
    const back = await oidc.signIn(started.headers.location as string, identity.sub);
    return browser.get(`${back.pathname}${back.search}`);
  }

  it('comes back to the page with loginPrompt=phone, keeping its query and fragment, and completes from there', async () => {
    const browser = new Browser();
    const callback = await fromPopup(browser, newIdentity(), '/activity/desert-safari?date=2026-05-01#reviews');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/activity/desert-safari?date=2026-05-01&loginPrompt=phone#reviews');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await browser.get('/api/auth/social/pending')).statusCode).toBe(200);
    expect((await browser.post('/api/auth/social/complete', { phoneNumber: PHONE })).statusCode).toBe(201);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it('brings each refusal back to the page for the pop-up to show, and still keeps returnTo on this site', async () => {
    const account = await signUp(t.app);
    const exists = await fromPopup(new Browser(), newIdentity({ email: account.email }), '/weekend-passes');
    expect(exists.headers.location).toBe('/weekend-passes?loginPrompt=login&socialError=exists');

    const facebookUser = newIdentity();
    await t.db.insert(customers).values({
      email: facebookUser.email,
      firstName: 'F',
      lastName: 'B',
      socialLogin: SOCIAL_LOGIN.facebook,
      socialSubject: 'fb-popup',
    });
    const other = await fromPopup(new Browser(), facebookUser, '/weekend-passes');
    expect(other.headers.location).toBe(
      '/weekend-passes?loginPrompt=login&socialError=otherProvider&provider=facebook',
    );

    const unverified = await fromPopup(new Browser(), newIdentity({ email_verified: false }), '//evil.example/steal');
    expect(unverified.headers.location).toBe('/?loginPrompt=login&socialError=unverified');

    // Without the flow cookie nothing says where the visitor started: the login page.
    const browser = new Browser();
    const back = await oidc.signIn(
      (await browser.get('/api/auth/google/start?popup=1&returnTo=%2Fblog')).headers.location as string,
      newIdentity().sub,
    );
    expect((await new Browser().get(`${back.pathname}${back.search}`)).headers.location).toBe(
      '/login?socialError=failed',
    );
  });

  it('signs an existing account straight in, back to the page with nothing added', async () => {
    const identity = newIdentity();
    await t.db.insert(customers).values({
      email: identity.email,
      firstName: 'L',
      lastName: 'N',
      socialLogin: SOCIAL_LOGIN.google,
      socialSubject: identity.sub,
    });
    const browser = new Browser();
    const callback = await fromPopup(browser, identity, '/activity/desert-safari');
    expect(callback.headers.location).toBe('/activity/desert-safari');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it("replaces an earlier try's pop-up parameters rather than adding to them", () => {
    expect(
      backToPopup('/blog?loginPrompt=login&socialError=otherProvider&provider=google&page=2', { loginPrompt: 'phone' }),
    ).toBe('/blog?page=2&loginPrompt=phone');
    expect(backToPopup('//evil.example', { loginPrompt: 'login', socialError: 'failed' })).toBe(
      '/?loginPrompt=login&socialError=failed',
    );
  });
});
