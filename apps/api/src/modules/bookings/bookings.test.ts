import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, bookedItemsPageSchema, LANGUAGE_HEADER, type BookedItemsPage } from '@weekends/shared';
import {
  bearer,
  clientIp,
  createTestApp,
  signUp,
  solveCaptcha,
  strongPassword,
  type TestApp,
} from '../../test/helpers.ts';
import { bookedItems, bookings, bundles, customers, priceOptions } from '../../db/schema/index.ts';
import { newVoucherCode, splitCommission, VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH } from './service.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

let t: TestApp;
let safari: { id: number; slug: string; title: string };
let cruise: { id: number; slug: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  const city = await t.fixtures.insertCity({ name: 'Dubai' });
  safari = await t.fixtures.insertActivity({
    title: 'Desert Safari',
    cityId: city.id,
    prices: [{ price: 20_000, discountedPrice: 15_000 }],
    images: ['/uploads/test/safari-first.webp', '/uploads/test/safari-second.webp'],
  });
  cruise = await t.fixtures.insertActivity({
    title: 'Dhow Cruise',
    cityId: city.id,
    prices: [{ price: 10_000 }],
    images: [],
  });
});
afterAll(() => t.close());

let voucherSequence = 0;
/**
 * A booking of `count` items for the customer, each one of the activity's first option; returns the item ids in insert
 * order.
 */
async function book(
  customerId: number,
  activityId: number,
  count: number,
  extra: Partial<typeof bookedItems.$inferInsert> = {},
): Promise<number[]> {
  const [option] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId)).limit(1);
  const price = option?.price ?? 10_000;
  const [booking] = await t.db
    .insert(bookings)
    .values({ customerId, cartTotal: price * count, total: price * count })
    .returning({ id: bookings.id });
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    voucherSequence += 1;
    const [row] = await t.db
      .insert(bookedItems)
      .values({
        bookingId: booking!.id,
        customerId,
        activityId,
        priceOptionId: option?.id ?? null,
        quantity: 1,
        price,
        discountedPrice: option?.discountedPrice ?? null,
        total: price,
        ...splitCommission(price),
        voucherCode: `T${String(voucherSequence).padStart(7, '0')}`,
        ...extra,
      })
      .returning({ id: bookedItems.id });
    ids.push(row!.id);
  }
  return ids;
}

/** Booked Activities need a confirmed e-mail address (see routes.ts), so most tests confirm at once. */
async function confirmedSignUp() {
  const account = await signUp(t.app);
  await t.db.update(customers).set({ isConfirmed: true }).where(eq(customers.id, account.user.id));
  return account;
}

