import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, GUEST_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, strongPassword, type TestApp } from '../../test/helpers.ts';
import { customers, reviews, sessions } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `guest-${++n}@example.test`;

const guest = async (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/guest',
    headers: { 'x-forwarded-for': clientIp(), ...headers },
    payload: {
      firstName: 'Noor',
      lastName: 'Khalil',
      email: newEmail(),
      phoneNumber: '+971501234567',
      captcha: await solveCaptcha(t.app),
      ...overrides,
    },
  });

const sessionOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } });
const row = async (id: number) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;

/** A Google (2) or Facebook (1) account as the social login creates it: no password. */
async function insertSocial(socialLogin: 1 | 2, values: Partial<typeof customers.$inferInsert> = {}) {
  const [inserted] = await t.db
    .insert(customers)
    .values({
      email: newEmail(),
      firstName: 'Sami',
      lastName: 'Social',
      socialLogin,
      socialSubject: `subject-${n}`,
      isConfirmed: true,
      ...values,
    })
    .returning();
  return inserted!;
}

describe('POST /api/accounts/guest', () => {
  it('creates a guest without a password or mail and signs it in; /me says isGuest', async () => {
    const email = newEmail();
    const response = await guest({ email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Noor',
      lastName: 'Khalil',
      email,
      phoneNumber: '+971501234567',
      isGuest: true,
      socialLogin: 0,
      isHost: false,
      isCorporate: false,
      isConfirmed: false,
      isAdmin: false,
      staffRole: null,
      isCorporateAdmin: false,
    });

    const stored = await row(user.id);
    expect(stored).toMatchObject({ isGuest: true, passwordHash: null, isConfirmed: false, socialLogin: 0 });
    expect(await listOutbox(t.db, { to: email })).toEqual([]);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const current = await me(cookie.value);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ ...user, secondFactor: { enabled: false, required: false, proven: false } });
  });

  it('merges a second guest form on the same e-mail into the same guest, names and phone updated', async () => {
    const email = newEmail();
    const first = await guest({ email });
    const firstToken = sessionOf(first)!;
    const second = await guest({
      email: email.toUpperCase(),
      firstName: 'Noura',
      lastName: 'Haddad',
      phoneNumber: '+971529876543',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      firstName: 'Noura',
      lastName: 'Haddad',
      email,
      phoneNumber: '+971529876543',
      isGuest: true,
    });
    expect(
      await t.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, email)),
    ).toHaveLength(1);

    const secondToken = sessionOf(second)!;
    expect(secondToken).not.toBe(firstToken);
    expect((await me(secondToken)).json()).toMatchObject({ id: first.json().id, firstName: 'Noura' });
    // The first device keeps checking out as the same guest.
    expect((await me(firstToken)).statusCode).toBe(200);
    expect(await listOutbox(t.db, { to: email })).toEqual([]);
  });

  it.each([
    [2, GUEST_MESSAGES.signedUpWithGoogle],
    [1, GUEST_MESSAGES.signedUpWithFacebook],
  ] as const)(
    'names the provider when the e-mail belongs to a social account (socialLogin %i)',
    async (socialLogin, message) => {
      const social = await insertSocial(socialLogin);
      const response = await guest({ email: social.email, firstName: 'Intruder' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(keyed({ statusCode: 409, code: 'SOCIAL_ACCOUNT', message }));
      expect(sessionOf(response)).toBeUndefined();
      expect((await row(social.id)).firstName).toBe('Sami');
    },
  );

  it('treats a guest whose earlier sign-up was social as the social account', async () => {
    const social = await insertSocial(2, { isGuest: true });
    const response = await guest({ email: social.email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SOCIAL_ACCOUNT',
      message: 'Opps! You last time signed up with your Gmail account.',
    });
  });

  it('sends a password account to log in instead', async () => {
    const { email, user } = await signUp(t.app);
    const response = await guest({ email, firstName: 'Intruder' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      keyed({
        statusCode: 409,
        code: 'EMAIL_EXISTS',
        message: 'An account with this email already exists.',
      }),
    );
    expect(sessionOf(response)).toBeUndefined();
    expect(await row(user.id)).toMatchObject({ firstName: 'Amira', isGuest: false });
  });

  it('validates every field with the catalogue’s words', async () => {
    const response = await guest({ firstName: '', lastName: ' ', email: 'not-an-email', phoneNumber: '+97150' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: [ACCOUNT_MESSAGES.required],
      lastName: [ACCOUNT_MESSAGES.required],
      email: [ACCOUNT_MESSAGES.emailInvalid],
      phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid],
    });
    const noPhone = await guest({ phoneNumber: '' });
    expect(noPhone.json().fieldErrors).toEqual({ phoneNumber: [ACCOUNT_MESSAGES.required] });
  });

  it('requires a solved captcha, once', async () => {
    const missing = await guest({ captcha: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('captcha');

    for (const captcha of [
      'garbage',
      Buffer.from(JSON.stringify({ ...(await t.app.captcha.challenge()), number: -1 })).toString('base64'),
    ]) {
      const email = newEmail();
      const forged = await guest({ email, captcha });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message: ACCOUNT_MESSAGES.captchaFailed });
      expect(await t.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
    }

    const captcha = await solveCaptcha(t.app);
    expect((await guest({ captcha })).statusCode).toBe(200);
    expect((await guest({ captcha })).json().code).toBe('CAPTCHA_FAILED');
  });

  it('limits guest forms per address', async () => {
    const ip = clientIp();
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/accounts/guest', headers: { 'x-forwarded-for': ip }, payload: {} });
    for (let i = 0; i < ACCOUNT_RATE_LIMITS.guest.max; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      keyed({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: ACCOUNT_MESSAGES.tooManyRequests,
      }),
    );
    expect((await guest()).statusCode).toBe(200);
  });

  it('makes one guest of simultaneous forms for one new e-mail', async () => {
    const email = newEmail();
    const captchas = await Promise.all([1, 2, 3, 4].map(() => solveCaptcha(t.app)));
    const responses = await Promise.all(
      captchas.map((captcha, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/accounts/guest',
          headers: { 'x-forwarded-for': clientIp() },
          payload: { firstName: `Noor${i}`, lastName: 'Khalil', email, phoneNumber: '+971501234567', captcha },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await t.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))).toHaveLength(1);
  });
});

describe('what a guest session may do', () => {
  it('has no favourites or reviews (full accounts only), no profile edit, and no password login', async () => {
    const email = newEmail();
    const created = await guest({ email });
    const token = sessionOf(created)!;
    const sessionCustomerId = created.json().id as number;
    const headers = { 'x-requested-with': 'fetch' };

    const list = await t.app.inject({ method: 'GET', url: '/api/favorites', cookies: { [SESSION_COOKIE]: token } });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'FORBIDDEN' });
    const add = await t.app.inject({
      method: 'PUT',
      url: '/api/favorites/1',
      headers,
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(add.statusCode).toBe(403);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/accounts/me',
      cookies: { [SESSION_COOKIE]: token },
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '+971501234567' },
    });
    expect(edit.statusCode).toBe(403);
    // Whoever knows a guest's e-mail can open its session, so it neither reads nor writes reviews.
    // The guard answers before the activity is looked up, so any id shows it.
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/activities/1/reviews',
      headers,
      cookies: { [SESSION_COOKIE]: token },
      payload: { title: 'Lovely', content: 'Calm water and good food.', rating: 5 },
    });
    expect(review.statusCode).toBe(403);
    expect(await t.db.select().from(reviews).where(eq(reviews.customerId, sessionCustomerId))).toHaveLength(0);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me/reviews',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(mine.statusCode).toBe(403);

    // A guest has no password: any password is wrong, with the same words as for an unknown e-mail.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email, password: strongPassword, captcha: await solveCaptcha(t.app) },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual(
      keyed({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid Credentials, Try again!',
      }),
    );
  });

  it('keeps one session row per guest form', async () => {
    const response = await guest();
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, response.json().id))).toHaveLength(1);
  });
});
