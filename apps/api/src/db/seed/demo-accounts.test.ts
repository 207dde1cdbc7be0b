import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookedItemsPageSchema, currentUserSchema } from '@weekends/shared';
import { bearer, clientIp, createTestApp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { customers } from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { Secret, TOTP } from 'otpauth';
import { authenticatorApps } from '../schema/index.ts';
import { decryptFactorSecret } from '../../modules/accounts/factor-keys.ts';
import { findDemoAccounts, formatDemoAccounts, sealDemoAuthenticator } from './accounts.ts';
import { DEMO_AUTHENTICATOR_KEY, DEMO_PASSWORD, demoAccounts } from './content/accounts.ts';
import { seedDemo } from './index.ts';

/** The demo sign-ins through the real API, on a database seeded as `npm start` seeds it (PGlite or PostgreSQL). */
let t: TestApp;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-demo-accounts-'));

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemo(t.db, { uploadsDir, images: false })).toBe(true);
  // As the server does after seeding: the demo admin's authenticator app with the published key.
  await sealDemoAuthenticator(t.db, t.app.config.SESSION_SECRET, true);
}, 120_000);

/** The code a TOTP app with the README's demo key shows now. */
const demoCode = () => new TOTP({ secret: Secret.fromBase32(DEMO_AUTHENTICATOR_KEY) }).generate();

/** The admin's second step, as the login page takes it. */
async function secondStep(ticket: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/two-step',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { ticket, method: 'authenticator', code: demoCode() },
  });
}

afterAll(async () => {
  await t.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function login(email: string, password = DEMO_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password, transport: 'bearer', captcha: await solveCaptcha(t.app) },
  });
}

