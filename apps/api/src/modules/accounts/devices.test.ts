import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEVICE_COOKIE, NOT_ME_LINK_TTL_MS, RECENT_SIGN_INS, SESSION_COOKIE, SIGN_IN_LOG_DAYS } from '@weekends/shared';
import type { LightMyRequestResponse } from 'fastify';
import { customers, knownDevices, sessions, signIns } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { clientIp, createTestApp, solveCaptcha, strongPassword, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  // The proxy's place headers, as a deployment behind Vercel would name them.
  t = await createTestApp({ PLACE_CITY_HEADER: 'x-vercel-ip-city', PLACE_COUNTRY_HEADER: 'x-vercel-ip-country' });
});
afterAll(() => t.close());

let n = 0;
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;

/** A browser: its device cookie (once it has one) and its session. */
interface Browser {
  device?: string;
  session?: string;
  userAgent: string;
}

async function signUp(browser: Browser, headers: Record<string, string> = {}) {
  const email = `device-${++n}@example.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { 'x-forwarded-for': clientIp(), 'user-agent': browser.userAgent, ...headers },
    payload: {
      firstName: 'Layla',
      lastName: 'Saeed',
      email,
      phoneNumber: '+971501234567',
      password: strongPassword,
      captcha: await solveCaptcha(t.app),
    },
  });
  expect(response.statusCode).toBe(201);
  browser.device = cookieOf(response, DEVICE_COOKIE);
  browser.session = cookieOf(response, SESSION_COOKIE);
  return { email, id: response.json().id as number };
}

async function signIn(
  browser: Browser,
  email: string,
  headers: Record<string, string> = {},
  password = strongPassword,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp(), 'user-agent': browser.userAgent, ...headers },
    cookies: browser.device ? { [DEVICE_COOKIE]: browser.device } : {},
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });
  if (response.statusCode === 200) {
    browser.device = cookieOf(response, DEVICE_COOKIE);
    browser.session = cookieOf(response, SESSION_COOKIE);
  }
  return response;
}

const as = (browser: Browser, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-requested-with': 'fetch' },
    cookies: browser.session ? { [SESSION_COOKIE]: browser.session } : {},
  });
const meStatus = async (browser: Browser) => (await as(browser, 'GET', '/api/accounts/me')).statusCode;
const devicesOf = async (browser: Browser) => {
  const response = await as(browser, 'GET', '/api/accounts/me/sessions');
  expect(response.statusCode).toBe(200);
  return response.json().items as { id: number; current: boolean; [key: string]: unknown }[];
};
const newDeviceMails = async (email: string) =>
  (await listOutbox(t.db, { to: email })).filter((m) => m.template === 'new-device-sign-in');
const notMeLinkOf = (text: string) => {
  const match = /\/account\/not-me\?alert=(\d+)&token=([^\s]+)/.exec(text);
  if (!match) throw new Error(`no 'This wasn't me' link in: ${text}`);
  return { alert: Number(match[1]), token: decodeURIComponent(match[2]!) };
};
const notMe = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/not-me',
    headers: { 'x-forwarded-for': clientIp() },
    payload: body as Record<string, unknown>,
  });

describe('the signed-in devices list', () => {
  it('lists every session of the account, this one first and marked, with browser, system, kind and place', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const phone: Browser = { userAgent: IPHONE };
    const { email } = await signUp(laptop);
    expect(
      (await signIn(phone, email, { 'x-vercel-ip-city': 'Abu%20Dhabi', 'x-vercel-ip-country': 'ae' })).statusCode,
    ).toBe(200);

    const fromLaptop = await devicesOf(laptop);
    expect(fromLaptop).toHaveLength(2);
    expect(fromLaptop[0]).toMatchObject({
      current: true,
      kind: 'desktop',
      browser: 'Chrome',
      system: 'macOS',
      city: null,
      country: null,
    });
    expect(fromLaptop[1]).toMatchObject({
      current: false,
      kind: 'mobile',
      browser: 'Safari',
      system: 'iOS',
      city: 'Abu Dhabi',
      country: 'AE',
    });
    expect(new Date(fromLaptop[1]!.lastActiveAt as string).getTime()).toBeGreaterThan(0);
    // From the phone, the phone is the current one.
    const fromPhone = await devicesOf(phone);
    expect(fromPhone[0]).toMatchObject({ id: fromLaptop[1]!.id, current: true });
  });

  it('leaves out expired sessions and other accounts', async () => {
    const mine: Browser = { userAgent: MAC_CHROME };
    const theirs: Browser = { userAgent: WINDOWS_FIREFOX };
    const { id } = await signUp(mine);
    await signUp(theirs);
    const old: Browser = { userAgent: IPHONE };
    const { email } = (await t.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id)))[0]!;
    await signIn(old, email);
    const oldId = (await devicesOf(old))[0]!.id;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, oldId));
    const items = await devicesOf(mine);
    expect(items).toHaveLength(1);
    expect(items[0]!.current).toBe(true);
  });

  it('is for full accounts: a visitor gets 401', async () => {
    expect((await as({ userAgent: MAC_CHROME }, 'GET', '/api/accounts/me/sessions')).statusCode).toBe(401);
  });

  it('records no place when no proxy header is configured (the default)', () => {
    const config = loadConfig({});
    expect(config.PLACE_CITY_HEADER).toBeUndefined();
    expect(config.PLACE_COUNTRY_HEADER).toBeUndefined();
  });

  it("ignores the proxy's 'unknown' and Tor country codes", async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const tor: Browser = { userAgent: WINDOWS_FIREFOX };
    const { email } = await signUp(laptop);
    await signIn(tor, email, { 'x-vercel-ip-country': 'T1' });
    expect((await devicesOf(tor))[0]).toMatchObject({
      city: null,
      country: null,
      browser: 'Firefox',
      system: 'Windows',
    });
  });
});

