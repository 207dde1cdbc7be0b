import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { URI, type TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, SECURITY_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { bearer, clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import {
  authenticatorApps,
  customers,
  recoveryCodes,
  sessions,
  signIns,
  twoStepTickets,
} from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { LOGIN_THROTTLE_TIERS } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  // Counts kept in this process's memory, as login.test.ts does.
  t = await createTestApp({ REDIS_URL: '' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const STEP_MS = 30_000;
/** Pins the clock (Date only: the database and the timers keep running) at the start of a fresh 30-second step. */
let clock = Math.ceil(Date.now() / STEP_MS) * STEP_MS + 5_000;
function pinClock(at = clock) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
/** Moves the pinned clock on by whole steps, as a phone's app does every 30 seconds. */
function nextStep(steps = 1) {
  clock += steps * STEP_MS;
  vi.setSystemTime(clock);
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': clientIp(), ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });

const login = async (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });

const twoStep = (payload: object) => inject('POST', '/api/accounts/two-step', undefined, payload);

/** A signed-up customer who set up an authenticator app; `totp` makes its codes, `codes` are its recovery codes. */
async function enrolled(flags: { staffRole?: 'owner' } = {}) {
  const account = await signUp(t.app);
  if (flags.staffRole) await t.db.update(customers).set(flags).where(eq(customers.id, account.user.id));
  const started = await inject('POST', '/api/account/authenticator', account.token);
  expect(started.statusCode).toBe(200);
  const totp = URI.parse(started.json().uri) as TOTP;
  const confirmed = await inject('POST', '/api/account/authenticator/confirm', account.token, {
    code: totp.generate(),
  });
  expect(confirmed.statusCode).toBe(200);
  return { ...account, totp, codes: confirmed.json().recoveryCodes as string[] };
}

const sessionOf = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];

describe('setting up an authenticator app', () => {
  it('answers a key to type, its otpauth address and QR, and confirms with a first code, making ten recovery codes', async () => {
    pinClock();
    const { token, email } = await signUp(t.app);
    const started = await inject('POST', '/api/account/authenticator', token);
    const enrolment = started.json();
    expect(enrolment.key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Weekends:/);
    expect(decodeURIComponent(enrolment.uri)).toContain(email);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    const totp = URI.parse(enrolment.uri) as TOTP;
    expect(totp.secret.base32).toBe(enrolment.key.replace(/ /g, ''));

    // The secret is kept sealed: the stored value does not contain it.
    const [row] = await t.db
      .select()
      .from(authenticatorApps)
      .where(eq(authenticatorApps.customerId, (await sessionOf(token))!.customerId));
    expect(row!.secretEncrypted).not.toContain(totp.secret.base32);
    expect(row!.confirmedAt).toBeNull();
    // Not on until confirmed: the password alone still signs in.
    expect((await login(email, 'Weekend#2026')).statusCode).toBe(200);

    const wrong = await inject('POST', '/api/account/authenticator/confirm', token, {
      code: '000000' === totp.generate() ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CODE_WRONG', fieldErrors: { code: [SECURITY_MESSAGES.codeWrong] } });

    const confirmed = await inject('POST', '/api/account/authenticator/confirm', token, { code: totp.generate() });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    // Stored hashed only.
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, row!.customerId));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    // Enrolling proved the factor in this session.
    expect((await sessionOf(token))!.secondFactorAt).not.toBeNull();

    const overview = (await inject('GET', '/api/account/security', token)).json();
    expect(overview).toMatchObject({
      required: false,
      authenticator: { enabled: true },
      passkeys: 0,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
      verifyWith: ['authenticator', 'recovery'],
      proven: true,
    });
    expect(overview.verifiedUntil).not.toBeNull();
    const session = (await inject('GET', '/api/accounts/session', token)).json();
    expect(session.user.secondFactor).toEqual({ enabled: true, required: false, proven: true });

    // A second set-up while one is on is refused.
    expect((await inject('POST', '/api/account/authenticator', token)).json()).toMatchObject({
      code: 'ALREADY_ENROLLED',
    });
  });

  it('refuses a confirmation with no set-up waiting, or one left more than 30 minutes', async () => {
    pinClock();
    const { token } = await signUp(t.app);
    expect(
      (await inject('POST', '/api/account/authenticator/confirm', token, { code: '123456' })).json(),
    ).toMatchObject({
      code: 'NO_ENROLMENT',
    });
    const totp = URI.parse((await inject('POST', '/api/account/authenticator', token)).json().uri) as TOTP;
    nextStep(61);
    const late = await inject('POST', '/api/account/authenticator/confirm', token, { code: totp.generate() });
    expect(late.json()).toMatchObject({ code: 'NO_ENROLMENT' });
  });

  it('refuses a malformed code with the form message, for guests and visitors the route itself', async () => {
    const { token } = await signUp(t.app);
    const bad = await inject('POST', '/api/account/authenticator/confirm', token, { code: '12ab56' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.code).toEqual([SECURITY_MESSAGES.codeFormat]);
    expect((await inject('POST', '/api/account/authenticator')).statusCode).toBe(401);
  });
});

describe('two-step sign-in', () => {
  it('answers a ticket instead of a session, then signs in with the next code; wrong, reused and expired codes are refused', async () => {
    pinClock();
    const { email, password, totp } = await enrolled();
    const first = await login(email, password);
    expect(first.statusCode).toBe(202);
    expect(first.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const { ticket, methods } = first.json().secondStep;
    expect(methods).toEqual(['authenticator', 'recovery']);

    // The code the enrolment used (this step) is spent: a replay is refused.
    const reused = await twoStep({ ticket, method: 'authenticator', code: totp.generate() });
    expect(reused.json()).toMatchObject({ code: 'CODE_USED', fieldErrors: { code: [SECURITY_MESSAGES.codeUsed] } });
    // A code two steps old is no longer good.
    nextStep(3);
    const expired = await twoStep({
      ticket,
      method: 'authenticator',
      code: totp.generate({ timestamp: clock - 2 * STEP_MS }),
    });
    expect(expired.json()).toMatchObject({ code: 'CODE_WRONG' });
    const wrong = await twoStep({
      ticket,
      method: 'authenticator',
      code: '000000' === totp.generate() ? '999999' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 'CODE_WRONG' });

    // The previous step is still accepted (a phone's clock a little behind), with a space as apps show it.
    const behind = totp.generate({ timestamp: clock - STEP_MS });
    const signedIn = await twoStep({
      ticket,
      method: 'authenticator',
      code: `${behind.slice(0, 3)} ${behind.slice(3)}`,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email).toBe(email);
    const cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const session = (await sessionOf(cookie.value))!;
    expect(session.secondFactorAt).not.toBeNull();
    // The sign-in log has it as a password sign-in with a second factor (the ticket's wrong codes signed nobody in).
    const logged = await t.db.select().from(signIns).where(eq(signIns.customerId, session.customerId));
    expect(logged.filter((row) => row.method === 'password')).toEqual([
      expect.objectContaining({ method: 'password', secondFactor: true }),
    ]);

    // A ticket signs in once.
    nextStep();
    expect((await twoStep({ ticket, method: 'authenticator', code: totp.generate() })).json()).toMatchObject({
      code: 'TICKET_EXPIRED',
    });
    // And now the current step's code, once used, is spent too.
    const again = (await login(email, password)).json().secondStep.ticket;
    expect((await twoStep({ ticket: again, method: 'authenticator', code: totp.generate() })).statusCode).toBe(200);
    const third = (await login(email, password)).json().secondStep.ticket;
    expect((await twoStep({ ticket: third, method: 'authenticator', code: totp.generate() })).json()).toMatchObject({
      code: 'CODE_USED',
    });
  });

  it('refuses a ticket after five minutes', async () => {
    pinClock();
    const { email, password, totp } = await enrolled();
    const { ticket } = (await login(email, password)).json().secondStep;
    nextStep(11);
    expect((await twoStep({ ticket, method: 'authenticator', code: totp.generate() })).json()).toMatchObject({
      code: 'TICKET_EXPIRED',
      message: SECURITY_MESSAGES.ticketExpired,
    });
    expect((await twoStep({ ticket: 'made-up', method: 'authenticator', code: '123456' })).statusCode).toBe(400);
  });

  it('signs in with a recovery code once: the same code a second time is refused', async () => {
    pinClock();
    const { email, password, codes } = await enrolled();
    const { ticket } = (await login(email, password)).json().secondStep;
    const used = codes[3]!.toLowerCase().replace('-', '');
    expect((await twoStep({ ticket, method: 'recovery', code: used })).statusCode).toBe(200);
    const next = (await login(email, password)).json().secondStep.ticket;
    const twice = await twoStep({ ticket: next, method: 'recovery', code: codes[3] });
    expect(twice.json()).toMatchObject({ code: 'RECOVERY_CODE_WRONG' });
    const { token } = await signInWith(next, codes[4]!);
    expect((await inject('GET', '/api/account/security', token)).json().recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 2,
    );
  });

  it('counts wrong codes against the account like wrong passwords', async () => {
    pinClock();
    const { email, password, totp } = await enrolled();
    const { ticket } = (await login(email, password)).json().secondStep;
    const wrongCode = totp.generate() === '000000' ? '111111' : '000000';
    for (let i = 0; i < LOGIN_THROTTLE_TIERS[0].max; i += 1)
      expect((await twoStep({ ticket, method: 'authenticator', code: wrongCode })).statusCode).toBe(400);
    nextStep();
    const paused = await twoStep({ ticket, method: 'authenticator', code: totp.generate() });
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({
      code: 'ACCOUNT_THROTTLED',
      message: SECURITY_MESSAGES.codesThrottled.replace('{minutes}', '1'),
    });
    // The password sign-in of the account waits as well: the counts are the same.
    expect((await login(email, password)).statusCode).toBe(429);
  });
});

async function signInWith(ticket: string, recoveryCode: string) {
  const answer = await twoStep({ ticket, method: 'recovery', code: recoveryCode });
  expect(answer.statusCode).toBe(200);
  return { token: answer.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
}

describe('confirming it is you', () => {
  it('asks again after 15 minutes before the app is turned off, then ends the other sessions', async () => {
    pinClock();
    const { token, email, password, totp, user } = await enrolled();
    const { ticket } = (await login(email, password)).json().secondStep;
    nextStep();
    const other = await twoStep({ ticket, method: 'authenticator', code: totp.generate() });
    const otherToken = other.cookies.find((c) => c.name === SESSION_COOKIE)!.value;

    nextStep(31);
    const refused = await inject('DELETE', '/api/account/authenticator', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'REVERIFY_REQUIRED' });
    // An account with a factor cannot confirm with its password.
    expect(
      (await inject('POST', '/api/account/reverify', token, { method: 'password', password })).json(),
    ).toMatchObject({
      code: 'METHOD_UNAVAILABLE',
    });
    const wrong = await inject('POST', '/api/account/reverify', token, {
      method: 'authenticator',
      code: '000000' === totp.generate() ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 'CODE_WRONG' });
    expect(
      (await inject('POST', '/api/account/reverify', token, { method: 'authenticator', code: totp.generate() }))
        .statusCode,
    ).toBe(204);

    expect((await inject('DELETE', '/api/account/authenticator', token)).statusCode).toBe(204);
    expect(await sessionOf(otherToken)).toBeUndefined();
    expect(await sessionOf(token)).toBeDefined();
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.customerId, user.id))).toHaveLength(0);
    // Two-step sign-in is off again.
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('takes the password of an account without a second factor, and refuses a wrong one', async () => {
    pinClock();
    const { token, password } = await signUp(t.app);
    // A fresh sign-in of an account without a second factor counts as proof for 15 minutes.
    expect((await inject('GET', '/api/account/security', token)).json()).toMatchObject({
      verifyWith: ['password'],
      verifiedUntil: new Date(clock + 15 * 60_000).toISOString(),
    });
    nextStep(31);
    expect((await inject('GET', '/api/account/security', token)).json().verifiedUntil).toBeNull();
    const wrong = await inject('POST', '/api/account/reverify', token, { method: 'password', password: 'Wrong#2026' });
    expect(wrong.json()).toMatchObject({
      code: 'PASSWORD_WRONG',
      fieldErrors: { password: [SECURITY_MESSAGES.passwordWrong] },
    });
    expect(
      (await inject('POST', '/api/account/reverify', token, { method: 'recovery', code: 'ABCDE-FGHJK' })).json(),
    ).toMatchObject({
      code: 'METHOD_UNAVAILABLE',
    });
    expect((await inject('POST', '/api/account/reverify', token, { method: 'password', password })).statusCode).toBe(
      204,
    );
    expect((await sessionOf(token))!.secondFactorAt!.getTime()).toBe(clock);
  });

  it('asks again before a host changes the bank account payouts go to', async () => {
    pinClock();
    const { token, password, user } = await signUp(t.app);
    await t.db.update(customers).set({ isHost: true }).where(eq(customers.id, user.id));
    // The sign-up's own proof lasts 15 minutes.
    nextStep(31);
    const payment = {
      accountHolder: 'Amira Haddad',
      accountNumber: '1234567890',
      bankName: 'Emirates NBD',
      bankAddress: 'Dubai',
      iban: 'AE070331234567890123456',
      swiftCode: 'EBILAEAD',
    };
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/host/payment',
      headers: bearer(token),
      payload: payment,
    });
    expect(refused.json()).toMatchObject({ code: 'REVERIFY_REQUIRED' });
    await inject('POST', '/api/account/reverify', token, { method: 'password', password });
    const allowed = await t.app.inject({
      method: 'PUT',
      url: '/api/host/payment',
      headers: bearer(token),
      payload: payment,
    });
    expect(allowed.json().code).not.toBe('REVERIFY_REQUIRED');
  });

  it('replaces every recovery code when asked for new ones', async () => {
    pinClock();
    const { token, email, password, codes } = await enrolled();
    const renewed = await inject('POST', '/api/account/recovery-codes', token);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    const { ticket } = (await login(email, password)).json().secondStep;
    expect((await twoStep({ ticket, method: 'recovery', code: codes[0] })).json()).toMatchObject({
      code: 'RECOVERY_CODE_WRONG',
    });
    expect((await twoStep({ ticket, method: 'recovery', code: fresh[0] })).statusCode).toBe(200);
    // Without a factor there is nothing to recover.
    const plain = await signUp(t.app);
    await inject('POST', '/api/account/reverify', plain.token, { method: 'password', password: plain.password });
    expect((await inject('POST', '/api/account/recovery-codes', plain.token)).json()).toMatchObject({
      code: 'NO_SECOND_FACTOR',
    });
  });
});

describe('staff and their second factor', () => {
  it('sends an admin without a factor to set one up, and lets the enrolled session in', async () => {
    pinClock();
    const { token, user } = await signUp(t.app);
    await t.db.update(customers).set({ staffRole: 'owner' }).where(eq(customers.id, user.id));
    const refused = await inject('GET', '/api/admin/overview', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'SECOND_FACTOR_SETUP_REQUIRED',
      message: SECURITY_MESSAGES.secondFactorSetupRequired,
    });
    expect((await inject('GET', '/api/accounts/session', token)).json().user.secondFactor).toEqual({
      enabled: false,
      required: true,
      proven: false,
    });
    const totp = URI.parse((await inject('POST', '/api/account/authenticator', token)).json().uri) as TOTP;
    await inject('POST', '/api/account/authenticator/confirm', token, { code: totp.generate() });
    expect((await inject('GET', '/api/admin/overview', token)).statusCode).not.toBe(403);
    // Staff keep their only factor.
    expect((await inject('DELETE', '/api/account/authenticator', token)).json()).toMatchObject({
      code: 'STAFF_NEED_FACTOR',
    });
  });

  it('refuses an enrolled admin whose session never proved the factor', async () => {
    pinClock();
    const { token } = await enrolled({ staffRole: 'owner' });
    await t.db
      .update(sessions)
      .set({ secondFactorAt: null })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const refused = await inject('GET', '/api/admin/overview', token);
    expect(refused.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect((await inject('GET', '/api/account/security', token)).json()).toMatchObject({
      required: true,
      proven: false,
    });
  });

  it('asks an admin again before a refund when the proof is older than 15 minutes', async () => {
    pinClock();
    const { token, totp } = await enrolled({ staffRole: 'owner' });
    nextStep(31);
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/999999/refund',
      headers: bearer(token),
      payload: { reason: 'Duplicate charge' },
    });
    expect(refund.json()).toMatchObject({ code: 'REVERIFY_REQUIRED' });
    await inject('POST', '/api/account/reverify', token, { method: 'authenticator', code: totp.generate() });
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/999999/refund',
      headers: bearer(token),
      payload: { reason: 'Duplicate charge' },
    });
    expect(retried.statusCode).toBe(404);
  });
});

describe('tickets', () => {
  it('keeps only a hash of the ticket', async () => {
    pinClock();
    const { email, password, user } = await enrolled();
    const { ticket } = (await login(email, password)).json().secondStep;
    const rows = await t.db.select().from(twoStepTickets).where(eq(twoStepTickets.customerId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(ticket)]);
  });
});