async function tokenOf(role: 'customer' | 'host' | 'admin' | 'corporate admin'): Promise<string> {
  const response = await login(demoAccounts.find((a) => a.role === role)!.email);
  if (response.statusCode === 202) return (await secondStep(response.json().secondStep.ticket)).json().token;
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('demo accounts', () => {
  it('log in with the demo password, with their roles', async () => {
    const expected = {
      customer: { isHost: false, isAdmin: false, staffRole: null, isCorporateAdmin: false },
      host: { isHost: true, isAdmin: false, staffRole: null, isCorporateAdmin: false },
      admin: { isHost: false, isAdmin: true, staffRole: 'owner', isCorporateAdmin: false },
      // One member of staff of each role besides the owner (least privilege in the back office).
      'finance staff': { isAdmin: true, staffRole: 'finance' },
      'support staff': { isAdmin: true, staffRole: 'support' },
      'content staff': { isAdmin: true, staffRole: 'content' },
      'corporate admin': { isHost: false, isAdmin: false, staffRole: null, isCorporate: true, isCorporateAdmin: true },
    };
    for (const account of demoAccounts) {
      let response = await login(account.email);
      // Staff sign in in two steps, the owner and each role with the demo key's code.
      if (account.staffRole !== null) {
        expect(response.statusCode).toBe(202);
        expect(response.json().secondStep.methods).toEqual(['authenticator']);
        response = await secondStep(response.json().secondStep.ticket);
      }
      expect(response.statusCode, account.email).toBe(200);
      const user = currentUserSchema.parse(response.json());
      expect(user).toMatchObject({
        email: account.email,
        isConfirmed: true,
        isGuest: false,
        ...expected[account.role],
      });
      expect((await get('/api/accounts/me', response.json().token)).json()).toMatchObject({ email: account.email });
    }
    expect((await login('customer@weekends.ae', 'Weekend#2025')).statusCode).toBe(401);
  });

  it("show the demo customer's 9 booked items over 2 pages, newest first", async () => {
    const token = await tokenOf('customer');
    const first = bookedItemsPageSchema.parse((await get('/api/accounts/me/bookings?page=1', token)).json());
    const second = bookedItemsPageSchema.parse((await get('/api/accounts/me/bookings?page=2', token)).json());
    expect([first.items.length, first.hasMore, second.items.length, second.hasMore]).toEqual([6, true, 3, false]);
    const all = [...first.items, ...second.items];
    expect(all.map((i) => i.id)).toEqual([...all.map((i) => i.id)].sort((a, b) => b - a));
    // Newest order first: the safari booked for a day ahead, the three activities, then the weekend pass (its name as
    // the title), then the safari of long ago.
    expect(all.map((i) => i.title)).toEqual([
      'Desert Safari with BBQ Dinner',
      'Theme Park Day on Yas Island',
      'Live Online Emirati Cooking Class',
      'Moroccan Hammam Ritual',
      'Weekends Pass: Abu Dhabi Culture and Coast',
      'Weekends Pass: Abu Dhabi Culture and Coast',
      'Weekends Pass: Abu Dhabi Culture and Coast',
      'Desert Safari with BBQ Dinner',
      'Desert Safari with BBQ Dinner',
    ]);
    expect(new Set(all.map((i) => i.bookingId)).size).toBe(4);
    for (const item of all) {
      expect(item.activity.image).toMatch(/^\/uploads\/seed\/.+\.webp$/);
      expect(item.address).toContain('Dubai');
      expect(item.total).toBeGreaterThan(0);
    }
  });

  it('give the demo customer 3 favourites and 2 published reviews on the dashboard', async () => {
    const token = await tokenOf('customer');
    expect((await get('/api/favorites', token)).json()).toHaveLength(3);
    const reviews = (await get('/api/accounts/me/reviews', token)).json();
    expect(reviews).toHaveLength(2);
    for (const r of reviews) expect(r.isPublished).toBe(true);
  });

  it("seal the admin's demo key with the server's secret, again when a server with another secret starts on it", async () => {
    const [admin] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'admin@weekends.ae'));
    const sealed = async () =>
      (await t.db.select().from(authenticatorApps).where(eq(authenticatorApps.customerId, admin!.id)))[0]!;
    const first = await sealed();
    expect(first.secretEncrypted).not.toContain(DEMO_AUTHENTICATOR_KEY);
    expect(decryptFactorSecret(t.app.config.SESSION_SECRET, first.secretEncrypted)).toBe(DEMO_AUTHENTICATOR_KEY);
    // Opened by this server's secret: left as it is.
    await sealDemoAuthenticator(t.db, t.app.config.SESSION_SECRET, false);
    expect((await sealed()).secretEncrypted).toBe(first.secretEncrypted);
    const other = 'another-server-secret-that-is-long-enough!!';
    await sealDemoAuthenticator(t.db, other, false);
    expect(decryptFactorSecret(other, (await sealed()).secretEncrypted)).toBe(DEMO_AUTHENTICATOR_KEY);
    await sealDemoAuthenticator(t.db, t.app.config.SESSION_SECRET, false);
    expect(decryptFactorSecret(t.app.config.SESSION_SECRET, (await sealed()).secretEncrypted)).toBe(
      DEMO_AUTHENTICATOR_KEY,
    );
  });

  it('let the admin into the back office and keep the customer and host out', async () => {
    expect((await get('/api/admin/reviews', await tokenOf('admin'))).statusCode).toBe(200);
    expect((await get('/api/admin/reviews', await tokenOf('customer'))).statusCode).toBe(403);
    expect((await get('/api/admin/reviews', await tokenOf('host'))).statusCode).toBe(403);
  });

  it("give Emirates Tech's corporate admin its employees and past awards, and Layla her award in Booked Activities", async () => {
    const token = await tokenOf('corporate admin');
    const dashboard = (await get('/api/corporate/dashboard', token)).json();
    expect(dashboard).toMatchObject({ corporate: { name: 'Emirates Tech' }, employees: 5, awards: 3 });
    expect(dashboard.starPerformers[0]).toMatchObject({ email: 'layla.haddad@emiratestech.ae', awards: 2 });
    expect(dashboard.saved).toBeGreaterThanOrEqual(0);
    const awards = (await get('/api/corporate/awards', token)).json();
    expect(awards.items.map((a: { invoice: { number: string } }) => a.invoice.number)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^CI-\d{4}-\d{6}$/)]),
    );
    const layla = await login('layla.haddad@emiratestech.ae');
    expect(layla.statusCode).toBe(200);
    const booked = bookedItemsPageSchema.parse((await get('/api/accounts/me/bookings', layla.json().token)).json());
    expect(booked.items.map((i) => i.title)).toEqual(['Louvre Abu Dhabi Guided Tour', 'Desert Safari with BBQ Dinner']);
  });

  it('are found for the start-up banner only while they open with the demo password', async () => {
    const found = await findDemoAccounts(t.db);
    expect(found).toEqual(demoAccounts.map((a) => ({ role: a.role, email: a.email, password: DEMO_PASSWORD })));
    const banner = formatDemoAccounts(found, false);
    for (const a of demoAccounts) expect(banner).toContain(a.email);
    expect(banner).toContain(DEMO_PASSWORD);
    expect(banner).toContain(DEMO_AUTHENTICATOR_KEY);
    expect(banner).not.toContain('WARNING');
    const warning = formatDemoAccounts(found, true);
    expect(warning).toContain('SEED_ON_START=false');
    for (const a of demoAccounts) expect(warning).toContain(a.email);
    expect(warning).not.toContain(DEMO_PASSWORD);

    // A changed password takes the account off the banner.
    await t.db
      .update(customers)
      .set({ passwordHash: await hashPassword('Changed#2026') })
      .where(eq(customers.email, 'admin@weekends.ae'));
    expect((await findDemoAccounts(t.db)).map((a) => a.role)).toEqual([
      'customer',
      'host',
      'finance staff',
      'support staff',
      'content staff',
      'corporate admin',
    ]);
  });

  it('are not found in a database the demo seed never ran on', async () => {
    const empty = await createTestApp();
    try {
      expect(await findDemoAccounts(empty.db)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
