import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  dubaiDay,
  corporateInvoiceNumber,
  HOST_SALES_MESSAGES,
  LANGUAGE_HEADER,
  orderNumber,
  type HostBookings,
  type HostDashboard,
  type HostReviews,
  type Manifest,
  type Payouts,
} from '@weekends/shared';
import {
  bookings,
  corporateAwards,
  corporateInvoices,
  corporates,
  hostPayouts,
  hosts,
  priceOptions,
} from '../../db/schema/index.ts';
import { pdfText } from '../../lib/documents/testing/pdf-text.ts';
import { clientIp, createTestApp, type TestApp } from '../../test/helpers.ts';
import { mondayOf } from './dashboard.ts';
import { insertBuyer, insertHost, parseCsv, sell, type Caller } from './testing/sales.ts';
import { pinClock } from '../../test/clock.ts';

/**
 * What a host sees of its sales, on a small shop with two hosts: the figures of the cards and the chart, the Sales
 * Overview's pages, a day's guest list, reviews, payouts and the month's statement. Every figure is worked out by hand
 * from the items below; host B's sale in the same booking must never reach host A's figures.
 */
// Fixtures and the server both read today (Dubai days, the next Friday): pinned away from Dubai midnight and the
// year's end so they agree whenever the suite runs.
pinClock('2026-06-10T08:00:00Z');

