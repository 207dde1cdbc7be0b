import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SESSION_COOKIE, SOCIAL_LOGIN } from '@weekends/shared';
import { clientIp, createTestApp, type TestApp } from '../../test/helpers.ts';
import { customers } from '../../db/schema/index.ts';
import { socialProviderSettings } from '../../config.ts';
import { createOidcClient } from '../../lib/oauth.ts';
import { SOCIAL_RATE_LIMITS } from './routes.ts';
import { startLocalOidcProvider, type LocalOidcProvider, type TestIdentity } from './testing/local-oidc-provider.ts';
import { socialSignIn, startSocialLogin, TestBrowser } from './testing/browser.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

// Facebook login end to end against the local OpenID provider, set up the way Facebook's differs from Google's:
// its discovery document names no token endpoint (FACEBOOK_TOKEN_ENDPOINT fills it in), its ID token carries no
// email_verified claim, and often only `name` instead of given and family names.

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/facebook/callback`;
/** Where the local provider answers the token request, as Graph's /oauth/access_token; its /token answers 404. */
const TOKEN_PATH = '/v19.0/oauth/access_token';
const CLIENT = { clientId: 'weekends-facebook-app', clientSecret: 'local-facebook-app-secret' };
const FLOW_COOKIE = 'weekends_oauth';
const PENDING_COOKIE = 'weekends_social';
const PHONE = '+971501234567';

let t: TestApp;
let oidc: LocalOidcProvider;

beforeAll(async () => {
  oidc = await startLocalOidcProvider({ ...CLIENT, redirectUris: [CALLBACK] }, { tokenPath: TOKEN_PATH });
  // Facebook points at the local provider; Google stays unconfigured whatever the environment says.
  t = await createTestApp({
    PUBLIC_URL,
    FACEBOOK_CLIENT_ID: CLIENT.clientId,
    FACEBOOK_CLIENT_SECRET: CLIENT.clientSecret,
    FACEBOOK_ISSUER: oidc.issuer,
    FACEBOOK_TOKEN_ENDPOINT: `${oidc.issuer}${TOKEN_PATH}`,
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
  });
});

afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

let sequence = 0;
/** A Facebook-like identity: no email_verified claim, and only the full `name` unless a test adds more. */
function newIdentity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  sequence += 1;
  const identity: TestIdentity = {
    sub: `facebook-subject-${sequence}`,
    email: `omar-${sequence}@facebook.example`,
    name: 'Omar Khalid Al Farsi',
    ...overrides,
  };
  oidc.addIdentity(identity);
  return identity;
}

const signInWithFacebook = (browser: TestBrowser, identity: TestIdentity, returnTo = '/checkout') =>
  socialSignIn(browser, oidc, 'facebook', identity.sub, returnTo);
const storedByEmail = async (email: string) =>
  (await t.db.select().from(customers).where(eq(customers.email, email)))[0];
/** The token requests the provider received since `from` (an index into its request log). */
const tokenRequestsSince = (from: number) =>
  oidc.requests.slice(from).filter((r) => r.startsWith('POST ') && (r.endsWith('/token') || r.endsWith(TOKEN_PATH)));

describe('Facebook configuration', () => {
  it('offers Facebook only, and the local provider, like Facebook, names no token endpoint in its discovery document', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toEqual({ providers: ['facebook'] });
    const discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.issuer).toBe(oidc.issuer);
    expect(discovery).not.toHaveProperty('token_endpoint');
  });

  it('completes a discovery document without token_endpoint with FACEBOOK_TOKEN_ENDPOINT, and calls only that URL', async () => {
    const settings = socialProviderSettings(t.app.config).facebook!;
    expect(settings.tokenEndpoint).toBe(`${oidc.issuer}${TOKEN_PATH}`);
    const identity = newIdentity();

    // Without the fill-in the code cannot be exchanged: openid-client knows no token endpoint.
    const { tokenEndpoint: _unused, ...withoutFillIn } = settings;
    const bare = createOidcClient(withoutFillIn);
    const bareStart = await bare.start(CALLBACK);
    const bareBack = await oidc.signIn(bareStart.url.href, identity.sub);
    const before = oidc.requests.length;
    await expect(bare.finish(bareBack, bareStart.checks)).rejects.toThrow(/token_endpoint/);
    expect(tokenRequestsSince(before)).toEqual([]);

    const filled = createOidcClient(settings);
    const filledStart = await filled.start(CALLBACK);
    const filledBack = await oidc.signIn(filledStart.url.href, identity.sub);
    const at = oidc.requests.length;
    const claims = await filled.finish(filledBack, filledStart.checks);
    expect(claims).toMatchObject({ sub: identity.sub, email: identity.email, name: 'Omar Khalid Al Farsi' });
    expect(claims).not.toHaveProperty('email_verified');
    expect(tokenRequestsSince(at)).toEqual([`POST ${TOKEN_PATH}`]);
  });
});

describe('a new Facebook account', () => {
  it("goes start -> provider -> callback with Facebook's scopes, splits `name`, takes the unstated e-mail as verified, captures the phone", async () => {
    const identity = newIdentity({ email: `Omar.Mixed-${sequence + 1}@Facebook.example` });
    const email = identity.email.toLowerCase();
    const browser = new TestBrowser(t.app);

    const { location } = await startSocialLogin(browser, 'facebook', '/checkout');
    const authorization = new URL(location);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(`${oidc.issuer}/auth`);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid email public_profile',
      code_challenge_method: 'S256',
    });
    expect(browser.cookies.has(FLOW_COOKIE)).toBe(true);

    const back = await oidc.signIn(location, identity.sub);
    const before = oidc.requests.length;
    const callback = await browser.get(`${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?social=phone&returnTo=%2Fcheckout');
    // The code went to the configured token URL, the one Facebook's discovery document leaves out.
    expect(tokenRequestsSince(before)).toEqual([`POST ${TOKEN_PATH}`]);
    expect(browser.cookies.has(FLOW_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(callback.cookies.find((c) => c.name === PENDING_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 15 * 60,
    });

    const pending = await browser.get('/api/auth/social/pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ provider: 'facebook', firstName: 'Omar', lastName: 'Khalid Al Farsi', email });

    const badPhone = await browser.post('/api/auth/social/complete', { phoneNumber: '+97150' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fieldErrors).toEqual({ phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid] });
    expect(await storedByEmail(email)).toBeUndefined();

    const complete = await browser.post('/api/auth/social/complete', { phoneNumber: PHONE });
    expect(complete.statusCode).toBe(201);
    expect(complete.json()).toMatchObject({
      firstName: 'Omar',
      lastName: 'Khalid Al Farsi',
      email,
      phoneNumber: PHONE,
      isGuest: false,
      isConfirmed: true,
    });
    expect(browser.cookies.has(PENDING_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await browser.get('/api/accounts/me')).json()).toMatchObject({ id: complete.json().id, email });

    const stored = await storedByEmail(email);
    expect(stored).toMatchObject({
      socialLogin: SOCIAL_LOGIN.facebook,
      socialSubject: identity.sub,
      passwordHash: null,
      isConfirmed: true,
      phoneNumber: PHONE,
    });
    expect(stored!.socialLogin).toBe(1);
    expect((await browser.get('/api/auth/social/pending')).statusCode).toBe(404);

    // Next time, in another browser: straight to returnTo, signed in, no phone step.
    const later = new TestBrowser(t.app);
    const again = await signInWithFacebook(later, identity, '/customer/dashboard/bookings');
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/customer/dashboard/bookings');
    expect(later.cookies.has(PENDING_COOKIE)).toBe(false);
    expect((await later.get('/api/accounts/me')).json()).toMatchObject({ id: complete.json().id });
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });

  it('prefers given and family names when Facebook sends them', async () => {
    const identity = newIdentity({ name: 'Someone Else Entirely', given_name: 'Mariam', family_name: 'Al Nuaimi' });
    const browser = new TestBrowser(t.app);
    await signInWithFacebook(browser, identity);
    expect((await browser.get('/api/auth/social/pending')).json()).toMatchObject({
      firstName: 'Mariam',
      lastName: 'Al Nuaimi',
    });
  });

  it('refuses an e-mail the provider states is unverified, even from Facebook', async () => {
    const identity = newIdentity({ email_verified: false });
    const browser = new TestBrowser(t.app);
    const callback = await signInWithFacebook(browser, identity);
    expect(callback.headers.location).toBe('/login?socialError=unverified');
    expect(browser.cookies.has(PENDING_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await storedByEmail(identity.email)).toBeUndefined();
  });
});

describe('an existing Facebook account', () => {
  it('signs straight in to returnTo, with a new session and no phone step', async () => {
    const identity = newIdentity();
    const [row] = await t.db
      .insert(customers)
      .values({
        email: identity.email,
        firstName: 'Omar',
        lastName: 'Farsi',
        phoneNumber: PHONE,
        socialLogin: SOCIAL_LOGIN.facebook,
        socialSubject: identity.sub,
        isConfirmed: true,
      })
      .returning();
    const browser = new TestBrowser(t.app);
    const callback = await signInWithFacebook(browser, identity, '/activity/desert-safari');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/activity/desert-safari');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(browser.cookies.has(PENDING_COOKIE)).toBe(false);
    expect((await browser.get('/api/accounts/me')).json()).toMatchObject({ id: row!.id, email: identity.email });
  });

  it('finds one made before its subject was recorded by its e-mail, and records the subject', async () => {
    const identity = newIdentity();
    const [row] = await t.db
      .insert(customers)
      .values({
        email: identity.email,
        firstName: 'Omar',
        lastName: 'Farsi',
        socialLogin: SOCIAL_LOGIN.facebook,
        isConfirmed: true,
      })
      .returning();
    const browser = new TestBrowser(t.app);
    expect((await signInWithFacebook(browser, identity, '/')).headers.location).toBe('/');
    expect((await browser.get('/api/accounts/me')).json()).toMatchObject({ id: row!.id });
    expect((await storedByEmail(identity.email))!.socialSubject).toBe(identity.sub);
  });

  it('names Google when the e-mail belongs to a Google account', async () => {
    const identity = newIdentity();
    await t.db.insert(customers).values({
      email: identity.email,
      firstName: 'G',
      lastName: 'L',
      socialLogin: SOCIAL_LOGIN.google,
      socialSubject: 'google-1',
    });
    const browser = new TestBrowser(t.app);
    expect((await signInWithFacebook(browser, identity)).headers.location).toBe(
      '/login?socialError=otherProvider&provider=google',
    );
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('callback rate limit', () => {
  it(`allows ${SOCIAL_RATE_LIMITS.callback.max} callbacks per address a minute, then answers 429 in the error shape`, async () => {
    const ip = clientIp();
    const callback = (address: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/facebook/callback?code=x&state=y',
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < SOCIAL_RATE_LIMITS.callback.max; i++) {
      const response = await callback(ip);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?socialError=failed');
    }
    const limited = await callback(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual(
      keyed({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: ACCOUNT_MESSAGES.tooManyRequests,
      }),
    );
    // Another address is not affected.
    expect((await callback(clientIp())).statusCode).toBe(302);
  });
});
