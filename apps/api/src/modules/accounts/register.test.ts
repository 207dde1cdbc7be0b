import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, GUEST_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, strongPassword, type TestApp } from '../../test/helpers.ts';
import { customers, sessions } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { CAPTCHA_MAX_NUMBER_IN_TESTS } from '../../config.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

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
    payload: {
      firstName: 'Omar',
      lastName: 'Saeed',
      email: `omar-${++n}@example.test`,
      phoneNumber: '+971501234567',
      password: strongPassword,
      captcha: await solveCaptcha(t.app),
      ...overrides,
    },
  });

describe('POST /api/accounts/register', () => {
  it('creates an unconfirmed customer, signs them in and answers the current user', async () => {
    const response = await register({
      email: '  Layla.K@Example.test ',
      phoneNumber: '+971501234567',
      happinessAmbassador: true,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      firstName: 'Omar',
      lastName: 'Saeed',
      email: 'layla.k@example.test',
      phoneNumber: '+971501234567',
      isGuest: false,
      isHost: false,
      isCorporate: false,
      isConfirmed: false,
      isAdmin: false,
      staffRole: null,
      isCorporateAdmin: false,
    });
    expect(user).not.toHaveProperty('token');

    const [row] = await t.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.happinessAmbassador).toBe(true);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      cookies: { [SESSION_COOKIE]: cookie.value },
    });
    expect(me.json()).toEqual({ ...user, secondFactor: { enabled: false, required: false, proven: false } });
  });

  it.each([
    ['Ab1!', ACCOUNT_MESSAGES.signUpPasswordMin],
    ['weekend#2026', ACCOUNT_MESSAGES.signUpPasswordRule],
    ['WEEKEND#2026', ACCOUNT_MESSAGES.signUpPasswordRule],
    ['Weekend#', ACCOUNT_MESSAGES.signUpPasswordRule],
    ['Weekend2026', ACCOUNT_MESSAGES.signUpPasswordRule],
  ])('rejects the password %s with the catalogue message', async (password, message) => {
    const response = await register({ password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { password: [message] } });
  });

  it('names every other rule with the catalogue’s words', async () => {
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
    expect(response.json()).toEqual(
      keyed({
        statusCode: 409,
        code: 'EMAIL_EXISTS',
        message: 'An account with this email already exists.',
      }),
    );
  });

  it.each([
    ['left out', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])("requires the phone: %s answers 'Required' on phoneNumber", async (_case, phoneNumber) => {
    const email = `no-phone-${++n}@example.test`;
    const response = await register({ email, phoneNumber });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { phoneNumber: [ACCOUNT_MESSAGES.required] },
    });
    expect(await t.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
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
    expect(response.json()).toMatchObject({
      algorithm: 'SHA-256',
      maxnumber: CAPTCHA_MAX_NUMBER_IN_TESTS,
      salt: expect.stringContaining('expires='),
    });
  });

  it('does not start a second session row for one sign-up', async () => {
    const { user } = await signUp(t.app);
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, user.id))).toHaveLength(1);
  });
});

