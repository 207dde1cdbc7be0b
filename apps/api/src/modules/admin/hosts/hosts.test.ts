import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  ADMIN_HOSTS_MESSAGES,
  type AdminCustomerRow,
  type AdminHostDetail,
  type AdminHostRow,
  type AdminPage,
} from '@weekends/shared';
import { bookedItems, customers, hostPayouts, hosts } from '../../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../../test/helpers.ts';
import { insertBuyer, insertHost, sell, type Caller } from '../../sales/testing/sales.ts';
import { actionsOn, sessionAs } from '../testing/fixtures.ts';

let t: TestApp;
let admin: { id: number; token: string };
let oasis: Caller;
let dunes: Caller;
let soldItemId: number;

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(admin.token), 'x-forwarded-for': clientIp() },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAs(t, { staffRole: 'owner' });
  oasis = await insertHost(t, 'Oasis Adventures', 20);
  dunes = await insertHost(t, 'Dunes & Co', 15);
  await t.db
    .update(hosts)
    .set({
      accountHolder: 'Oasis Adventures LLC',
      iban: 'AE070331234567890123456',
      swiftCode: 'EBILAEAD',
      bankName: 'Emirates NBD',
    })
    .where(eq(hosts.customerId, oasis.id));
  const buyer = await insertBuyer(t, 'Amira', 'Retail');
  const safari = await t.fixtures.insertActivity({ title: 'Desert Safari', hostId: oasis.id });
  await t.fixtures.insertActivity({ title: 'Dhow Cruise', hostId: oasis.id });
  const kayak = await t.fixtures.insertActivity({ title: 'Kayak Tour', hostId: dunes.id });
  const [redeemed, , cancelled] = await sell(t, buyer.id, [
    {
      activityId: safari.id,
      total: 20_000,
      marketplaceFee: 4_000,
      hostAmount: 16_000,
      redeemedAt: new Date('2026-05-10T10:00:00Z'),
    },
    { activityId: safari.id, total: 10_000, marketplaceFee: 2_000, hostAmount: 8_000 },
    { activityId: safari.id, total: 50_000, marketplaceFee: 10_000, hostAmount: 40_000, cancelledAt: new Date() },
  ]);
  soldItemId = redeemed!.id;
  expect(cancelled).toBeDefined();
  await sell(t, buyer.id, [{ activityId: kayak.id, total: 5_000, marketplaceFee: 750, hostAmount: 4_250 }]);
  await t.db.insert(hostPayouts).values({ hostId: oasis.id, month: '2026-05-01', amount: 6_000, reference: 'EARLIER' });
}, 60_000);

afterAll(() => t.close());