let t: TestApp;
let hostA: Caller;
let hostB: Caller;
let customer: Caller;
const ids = { safari: 0, spa: 0, kayak: 0 };
const items: Record<string, { id: number; bookingId: number; orderId: number; voucherCode: string }> = {};
const day = '2027-01-08';
/** An instant on the Dubai wall clock (UTC+4). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+04:00`);
const monday = mondayOf(dubaiDay());

beforeAll(async () => {
  t = await createTestApp();
  hostA = await insertHost(t, 'Desert Co', 20);
  hostB = await insertHost(t, 'Marina Co');
  ids.safari = (await t.fixtures.insertActivity({ title: 'Desert Safari', hostId: hostA.id, dateInput: true })).id;
  ids.spa = (await t.fixtures.insertActivity({ title: 'Spa Day', hostId: hostA.id })).id;
  ids.kayak = (await t.fixtures.insertActivity({ title: 'Kayak Tour', hostId: hostB.id })).id;
  customer = await insertBuyer(t, 'Amira', 'Retail');
  const corporate = await insertBuyer(t, 'Corp', 'Buyer', { isCorporate: true, phoneNumber: '+971500000002' });
  const guest = await insertBuyer(t, 'Someone', 'Else', { isGuest: true, isConfirmed: false });

  // The chart's weeks: Monday 00:30 in Dubai opens a week; Sunday 23:30 (19:30 UTC) still closes the one before.
  const lastWeek = at(addDays(monday, -7), '00:30');
  const twoWeeksAgo = at(addDays(monday, -8), '23:30');
  const longAgo = at(addDays(monday, -7 * 13), '12:00');
  const [pending, mayFirst, kayak] = await sell(t, customer.id, [
    {
      activityId: ids.safari,
      total: 10_000,
      marketplaceFee: 2_000,
      hostAmount: 8_000,
      bookedFor: day,
      quantity: 2,
      priceOptionDescription: 'Adult',
      purchaseDate: lastWeek,
    },
    // 20:30 UTC on 30 April is 00:30 on 1 May in Dubai: a May voucher.
    {
      activityId: ids.spa,
      total: 5_000,
      marketplaceFee: 1_000,
      hostAmount: 4_000,
      purchaseDate: lastWeek,
      redeemedAt: new Date('2026-04-30T20:30:00Z'),
    },
    {
      activityId: ids.kayak,
      total: 99_900,
      marketplaceFee: 14_985,
      hostAmount: 84_915,
      purchaseDate: lastWeek,
      redeemedAt: new Date('2026-05-10T10:00:00Z'),
    },
  ]);
  // 19:59 UTC on 30 June is 23:59 in Dubai: still June.
  const [june] = await sell(t, corporate.id, [
    {
      activityId: ids.safari,
      total: 20_000,
      marketplaceFee: 4_000,
      hostAmount: 16_000,
      bookedFor: day,
      priceOptionDescription: 'Adult',
      purchaseDate: twoWeeksAgo,
      redeemedAt: new Date('2026-06-30T19:59:00Z'),
    },
  ]);
  const [cancelled] = await sell(t, customer.id, [
    {
      activityId: ids.safari,
      total: 30_000,
      marketplaceFee: 6_000,
      hostAmount: 24_000,
      bookedFor: day,
      purchaseDate: lastWeek,
      cancelledAt: new Date(),
    },
  ]);
  const [guestItem] = await sell(
    t,
    guest.id,
    [
      {
        activityId: ids.safari,
        total: 7_000,
        marketplaceFee: 1_400,
        hostAmount: 5_600,
        bookedFor: day,
        quantity: 3,
        priceOptionDescription: 'Child',
        purchaseDate: longAgo,
      },
    ],
    { firstName: 'Layla', lastName: 'Guest', phoneNumber: '+971501112233' },
  );
  const [mayCouple] = await sell(t, customer.id, [
    {
      activityId: ids.spa,
      total: 12_345,
      marketplaceFee: 2_469,
      hostAmount: 9_876,
      quantity: 3,
      priceOptionDescription: 'Couple',
      purchaseDate: longAgo,
      redeemedAt: new Date('2026-05-15T10:00:00Z'),
    },
  ]);
  Object.assign(items, { pending, mayFirst, kayak, june, cancelled, guestItem, mayCouple });
  await t.db.insert(hostPayouts).values([
    { hostId: hostA.id, month: '2026-05-01', amount: 3_000 },
    { hostId: hostA.id, month: '2026-04-01', amount: 2_500 },
    { hostId: hostB.id, month: '2026-05-01', amount: 50_000 },
  ]);
}, 60_000);
afterAll(() => t?.close());

describe('the dashboard', () => {
  it("adds up the host's own items as sold, leaving out cancelled ones and other hosts'", async () => {
    const response = await hostA.call('GET', '/api/host/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const dashboard = response.json() as HostDashboard;
    expect(dashboard).toMatchObject({
      revenue: 8_000 + 4_000 + 16_000 + 5_600 + 9_876,
      // Four bookings: the cancelled one counts nowhere; the kayak shares a booking with host A's items.
      orders: 4,
      pending: 2,
      redeemed: 3,
      // Redeemed host amounts less everything paid out.
      amountDue: 4_000 + 16_000 + 9_876 - (3_000 + 2_500),
      corporate: 1,
      retail: 4,
    });
  });

  it('charts the last 12 weeks from Monday in Dubai, oldest first, zero-filled', async () => {
    const { weeks } = (await hostA.call('GET', '/api/host/dashboard')).json() as HostDashboard;
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.weekStart)).toEqual(Array.from({ length: 12 }, (_, i) => addDays(monday, 7 * (i - 11))));
    expect(weeks[11]).toEqual({ weekStart: monday, items: 0, amount: 0 });
    expect(weeks[10]).toEqual({ weekStart: addDays(monday, -7), items: 2, amount: 12_000 });
    expect(weeks[9]).toEqual({ weekStart: addDays(monday, -14), items: 1, amount: 16_000 });
    expect(weeks.slice(0, 9).every((w) => w.items === 0 && w.amount === 0)).toBe(true);
  });

  it('shows host B only its kayak, and what it was paid', async () => {
    const dashboard = (await hostB.call('GET', '/api/host/dashboard')).json() as HostDashboard;
    expect(dashboard).toMatchObject({
      revenue: 84_915,
      orders: 1,
      pending: 0,
      redeemed: 1,
      amountDue: 84_915 - 50_000,
      corporate: 0,
      retail: 1,
    });
  });
});

describe('the Sales Overview', () => {
  it('lists every own item newest first, cancelled ones as cancelled, with the guest names typed at checkout', async () => {
    const page = (await hostA.call('GET', '/api/host/bookings')).json() as HostBookings;
    expect(page.items.map((i) => i.id)).toEqual(
      [items.mayCouple, items.guestItem, items.cancelled, items.june, items.mayFirst, items.pending].map((i) => i!.id),
    );
    // Exactly six: a full page, and nothing after it.
    expect(page.hasMore).toBe(false);
    expect(page.items.map((i) => i.status)).toEqual([
      'verified',
      'pending',
      'cancelled',
      'verified',
      'verified',
      'pending',
    ]);
    expect(page.items[1]).toMatchObject({
      customerName: 'Layla Guest',
      bookingId: items.guestItem!.bookingId,
      // 'Order No' is the order number the customer quotes, not the booking's id.
      orderNumber: orderNumber(items.guestItem!.orderId),
      title: 'Desert Safari',
      quantity: 3,
      bookedFor: day,
      hostAmount: 5_600,
      redeemedAt: null,
    });
    expect(page.items[0]).toMatchObject({
      customerName: 'Amira Retail',
      redeemedAt: '2026-05-15T10:00:00.000Z',
      priceOptionDescription: 'Couple',
    });
    expect((await hostB.call('GET', '/api/host/bookings')).json().items.map((i: { id: number }) => i.id)).toEqual([
      items.kayak!.id,
    ]);
  });

  it('pages by 6, newest first, with hasMore until the last page', async () => {
    const host = await insertHost(t, 'Busy Co');
    const activity = await t.fixtures.insertActivity({ title: 'Dune Bashing', hostId: host.id });
    const sold: number[] = [];
    for (let i = 0; i < 13; i += 1) sold.push((await sell(t, customer.id, [{ activityId: activity.id }]))[0]!.id);
    const newestFirst = [...sold].reverse();
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push((await host.call('GET', `/api/host/bookings?page=${page}`)).json() as HostBookings);
    expect(pages.map((p) => p.items.map((i) => i.id))).toEqual([
      newestFirst.slice(0, 6),
      newestFirst.slice(6, 12),
      newestFirst.slice(12),
    ]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect((await host.call('GET', '/api/host/bookings?page=0')).statusCode).toBe(400);
  });

  it("names each sale in the host's page's language: the activity's Arabic title and the Arabic of the option sold", async () => {
    const host = await insertHost(t, 'Mangrove Co');
    const activity = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      titleAr: 'كاياك بين أشجار القرم',
      hostId: host.id,
      prices: [{ price: 10_000, description: 'Adult', descriptionAr: 'بالغ' }],
    });
    const [option] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activity.id));
    await sell(t, customer.id, [
      { activityId: activity.id, priceOptionId: option!.id, priceOptionDescription: 'Adult' },
      // An option renamed since the sale keeps the words it was sold with.
      { activityId: activity.id, priceOptionId: option!.id, priceOptionDescription: 'Grown-up' },
    ]);
    const inArabic = await t.app.inject({
      method: 'GET',
      url: '/api/host/bookings',
      headers: { ...host.headers, [LANGUAGE_HEADER]: 'ar', 'x-forwarded-for': clientIp() },
    });
    expect(inArabic.statusCode, inArabic.body).toBe(200);
    const items = (inArabic.json() as HostBookings).items;
    expect(items.map((i) => [i.title, i.priceOptionDescription])).toEqual([
      ['كاياك بين أشجار القرم', 'Grown-up'],
      ['كاياك بين أشجار القرم', 'بالغ'],
    ]);
    const inEnglish = (await host.call('GET', '/api/host/bookings')).json() as HostBookings;
    expect(inEnglish.items.map((i) => [i.title, i.priceOptionDescription])).toEqual([
      ['Mangrove Kayak', 'Grown-up'],
      ['Mangrove Kayak', 'Adult'],
    ]);
  });
});

describe("a day's guest list", () => {
  it("lists the day's standing items of one own activity by guest name, with phones and the total", async () => {
    const response = await hostA.call('GET', `/api/host/manifest?activityId=${ids.safari}&day=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const manifest = response.json() as Manifest;
    expect(manifest.activity).toEqual({ id: ids.safari, title: 'Desert Safari' });
    expect(manifest.day).toBe(day);
    expect(manifest.guests).toEqual([
      {
        bookedItemId: items.pending!.id,
        bookingId: items.pending!.bookingId,
        orderNumber: orderNumber(items.pending!.orderId),
        customerName: 'Amira Retail',
        phoneNumber: '+971500000001',
        priceOptionDescription: 'Adult',
        quantity: 2,
        voucherCode: items.pending!.voucherCode,
        status: 'pending',
      },
      {
        bookedItemId: items.june!.id,
        bookingId: items.june!.bookingId,
        orderNumber: orderNumber(items.june!.orderId),
        customerName: 'Corp Buyer',
        phoneNumber: '+971500000002',
        priceOptionDescription: 'Adult',
        quantity: 1,
        voucherCode: items.june!.voucherCode,
        status: 'verified',
      },
      {
        bookedItemId: items.guestItem!.id,
        bookingId: items.guestItem!.bookingId,
        orderNumber: orderNumber(items.guestItem!.orderId),
        customerName: 'Layla Guest',
        phoneNumber: '+971501112233',
        priceOptionDescription: 'Child',
        quantity: 3,
        voucherCode: items.guestItem!.voucherCode,
        status: 'pending',
      },
    ]);
    expect(manifest.totalQuantity).toBe(6);
    const otherDay = (
      await hostA.call('GET', `/api/host/manifest?activityId=${ids.safari}&day=2027-01-09`)
    ).json() as Manifest;
    expect(otherDay).toMatchObject({ guests: [], totalQuantity: 0 });
  });

  it("answers 404 for another host's activity and one that does not exist, 400 for a day that is not real", async () => {
    expect((await hostB.call('GET', `/api/host/manifest?activityId=${ids.safari}&day=${day}`)).statusCode).toBe(404);
    expect((await hostA.call('GET', `/api/host/manifest?activityId=${ids.kayak}&day=${day}`)).statusCode).toBe(404);
    expect((await hostA.call('GET', `/api/host/manifest?activityId=999999&day=${day}`)).statusCode).toBe(404);
    expect((await hostA.call('GET', `/api/host/manifest?activityId=${ids.safari}&day=2027-02-30`)).statusCode).toBe(
      400,
    );
    expect((await hostA.call('GET', `/api/host/manifest?activityId=${ids.safari}`)).statusCode).toBe(400);
  });
});

describe('reviews', () => {
  it("lists the published reviews of the host's activities only, newest first", async () => {
    const corporate = await insertBuyer(t, 'Noura', 'Saeed');
    const older = await t.fixtures.insertReview({
      activityId: ids.safari,
      customerId: customer.id,
      isPublished: true,
      publishedAt: new Date('2026-10-01T08:00:00Z'),
      rating: 4,
      content: 'Great dunes.',
    });
    const newer = await t.fixtures.insertReview({
      activityId: ids.spa,
      customerId: corporate.id,
      isPublished: true,
      publishedAt: new Date('2026-11-01T08:00:00Z'),
      rating: 5,
      content: 'So calm.',
    });
    await t.fixtures.insertReview({
      activityId: ids.safari,
      customerId: corporate.id,
      isPublished: false,
      content: 'Awaiting approval.',
    });
    await t.fixtures.insertReview({
      activityId: ids.kayak,
      customerId: customer.id,
      isPublished: true,
      publishedAt: new Date('2026-11-02T08:00:00Z'),
    });
    const reviews = (await hostA.call('GET', '/api/host/reviews')).json() as HostReviews;
    expect(reviews.count).toBe(2);
    expect(reviews.items).toEqual([
      {
        id: newer.id,
        customerName: 'Noura',
        publishedAt: '2026-11-01T08:00:00.000Z',
        rating: 5,
        content: 'So calm.',
        activity: {
          id: ids.spa,
          slug: expect.any(String),
          title: 'Spa Day',
          image: expect.stringMatching(/^\/uploads\//),
        },
      },
      {
        id: older.id,
        customerName: 'Amira',
        publishedAt: '2026-10-01T08:00:00.000Z',
        rating: 4,
        content: 'Great dunes.',
        activity: { id: ids.safari, slug: expect.any(String), title: 'Desert Safari', image: expect.any(String) },
      },
    ]);
    expect(((await hostB.call('GET', '/api/host/reviews')).json() as HostReviews).count).toBe(1);
  });
});

describe('payouts', () => {
  it('sums each month of redeemed vouchers (Dubai calendar) and its payouts, newest first', async () => {
    const payouts = (await hostA.call('GET', '/api/host/payouts')).json() as Payouts;
    expect(payouts).toEqual({
      note: HOST_SALES_MESSAGES.payoutNote,
      commissionPercent: 20,
      months: [
        { month: '2026-06', redeemedItems: 1, sales: 20_000, fees: 4_000, amountDue: 16_000, paid: 0 },
        { month: '2026-05', redeemedItems: 2, sales: 17_345, fees: 3_469, amountDue: 13_876, paid: 3_000 },
        { month: '2026-04', redeemedItems: 0, sales: 0, fees: 0, amountDue: 0, paid: 2_500 },
      ],
    });
    expect(((await hostB.call('GET', '/api/host/payouts')).json() as Payouts).months).toEqual([
      { month: '2026-05', redeemedItems: 1, sales: 99_900, fees: 14_985, amountDue: 84_915, paid: 50_000 },
    ]);
  });

  it("gives the month's statement as CSV: a row per voucher, the totals, the payout and the balance", async () => {
    const response = await hostA.call('GET', '/api/host/payouts/2026-05/statement.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="weekends-statement-2026-05.csv"');
    const blank = ['', '', '', '', '', '', ''];
    expect(parseCsv(response.body)).toEqual([
      ['Date', 'Order No', 'Voucher', 'Activity', 'Option', 'Qty', 'Paid (AED)', 'Fee (AED)', 'Amount due (AED)'],
      [
        '2026-05-01',
        orderNumber(items.mayFirst!.orderId),
        items.mayFirst!.voucherCode,
        'Spa Day',
        '',
        '1',
        '50.00',
        '10.00',
        '40.00',
      ],
      [
        '2026-05-15',
        orderNumber(items.mayCouple!.orderId),
        items.mayCouple!.voucherCode,
        'Spa Day',
        'Couple',
        '3',
        '123.45',
        '24.69',
        '98.76',
      ],
      ['Total', '', '', '', '', '4', '173.45', '34.69', '138.76'],
      ['Paid out', ...blank, '30.00'],
      ['Balance', ...blank, '108.76'],
    ]);
    // A month paid ahead of its vouchers: a negative balance stays a number.
    const april = parseCsv((await hostA.call('GET', '/api/host/payouts/2026-04/statement.csv')).body);
    expect(april.slice(1)).toEqual([
      ['Total', '', '', '', '', '0', '0.00', '0.00', '0.00'],
      ['Paid out', ...blank, '25.00'],
      ['Balance', ...blank, '-25.00'],
    ]);
  });

  it('keeps text a spreadsheet would run as a formula inert', async () => {
    const host = await insertHost(t, 'Tricky Co');
    const activity = await t.fixtures.insertActivity({ title: '=HYPERLINK("http://evil.test")', hostId: host.id });
    await sell(t, customer.id, [
      { activityId: activity.id, priceOptionDescription: '@SUM(1)', redeemedAt: new Date('2026-07-02T10:00:00Z') },
    ]);
    const rows = parseCsv((await host.call('GET', '/api/host/payouts/2026-07/statement.csv')).body);
    expect(rows[1]!.slice(3, 5)).toEqual(['\'=HYPERLINK("http://evil.test")', "'@SUM(1)"]);
  });

  it("gives the month's statement as a PDF with its lines and totals", async () => {
    const response = await hostA.call('GET', '/api/host/payouts/2026-05/statement.pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="weekends-statement-2026-05.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Payout Statement');
    expect(text).toContain('Month: May 2026');
    expect(text).toContain('Desert Co');
    expect(text).toContain('Online Marketplace Fee: 20%');
    expect(text).toContain(items.mayCouple!.voucherCode);
    // The order number the customer and the host see, not the booking's id.
    expect(text).toContain(orderNumber(items.mayCouple!.orderId));
    expect(text).toContain(orderNumber(items.mayFirst!.orderId));
    expect(text).toContain('15 May 2026');
    expect(text).toContain('AED 173.45');
    expect(text).toContain('AED 34.69');
    expect(text).toContain('AED 138.76');
    expect(text).toContain('-AED 30.00');
    expect(text).toContain('AED 108.76');
    expect(text.join('\n')).toContain('Page 1 of 1');
  });

  /** The statement as the browser downloads it from an Arabic page: a link followed with the `lang` cookie. */
  const fromArabicPage = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...hostA.headers, cookie: 'lang=ar', 'x-forwarded-for': clientIp() },
    });

  it("gives the statement's words in Arabic, PDF and CSV, when asked from an Arabic page", async () => {
    const response = await fromArabicPage('/api/host/payouts/2026-05/statement.pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="weekends-statement-2026-05.pdf"');
    // Words whose letters Plex draws as one two-letter glyph read back swapped from the PDF, and lines mixing scripts
    // in drawing order (see invoice.test.ts): these are read whole, the others in parts.
    const text = await pdfText(response.rawPayload);
    const all = text.join('\n');
    expect(text).toContain('كشف المستحقات');
    expect(text.some((p) => p.includes('الشهر') && p.includes('مايو') && p.includes('2026'))).toBe(true);
    expect(all).toContain('رسوم السوق');
    for (const header of ['رقم الطلب', 'القسيمة', 'التجربة', 'الخيار', 'الكمية', 'المدفوع', 'الرسوم', 'المبلغ المستحق'])
      expect(text).toContain(header);
    expect(text).toContain('المبلغ المستحق عن الشهر');
    expect(text).toContain('الرصيد');
    expect(text).toContain('Desert Co');
    expect(text).toContain(items.mayCouple!.voucherCode);
    // Western digits with the dirham sign, as the Arabic site writes prices; a payout stays a negative.
    for (const figure of ['173.45', '138.76', '-30.00', '108.76']) {
      const piece = text.find((p) => p.includes(figure));
      expect(piece, figure).toMatch(/^(\S+ )?[-\d,.]+( \S+)?$/);
      expect(piece, figure).toContain('د');
      expect(piece, figure).toContain('إ');
    }
    expect(text.some((p) => p.includes('صفحة') && p.includes('1 من 1'))).toBe(true);
    expect(all).not.toContain('Payout Statement');
    expect(all).not.toContain('Page');
    // The currency as a word: a voucher code is random hex and may hold the letters (059AEDF5 did, once).
    expect(all).not.toMatch(/\bAED\b/);

    const csv = await fromArabicPage('/api/host/payouts/2026-05/statement.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'التاريخ',
      'رقم الطلب',
      'القسيمة',
      'التجربة',
      'الخيار',
      'الكمية',
      'المدفوع (د.إ)',
      'الرسوم (د.إ)',
      'المبلغ المستحق (د.إ)',
    ]);
    // The figures are the English file's: only the words change, so a spreadsheet reads either the same.
    const english = parseCsv((await hostA.call('GET', '/api/host/payouts/2026-05/statement.csv')).body);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual(english.slice(1).map((row) => row.slice(1)));
    expect(rows.slice(-3).map((row) => row[0])).toEqual(['الإجمالي', 'المبلغ المحول', 'الرصيد']);
  });

  it("gives the statement in the language its link names, whatever the cookie says (a page's links carry it)", async () => {
    const linked = await t.app.inject({
      method: 'GET',
      url: '/api/host/payouts/2026-05/statement.csv?language=ar',
      headers: { ...hostA.headers, 'x-forwarded-for': clientIp() },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(parseCsv(linked.body)[0]![0]).toBe('التاريخ');
    const english = await fromArabicPage('/api/host/payouts/2026-05/statement.csv?language=en');
    expect(parseCsv(english.body)[0]![0]).toBe('Date');
    // A language the site has not is no language: the cookie's.
    const unknown = await fromArabicPage('/api/host/payouts/2026-05/statement.csv?language=fr');
    expect(parseCsv(unknown.body)[0]![0]).toBe('التاريخ');
  });

  it("names a corporate's award, which has no order, by its invoice number", async () => {
    const host = await insertHost(t, 'Award Co');
    const activity = await t.fixtures.insertActivity({ title: 'Team Dhow', hostId: host.id });
    const [item] = await sell(t, customer.id, [
      { activityId: activity.id, redeemedAt: new Date('2026-08-03T10:00:00Z') },
    ]);
    await t.db.update(bookings).set({ orderId: null }).where(eq(bookings.id, item!.bookingId));
    const [corporate] = await t.db
      .insert(corporates)
      .values({ name: 'Acme', slug: `acme-${item!.id}`, emailDomain: 'acme.test' })
      .returning();
    const number = corporateInvoiceNumber(2026, item!.id);
    const [invoice] = await t.db
      .insert(corporateInvoices)
      .values({ corporateId: corporate!.id, number, amount: 10_000, dueOn: '2026-09-02' })
      .returning();
    await t.db.insert(corporateAwards).values({
      corporateId: corporate!.id,
      employeeId: customer.id,
      awardedBy: customer.id,
      itemType: 0,
      activityId: activity.id,
      title: 'Team Dhow',
      bookingId: item!.bookingId,
      invoiceId: invoice!.id,
      total: 10_000,
    });
    const rows = parseCsv((await host.call('GET', '/api/host/payouts/2026-08/statement.csv')).body);
    expect(rows[1]!.slice(0, 3)).toEqual(['2026-08-03', number, item!.voucherCode]);
    expect(await pdfText((await host.call('GET', '/api/host/payouts/2026-08/statement.pdf')).rawPayload)).toContain(
      number,
    );
    const overview = (await host.call('GET', '/api/host/bookings')).json() as HostBookings;
    expect(overview.items[0]!.orderNumber).toBe(number);
  });

  it("answers 404 for a month with nothing, and never shows another host's vouchers", async () => {
    expect((await hostA.call('GET', '/api/host/payouts/2026-03/statement.csv')).statusCode).toBe(404);
    expect((await hostA.call('GET', '/api/host/payouts/2026-13/statement.pdf')).statusCode).toBe(400);
    expect((await hostB.call('GET', '/api/host/payouts/2026-06/statement.csv')).statusCode).toBe(404);
    const rows = parseCsv((await hostB.call('GET', '/api/host/payouts/2026-05/statement.csv')).body);
    expect(rows.slice(1, -3).map((r) => r[2])).toEqual([items.kayak!.voucherCode]);
  });
});

