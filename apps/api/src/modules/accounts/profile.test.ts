import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  GUEST_MESSAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER,
  SESSION_COOKIE,
  SOCIAL_LOGIN,
  corporateEmailDomainMessage,
  socialEmailLockedMessage,
} from '@weekends/shared';
import { clientIp, createTestApp, signUp, solveCaptcha, strongPassword, type TestApp } from '../../test/helpers.ts';
import { corporates, customers, passwordResets } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { createSession } from './sessions.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = { firstName: 'Noura', lastName: 'Al Mansoori', phoneNumber: '+971509876543' };
let n = 0;
const newAddress = (domain = 'example.test') => `noura-${++n}@${domain}`;
const patchMe = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/accounts/me',
    cookies: token ? { [SESSION_COOKIE]: token } : {},
    payload,
  });
const changePassword = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/password/change',
    headers: { 'x-forwarded-for': clientIp() },
    cookies: token ? { [SESSION_COOKIE]: token } : {},
    payload,
  });
const meStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } })).statusCode;
const login = async (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });
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

    // An id in the body is ignored: the customer is the session's.
    const response = await patchMe(me.token, {
      ...profile,
      email: me.email,
      id: other.user.id,
      customer: other.user.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...profile, id: me.user.id, email: me.email });
    expect(await row(me.user.id)).toMatchObject(profile);
    expect(await row(other.user.id)).toEqual(before);
  });

  it('validates every field with the catalogue’s words', async () => {
    const { token } = await signUp(t.app);
    const response = await patchMe(token, {
      firstName: '',
      lastName: 'x'.repeat(181),
      email: 'not-an-email',
      phoneNumber: '+97150',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      firstName: [ACCOUNT_MESSAGES.required],
      lastName: [ACCOUNT_MESSAGES.tooLong],
      email: [ACCOUNT_MESSAGES.emailInvalid],
      phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid],
    });
    const missing = await patchMe(token, { firstName: 'Noura', lastName: 'Haddad' });
    expect(missing.json().fieldErrors).toMatchObject({
      email: [expect.any(String)],
      phoneNumber: [ACCOUNT_MESSAGES.required],
    });
    const long = await patchMe(token, { ...profile, email: `${'x'.repeat(170)}@example.test` });
    expect(long.json().fieldErrors).toMatchObject({ email: [ACCOUNT_MESSAGES.tooLong] });
  });
});

/** id and token out of a confirmation mail's plain-text link. */
function linkParts(text: string) {
  const match = /\/confirm\/(\d+)\?token=([^\s"<&]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return { id: Number(match[1]), token: decodeURIComponent(match[2]!) };
}
const mails = async (to: string, template?: string) =>
  (await listOutbox(t.db, { to })).filter((m) => !template || m.template === template);
const confirm = (parts: { id: number; token: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/confirm',
    headers: { 'x-forwarded-for': clientIp() },
    payload: parts,
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } })).json();
const confirmed = async (id: number) => t.db.update(customers).set({ isConfirmed: true }).where(eq(customers.id, id));

