import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { customers } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = { firstName: 'Noura', lastName: 'Al Mansoori', phoneNumber: '+971509876543' };
const patchMe = (token: string | undefined, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/accounts/me', cookies: token ? { [SESSION_COOKIE]: token } : {}, payload });
const changePassword = (token: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/password/change', headers: { 'x-forwarded-for': clientIp() }, cookies: token ? { [SESSION_COOKIE]: token } : {}, payload });
const meStatus = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } })).statusCode;
const login = async (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/accounts/login', headers: { 'x-forwarded-for': clientIp() }, payload: { email, password, captcha: await solveCaptcha(t.app) } });
const row = async (id: number) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('PATCH /api/accounts/me', () => {
  it('needs a session', async () => {
    const response = await patchMe(undefined, profile);
    expect(response.statusCode).toBe(401);
  });

  it("changes the caller's names and phone, and nobody else's", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app, { firstName: 'Khalid' });
    const before = await row(other.user.id);

    // An id or e-mail in the body is ignored: the customer is the session's.
    const response = await patchMe(me.token, { ...profile, id: other.user.id, email: other.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...profile, id: me.user.id, email: me.email });
    expect(await row(me.user.id)).toMatchObject(profile);
    expect(await row(other.user.id)).toEqual(before);
  });

  it('validates every field with the spec words', async () => {
    const { token } = await signUp(t.app);
    const response = await patchMe(token, { firstName: '', lastName: 'x'.repeat(181), phoneNumber: '+97150' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      firstName: [ACCOUNT_MESSAGES.required],
      lastName: [ACCOUNT_MESSAGES.tooLong],
      phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid],
    });
  });
});

describe('POST /api/accounts/password/change', () => {
  const newPassword = 'Brand#New2027';

  it('needs a session', async () => {
    expect((await changePassword(undefined, { currentPassword: 'x', newPassword, confirmPassword: newPassword })).statusCode).toBe(401);
  });

  it("answers 'Wrong password!' when the current password is wrong", async () => {
    const { token, email, password } = await signUp(t.app);
    const response = await changePassword(token, { currentPassword: 'Not#Mine123', newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: ACCOUNT_MESSAGES.wrongPassword });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it("answers 'Confirm Password do not match!' and limits the old password to 180 characters", async () => {
    const { token, password } = await signUp(t.app);
    const mismatch = await changePassword(token, { currentPassword: password, newPassword, confirmPassword: 'Other#Pass1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toMatchObject({ confirmPassword: [ACCOUNT_MESSAGES.confirmPasswordMismatch] });

    const long = await changePassword(token, { currentPassword: 'x'.repeat(181), newPassword, confirmPassword: newPassword });
    expect(long.json().fieldErrors).toMatchObject({ currentPassword: [ACCOUNT_MESSAGES.tooLong] });

    const empty = await changePassword(token, { currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(empty.json().fieldErrors).toMatchObject({ currentPassword: [ACCOUNT_MESSAGES.required], confirmPassword: [ACCOUNT_MESSAGES.required] });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { token, email, password } = await signUp(t.app);
    const elsewhere = (await login(email, password)).cookies.find((c) => c.name === SESSION_COOKIE)!.value;

    const response = await changePassword(token, { currentPassword: password, newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(204);
    expect(await meStatus(token)).toBe(200);
    expect(await meStatus(elsewhere)).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, newPassword)).statusCode).toBe(200);
  });
});
