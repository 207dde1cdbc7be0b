import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, CORPORATE_MESSAGES, GUEST_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, strongPassword, type TestApp } from '../../test/helpers.ts';
import { corporates, customers, sessions } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { CORPORATE_RATE_LIMITS } from './routes.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

let t: TestApp;
let acme: typeof corporates.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  const [inserted] = await t.db
    .insert(corporates)
    .values({ name: 'Acme Trading', slug: 'acme', emailDomain: 'acme.ae' })
    .returning();
  acme = inserted!;
});
afterAll(() => t.close());

let n = 0;
const local = () => `staff.${++n}`;

const registerAt = async (slug: string, overrides: Record<string, unknown> = {}, ip = clientIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/corporates/${slug}/register`,
    headers: { 'x-forwarded-for': ip },
    payload: {
      firstName: 'Huda',
      lastName: 'Mansour',
      emailLocalPart: local(),
      phoneDigits: '501234567',
      password: strongPassword,
      happinessAmbassador: false,
      captcha: await solveCaptcha(t.app),
      ...overrides,
    },
  });
const register = (overrides: Record<string, unknown> = {}) => registerAt('acme', overrides);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } });
const login = async (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password: strongPassword, captcha: await solveCaptcha(t.app) },
  });
const row = async (id: number) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('GET /api/corporates/:slug', () => {
  it('answers the corporate with its company e-mail domain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/corporates/acme' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: acme.id, name: 'Acme Trading', slug: 'acme', companyEmailDomain: 'acme.ae' });
  });

  it('answers 404 with the page message for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/corporates/nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(
      keyed({ statusCode: 404, code: 'NOT_FOUND', message: CORPORATE_MESSAGES.notFound }),
    );
  });
});

describe('POST /api/corporates/:slug/register', () => {
  it("signs up a corporate customer at the corporate's domain, mails the confirmation and signs them in", async () => {
    const response = await register({
      emailLocalPart: ' Huda.Mansour ',
      phoneDigits: '501234567',
      happinessAmbassador: true,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Huda',
      lastName: 'Mansour',
      email: 'huda.mansour@acme.ae',
      phoneNumber: '+971501234567',
      isGuest: false,
      socialLogin: 0,
      isHost: false,
      isCorporate: true,
      isConfirmed: false,
      isAdmin: false,
      staffRole: null,
      isCorporateAdmin: false,
    });
    expect(await row(user.id)).toMatchObject({
      corporateId: acme.id,
      isCorporate: true,
      happinessAmbassador: true,
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
    });
    expect((await listOutbox(t.db, { to: 'huda.mansour@acme.ae' })).map((m) => m.template)).toEqual([
      'email-confirmation',
    ]);

    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    // The session's own answer also says where its second factor stands (none yet).
    expect((await me(token)).json()).toEqual({
      ...user,
      secondFactor: { enabled: false, required: false, proven: false },
    });
    const loggedIn = await login('huda.mansour@acme.ae');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({ id: user.id, isCorporate: true });
  });

  it('answers 404 for an unknown corporate and creates nobody', async () => {
    const emailLocalPart = local();
    const response = await registerAt('nobody', { emailLocalPart });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(
      keyed({ statusCode: 404, code: 'NOT_FOUND', message: CORPORATE_MESSAGES.notFound }),
    );
    expect(
      await t.db
        .select()
        .from(customers)
        .where(eq(customers.email, `${emailLocalPart}@acme.ae`)),
    ).toEqual([]);
  });

  it.each(['someone@evil.test', 'a@b', '@acme.ae', 'name@'])(
    'rejects a local part with an @ (%s): the domain is always the corporate one',
    async (emailLocalPart) => {
      const response = await register({ emailLocalPart });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ emailLocalPart: [CORPORATE_MESSAGES.emailLocalPartInvalid] });
    },
  );

  it.each(['12345678', '1234567890', 'abcdefghi', '50123456a'])(
    'rejects the phone %s with the catalogue message',
    async (phoneDigits) => {
      const response = await register({ phoneDigits });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ phoneDigits: ['Invalid Phone Number'] });
    },
  );

  it('names the other rules with the catalogue’s words', async () => {
    const response = await register({
      firstName: '',
      lastName: '',
      emailLocalPart: '',
      phoneDigits: '',
      password: 'weekend#2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: [ACCOUNT_MESSAGES.required],
      lastName: [ACCOUNT_MESSAGES.required],
      emailLocalPart: [ACCOUNT_MESSAGES.required, CORPORATE_MESSAGES.emailLocalPartInvalid],
      phoneDigits: [ACCOUNT_MESSAGES.required, CORPORATE_MESSAGES.phoneInvalid],
      password: [ACCOUNT_MESSAGES.signUpPasswordRule],
    });
  });

  it('warns that an account exists for a taken address', async () => {
    const emailLocalPart = local();
    expect((await register({ emailLocalPart })).statusCode).toBe(201);
    const again = await register({ emailLocalPart: emailLocalPart.toUpperCase(), firstName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(
      keyed({ statusCode: 409, code: 'EMAIL_EXISTS', message: ACCOUNT_MESSAGES.emailExists }),
    );

    // An ordinary account on the company address is taken too.
    const { email } = await signUp(t.app, { email: `${local()}@acme.ae` });
    const taken = await register({ emailLocalPart: email.split('@')[0] });
    expect(taken.json()).toMatchObject({ code: 'EMAIL_EXISTS' });
  });

  it('turns a guest on the company address into the corporate account, ending the guest sessions', async () => {
    const emailLocalPart = local();
    const email = `${emailLocalPart}@acme.ae`;
    const guest = await t.app.inject({
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
    expect(guest.statusCode).toBe(200);
    const guestToken = guest.cookies.find((c) => c.name === SESSION_COOKIE)!.value;

    const response = await register({ emailLocalPart, phoneDigits: '529876543' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: guest.json().id,
      email,
      phoneNumber: '+971529876543',
      isGuest: false,
      isCorporate: true,
      isConfirmed: false,
      firstName: 'Huda',
    });
    expect(await row(guest.json().id)).toMatchObject({ corporateId: acme.id });
    expect((await me(guestToken)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, guest.json().id))).toHaveLength(1);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('never takes over a social account on the company address', async () => {
    const emailLocalPart = local();
    const [social] = await t.db
      .insert(customers)
      .values({
        email: `${emailLocalPart}@acme.ae`,
        firstName: 'Sami',
        lastName: 'Social',
        socialLogin: 1,
        socialSubject: 'fb-1',
      })
      .returning();
    const response = await register({ emailLocalPart });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      keyed({
        statusCode: 409,
        code: 'SOCIAL_ACCOUNT',
        message: GUEST_MESSAGES.signedUpWithFacebook,
      }),
    );
    expect(await row(social!.id)).toMatchObject({ passwordHash: null, isCorporate: false, corporateId: null });
  });

  it('requires a solved captcha', async () => {
    const missing = await register({ captcha: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('captcha');
    const emailLocalPart = local();
    const forged = await register({ emailLocalPart, captcha: 'garbage' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message: ACCOUNT_MESSAGES.captchaFailed });
    expect(
      await t.db
        .select()
        .from(customers)
        .where(eq(customers.email, `${emailLocalPart}@acme.ae`)),
    ).toEqual([]);
  });

  it('limits corporate sign-ups per address', async () => {
    const ip = clientIp();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/corporates/acme/register',
        headers: { 'x-forwarded-for': ip },
        payload: {},
      });
    for (let i = 0; i < CORPORATE_RATE_LIMITS.register.max; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      keyed({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: ACCOUNT_MESSAGES.tooManyRequests,
      }),
    );
    expect((await register()).statusCode).toBe(201);
  });
});
