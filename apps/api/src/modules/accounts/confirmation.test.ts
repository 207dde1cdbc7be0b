import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SESSION_COOKIE } from '@weekends/shared';
import { clientIp, createTestApp, signUp, type TestApp } from '../../test/helpers.ts';
import { customers } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { confirmationLink } from './confirmation.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The newest mail of a template to an address, as a test reads its inbox. */
async function lastMail(email: string, template: string) {
  const rows = await listOutbox(t.db, { to: email });
  return rows.filter((r) => r.template === template);
}

/** id and token out of the link in the mail's plain-text part (the page reads them from route and query). */
function linkParts(text: string) {
  const match = /\/confirm\/(\d+)\?token=([^\s"<&]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return { id: Number(match[1]), token: decodeURIComponent(match[2]!) };
}

const confirm = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/confirm',
    headers: { 'x-forwarded-for': clientIp() },
    payload: payload as object,
  });
const resend = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/confirmation/resend',
    headers: { 'x-forwarded-for': clientIp(), 'x-requested-with': 'fetch' },
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/me', cookies: { [SESSION_COOKIE]: token } })).json();

describe('e-mail confirmation', () => {
  it('mails a link at sign-up; the link confirms the account once and sends the welcome mail', async () => {
    const { user, token, email } = await signUp(t.app);
    const [mail] = await lastMail(email, 'email-confirmation');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('/confirm/');
    const parts = linkParts(mail!.text);
    expect(parts.id).toBe(user.id);
    expect((await me(token)).isConfirmed).toBe(false);

    const first = await confirm(parts);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: ACCOUNT_MESSAGES.emailConfirmed, alreadyConfirmed: false, isHost: false });
    expect((await me(token)).isConfirmed).toBe(true);
    expect(await lastMail(email, 'welcome')).toHaveLength(1);

    // A second click (or a reload of the page) is still a success, and no second welcome goes out.
    const again = await confirm(parts);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyConfirmed: true });
    expect(await lastMail(email, 'welcome')).toHaveLength(1);
  });

  it('tells hosts apart, so the page can send them to /vendor/dashboard', async () => {
    const { user, email } = await signUp(t.app);
    await t.db.update(customers).set({ isHost: true }).where(eq(customers.id, user.id));
    const [mail] = await lastMail(email, 'email-confirmation');
    expect((await confirm(linkParts(mail!.text))).json()).toMatchObject({ isHost: true });
  });

  it('rejects a tampered token, a token for another customer and a malformed one', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const parts = linkParts((await lastMail(a.email, 'email-confirmation'))[0]!.text);
    const dot = parts.token.indexOf('.');
    const flipped = parts.token[dot + 1] === 'A' ? 'B' : 'A';
    const tampered = `${parts.token.slice(0, dot + 1)}${flipped}${parts.token.slice(dot + 2)}`;
    // Same bytes, other spelling: the last character's 2 spare bits changed.
    const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${parts.token.slice(0, -1)}${base64url[base64url.indexOf(parts.token.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(
      Buffer.from(parts.token.split('.')[1]!, 'base64url'),
    );
    // A later expiry with the old signature: the expiry is signed too.
    const [expiry, mac] = parts.token.split('.');
    const extended = `${(parseInt(expiry!, 36) + 3600).toString(36)}.${mac}`;

    for (const payload of [
      { id: a.user.id, token: tampered },
      { id: a.user.id, token: respelled },
      { id: b.user.id, token: parts.token },
      { id: a.user.id, token: extended },
      { id: a.user.id, token: 'nonsense' },
      { id: 999_999, token: parts.token },
    ]) {
      const response = await confirm(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CONFIRMATION_INVALID',
        message: ACCOUNT_MESSAGES.confirmationInvalid,
      });
    }
    expect((await me(a.token)).isConfirmed).toBe(false);
    expect((await me(b.token)).isConfirmed).toBe(false);
  });

  it('rejects an expired link with its own message', async () => {
    const { user, token } = await signUp(t.app);
    const link = confirmationLink(t.app.config.SESSION_SECRET, user, new Date(Date.now() - 25 * 60 * 60 * 1000));
    const response = await confirm(linkParts(link));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CONFIRMATION_EXPIRED',
      message: ACCOUNT_MESSAGES.confirmationExpired,
    });
    expect((await me(token)).isConfirmed).toBe(false);

    // Still inside the 24 hours: works.
    const fresh = confirmationLink(t.app.config.SESSION_SECRET, user, new Date(Date.now() - 23 * 60 * 60 * 1000));
    expect((await confirm(linkParts(fresh))).statusCode).toBe(200);
  });

  it('does not accept a link mailed to an address the account no longer has', async () => {
    const { user, email } = await signUp(t.app);
    const parts = linkParts((await lastMail(email, 'email-confirmation'))[0]!.text);
    await t.db
      .update(customers)
      .set({ email: `changed-${email}` })
      .where(eq(customers.id, user.id));
    expect((await confirm(parts)).statusCode).toBe(400);
  });
});

describe('POST /api/accounts/confirmation/resend', () => {
  it('needs a signed-in customer', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('mails a new working link, three times per ten minutes per customer', async () => {
    const { token, email } = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      const response = await resend(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ emailSent: true });
    }
    // A fresh client address each time: the limit follows the customer, not the address.
    const limited = await resend(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const mails = await lastMail(email, 'email-confirmation');
    expect(mails).toHaveLength(4);
    expect((await confirm(linkParts(mails[0]!.text))).statusCode).toBe(200);
  });

  it('answers 409 once the address is confirmed', async () => {
    const { token, email } = await signUp(t.app);
    await confirm(linkParts((await lastMail(email, 'email-confirmation'))[0]!.text));
    const response = await resend(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.alreadyConfirmed });
  });
});