describe('who may see it', () => {
  it('refuses visitors, customers and hosts not yet approved', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/host/dashboard' });
    expect(visitor.statusCode).toBe(401);
    for (const url of [
      '/api/host/dashboard',
      '/api/host/bookings',
      '/api/host/payouts',
      '/api/host/payouts/2026-05/statement.csv',
    ]) {
      expect((await customer.call('GET', url)).statusCode).toBe(403);
    }
    expect((await customer.call('POST', '/api/host/verify', { code: items.pending!.voucherCode })).statusCode).toBe(
      403,
    );
    // An application waiting for the provider: the hosts row exists, the account is not a host yet.
    const applicant = await insertBuyer(t, 'Hopeful', 'Applicant');
    await t.db.insert(hosts).values({ customerId: applicant.id, businessName: 'Soon Co', status: 'pending' });
    expect((await applicant.call('GET', '/api/host/dashboard')).statusCode).toBe(403);
  });
});

describe("the host's pages in Arabic", () => {
  const arabic = (host: Caller, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...host.headers, [LANGUAGE_HEADER]: 'ar', 'x-forwarded-for': clientIp() },
    });

  it("names the guest list's activity and each option sold in the page's language", async () => {
    const host = await insertHost(t, 'Mangrove Co');
    const activity = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      titleAr: 'كاياك بين أشجار القرم',
      hostId: host.id,
      dateInput: true,
      prices: [{ price: 10_000, description: 'Adult', descriptionAr: 'بالغ' }],
    });
    const [option] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activity.id));
    await sell(t, customer.id, [
      { activityId: activity.id, priceOptionId: option!.id, priceOptionDescription: 'Adult', bookedFor: day },
    ]);
    const url = `/api/host/manifest?activityId=${activity.id}&day=${day}`;
    const inArabic = await arabic(host, url);
    expect(inArabic.statusCode, inArabic.body).toBe(200);
    const manifest = inArabic.json() as Manifest;
    expect(manifest.activity.title).toBe('كاياك بين أشجار القرم');
    expect(manifest.guests.map((g) => g.priceOptionDescription)).toEqual(['بالغ']);
    const inEnglish = (await host.call('GET', url)).json() as Manifest;
    expect([inEnglish.activity.title, inEnglish.guests[0]?.priceOptionDescription]).toEqual([
      'Mangrove Kayak',
      'Adult',
    ]);
  });

  it("names each reviewed activity in the page's language", async () => {
    const host = await insertHost(t, 'Creek Co');
    const activity = await t.fixtures.insertActivity({
      title: 'Creek Abra Ride',
      titleAr: 'جولة العبرة في الخور',
      hostId: host.id,
    });
    await t.fixtures.insertReview({
      activityId: activity.id,
      customerId: customer.id,
      isPublished: true,
      publishedAt: new Date('2026-11-01T08:00:00Z'),
      content: 'Lovely.',
    });
    const inArabic = await arabic(host, '/api/host/reviews');
    expect(inArabic.statusCode, inArabic.body).toBe(200);
    expect((inArabic.json() as HostReviews).items.map((r) => [r.activity.title, r.content])).toEqual([
      ['جولة العبرة في الخور', 'Lovely.'],
    ]);
    expect(((await host.call('GET', '/api/host/reviews')).json() as HostReviews).items[0]?.activity.title).toBe(
      'Creek Abra Ride',
    );
  });
});