describe('the sign-in log', () => {
  const recentOf = async (browser: Browser) => {
    const response = await as(browser, 'GET', '/api/accounts/me/sign-ins');
    expect(response.statusCode).toBe(200);
    return response.json().items as { method: string; [key: string]: unknown }[];
  };

  it('keeps every sign-in, newest first, after its session has ended, with how and from where', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const phone: Browser = { userAgent: IPHONE };
    const { email, id } = await signUp(laptop);
    await signIn(phone, email, { 'x-vercel-ip-city': 'Dubai', 'x-vercel-ip-country': 'AE' });
    // The phone's session ends: it is no longer a device, but still a sign-in.
    const phoneId = (await devicesOf(laptop)).find((d) => !d.current)!.id;
    expect((await as(laptop, 'DELETE', `/api/accounts/me/sessions/${phoneId}`)).statusCode).toBe(204);
    expect(await devicesOf(laptop)).toHaveLength(1);

    const recent = await recentOf(laptop);
    expect(recent).toEqual([
      expect.objectContaining({ method: 'password', secondFactor: false, kind: 'mobile', browser: 'Safari' }),
      expect.objectContaining({ method: 'sign-up', kind: 'desktop', browser: 'Chrome', system: 'macOS' }),
    ]);
    expect(recent[0]).toMatchObject({ city: 'Dubai', country: 'AE' });
    // No address in the list: that is for the export.
    expect(recent[0]).not.toHaveProperty('ipAddress');
    const rows = await t.db.select().from(signIns).where(eq(signIns.customerId, id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.ipAddress)).toBe(true);
  });

  it("shows only the account's own, at most ten, and forgets those older than a year", async () => {
    const mine: Browser = { userAgent: MAC_CHROME };
    const { id } = await signUp(mine);
    await signUp({ userAgent: WINDOWS_FIREFOX });
    const longAgo = new Date(Date.now() - (SIGN_IN_LOG_DAYS + 1) * 24 * 60 * 60 * 1000);
    await t.db
      .insert(signIns)
      .values([
        { customerId: id, method: 'password', signedInAt: longAgo },
        ...Array.from({ length: 12 }, () => ({ customerId: id, method: 'passkey', secondFactor: true })),
      ]);
    const recent = await recentOf(mine);
    expect(recent).toHaveLength(RECENT_SIGN_INS);
    expect(recent.every((row) => row.browser !== 'Firefox')).toBe(true);
    // The next sign-in prunes the year-old one.
    const { email } = (await t.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id)))[0]!;
    expect((await signIn({ userAgent: IPHONE }, email)).statusCode).toBe(200);
    const left = await t.db.select().from(signIns).where(eq(signIns.customerId, id));
    expect(left).toHaveLength(14);
    expect(left.some((row) => row.signedInAt.getTime() === longAgo.getTime())).toBe(false);
  });

  it('is for full accounts: a visitor gets 401', async () => {
    expect((await as({ userAgent: MAC_CHROME }, 'GET', '/api/accounts/me/sign-ins')).statusCode).toBe(401);
  });
});