const list = async (token: string | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/accounts/me/bookings${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/accounts/me/bookings', () => {
  it('pages 13 items as 6, 6 and 1, newest first, with hasMore true, true, false', async () => {
    const { token, user } = await confirmedSignUp();
    const ids = [
      ...(await book(user.id, safari.id, 5)),
      ...(await book(user.id, cruise.id, 4)),
      ...(await book(user.id, safari.id, 4)),
    ];
    expect(ids).toHaveLength(13);
    const newestFirst = [...ids].sort((a, b) => b - a);

    const pages: BookedItemsPage[] = [];
    for (const page of [1, 2, 3]) {
      const response = await list(token, `?page=${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      pages.push(bookedItemsPageSchema.parse(response.json()));
    }
    expect(pages.map((p) => p.items.length)).toEqual([6, 6, 1]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(newestFirst);

    // No page number means the first page; past the end is an empty last page.
    expect((await list(token)).json()).toEqual(pages[0]);
    expect((await list(token, '?page=4')).json()).toEqual({ items: [], page: 4, hasMore: false });
  });

  it('answers hasMore false when the items fill exactly one page', async () => {
    const { token, user } = await confirmedSignUp();
    await book(user.id, cruise.id, 6);
    const body = (await list(token)).json();
    expect(body.items).toHaveLength(6);
    expect(body.hasMore).toBe(false);
  });

  it("describes each item as the dashboard shows it: title, the activity's first image, otp, total, address", async () => {
    const { token, user } = await confirmedSignUp();
    const purchaseDate = new Date('2026-01-15T17:30:00.000Z');
    const [activityItem] = await book(user.id, safari.id, 1, {
      quantity: 2,
      total: 30_000,
      address: 'Villa 3, Al Wasl Road, Jumeirah 1, Dubai',
      purchaseDate,
      voucherCode: 'ABCD2345',
    });
    const [bundleItem] = await book(user.id, cruise.id, 1, {
      itemType: 1,
      bundleName: 'Weekends Pass: Dubai Classics',
    });
    const { items } = bookedItemsPageSchema.parse((await list(token)).json());
    const bookingOf = async (id: number) =>
      (await t.db.select({ bookingId: bookedItems.bookingId }).from(bookedItems).where(eq(bookedItems.id, id)))[0]!
        .bookingId;

    expect(items[0]).toEqual({
      id: bundleItem,
      bookingId: await bookingOf(bundleItem!),
      itemType: 1,
      title: 'Weekends Pass: Dubai Classics',
      activity: { slug: cruise.slug, title: 'Dhow Cruise', image: null },
      purchaseDate: expect.any(String),
      otp: expect.stringMatching(/^T\d{7}$/),
      total: 10_000,
      quantity: 1,
      address: null,
      date: null,
      validUntil: null,
      status: 'pending',
      orderId: null,
    });
    expect(items[1]).toEqual({
      id: activityItem,
      bookingId: await bookingOf(activityItem!),
      itemType: 0,
      title: 'Desert Safari',
      activity: { slug: safari.slug, title: 'Desert Safari', image: '/uploads/test/safari-first.webp' },
      purchaseDate: '2026-01-15T17:30:00.000Z',
      otp: 'ABCD2345',
      total: 30_000,
      quantity: 2,
      address: 'Villa 3, Al Wasl Road, Jumeirah 1, Dubai',
      date: null,
      validUntil: null,
      status: 'pending',
      orderId: null,
    });
  });

  it("lists only the caller's own items", async () => {
    const owner = await confirmedSignUp();
    const other = await confirmedSignUp();
    const mine = await book(owner.user.id, safari.id, 3);
    const theirs = await book(other.user.id, safari.id, 2);
    const ownIds = (await list(owner.token)).json().items.map((i: { id: number }) => i.id);
    const otherIds = (await list(other.token)).json().items.map((i: { id: number }) => i.id);
    expect(ownIds).toEqual([...mine].reverse());
    expect(otherIds).toEqual([...theirs].reverse());
    // A fresh account sees none, on any page.
    const fresh = await confirmedSignUp();
    expect((await list(fresh.token)).json()).toEqual({ items: [], page: 1, hasMore: false });
    expect((await list(fresh.token, '?page=2')).json()).toEqual({ items: [], page: 2, hasMore: false });
  });

  it('answers 401 without a session', async () => {
    const response = await list(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 403 to a guest with a message saying how to see the bookings', async () => {
    const { token, user } = await confirmedSignUp();
    await book(user.id, safari.id, 1);
    await t.db.update(customers).set({ isGuest: true }).where(eq(customers.id, user.id));
    const response = await list(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      keyed({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: BOOKING_MESSAGES.guestHasNoDashboard,
      }),
    );
  });

  it("keeps a merged guest's vouchers hidden until the e-mail is confirmed", async () => {
    const email = `guest-${Date.now()}@example.test`;
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/guest',
      headers: { 'x-forwarded-for': clientIp() },
      payload: {
        firstName: 'Sara',
        lastName: 'Guest',
        email,
        phoneNumber: '+971501234567',
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(guest.statusCode).toBe(200);
    await book(guest.json().id, safari.id, 1);
    // Someone who only knows the address signs up on it: the guest's row becomes theirs, unconfirmed.
    const merged = await signUp(t.app, { email, password: strongPassword });
    expect(merged.user.id).toBe(guest.json().id);
    const hidden = await list(merged.token);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual(
      keyed({
        statusCode: 403,
        code: 'EMAIL_NOT_CONFIRMED',
        message: BOOKING_MESSAGES.confirmEmailFirst,
      }),
    );
    // The mailbox owner confirms: now the bookings are theirs to see.
    await t.db.update(customers).set({ isConfirmed: true }).where(eq(customers.id, merged.user.id));
    expect((await list(merged.token)).json().items).toHaveLength(1);
  });

  it('answers 400 for a page that is not a whole number from 1', async () => {
    const { token } = await confirmedSignUp();
    for (const page of ['0', '-1', 'abc', '1.5', '10001']) {
      const response = await list(token, `?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { page: expect.any(Array) } });
    }
  });

  it("names each item in the page's language: the activity's Arabic title, a pass's Arabic name", async () => {
    const { token, user } = await confirmedSignUp();
    const listing = await t.fixtures.insertActivity({
      title: 'Weekends Pass: Creek and Dunes',
      titleAr: 'باقة Weekends: الخور والكثبان',
      prices: [{ price: 30_000 }],
    });
    const kayak = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      titleAr: 'كاياك بين أشجار القرم',
      prices: [{ price: 10_000, description: 'Adult', descriptionAr: 'بالغ' }],
    });
    const [bundle] = await t.db
      .insert(bundles)
      .values({ slug: `creek-pass-${Date.now()}`, name: 'Creek Pass', nameAr: 'باقة الخور' })
      .returning({ id: bundles.id });
    // A pass bought from a bundle, one named after a pass listing (the demo's ref), and an activity.
    await book(user.id, kayak.id, 1, { itemType: 1, bundleName: 'Creek Pass', passRef: `bundle:${bundle!.id}` });
    const [demoItem] = await book(user.id, kayak.id, 1, { itemType: 1, bundleName: listing.title, passRef: 'demo' });
    const [ownItem] = await book(user.id, kayak.id, 1, { priceOptionDescription: 'Adult' });
    const arabic = { ...bearer(token), [LANGUAGE_HEADER]: 'ar' };
    const inArabic = await t.app.inject({ method: 'GET', url: '/api/accounts/me/bookings', headers: arabic });
    expect(inArabic.statusCode, inArabic.body).toBe(200);
    expect(bookedItemsPageSchema.parse(inArabic.json()).items.map((i) => [i.title, i.activity.title])).toEqual([
      ['كاياك بين أشجار القرم', 'كاياك بين أشجار القرم'],
      ['باقة Weekends: الخور والكثبان', 'كاياك بين أشجار القرم'],
      ['باقة الخور', 'كاياك بين أشجار القرم'],
    ]);
    const voucher = await t.app.inject({ method: 'GET', url: `/api/booked-items/${demoItem}`, headers: arabic });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect(voucher.json()).toMatchObject({ title: 'باقة Weekends: الخور والكثبان' });
    const own = await t.app.inject({ method: 'GET', url: `/api/booked-items/${ownItem}`, headers: arabic });
    expect(own.json()).toMatchObject({ title: 'كاياك بين أشجار القرم' });
    // English readers read what was sold.
    expect(bookedItemsPageSchema.parse((await list(token)).json()).items.map((i) => i.title)).toEqual([
      'Mangrove Kayak',
      'Weekends Pass: Creek and Dunes',
      'Creek Pass',
    ]);
  });
});

describe('voucher codes and commission', () => {
  it('draws 8 characters from the unambiguous alphabet', () => {
    expect(VOUCHER_ALPHABET).not.toMatch(/[01OI]/);
    const codes = new Set(Array.from({ length: 500 }, () => newVoucherCode()));
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`));
    expect(codes.size).toBe(500);
    expect(newVoucherCode(() => 0)).toBe('AAAAAAAA');
  });

  it('keeps the fee rounded down and the rest for the host', () => {
    expect(splitCommission(29_800)).toEqual({ marketplaceFee: 4_470, hostAmount: 25_330 });
    expect(splitCommission(999)).toEqual({ marketplaceFee: 149, hostAmount: 850 });
    expect(splitCommission(10_000, 20)).toEqual({ marketplaceFee: 2_000, hostAmount: 8_000 });
  });

  it('refuses a second item with the same voucher code', async () => {
    const { user } = await confirmedSignUp();
    await book(user.id, cruise.id, 1, { voucherCode: 'SAME2345' });
    await expect(book(user.id, cruise.id, 1, { voucherCode: 'SAME2345' })).rejects.toThrow();
  });
});
