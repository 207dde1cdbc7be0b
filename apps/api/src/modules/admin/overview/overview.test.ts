import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGUAGE_HEADER, type Overview } from '@weekends/shared';
import { activities, bookedItems, bookings, cancellations, customers, hosts } from '../../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sessionAs } from '../testing/fixtures.ts';
import { bucketsOf } from './buckets.ts';

let t: TestApp;
let adminToken: string;
let kayak: { id: number; slug: string };
let desert: { id: number; slug: string };
let hostId: number;
let voucher = 0;

/** A customer registered at `at` (guests are not new customers). */
async function customerAt(at: string, isGuest = false) {
  const n = ++voucher;
  const [row] = await t.db
    .insert(customers)
    .values({
      email: `overview-${n}@example.test`,
      firstName: 'Ola',
      lastName: `Buyer ${n}`,
      isGuest,
      createdAt: new Date(at),
    })
    .returning({ id: customers.id });
  return row!.id;
}

/** A paid booking made at `at`, of `lines` (activity, total in fils, quantity). */
async function bookingAt(
  at: string,
  customerId: number,
  lines: { activityId: number; total: number; quantity?: number; cancelled?: boolean }[],
  couponDiscount = 0,
) {
  const sum = lines.reduce((s, l) => s + l.total, 0);
  const [booking] = await t.db
    .insert(bookings)
    .values({ customerId, cartTotal: sum, couponDiscount, total: sum - couponDiscount, createdAt: new Date(at) })
    .returning({ id: bookings.id });
  for (const line of lines) {
    const quantity = line.quantity ?? 1;
    await t.db.insert(bookedItems).values({
      bookingId: booking!.id,
      customerId,
      activityId: line.activityId,
      quantity,
      price: line.total / quantity,
      total: line.total,
      marketplaceFee: line.total * 0.15,
      hostAmount: line.total * 0.85,
      voucherCode: `OVW${String(++voucher).padStart(5, '0')}`,
      purchaseDate: new Date(at),
      cancelledAt: line.cancelled ? new Date(at) : null,
    });
  }
  return booking!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await sessionAs(t, { staffRole: 'owner' })).token;
  const host = await sessionAs(t, { isHost: true });
  hostId = host.id;
  await t.db.insert(hosts).values({
    customerId: hostId,
    businessName: 'Mangrove Kayaks LLC',
    status: 'approved',
    submittedAt: new Date('2025-01-01T00:00:00Z'),
  });
  kayak = await t.fixtures.insertActivity({ title: 'Mangrove Kayak', hostId, prices: [{ price: 20_000 }] });
  desert = await t.fixtures.insertActivity({ title: 'Desert Safari', prices: [{ price: 30_000 }] });

  const amal = await customerAt('2025-03-01T09:00:00Z');
  const omar = await customerAt('2025-03-01T20:30:00Z'); // 00:30 on 2 March in Dubai
  await customerAt('2025-03-02T10:00:00Z', true); // a guest: not a new customer
  await customerAt('2025-02-28T19:59:00Z'); // 23:59 on 28 February in Dubai: before the range

  // 1 March: two items, one of them cancelled and refunded; the booking's coupon took 1,000 fils off.
  const first = await bookingAt(
    '2025-03-01T09:30:00Z',
    amal,
    [
      { activityId: kayak.id, total: 40_000, quantity: 2 },
      { activityId: desert.id, total: 30_000, cancelled: true },
    ],
    1_000,
  );
  await t.db.insert(cancellations).values({
    bookingId: first,
    customerId: amal,
    amount: 30_000,
    status: 'refunded',
    cause: 'customer',
    createdAt: new Date('2025-03-03T08:00:00Z'),
  });
  // 2 March in Dubai (20:30 UTC the day before).
  await bookingAt('2025-03-01T20:30:00Z', omar, [{ activityId: desert.id, total: 60_000, quantity: 2 }]);
  // 10 March.
  await bookingAt('2025-03-10T12:00:00Z', omar, [{ activityId: kayak.id, total: 20_000 }]);
  // Outside the range on both sides.
  await bookingAt('2025-02-28T19:59:00Z', amal, [{ activityId: kayak.id, total: 99_000 }]);
  await bookingAt('2025-04-01T00:00:00Z', amal, [{ activityId: kayak.id, total: 99_000 }]);
});
afterAll(() => t.close());