describe('GET /api/admin/hosts', () => {
  it('lists hosts with listings, sales (cancelled left out) and the amount due after payouts', async () => {
    const page = (await asAdmin('GET', '/api/admin/hosts?sort=business&dir=asc')).json() as AdminPage<AdminHostRow>;
    expect(page.total).toBe(2);
    expect(page.items.map((h) => h.businessName)).toEqual(['Dunes & Co', 'Oasis Adventures']);
    expect(page.items[1]).toMatchObject({
      id: oasis.id,
      status: 'approved',
      commissionPercent: 20,
      canManageActivities: true,
      listings: 2,
      sales: 30_000,
      amountDue: 16_000 - 6_000,
    });
    expect(page.items[0]).toMatchObject({ listings: 1, sales: 5_000, amountDue: 0 });
  });

  it('sorts by a figure, searches and pages on the server', async () => {
    const bySales = (await asAdmin('GET', '/api/admin/hosts?sort=sales&dir=desc')).json() as AdminPage<AdminHostRow>;
    expect(bySales.items.map((h) => h.id)).toEqual([oasis.id, dunes.id]);
    const found = (await asAdmin('GET', '/api/admin/hosts?q=dunes%20%26')).json() as AdminPage<AdminHostRow>;
    expect(found.items.map((h) => h.id)).toEqual([dunes.id]);
    // The admin's % is a character, not a wildcard.
    expect(((await asAdmin('GET', '/api/admin/hosts?q=%25')).json() as AdminPage<AdminHostRow>).total).toBe(0);
    const second = (
      await asAdmin('GET', '/api/admin/hosts?sort=business&dir=asc&pageSize=25&page=2')
    ).json() as AdminPage<AdminHostRow>;
    expect(second).toMatchObject({ items: [], total: 2, page: 2 });
    expect((await asAdmin('GET', '/api/admin/hosts?sort=password')).statusCode).toBe(400);
  });

  it('shows one host with its profile and bank details; 404 for a customer without a host row', async () => {
    const detail = (await asAdmin('GET', `/api/admin/hosts/${oasis.id}`)).json() as AdminHostDetail;
    expect(detail).toMatchObject({
      businessName: 'Oasis Adventures',
      amountDue: 10_000,
      bank: { accountHolder: 'Oasis Adventures LLC', iban: 'AE070331234567890123456', swiftCode: 'EBILAEAD' },
      figures: { redeemed: 1, pending: 1, paid: 6_000 },
    });
    const buyer = await insertBuyer(t, 'Not', 'AHost');
    expect((await asAdmin('GET', `/api/admin/hosts/${buyer.id}`)).statusCode).toBe(404);
  });

  it("names the host's city in the reader's language", async () => {
    const city = await t.fixtures.insertCity({ name: 'Fujairah', nameAr: 'الفجيرة' });
    await t.db.update(hosts).set({ cityId: city.id }).where(eq(hosts.customerId, oasis.id));
    const read = (language: 'en' | 'ar') =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/hosts/${oasis.id}`,
        headers: { ...bearer(admin.token), 'x-weekends-language': language },
      });
    expect(((await read('ar')).json() as AdminHostDetail).business.city).toBe('الفجيرة');
    expect(((await read('en')).json() as AdminHostDetail).business.city).toBe('Fujairah');
  });
});

describe('PATCH /api/admin/hosts/:id', () => {
  it('sets the commission rate within 0-50 % and logs it; past sales keep their figures', async () => {
    for (const commissionPercent of [-1, 51, 12.5]) {
      const refused = await asAdmin('PATCH', `/api/admin/hosts/${oasis.id}`, { commissionPercent });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.commissionPercent).toEqual([ADMIN_HOSTS_MESSAGES.commissionRange]);
    }
    expect((await asAdmin('PATCH', `/api/admin/hosts/${oasis.id}`, {})).statusCode).toBe(400);
    for (const commissionPercent of [0, 50, 25]) {
      const response = await asAdmin('PATCH', `/api/admin/hosts/${oasis.id}`, { commissionPercent });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ commissionPercent });
    }
    const [row] = await t.db.select().from(hosts).where(eq(hosts.customerId, oasis.id));
    expect(row!.commissionPercent).toBe(25);
    const [item] = await t.db.select().from(bookedItems).where(eq(bookedItems.id, soldItemId));
    expect(item).toMatchObject({ marketplaceFee: 4_000, hostAmount: 16_000 });
    const log = (await actionsOn(t, 'host', oasis.id)).filter((a) => a.action === 'host.terms');
    expect(log.at(-1)).toMatchObject({
      adminId: admin.id,
      before: { commissionPercent: 50, canManageActivities: true },
      after: { commissionPercent: 25, canManageActivities: true },
    });
    expect(log).toHaveLength(3);
  });

  it('turns canManageActivities off and on, for the host at once', async () => {
    expect(
      (await asAdmin('PATCH', `/api/admin/hosts/${dunes.id}`, { canManageActivities: false })).json(),
    ).toMatchObject({ canManageActivities: false });
    const [account] = await t.db.select().from(customers).where(eq(customers.id, dunes.id));
    expect(account!.canManageActivities).toBe(false);
    // The host's own session sees the change on its next request.
    expect((await dunes.call('GET', '/api/host/activities')).json().canManageActivities).toBe(false);
    await asAdmin('PATCH', `/api/admin/hosts/${dunes.id}`, { canManageActivities: true });
    expect((await dunes.call('GET', '/api/host/activities')).json().canManageActivities).toBe(true);
    const log = (await actionsOn(t, 'host', dunes.id)).filter((a) => a.action === 'host.terms');
    expect(log.map((a) => [a.before, a.after])).toEqual([
      [
        { commissionPercent: 15, canManageActivities: true },
        { commissionPercent: 15, canManageActivities: false },
      ],
      [
        { commissionPercent: 15, canManageActivities: false },
        { commissionPercent: 15, canManageActivities: true },
      ],
    ]);
  });
});

describe('suspend and reinstate', () => {
  const login = async (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { captcha: await solveCaptcha(t.app), email, password, transport: 'bearer' },
    });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { ...bearer(token), 'x-forwarded-for': clientIp() },
    });

  it('refuses a suspended account at login with a clear message and drops its sessions at once; reinstated, both work again', async () => {
    const account = await signUp(t.app);
    expect((await me(account.token)).statusCode).toBe(200);

    const suspended = await asAdmin('POST', `/api/admin/customers/${account.user.id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().suspendedAt).toEqual(expect.any(String));
    expect((await me(account.token)).statusCode).toBe(401);
    const refused = await login(account.email, account.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: ACCOUNT_MESSAGES.accountSuspended });
    // A wrong password still says only 'Invalid Credentials': the suspension is told to the owner alone.
    expect((await login(account.email, 'Wrong#2026')).json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect((await asAdmin('POST', `/api/admin/customers/${account.user.id}/suspend`)).statusCode).toBe(409);

    expect((await asAdmin('POST', `/api/admin/customers/${account.user.id}/reinstate`)).json()).toEqual({
      id: account.user.id,
      suspendedAt: null,
    });
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect((await asAdmin('POST', `/api/admin/customers/${account.user.id}/reinstate`)).statusCode).toBe(409);

    const log = await actionsOn(t, 'customer', account.user.id);
    expect(log.map((a) => [a.action, a.before, a.after])).toEqual([
      ['account.suspend', { suspendedAt: null }, { suspendedAt: suspended.json().suspendedAt }],
      ['account.reinstate', { suspendedAt: suspended.json().suspendedAt }, { suspendedAt: null }],
    ]);
  });

  it('suspends a host: its host routes stop at once, the list shows it suspended, its listings stay', async () => {
    const host = await insertHost(t, 'Paused Tours');
    await t.fixtures.insertActivity({ title: 'Paused Ride', hostId: host.id, isActive: true });
    expect((await host.call('GET', '/api/host/dashboard')).statusCode).toBe(200);
    await asAdmin('POST', `/api/admin/customers/${host.id}/suspend`);
    expect((await host.call('GET', '/api/host/dashboard')).statusCode).toBe(401);
    const page = (await asAdmin('GET', '/api/admin/hosts?status=suspended')).json() as AdminPage<AdminHostRow>;
    expect(page.items.map((h) => [h.id, h.status, h.listings])).toEqual([[host.id, 'suspended', 1]]);
    const approved = (await asAdmin('GET', '/api/admin/hosts?status=approved')).json() as AdminPage<AdminHostRow>;
    expect(approved.items.map((h) => h.id)).not.toContain(host.id);
  });

  it("never suspends the admin's own account; 404 for an unknown one", async () => {
    expect((await asAdmin('POST', `/api/admin/customers/${admin.id}/suspend`)).json()).toMatchObject({
      code: 'OWN_ACCOUNT',
    });
    expect((await asAdmin('POST', '/api/admin/customers/999999/suspend')).statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/admin/customers/999999/reinstate')).statusCode).toBe(404);
  });

  it('lists accounts searched by name or e-mail and filtered by suspension', async () => {
    const a = await insertBuyer(t, 'Zainab', 'Searchable');
    const page = (await asAdmin('GET', '/api/admin/customers?q=zainab%20search')).json() as AdminPage<AdminCustomerRow>;
    expect(page.items.map((c) => c.id)).toEqual([a.id]);
    await asAdmin('POST', `/api/admin/customers/${a.id}/suspend`);
    const suspended = (
      await asAdmin('GET', '/api/admin/customers?status=suspended&sort=name&dir=asc')
    ).json() as AdminPage<AdminCustomerRow>;
    expect(suspended.items.map((c) => c.id)).toContain(a.id);
    expect(suspended.items.every((c) => c.suspendedAt !== null)).toBe(true);
    const active = (
      await asAdmin('GET', '/api/admin/customers?status=active&pageSize=100')
    ).json() as AdminPage<AdminCustomerRow>;
    expect(active.items.map((c) => c.id)).not.toContain(a.id);
  });

  it('refuses a customer and a host on every route of the section (403)', async () => {
    const customer = await insertBuyer(t, 'Plain', 'Customer');
    for (const caller of [customer, oasis]) {
      expect((await caller.call('GET', '/api/admin/hosts')).statusCode).toBe(403);
      expect((await caller.call('POST', `/api/admin/customers/${dunes.id}/suspend`)).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(customers).where(eq(customers.id, dunes.id));
    expect(row!.suspendedAt).toBeNull();
  });
});
