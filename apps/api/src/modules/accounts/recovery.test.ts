import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, OTP_MAX_ATTEMPTS, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { customers, passwordResets } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { newOtp, OTP_ALPHABET } from './recovery.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const newPassword = 'Fresh#Start9';
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': clientIp() }, payload });
const forgot = async (email: string, captcha?: string) =>
  post('/api/accounts/password/forgot', { email, captcha: captcha ?? (await solveCaptcha(t.app)) });
const reset = (email: string, code: string, password = newPassword) =>
  post('/api/accounts/password/reset', { email, code, password, confirmPassword: password });

/** The code as the customer reads it: the indented line of the newest reset mail's plain text. */
async function mailedCode(email: string): Promise<string> {
  const [mail] = (await listOutbox(t.db, { to: email })).filter((r) => r.template === 'password-reset');
  const match = /^ {4}([A-Z0-9]{4})$/m.exec(mail!.text);
  if (!match) throw new Error(`no code in: ${mail!.text}`);
  return match[1]!;
}

/** A code that is not the mailed one, from the same alphabet. */
const otherCode = (code: string) => (code === 'AAAA' ? 'BBBB' : 'AAAA');

const login = async (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });
const meStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } })).statusCode;

describe('recovery codes', () => {
  it('are 4 characters from the unambiguous alphabet', () => {
    expect(OTP_ALPHABET).not.toMatch(/[01OI]/);
    for (let i = 0; i < 200; i += 1) expect(newOtp()).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
  });
});

describe('POST /api/accounts/password/forgot', () => {
  it("answers 'Invalid Email Address!' for an address without a password account", async () => {
    const unknown = await forgot('nobody@example.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidEmailAddress });

    const guest = await t.fixtures.insertCustomer('Guest');
    await t.db.update(customers).set({ isGuest: true }).where(eq(customers.id, guest.id));
    expect((await forgot(guest.email)).json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidEmailAddress });
  });

  it('validates the e-mail with the catalogue’s words', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ email: [ACCOUNT_MESSAGES.emailInvalid] });
  });

  it('stores only a hash of the mailed code, valid for 10 minutes, and retires older codes', async () => {
    const { user, email } = await signUp(t.app);
    const before = Date.now();
    expect((await forgot(email.toUpperCase())).statusCode).toBe(200);
    const first = await mailedCode(email);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.customerId, user.id));
    expect(row!.codeHash).not.toContain(first);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);

    await forgot(email);
    const second = await mailedCode(email);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.customerId, user.id))).toHaveLength(1);
    if (first !== second)
      expect((await reset(email, first)).json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidOtp });
    expect((await reset(email, second)).statusCode).toBe(200);
  });

  it('is rate-limited per address', async () => {
    const ip = clientIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/accounts/password/forgot',
            headers: { 'x-forwarded-for': ip },
            payload: { email: 'nobody@example.test', captcha: await solveCaptcha(t.app) },
          })
        ).statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('needs a solved captcha, each used once, and mails nothing without one', async () => {
    const { email } = await signUp(t.app);
    expect((await post('/api/accounts/password/forgot', { email })).statusCode).toBe(400);
    const captcha = await solveCaptcha(t.app);
    expect((await forgot(email, captcha)).statusCode).toBe(200);
    expect((await forgot(email, captcha)).json()).toMatchObject({ statusCode: 400, code: 'CAPTCHA_FAILED' });
    expect((await listOutbox(t.db, { to: email })).filter((r) => r.template === 'password-reset')).toHaveLength(1);
  });
});

describe('POST /api/accounts/password/reset', () => {
  it('sets the new password, ends every session, and the code works once', async () => {
    const { email, password, token } = await signUp(t.app);
    const other = (await login(email, password)).cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    await forgot(email);
    const code = await mailedCode(email);

    const response = await reset(email, code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect(await meStatus(token)).toBe(401);
    expect(await meStatus(other)).toBe(401);

    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, newPassword)).statusCode).toBe(200);

    const again = await reset(email, code, 'Another#Pass7');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_OTP', message: ACCOUNT_MESSAGES.invalidOtp });
    expect((await login(email, newPassword)).statusCode).toBe(200);
  });

  it("answers 'Invalid OTP entered!' to a wrong code and kills the code after 5 tries", async () => {
    const { user, email, password } = await signUp(t.app);
    await forgot(email);
    const code = await mailedCode(email);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      const wrong = await reset(email, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidOtp });
    }
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.customerId, user.id));
    expect(row!.attempts).toBe(OTP_MAX_ATTEMPTS - 1);

    expect((await reset(email, otherCode(code))).statusCode).toBe(400);
    // The fifth try spent the code: the right one is refused now.
    const dead = await reset(email, code);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidOtp });
    expect((await login(email, password)).statusCode).toBe(200);

    // A new code starts over.
    await forgot(email);
    expect((await reset(email, await mailedCode(email))).statusCode).toBe(200);
  });

  it('the right code on the fifth try still works', async () => {
    const { email } = await signUp(t.app);
    await forgot(email);
    const code = await mailedCode(email);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) await reset(email, otherCode(code));
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { email, password } = await signUp(t.app);
    await forgot(email);
    const code = await mailedCode(email);
    // Only Date is faked: the database drivers keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
    const late = await reset(email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidOtp });
    vi.useRealTimers();
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('works until just before the 10 minutes end', async () => {
    const { email } = await signUp(t.app);
    await forgot(email);
    const code = await mailedCode(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60_000 });
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it("a code for one account does not open another, and unknown addresses get 'Invalid OTP entered!'", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await forgot(a.email);
    const code = await mailedCode(a.email);
    expect((await reset(b.email, code)).json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidOtp });
    expect((await reset('nobody@example.test', code)).json()).toMatchObject({ message: ACCOUNT_MESSAGES.invalidOtp });
    expect((await login(b.email, b.password)).statusCode).toBe(200);
  });

  it('validates the code length, the password rule and the confirmation', async () => {
    const short = await reset('someone@example.test', 'AB');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toMatchObject({ code: [ACCOUNT_MESSAGES.invalidOtp] });

    const weak = await reset('someone@example.test', 'ABCD', 'weak');
    expect(weak.json().fieldErrors.password).toContain(ACCOUNT_MESSAGES.signUpPasswordMin);

    const mismatch = await post('/api/accounts/password/reset', {
      email: 'someone@example.test',
      code: 'ABCD',
      password: newPassword,
      confirmPassword: 'Other#Pass1',
    });
    expect(mismatch.json().fieldErrors).toMatchObject({ confirmPassword: [ACCOUNT_MESSAGES.passwordsDoNotMatch] });
  });

  it('is rate-limited per address', async () => {
    const ip = clientIp();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/accounts/password/reset',
            headers: { 'x-forwarded-for': ip },
            payload: {
              email: 'nobody@example.test',
              code: 'ABCD',
              password: newPassword,
              confirmPassword: newPassword,
            },
          })
        ).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
  });
});