describe('sign-up on an e-mail that already has an account (guests merge into it)', () => {
  const continueAsGuest = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/guest',
      headers: { 'x-forwarded-for': clientIp() },
      payload: {
        firstName: 'Guest',
        lastName: 'Visitor',
        email,
        phoneNumber: '+971501111111',
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(response.statusCode).toBe(200);
    return { user: response.json(), token: response.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
  };
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } });
  const login = async (email: string, password = strongPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email, password, captcha: await solveCaptcha(t.app) },
    });
  const row = async (id: number) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;

  it('turns a guest into a full, unconfirmed account with the same id; the old guest session no longer works', async () => {
    const email = `merge-${++n}@example.test`;
    const guest = await continueAsGuest(email);
    const response = await register({
      email: email.toUpperCase(),
      firstName: 'Layla',
      lastName: 'Karim',
      phoneNumber: '+971529876543',
      happinessAmbassador: true,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      id: guest.user.id,
      firstName: 'Layla',
      lastName: 'Karim',
      email,
      phoneNumber: '+971529876543',
      isGuest: false,
      socialLogin: 0,
      isHost: false,
      isCorporate: false,
      isConfirmed: false,
      isAdmin: false,
      staffRole: null,
      isCorporateAdmin: false,
    });
    expect(await row(guest.user.id)).toMatchObject({
      isGuest: false,
      socialLogin: 0,
      happinessAmbassador: true,
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
    });

    // The guest session from before cannot reach the full account; the sign-up's own session can.
    expect((await me(guest.token)).statusCode).toBe(401);
    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect((await me(token)).json()).toEqual({
      ...user,
      secondFactor: { enabled: false, required: false, proven: false },
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, user.id))).toHaveLength(1);

    // A full account now: confirmation mailed, password login works, and the guest form is refused.
    expect((await listOutbox(t.db, { to: email })).map((m) => m.template)).toEqual(['email-confirmation']);
    const loggedIn = await login(email);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({ id: guest.user.id, isGuest: false });
    const guestAgain = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/guest',
      headers: { 'x-forwarded-for': clientIp() },
      payload: {
        firstName: 'Guest',
        lastName: 'Visitor',
        email,
        phoneNumber: '+971501111111',
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(guestAgain.statusCode).toBe(409);
    expect(guestAgain.json()).toMatchObject({ code: 'EMAIL_EXISTS', message: ACCOUNT_MESSAGES.emailExists });
  });

  it('merges when the guest signs up from its own guest session (checkout, then Sign Up)', async () => {
    const email = `merge-${++n}@example.test`;
    const guest = await continueAsGuest(email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: { 'x-forwarded-for': clientIp() },
      cookies: { [SESSION_COOKIE]: guest.token },
      payload: {
        firstName: 'Omar',
        lastName: 'Saeed',
        email,
        phoneNumber: '+971529876543',
        password: strongPassword,
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: guest.user.id, isGuest: false, phoneNumber: '+971529876543' });
    expect((await me(guest.token)).statusCode).toBe(401);
    expect((await me(response.cookies.find((c) => c.name === SESSION_COOKIE)!.value)).json()).toMatchObject({
      id: guest.user.id,
      isGuest: false,
    });
  });

  it.each([
    ['Google', 2, false, GUEST_MESSAGES.signedUpWithGoogle],
    ['Facebook', 1, false, GUEST_MESSAGES.signedUpWithFacebook],
    ['Google guest', 2, true, GUEST_MESSAGES.signedUpWithGoogle],
  ] as const)(
    'never takes over a %s account: 409 naming the provider',
    async (_name, socialLogin, isGuest, message) => {
      const email = `social-${++n}@example.test`;
      const [social] = await t.db
        .insert(customers)
        .values({
          email,
          firstName: 'Sami',
          lastName: 'Social',
          socialLogin,
          socialSubject: `sub-${n}`,
          isGuest,
          isConfirmed: true,
        })
        .returning();
      const response = await register({ email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(keyed({ statusCode: 409, code: 'SOCIAL_ACCOUNT', message }));
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(await row(social!.id)).toMatchObject({ passwordHash: null, firstName: 'Sami', socialLogin, isGuest });
      expect((await login(email)).statusCode).toBe(401);
      expect(await listOutbox(t.db, { to: email })).toEqual([]);
    },
  );

  it('lets only one of two simultaneous sign-ups take a guest over', async () => {
    const email = `race-${++n}@example.test`;
    const guest = await continueAsGuest(email);
    // Captchas solved first, so both requests really run at once.
    const bodies = [
      {
        firstName: 'First',
        lastName: 'Racer',
        email,
        phoneNumber: '+971501234567',
        password: 'First#2026',
        captcha: await solveCaptcha(t.app),
      },
      {
        firstName: 'Second',
        lastName: 'Racer',
        email,
        phoneNumber: '+971501234567',
        password: 'Second#2026',
        captcha: await solveCaptcha(t.app),
      },
    ];
    const [a, b] = await Promise.all(
      bodies.map((payload) =>
        t.app.inject({
          method: 'POST',
          url: '/api/accounts/register',
          headers: { 'x-forwarded-for': clientIp() },
          payload,
        }),
      ),
    );
    const statuses = [a!.statusCode, b!.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = a!.statusCode === 201 ? a! : b!;
    const loser = winner === a ? b! : a!;
    expect(loser.json()).toMatchObject({ code: 'EMAIL_EXISTS', message: ACCOUNT_MESSAGES.emailExists });
    expect(winner.json()).toMatchObject({ id: guest.user.id });
    const winnerPassword = winner.json().firstName === 'First' ? 'First#2026' : 'Second#2026';
    const loserPassword = winnerPassword === 'First#2026' ? 'Second#2026' : 'First#2026';
    expect((await login(email, winnerPassword)).statusCode).toBe(200);
    expect((await login(email, loserPassword)).statusCode).toBe(401);
    expect((await row(guest.user.id)).firstName).toBe(winner.json().firstName);
  });
});
