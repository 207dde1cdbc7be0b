import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@weekends/shared';
import { clientIp, createTestApp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { NEWSLETTER_RATE_LIMITS } from './rate-limits.ts';
import { unsubscribeToken } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const newAddress = () => `reader-${++sequence}@example.test`;

async function subscribe(body: Record<string, unknown>, ip = clientIp()) {
  const payload = { source: 'home', captcha: await solveCaptcha(t.app), ...body };
  return t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'x-forwarded-for': ip }, payload });
}
const unsubscribe = (payload: Record<string, unknown>, ip = clientIp()) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: { 'x-forwarded-for': ip }, payload });

async function row(email: string) {
  const [found] = await t.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
  return found;
}

const welcomeMails = async (email: string) =>
  (await listOutbox(t.db, { to: email })).filter((m) => m.template === 'newsletter-welcome');

/** email and token out of the mail's /unsubscribe link, as the web page reads them from its query. */
function linkQuery(text: string) {
  const match = /https?:\/\/[^\s]+\/unsubscribe\?[^\s"<]+/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  const url = new URL(match[0]);
  return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}

describe('POST /api/newsletter', () => {
  it("subscribes a new address with 'Subscribed Successfully', stores its source and mails the welcome", async () => {
    const email = newAddress();
    const response = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'popup' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await row(email)).toMatchObject({ email, source: 'popup', unsubscribedAt: null });
    const mails = await welcomeMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(email);
  });

  it("answers 409 'Already Subscribed' for an address subscribed now, whatever its case, and sends no second mail", async () => {
    const email = newAddress();
    expect((await subscribe({ email })).statusCode).toBe(201);
    const again = await subscribe({ email: email.toUpperCase(), source: 'blog' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED', message: NEWSLETTER_MESSAGES.alreadySubscribed });
    expect(await welcomeMails(email)).toHaveLength(1);
    expect((await row(email))!.source).toBe('home');
  });

  it('lets only one of two simultaneous subscriptions of an address through', async () => {
    const email = newAddress();
    const answers = await Promise.all([subscribe({ email }), subscribe({ email })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await welcomeMails(email)).toHaveLength(1);
  });

  it('validates the address with the messages, and never says Already Subscribed for a bad request', async () => {
    const empty = await subscribe({ email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: [NEWSLETTER_MESSAGES.required] },
    });
    const invalid = await subscribe({ email: 'not-an-email' });
    expect(invalid.json().fieldErrors).toEqual({ email: [NEWSLETTER_MESSAGES.emailInvalid] });
    const missing = await subscribe({ email: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.email).toHaveLength(1);
    const source = await subscribe({ email: newAddress(), source: 'footer' });
    expect(source.statusCode).toBe(400);
    expect(Object.keys(source.json().fieldErrors)).toEqual(['source']);
  });

  it('refuses a missing or spent captcha and subscribes nobody', async () => {
    const email = newAddress();
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email, source: 'home', captcha: 'forged' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    const captcha = await solveCaptcha(t.app);
    expect((await subscribe({ email, captcha })).statusCode).toBe(201);
    const replay = await subscribe({ email: newAddress(), captcha });
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect(await row(email)).toBeDefined();
  });

  it(`allows ${NEWSLETTER_RATE_LIMITS.subscribe.max} subscriptions per address in 10 minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < NEWSLETTER_RATE_LIMITS.subscribe.max; i++)
      expect((await subscribe({ email: newAddress() }, ip)).statusCode).toBe(201);
    const email = newAddress();
    const limited = await subscribe({ email }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: NEWSLETTER_MESSAGES.tooManyRequests });
    expect(await row(email)).toBeUndefined();
    // Another visitor is not affected.
    expect((await subscribe({ email })).statusCode).toBe(201);
  });
});

describe('unsubscribe', () => {
  it('the welcome mail carries a working link: it unsubscribes once, then says already unsubscribed', async () => {
    const email = newAddress();
    await subscribe({ email });
    const [mail] = await welcomeMails(email);
    expect(mail!.html).toContain('/unsubscribe?email=');
    const query = linkQuery(mail!.text);
    expect(query.email).toBe(email);

    const first = await unsubscribe(query);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed, alreadyUnsubscribed: false });
    expect((await row(email))!.unsubscribedAt).toBeInstanceOf(Date);

    const second = await unsubscribe(query);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: NEWSLETTER_MESSAGES.alreadyUnsubscribed, alreadyUnsubscribed: true });
  });

  it('subscribes again after unsubscribing, with a new welcome mail, and the new link works too', async () => {
    const email = newAddress();
    await subscribe({ email });
    await unsubscribe(linkQuery((await welcomeMails(email))[0]!.text));
    const back = await subscribe({ email, source: 'blog' });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await row(email)).toMatchObject({ source: 'blog', unsubscribedAt: null });
    const mails = await welcomeMails(email);
    expect(mails).toHaveLength(2);
    expect((await unsubscribe(linkQuery(mails[0]!.text))).json()).toMatchObject({ alreadyUnsubscribed: false });
  });

  it('refuses a forged token, or the token of another address, with 400 and changes nothing', async () => {
    const victim = newAddress();
    const attacker = newAddress();
    await subscribe({ email: victim });
    await subscribe({ email: attacker });
    const attackerToken = linkQuery((await welcomeMails(attacker))[0]!.text).token;
    const victimToken = linkQuery((await welcomeMails(victim))[0]!.text).token;

    for (const attempt of [
      { email: victim, token: attackerToken },
      { email: victim, token: 'forged' },
      { email: victim, token: `${victimToken.slice(0, -2)}AA` },
      { email: attacker.replace('reader', 'other'), token: attackerToken },
    ]) {
      const response = await unsubscribe(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'UNSUBSCRIBE_INVALID',
        message: NEWSLETTER_MESSAGES.unsubscribeInvalid,
      });
    }
    expect((await row(victim))!.unsubscribedAt).toBeNull();
    expect((await row(attacker))!.unsubscribedAt).toBeNull();
  });

  it('answers already unsubscribed for a genuine link of an address that never subscribed', async () => {
    const email = newAddress();
    const response = await unsubscribe({ email, token: unsubscribeToken(t.app.config.SESSION_SECRET, email) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.alreadyUnsubscribed, alreadyUnsubscribed: true });
    expect(await row(email)).toBeUndefined();
  });

  it('accepts the address in any case, as a mail client may rewrite it', async () => {
    const email = newAddress();
    await subscribe({ email });
    const { token } = linkQuery((await welcomeMails(email))[0]!.text);
    expect((await unsubscribe({ email: email.toUpperCase(), token })).json()).toMatchObject({
      alreadyUnsubscribed: false,
    });
  });

  it('validates the body and is rate-limited per address', async () => {
    const missing = await unsubscribe({ email: '', token: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      email: [NEWSLETTER_MESSAGES.required],
      token: [NEWSLETTER_MESSAGES.required],
    });

    const ip = clientIp();
    const email = newAddress();
    const token = unsubscribeToken(t.app.config.SESSION_SECRET, email);
    for (let i = 0; i < NEWSLETTER_RATE_LIMITS.unsubscribe.max; i++)
      expect((await unsubscribe({ email, token }, ip)).statusCode).toBe(200);
    const limited = await unsubscribe({ email, token }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('a subscription from an Arabic page', () => {
  it('is welcomed in Arabic, with the unsubscribe link on the Arabic site', async () => {
    const email = newAddress();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'x-forwarded-for': clientIp(), 'x-weekends-language': 'ar' },
      payload: { source: 'home', captcha: await solveCaptcha(t.app), email },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await welcomeMails(email);
    expect(mail?.subject).toBe('تم اشتراكك في النشرة الإخبارية من Weekends');
    expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/ar\/unsubscribe\?/);
  });
});