const overview = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/overview?${query}`, headers: bearer(token) });

describe('GET /api/admin/overview', () => {
  it('sums revenue less refunds, bookings and new customers per Dubai day, with every day present', async () => {
    const response = await overview('from=2025-03-01&to=2025-03-31&interval=day');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.series).toHaveLength(31);
    const day = (d: string) => body.series.find((p: { start: string }) => p.start === d);
    expect(day('2025-03-01')).toEqual({ start: '2025-03-01', revenue: 69_000, bookings: 1, newCustomers: 1 });
    expect(day('2025-03-02')).toEqual({ start: '2025-03-02', revenue: 60_000, bookings: 1, newCustomers: 1 });
    // The refund counts on the day it was given.
    expect(day('2025-03-03')).toEqual({ start: '2025-03-03', revenue: -30_000, bookings: 0, newCustomers: 0 });
    expect(day('2025-03-10')).toMatchObject({ revenue: 20_000, bookings: 1 });
    expect(body.totals).toEqual({ revenue: 119_000, bookings: 3, newCustomers: 2, refunds: 30_000 });
  });

  it('ranks activities and hosts by the revenue of items not cancelled', async () => {
    const body = (await overview('from=2025-03-01&to=2025-03-31')).json();
    expect(body.topActivities).toEqual(
      [
        { id: desert.id, name: 'Desert Safari', slug: desert.slug, revenue: 60_000, items: 2 },
        { id: kayak.id, name: 'Mangrove Kayak', slug: kayak.slug, revenue: 60_000, items: 3 },
      ].sort((a, b) => b.revenue - a.revenue || a.id - b.id),
    );
    expect(body.topHosts).toEqual([{ id: hostId, name: 'Mangrove Kayaks LLC', revenue: 60_000, items: 3 }]);
  });

  it("names the top activities in the reader's language, the English where none is written", async () => {
    await t.db.update(activities).set({ titleAr: 'سفاري الصحراء' }).where(eq(activities.id, desert.id));
    const top = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/overview?from=2025-03-01&to=2025-03-31',
          headers: { ...bearer(adminToken), ...headers },
        })
      )
        .json<Overview>()
        .topActivities.map((a) => [a.id, a.name]);
    expect(await top({ [LANGUAGE_HEADER]: 'ar' })).toEqual(
      expect.arrayContaining([
        [desert.id, 'سفاري الصحراء'],
        [kayak.id, 'Mangrove Kayak'],
      ]),
    );
    expect(await top({})).toEqual(expect.arrayContaining([[desert.id, 'Desert Safari']]));
    await t.db.update(activities).set({ titleAr: null }).where(eq(activities.id, desert.id));
  });

  it('groups by ISO week and by month', async () => {
    const weeks = (await overview('from=2025-03-01&to=2025-03-16&interval=week')).json();
    expect(weeks.series.map((p: { start: string; bookings: number }) => [p.start, p.bookings])).toEqual([
      ['2025-02-24', 2],
      ['2025-03-03', 0],
      ['2025-03-10', 1],
    ]);
    const months = (await overview('from=2025-02-01&to=2025-04-30&interval=month')).json();
    expect(months.series.map((p: { start: string; revenue: number }) => [p.start, p.revenue])).toEqual([
      ['2025-02-01', 99_000],
      ['2025-03-01', 119_000],
      ['2025-04-01', 99_000],
    ]);
  });

  it('refuses a range that ends before it starts or spans more than two years', async () => {
    expect((await overview('from=2025-03-10&to=2025-03-01')).statusCode).toBe(400);
    expect((await overview('from=2022-01-01&to=2025-03-01')).statusCode).toBe(400);
    expect((await overview('from=2025-02-30&to=2025-03-01')).statusCode).toBe(400);
    expect((await overview('from=2025-03-01&to=2025-03-02&interval=year')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const customer = await sessionAs(t);
    expect((await overview('from=2025-03-01&to=2025-03-31', customer.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/overview?from=2025-03-01&to=2025-03-31' })).statusCode,
    ).toBe(401);
  });
});

describe('bucketsOf', () => {
  it('covers the range with whole intervals, the first one starting on or before it', () => {
    expect(bucketsOf('2025-12-30', '2026-01-02', 'day')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(bucketsOf('2025-12-31', '2026-01-12', 'week')).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
    expect(bucketsOf('2025-11-15', '2026-01-01', 'month')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
  });
});