describe('signing devices out', () => {
  it('signs one device out, and its very next request is a visitor’s', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const phone: Browser = { userAgent: IPHONE };
    const { email } = await signUp(laptop);
    await signIn(phone, email);
    expect(await meStatus(phone)).toBe(200);
    const phoneId = (await devicesOf(laptop)).find((d) => !d.current)!.id;

    const response = await as(laptop, 'DELETE', `/api/accounts/me/sessions/${phoneId}`);
    expect(response.statusCode).toBe(204);
    expect(await meStatus(phone)).toBe(401);
    expect((await as(phone, 'GET', '/api/accounts/me/sessions')).statusCode).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    expect((await devicesOf(laptop)).map((d) => d.id)).not.toContain(phoneId);
    // Once gone, it is not found.
    expect((await as(laptop, 'DELETE', `/api/accounts/me/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it("answers 404 for another account's session and leaves it signed in", async () => {
    const mine: Browser = { userAgent: MAC_CHROME };
    const theirs: Browser = { userAgent: IPHONE };
    await signUp(mine);
    await signUp(theirs);
    const theirId = (await devicesOf(theirs))[0]!.id;
    const response = await as(mine, 'DELETE', `/api/accounts/me/sessions/${theirId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    expect(await meStatus(theirs)).toBe(200);
  });

  it('refuses to sign out the session in use (Log out does that)', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    await signUp(laptop);
    const own = (await devicesOf(laptop))[0]!.id;
    const response = await as(laptop, 'DELETE', `/api/accounts/me/sessions/${own}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CURRENT_SESSION' });
    expect(await meStatus(laptop)).toBe(200);
  });

  it('signs out every other device at once and keeps this one', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const phone: Browser = { userAgent: IPHONE };
    const work: Browser = { userAgent: WINDOWS_FIREFOX };
    const { email } = await signUp(laptop);
    await signIn(phone, email);
    await signIn(work, email);
    const stranger: Browser = { userAgent: IPHONE };
    await signUp(stranger);

    const response = await as(laptop, 'POST', '/api/accounts/me/sessions/sign-out-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(work)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
    expect(await meStatus(stranger)).toBe(200);
    expect(await devicesOf(laptop)).toHaveLength(1);
  });

  it('changing the password signs the other devices out', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const phone: Browser = { userAgent: IPHONE };
    const { email } = await signUp(laptop);
    await signIn(phone, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/change',
      cookies: { [SESSION_COOKIE]: laptop.session! },
      payload: { currentPassword: strongPassword, newPassword: 'Another#2027', confirmPassword: 'Another#2027' },
    });
    expect(response.statusCode).toBe(204);
    expect(await meStatus(phone)).toBe(401);
    expect(await meStatus(laptop)).toBe(200);
  });
});

describe('the new-device mail', () => {
  it('is not sent at sign-up, nor for a sign-in from a browser the account knows', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const { email } = await signUp(laptop);
    expect(laptop.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await newDeviceMails(email)).toEqual([]);
    expect((await signIn(laptop, email)).statusCode).toBe(200);
    expect((await signIn(laptop, email)).statusCode).toBe(200);
    expect(await newDeviceMails(email)).toEqual([]);
  });

  it('is sent once per new browser, naming the device, the place and the time in Dubai', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const phone: Browser = { userAgent: IPHONE };
    const { email } = await signUp(laptop);
    const response = await signIn(phone, email, { 'x-vercel-ip-city': 'Dubai', 'x-vercel-ip-country': 'AE' });
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(device.httpOnly).toBe(true);
    expect(device.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);

    const mails = await newDeviceMails(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('New sign-in to your Weekends account');
    expect(mail.text).toContain('Safari on iOS');
    expect(mail.text).toContain('Dubai, United Arab Emirates');
    expect(mail.text).toMatch(/\d{2}:\d{2} \(Dubai time\)/);
    expect(mail.text).toContain("This wasn't me");
    notMeLinkOf(mail.text);

    // The same phone again: known now.
    expect((await signIn(phone, email)).statusCode).toBe(200);
    expect(await newDeviceMails(email)).toHaveLength(1);
    // A third browser is new again.
    await signIn({ userAgent: WINDOWS_FIREFOX }, email);
    expect(await newDeviceMails(email)).toHaveLength(2);
  });

  it('writes the time in Dubai: 20:36 for 16:36 UTC', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T16:36:00Z'), toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const laptop: Browser = { userAgent: MAC_CHROME };
      const { email } = await signUp(laptop);
      await signIn({ userAgent: IPHONE }, email);
      const [mail] = await newDeviceMails(email);
      expect(mail!.text).toContain('Sun 29 Nov 2026, 20:36 (Dubai time)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a bearer sign-in without a device cookie as a new device (an API client is answered no cookie)', async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const { email } = await signUp(laptop);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'x-forwarded-for': clientIp(), 'user-agent': 'WeekendsApp/1.0' },
      payload: { email, password: strongPassword, captcha: await solveCaptcha(t.app), transport: 'bearer' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toHaveLength(0);
    expect(await newDeviceMails(email)).toHaveLength(1);
    // One that sends the browser's device cookie is that browser.
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'x-forwarded-for': clientIp() },
      cookies: { [DEVICE_COOKIE]: laptop.device! },
      payload: { email, password: strongPassword, captcha: await solveCaptcha(t.app), transport: 'bearer' },
    });
    expect(known.statusCode).toBe(200);
    expect(await newDeviceMails(email)).toHaveLength(1);
  });

  it("is written in the account's language", async () => {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const { email } = await signUp(laptop, { 'x-weekends-language': 'ar' });
    await signIn({ userAgent: IPHONE }, email, { 'x-vercel-ip-country': 'AE' });
    const [mail] = await newDeviceMails(email);
    expect(mail!.subject).toBe('تسجيل دخول جديد إلى حسابك في Weekends');
    expect(mail!.text).toContain('Safari على iOS');
    expect(mail!.text).toContain('الإمارات');
    expect(mail!.text).toContain('/ar/account/not-me?alert=');
  });

  it('is never sent for a guest', async () => {
    const email = `guest-device-${++n}@example.test`;
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/guest',
        headers: { 'x-forwarded-for': clientIp(), 'user-agent': i ? IPHONE : MAC_CHROME },
        payload: {
          firstName: 'Noor',
          lastName: 'Khalil',
          email,
          phoneNumber: '+971501234567',
          captcha: await solveCaptcha(t.app),
        },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await newDeviceMails(email)).toEqual([]);
    const [guest] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    expect(await t.db.select().from(knownDevices).where(eq(knownDevices.customerId, guest!.id))).toEqual([]);
  });
});

describe("'This wasn't me'", () => {
  async function strangerSignsIn() {
    const laptop: Browser = { userAgent: MAC_CHROME };
    const phone: Browser = { userAgent: IPHONE };
    const { email, id } = await signUp(laptop);
    await signIn(phone, email);
    const stranger: Browser = { userAgent: WINDOWS_FIREFOX };
    await signIn(stranger, email);
    const [mail] = await newDeviceMails(email);
    return { email, id, laptop, phone, stranger, link: notMeLinkOf(mail!.text) };
  }

  it('signs every session out, and the old password stops working until it is recovered', async () => {
    const { email, id, laptop, phone, stranger, link } = await strangerSignsIn();
    const response = await notMe(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email });
    for (const browser of [laptop, phone, stranger]) expect(await meStatus(browser)).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, id))).toEqual([]);
    expect((await signIn({ userAgent: MAC_CHROME }, email)).statusCode).toBe(401);
    // The recovery page still knows the account: a code is mailed.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password/forgot',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email, captcha: await solveCaptcha(t.app) },
    });
    expect(forgot.statusCode).toBe(200);
  });

  it('works once', async () => {
    const { link, laptop } = await strangerSignsIn();
    expect((await notMe(link)).statusCode).toBe(200);
    const again = await notMe(link);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_ME_USED' });
    expect(await meStatus(laptop)).toBe(401);
  });

  it('refuses a forged or altered link', async () => {
    const { link, laptop } = await strangerSignsIn();
    const forged = await notMe({
      alert: link.alert,
      token: `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'NOT_ME_INVALID' });
    const otherAlert = await notMe({ alert: link.alert + 1000, token: link.token });
    expect(otherAlert.statusCode).toBe(400);
    // An alert number past the database's integers is a bad link too, not a failure of ours.
    const huge = await notMe({ alert: 99_999_999_999, token: link.token });
    expect(huge.statusCode).toBe(400);
    expect(await meStatus(laptop)).toBe(200);
  });

  it('expires after 7 days', async () => {
    const start = new Date('2026-11-29T10:00:00Z');
    vi.useFakeTimers({ now: start, toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const { link, email } = await strangerSignsIn();
      vi.setSystemTime(new Date(start.getTime() + NOT_ME_LINK_TTL_MS + 60_000));
      const late = await notMe(link);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'NOT_ME_EXPIRED' });
      // Nothing happened: the password still works.
      expect((await signIn({ userAgent: MAC_CHROME }, email)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the device it named: a later sign-in from it mails again', async () => {
    const { email, id, stranger, link } = await strangerSignsIn();
    expect((await notMe(link)).statusCode).toBe(200);
    // The owner sets a new password (as the recovery page would) and the stranger somehow has it too.
    await t.db
      .update(customers)
      .set({ passwordHash: await hashPassword(strongPassword) })
      .where(eq(customers.id, id));
    expect((await signIn(stranger, email)).statusCode).toBe(200);
    expect(await newDeviceMails(email)).toHaveLength(3);
  });
});