describe('PATCH /api/accounts/me: the e-mail', () => {
  it('changes it, lower-cased; the account needs confirming again, the link goes to the new address and a notice to the old', async () => {
    const account = await signUp(t.app);
    const oldLink = linkParts((await mails(account.email, 'email-confirmation'))[0]!.text);
    await confirmed(account.user.id);
    const email = newAddress();

    const response = await patchMe(account.token, { ...profile, email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...profile, id: account.user.id, email, isConfirmed: false });
    expect(await row(account.user.id)).toMatchObject({ email, isConfirmed: false });
    // The session in use carries on, and its user is the new one ('Pending' in the header).
    expect(await me(account.token)).toMatchObject({ email, isConfirmed: false });

    const [link] = await mails(email, 'email-confirmation');
    expect(link!.subject).toBe('Confirm your e-mail address');
    const [notice] = await mails(account.email, 'email-changed');
    expect(notice).toMatchObject({ toAddress: account.email, subject: 'Your Weekends e-mail address was changed' });
    expect(notice!.text).toContain('Hi Noura,');
    expect(notice!.text).toContain(`n***@example.test`);
    expect(await mails(email, 'email-changed')).toEqual([]);

    // The link mailed at sign-up named the old address: it no longer confirms anything. The new one does.
    expect((await confirm(oldLink)).statusCode).toBe(400);
    expect(await row(account.user.id)).toMatchObject({ isConfirmed: false });
    const confirmation = await confirm(linkParts(link!.text));
    expect(confirmation.statusCode).toBe(200);
    expect(await row(account.user.id)).toMatchObject({ isConfirmed: true });

    // The new address signs in; the old one no longer does.
    expect((await login(email, account.password)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
  });

  it('retires recovery codes mailed to the old address', async () => {
    const account = await signUp(t.app);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/forgot',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email: account.email, captcha: await solveCaptcha(t.app) },
    });
    expect(forgot.statusCode).toBeLessThan(300);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.customerId, account.user.id))).toHaveLength(
      1,
    );
    expect((await patchMe(account.token, { ...profile, email: newAddress() })).statusCode).toBe(200);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.customerId, account.user.id))).toEqual([]);
  });

  it('saving the same address (in any case) changes nothing about confirmation and sends no mail', async () => {
    const account = await signUp(t.app);
    await confirmed(account.user.id);
    const before = await listOutbox(t.db, { to: account.email });

    const response = await patchMe(account.token, { ...profile, email: ` ${account.email.toUpperCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...profile, email: account.email, isConfirmed: true });
    expect(await row(account.user.id)).toMatchObject({ ...profile, email: account.email, isConfirmed: true });
    expect(await listOutbox(t.db, { to: account.email })).toEqual(before);
  });

  it("answers 409 with the catalogue's words for an address another account has, guests included, and changes nothing", async () => {
    const account = await signUp(t.app);
    const other = await signUp(t.app);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/guest',
      headers: { 'x-forwarded-for': clientIp() },
      payload: {
        firstName: 'Guest',
        lastName: 'Buyer',
        email: newAddress(),
        phoneNumber: '+971501111111',
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(guest.statusCode).toBe(200);
    const before = await row(account.user.id);

    for (const email of [other.email.toUpperCase(), guest.json().email]) {
      const response = await patchMe(account.token, { ...profile, email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        keyed({
          statusCode: 409,
          code: 'EMAIL_EXISTS',
          message: ACCOUNT_MESSAGES.emailExists,
          fieldErrors: { email: [ACCOUNT_MESSAGES.emailExists] },
        }),
      );
    }
    expect(await row(account.user.id)).toEqual(before);
    expect(await mails(account.email, 'email-changed')).toEqual([]);
    expect((await row(other.user.id)).email).toBe(other.email);
  });

  it('keeps a social-login account on the address its provider verified (names and phone still change)', async () => {
    const email = newAddress('gmail.test');
    const [social] = await t.db
      .insert(customers)
      .values({
        email,
        firstName: 'Sami',
        lastName: 'Social',
        phoneNumber: '+971501234567',
        socialLogin: SOCIAL_LOGIN.google,
        socialSubject: `google-${n}`,
        isConfirmed: true,
      })
      .returning();
    const { token } = await createSession(t.db, social!.id, false);

    const refused = await patchMe(token, { ...profile, email: newAddress() });
    expect(refused.statusCode).toBe(400);
    const message = socialEmailLockedMessage(SOCIAL_LOGIN.google);
    expect(message).toContain('Google');
    expect(refused.json()).toEqual(
      keyed({
        statusCode: 400,
        code: 'EMAIL_CHANGE_NOT_ALLOWED',
        message,
        fieldErrors: { email: [message] },
      }),
    );
    expect(await row(social!.id)).toMatchObject({ email, firstName: 'Sami', isConfirmed: true });

    const kept = await patchMe(token, { ...profile, email });
    expect(kept.statusCode).toBe(200);
    expect(await row(social!.id)).toMatchObject({ ...profile, email, isConfirmed: true });
    expect(socialEmailLockedMessage(SOCIAL_LOGIN.facebook)).toContain('Facebook');
    expect(message).not.toBe(GUEST_MESSAGES.signedUpWithGoogle);
  });

  it("keeps a corporate customer on the corporate's domain", async () => {
    await t.db.insert(corporates).values({ name: 'Acme Trading', slug: 'acme-profile', emailDomain: 'Acme.ae' });
    const signUpResponse = await t.app.inject({
      method: 'POST',
      url: '/api/corporates/acme-profile/register',
      headers: { 'x-forwarded-for': clientIp() },
      payload: {
        firstName: 'Huda',
        lastName: 'Mansour',
        emailLocalPart: `huda.${++n}`,
        phoneDigits: '501234567',
        password: strongPassword,
        happinessAmbassador: false,
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(signUpResponse.statusCode).toBe(201);
    const { id, email } = signUpResponse.json();
    const token = signUpResponse.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    await confirmed(id);

    const message = corporateEmailDomainMessage('acme.ae');
    expect(message).toContain('@acme.ae');
    for (const other of [newAddress('gmail.test'), `huda@acme.ae.evil.test`, `huda@sub.acme.ae`]) {
      const response = await patchMe(token, { ...profile, email: other });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        keyed({
          statusCode: 400,
          code: 'CORPORATE_EMAIL_DOMAIN',
          message,
          fieldErrors: { email: [message] },
        }),
      );
    }
    expect(await row(id)).toMatchObject({ email, isConfirmed: true });

    const moved = `huda.mansour.${n}@acme.ae`;
    const response = await patchMe(token, { ...profile, email: moved.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: moved, isCorporate: true, isConfirmed: false });
    expect(await mails(moved, 'email-confirmation')).toHaveLength(1);
    expect(await mails(email, 'email-changed')).toHaveLength(1);
  });

  it('a guest session cannot use it', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/guest',
      headers: { 'x-forwarded-for': clientIp() },
      payload: {
        firstName: 'Guest',
        lastName: 'Buyer',
        email: newAddress(),
        phoneNumber: '+971501111111',
        captcha: await solveCaptcha(t.app),
      },
    });
    const token = guest.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect((await patchMe(token, { ...profile, email: newAddress() })).statusCode).toBe(403);
  });
});

describe('PUT /api/me/language', () => {
  const putLanguage = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      cookies: token ? { [SESSION_COOKIE]: token } : {},
      payload,
    });

  it('a sign-up takes the language of the page it came from, else English', async () => {
    const arabic = await signUp(t.app, {}, { [LANGUAGE_HEADER]: 'ar' });
    const byCookie = await signUp(t.app, {}, { cookie: `${LANGUAGE_COOKIE}=ar` });
    const stray = await signUp(t.app, {}, { [LANGUAGE_HEADER]: 'fr' });
    const plain = await signUp(t.app);
    expect((await row(arabic.user.id)).language).toBe('ar');
    expect((await row(byCookie.user.id)).language).toBe('ar');
    expect((await row(stray.user.id)).language).toBe('en');
    expect((await row(plain.user.id)).language).toBe('en');
  });

  it("saves the caller's language, and nobody else's", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const response = await putLanguage(me.token, { language: 'ar' });
    expect(response.statusCode).toBe(204);
    expect((await row(me.user.id)).language).toBe('ar');
    expect((await row(other.user.id)).language).toBe('en');
    expect((await putLanguage(me.token, { language: 'en' })).statusCode).toBe(204);
    expect((await row(me.user.id)).language).toBe('en');
  });

  it('answers 400 for a language the mails are not written in, and changes nothing', async () => {
    const me = await signUp(t.app);
    for (const payload of [{ language: 'fr' }, { language: 'AR' }, { language: '' }, {}]) {
      const response = await putLanguage(me.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await row(me.user.id)).language).toBe('en');
  });

  it('needs a session', async () => {
    expect((await putLanguage(undefined, { language: 'ar' })).statusCode).toBe(401);
  });
});

describe('POST /api/accounts/password/change', () => {
  const newPassword = 'Brand#New2027';

  it('needs a session', async () => {
    expect(
      (await changePassword(undefined, { currentPassword: 'x', newPassword, confirmPassword: newPassword })).statusCode,
    ).toBe(401);
  });

  it("answers 'Wrong password!' when the current password is wrong", async () => {
    const { token, email, password } = await signUp(t.app);
    const response = await changePassword(token, {
      currentPassword: 'Not#Mine123',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: ACCOUNT_MESSAGES.wrongPassword });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it("answers 'Confirm Password do not match!' and limits the old password to 180 characters", async () => {
    const { token, password } = await signUp(t.app);
    const mismatch = await changePassword(token, {
      currentPassword: password,
      newPassword,
      confirmPassword: 'Other#Pass1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toMatchObject({ confirmPassword: [ACCOUNT_MESSAGES.confirmPasswordMismatch] });

    const long = await changePassword(token, {
      currentPassword: 'x'.repeat(181),
      newPassword,
      confirmPassword: newPassword,
    });
    expect(long.json().fieldErrors).toMatchObject({ currentPassword: [ACCOUNT_MESSAGES.tooLong] });

    const empty = await changePassword(token, { currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(empty.json().fieldErrors).toMatchObject({
      currentPassword: [ACCOUNT_MESSAGES.required],
      confirmPassword: [ACCOUNT_MESSAGES.required],
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { token, email, password } = await signUp(t.app);
    const elsewhere = (await login(email, password)).cookies.find((c) => c.name === SESSION_COOKIE)!.value;

    const response = await changePassword(token, {
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(204);
    expect(await meStatus(token)).toBe(200);
    expect(await meStatus(elsewhere)).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, newPassword)).statusCode).toBe(200);
  });
});
