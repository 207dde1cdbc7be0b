import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REMINDER_MESSAGES, type Review } from '@weekends/shared';
import {
  activityAddresses,
  bookedItemEvents,
  bookedItems,
  bookings,
  cartItems,
  carts,
  customers,
  orders,
  outbox,
  priceOptions,
  sessions,
} from '../../db/schema/index.ts';
import { clientIp, createTestApp, type TestApp } from '../../test/helpers.ts';
import { newAttempt, waitFor } from '../checkout/testing/shop.ts';
import { payOnSandbox, quickBuyer } from '../checkout/testing/buyers.ts';
import { sendCartReminder } from './cart-reminder.ts';
import { sendDayBeforeReminder } from './day-before.ts';
import { REMINDER_QUEUES, type ReminderDeps } from './deps.ts';
import { sweepReminders } from './jobs.ts';
import { sendReviewRequest, type ReviewRequestKey } from './review-request.ts';

/**
 * The mails after a sale and a cart. Bookings and carts are made directly in the database, in 2031, and each sweep
 * is given its clock: the app's own sweep (real time) never finds these due, so it cannot send what a test expects
 * to be held back. One test runs the real queue with real time, to prove the wiring.
 */
let t: TestApp;
let deps: ReminderDeps;
let dated: { id: number; slug: string; title: string };
let undated: { id: number; slug: string; title: string };
let other: { id: number; slug: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, mailer: t.app.mailer, secret: t.app.config.SESSION_SECRET, log: t.app.log };
  const city = await t.fixtures.insertCity({ name: 'Dubai' });
  dated = await t.fixtures.insertActivity({
    title: 'Desert Safari',
    cityId: city.id,
    latitude: 25.05,
    longitude: 55.31,
    dateInput: true,
    prices: [{ price: 20_000, description: 'Adult' }],
  });
  undated = await t.fixtures.insertActivity({
    title: 'Spa Day',
    cityId: city.id,
    validityPeriod: 4,
    prices: [{ price: 35_000, description: 'Voucher' }],
  });
  other = await t.fixtures.insertActivity({
    title: 'Dhow Cruise',
    cityId: city.id,
    prices: [{ price: 10_000, description: 'Seat' }],
  });
}, 60_000);

afterAll(() => t.close());

/** Runs the sweep at `now` with a queue that runs each job at once, with the same clock. */
async function sweep(now: Date) {
  await sweepReminders(
    deps,
    {
      async send(queue, data) {
        const job = data as Record<string, number>;
        if (queue === REMINDER_QUEUES.dayBefore) await sendDayBeforeReminder(deps, job.bookedItemId!, now);
        else if (queue === REMINDER_QUEUES.reviewRequest)
          await sendReviewRequest(deps, job as unknown as ReviewRequestKey, now);
        else if (queue === REMINDER_QUEUES.cart) await sendCartReminder(deps, job.cartId!, now);
        else throw new Error(`unexpected queue ${queue}`);
      },
    },
    now,
  );
}

async function customer(values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(customers)
    .values({ email: `reminded-${randomUUID()}@example.test`, firstName: 'Layla', lastName: 'Tester', ...values })
    .returning();
  return row!;
}

let voucher = 0;
async function bookItem(customerId: number, activityId: number, values: Partial<typeof bookedItems.$inferInsert> = {}) {
  const [booking] = await t.db
    .insert(bookings)
    .values({ customerId, cartTotal: 20_000, total: 20_000 })
    .returning({ id: bookings.id });
  const [item] = await t.db
    .insert(bookedItems)
    .values({
      bookingId: booking!.id,
      customerId,
      activityId,
      quantity: 2,
      price: 10_000,
      total: 20_000,
      marketplaceFee: 3_000,
      hostAmount: 17_000,
      voucherCode: `RMD${String(++voucher).padStart(5, '0')}`,
      priceOptionDescription: 'Adult',
      ...values,
    })
    .returning();
  return item!;
}

const mailsTo = (email: string, template: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.template, template)))
    .orderBy(outbox.id);

describe('the reminder the day before', () => {
  // Friday 14 March 2031 in Dubai; 'noon' is 12:00 in Dubai (UTC+4).
  const day = '2031-03-14';
  const noonOf = (d: string) => new Date(`${d}T08:00:00Z`);

  it('goes the day before, once, with the voucher code, the address and a map link, and is recorded on the item', async () => {
    const buyer = await customer({ firstName: 'Omar' });
    const item = await bookItem(buyer.id, dated.id, { bookedFor: day });

    await sweep(noonOf('2031-03-12'));
    expect(await mailsTo(buyer.email, 'day-before-reminder')).toHaveLength(0);
    // The day before, but before 09:00 in Dubai (05:00 UTC): not yet.
    await sweep(new Date('2031-03-13T04:30:00Z'));
    expect(await mailsTo(buyer.email, 'day-before-reminder')).toHaveLength(0);

    await sweep(noonOf('2031-03-13'));
    await sweep(noonOf('2031-03-13'));
    await sendDayBeforeReminder(deps, item.id, noonOf('2031-03-13'));
    const mails = await mailsTo(buyer.email, 'day-before-reminder');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Tomorrow: Desert Safari');
    expect(mail.text).toContain('Hi Omar,');
    expect(mail.text).toContain(item.voucherCode);
    expect(mail.text).toContain('Adult · Fri 14 Mar 2031');
    expect(mail.text).toContain('Quantity: 2');
    expect(mail.text).toMatch(/Where: \d+ Test Street, Dubai/);
    expect(mail.text).toContain('https://www.google.com/maps/search/?api=1&query=25.05,55.31');
    expect(mail.html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=25.05,55.31"');
    expect(mail.text).toContain(`/customer/dashboard/bookings/${item.id}`);

    const [row] = await t.db.select().from(bookedItems).where(eq(bookedItems.id, item.id));
    expect(row!.reminderSentAt).toEqual(noonOf('2031-03-13'));
    const events = await t.db.select().from(bookedItemEvents).where(eq(bookedItemEvents.bookedItemId, item.id));
    expect(events.map((e) => [e.kind, e.cause])).toEqual([['reminded', 'reminder the day before']]);
  });

  it('is not sent for a cancelled or a redeemed item, nor for an undated voucher', async () => {
    const buyer = await customer();
    const cancelled = await bookItem(buyer.id, dated.id, {
      bookedFor: day,
      cancelledAt: new Date('2031-03-01T10:00:00Z'),
    });
    const redeemed = await bookItem(buyer.id, dated.id, {
      bookedFor: day,
      redeemedAt: new Date('2031-03-13T06:00:00Z'),
    });
    await bookItem(buyer.id, undated.id, { validUntil: day });
    await sweep(noonOf('2031-03-13'));
    expect(await sendDayBeforeReminder(deps, cancelled.id, noonOf('2031-03-13'))).toBe(false);
    expect(await sendDayBeforeReminder(deps, redeemed.id, noonOf('2031-03-13'))).toBe(false);
    expect(await mailsTo(buyer.email, 'day-before-reminder')).toHaveLength(0);
  });

  it("reaches a guest through their order's signed link", async () => {
    const guest = await customer({ isGuest: true });
    const [order] = await t.db
      .insert(orders)
      .values({
        customerId: guest.id,
        attempt: randomUUID(),
        status: 'paid',
        contact: { firstName: 'Sara', lastName: 'Guest', email: guest.email, phoneNumber: null },
        cartTotal: 20_000,
        discount: 0,
        subTotal: 20_000,
        total: 20_000,
        vat: 952,
        expiresAt: new Date('2031-03-01T10:15:00Z'),
        gateway: 'sandbox',
        paidAt: new Date('2031-03-01T10:05:00Z'),
      })
      .returning({ id: orders.id });
    const item = await bookItem(guest.id, dated.id, { bookedFor: '2031-03-21' });
    await t.db.update(bookings).set({ orderId: order!.id }).where(eq(bookings.id, item.bookingId));
    await sweep(noonOf('2031-03-20'));
    const [mail] = await mailsTo(guest.email, 'day-before-reminder');
    expect(mail!.text).toMatch(new RegExp(`/booking/${guest.id}\\?order=${order!.id}&token=\\S+`));
  });
});

describe('the review request', () => {
  it('goes the day after a redeemed experience, once, linking to the review box', async () => {
    const buyer = await customer({ firstName: 'Noura' });
    await bookItem(buyer.id, dated.id, { bookedFor: '2031-04-11', redeemedAt: new Date('2031-04-11T10:00:00Z') });
    // Two options of one booking are two items, but one experience: one request.
    await bookItem(buyer.id, dated.id, {
      bookedFor: '2031-04-11',
      redeemedAt: new Date('2031-04-11T10:01:00Z'),
      priceOptionDescription: 'Child',
    });

    await sweep(new Date('2031-04-11T14:00:00Z'));
    expect(await mailsTo(buyer.email, 'review-request')).toHaveLength(0);
    await sweep(new Date('2031-04-12T06:00:00Z'));
    await sweep(new Date('2031-04-12T06:00:00Z'));
    await sendReviewRequest(deps, { customerId: buyer.id, activityId: dated.id }, new Date('2031-04-12T07:00:00Z'));
    const mails = await mailsTo(buyer.email, 'review-request');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('How was Desert Safari?');
    expect(mails[0]!.text).toContain('Hi Noura,');
    expect(mails[0]!.text).toContain(`/activity/${dated.slug}#write-review`);
    const items = await t.db.select().from(bookedItems).where(eq(bookedItems.customerId, buyer.id));
    expect(items.map((i) => i.reviewRequestSentAt)).toEqual([
      new Date('2031-04-12T06:00:00Z'),
      new Date('2031-04-12T06:00:00Z'),
    ]);
  });

  it('is not sent for a voucher that was never redeemed', async () => {
    const buyer = await customer();
    await bookItem(buyer.id, dated.id, { bookedFor: '2031-04-18' });
    await sweep(new Date('2031-04-19T06:00:00Z'));
    expect(
      await sendReviewRequest(deps, { customerId: buyer.id, activityId: dated.id }, new Date('2031-04-19T06:00:00Z')),
    ).toBe(false);
    expect(await mailsTo(buyer.email, 'review-request')).toHaveLength(0);
  });

  it('goes for an undated voucher the Dubai day after its redemption', async () => {
    const buyer = await customer();
    // 21:00 UTC on 2 May is 01:00 on 3 May in Dubai: the request is due on 4 May, not 3 May.
    await bookItem(buyer.id, undated.id, { validUntil: '2031-05-31', redeemedAt: new Date('2031-05-02T21:00:00Z') });
    await sweep(new Date('2031-05-03T08:00:00Z'));
    expect(await mailsTo(buyer.email, 'review-request')).toHaveLength(0);
    await sweep(new Date('2031-05-04T08:00:00Z'));
    const [mail] = await mailsTo(buyer.email, 'review-request');
    expect(mail!.text).toContain(`/activity/${undated.slug}#write-review`);
  });

  it('is not sent when the customer already reviewed the activity, nor for a cancelled item', async () => {
    const reviewer = await customer();
    await bookItem(reviewer.id, dated.id, { bookedFor: '2031-04-25', redeemedAt: new Date('2031-04-25T10:00:00Z') });
    await t.fixtures.insertReview({ activityId: dated.id, customerId: reviewer.id, isPublished: false });
    const refunded = await customer();
    await bookItem(refunded.id, dated.id, {
      bookedFor: '2031-04-25',
      redeemedAt: new Date('2031-04-25T10:00:00Z'),
      cancelledAt: new Date('2031-04-25T12:00:00Z'),
    });
    await sweep(new Date('2031-04-26T08:00:00Z'));
    expect(
      await sendReviewRequest(
        deps,
        { customerId: reviewer.id, activityId: dated.id },
        new Date('2031-04-26T08:00:00Z'),
      ),
    ).toBe(false);
    expect(await mailsTo(reviewer.email, 'review-request')).toHaveLength(0);
    expect(await mailsTo(refunded.email, 'review-request')).toHaveLength(0);
  });
});

describe('the cart reminder', () => {
  const now = new Date('2031-06-10T10:00:00Z');
  const hoursAgo = (hours: number, from = now) => new Date(from.getTime() - hours * 3_600_000);

  async function leftCart(customerId: number, changedAt: Date, values: Partial<typeof carts.$inferInsert> = {}) {
    const [cart] = await t.db
      .insert(carts)
      .values({ customerId, updatedAt: changedAt, ...values })
      .returning();
    await addItem(cart!.id, dated.id, changedAt);
    await addItem(cart!.id, undated.id, changedAt);
    return cart!;
  }

  async function addItem(cartId: number, activityId: number, at: Date) {
    const [option] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId));
    await t.db.insert(cartItems).values({
      cartId,
      activityId,
      bookedFor: activityId === dated.id ? '2031-06-20' : null,
      options: [{ priceOptionId: option!.id, quantity: 1 }],
      createdAt: at,
    });
    await t.db.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId));
  }

  it('goes 24 hours after the last change, once, listing the items, linking to the checkout and to turning it off', async () => {
    const shopper = await customer({ firstName: 'Amal' });
    const cart = await leftCart(shopper.id, hoursAgo(23));
    await sweep(now);
    expect(await mailsTo(shopper.email, 'cart-reminder')).toHaveLength(0);

    await t.db
      .update(carts)
      .set({ updatedAt: hoursAgo(25) })
      .where(eq(carts.id, cart.id));
    await sweep(now);
    await sweep(now);
    expect(await sendCartReminder(deps, cart.id, now)).toBe(false);
    const mails = await mailsTo(shopper.email, 'cart-reminder');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('You left something in your cart');
    expect(mail.text).toContain('Hi Amal,');
    expect(mail.text).toContain('Desert Safari');
    expect(mail.text).toContain('Spa Day');
    expect(mail.text).toContain('/checkout');
    expect(mail.text).toMatch(/Turn them off: http\S+\/cart-reminders\/off\?token=\S+/);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/\/cart-reminders\/off\?token=/);
    const [row] = await t.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row!.reminderSentAt).toEqual(now);

    // Something added to the reminded cart: still the same cart, no second mail.
    await addItem(cart.id, other.id, hoursAgo(-1));
    await sweep(hoursAgo(-26));
    expect(await mailsTo(shopper.email, 'cart-reminder')).toHaveLength(1);
  });

  it('goes again for a cart emptied and filled again', async () => {
    const shopper = await customer();
    const cart = await leftCart(shopper.id, hoursAgo(30));
    await sweep(now);
    await t.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await addItem(cart.id, other.id, hoursAgo(-1));
    await sweep(hoursAgo(-26));
    const mails = await mailsTo(shopper.email, 'cart-reminder');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Dhow Cruise');
    expect(mails[1]!.text).not.toContain('Spa Day');
  });

  it('is not sent to a guest, nor for a guest session of a full account', async () => {
    const guest = await customer({ isGuest: true });
    await leftCart(guest.id, hoursAgo(30));
    const shopper = await customer();
    const [session] = await t.db
      .insert(sessions)
      .values({ tokenHash: randomUUID(), customerId: shopper.id, rememberMe: false, expiresAt: hoursAgo(-100) })
      .returning({ id: sessions.id });
    await leftCart(shopper.id, hoursAgo(30), { guestSessionId: session!.id });
    await sweep(now);
    expect(await mailsTo(guest.email, 'cart-reminder')).toHaveLength(0);
    expect(await mailsTo(shopper.email, 'cart-reminder')).toHaveLength(0);
  });

  it('is not sent when they paid for an order since the cart last changed, nor for an empty cart', async () => {
    const buyer = await customer();
    await leftCart(buyer.id, hoursAgo(30));
    await t.db.insert(orders).values({
      customerId: buyer.id,
      attempt: randomUUID(),
      status: 'paid',
      contact: { firstName: 'Layla', lastName: 'Tester', email: buyer.email, phoneNumber: null },
      cartTotal: 20_000,
      discount: 0,
      subTotal: 20_000,
      total: 20_000,
      vat: 952,
      expiresAt: hoursAgo(10),
      gateway: 'sandbox',
      createdAt: hoursAgo(28),
      paidAt: hoursAgo(28),
    });
    const emptied = await customer();
    await t.db.insert(carts).values({ customerId: emptied.id, updatedAt: hoursAgo(30) });
    await sweep(now);
    expect(await mailsTo(buyer.email, 'cart-reminder')).toHaveLength(0);
    expect(await mailsTo(emptied.email, 'cart-reminder')).toHaveLength(0);
  });

  it('is not sent to a customer who turned them off; the link turns them off, a forged token changes nothing', async () => {
    const optedOut = await customer({ cartReminders: false });
    await leftCart(optedOut.id, hoursAgo(30));
    await sweep(now);
    expect(await mailsTo(optedOut.email, 'cart-reminder')).toHaveLength(0);

    const shopper = await customer();
    const cart = await leftCart(shopper.id, hoursAgo(30));
    await sweep(now);
    const [mail] = await mailsTo(shopper.email, 'cart-reminder');
    const token = new URL(/Turn them off: (\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
    const off = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart-reminders/off',
        headers: { 'x-forwarded-for': clientIp() },
        payload,
      });
    const reminders = async (id: number) =>
      (await t.db.select({ on: customers.cartReminders }).from(customers).where(eq(customers.id, id)))[0]!.on;

    // Another customer's id with this customer's signature, or a damaged signature: refused, nothing changes.
    const victim = await customer();
    const forged = await off({ token: token.replace(/^\d+\./, `${victim.id}.`) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'CART_REMINDERS_OFF_INVALID',
      message: REMINDER_MESSAGES.cartRemindersOffInvalid,
    });
    expect((await off({ token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` })).statusCode).toBe(400);
    expect((await off({ token: 'nonsense' })).statusCode).toBe(400);
    expect(await reminders(victim.id)).toBe(true);
    expect(await reminders(shopper.id)).toBe(true);

    const done = await off({ token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: REMINDER_MESSAGES.cartRemindersOff });
    expect((await off({ token })).statusCode).toBe(200);
    expect(await reminders(shopper.id)).toBe(false);

    // Their next cart is not reminded.
    await t.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await addItem(cart.id, other.id, hoursAgo(-1));
    await sweep(hoursAgo(-26));
    expect(await mailsTo(shopper.email, 'cart-reminder')).toHaveLength(1);
  });

  it('a purchase that empties the cart clears the mark, so the next cart gets its own reminder', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const [option] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, undated.id));
    expect(
      (
        await buyer.call('POST', '/api/cart/items', {
          activityId: undated.id,
          date: null,
          options: [{ priceOptionId: option!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201);
    await t.db.update(carts).set({ reminderSentAt: new Date() }).where(eq(carts.customerId, buyer.userId));
    const created = await buyer.call('POST', '/api/orders', newAttempt());
    expect(created.statusCode, created.body).toBe(201);
    expect((await payOnSandbox(t.app, created.json())).statusCode).toBe(200);
    expect(
      (await buyer.call('POST', `/api/orders/${created.json().orderId}/confirm`, { status: 'CAPTURED' })).statusCode,
    ).toBe(200);
    const [cart] = await t.db.select().from(carts).where(eq(carts.customerId, buyer.userId));
    expect(cart!.reminderSentAt).toBeNull();
  });

  it('runs through the job queue: the sweep queues the reminder and the worker sends it', async () => {
    const shopper = await customer();
    await leftCart(shopper.id, new Date(Date.now() - 25 * 3_600_000));
    await t.app.jobs.send(REMINDER_QUEUES.sweep, {});
    const mails = await waitFor(async () => {
      const rows = await mailsTo(shopper.email, 'cart-reminder');
      return rows.length > 0 && rows;
    });
    expect(mails).toHaveLength(1);
  });
});

describe("the 'Verified booking' mark", () => {
  it('is true only for a reviewer whose voucher of that activity was redeemed', async () => {
    const verified = await customer({ firstName: 'Verified' });
    await bookItem(verified.id, other.id, { redeemedAt: new Date('2031-01-10T10:00:00Z') });
    const unredeemed = await customer({ firstName: 'Unredeemed' });
    await bookItem(unredeemed.id, other.id);
    const elsewhere = await customer({ firstName: 'Elsewhere' });
    await bookItem(elsewhere.id, undated.id, { redeemedAt: new Date('2031-01-10T10:00:00Z') });
    const stranger = await customer({ firstName: 'Stranger' });
    for (const reviewer of [verified, unredeemed, elsewhere, stranger]) {
      await t.fixtures.insertReview({
        activityId: other.id,
        customerId: reviewer.id,
        isPublished: true,
        publishedAt: new Date('2031-01-11T10:00:00Z'),
      });
    }
    const response = await t.app.inject({ method: 'GET', url: `/api/activities/${other.id}/reviews` });
    expect(response.statusCode, response.body).toBe(200);
    const marks = Object.fromEntries((response.json() as Review[]).map((r) => [r.customerFirstName, r.verified]));
    expect(marks).toEqual({ Verified: true, Unredeemed: false, Elsewhere: false, Stranger: false });
  });
});

describe('in Arabic', () => {
  // A reader who chose Arabic gets each reminder with the experience, option and place as the Arabic site names them.
  let safari: { id: number; slug: string; title: string };
  beforeAll(async () => {
    const city = await t.fixtures.insertCity({ name: 'Abu Dhabi', nameAr: 'أبوظبي' });
    safari = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      titleAr: 'كاياك بين أشجار القرم',
      cityId: city.id,
      dateInput: true,
      prices: [{ price: 15_000, description: 'Adult', descriptionAr: 'بالغ' }],
    });
    await t.db
      .update(activityAddresses)
      .set({ addressAr: 'منتزه القرم الوطني' })
      .where(eq(activityAddresses.activityId, safari.id));
  });

  it('the reminder the day before names the experience, the option and the place in Arabic', async () => {
    const buyer = await customer({ firstName: 'Mariam', language: 'ar' });
    const [option] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, safari.id));
    const item = await bookItem(buyer.id, safari.id, { bookedFor: '2031-05-16', priceOptionId: option!.id });
    await sendDayBeforeReminder(deps, item.id, new Date('2031-05-15T08:00:00Z'));
    const [mail] = await mailsTo(buyer.email, 'day-before-reminder');
    expect(mail!.subject).toContain('كاياك بين أشجار القرم');
    expect(mail!.text).toContain('بالغ');
    expect(mail!.text).toContain('منتزه القرم الوطني، أبوظبي');
    expect(mail!.text).not.toMatch(/Mangrove|Adult|Abu Dhabi/);
  });

  it('the review request names the experience in Arabic', async () => {
    const buyer = await customer({ firstName: 'Mariam', language: 'ar' });
    await bookItem(buyer.id, safari.id, { bookedFor: '2031-05-20', redeemedAt: new Date('2031-05-20T10:00:00Z') });
    await sendReviewRequest(deps, { customerId: buyer.id, activityId: safari.id }, new Date('2031-05-21T07:00:00Z'));
    const [mail] = await mailsTo(buyer.email, 'review-request');
    expect(mail!.subject).toContain('كاياك بين أشجار القرم');
    expect(mail!.text).not.toContain('Mangrove');
  });

  it("the cart reminder lists the cart's experiences in Arabic", async () => {
    const shopper = await customer({ firstName: 'Mariam', language: 'ar' });
    const now = new Date('2031-07-10T10:00:00Z');
    const [cart] = await t.db
      .insert(carts)
      .values({ customerId: shopper.id, updatedAt: new Date('2031-07-09T06:00:00Z') })
      .returning();
    const [option] = await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, safari.id));
    await t.db.insert(cartItems).values({
      cartId: cart!.id,
      activityId: safari.id,
      bookedFor: '2031-07-20',
      options: [{ priceOptionId: option!.id, quantity: 1 }],
      createdAt: new Date('2031-07-09T06:00:00Z'),
    });
    expect(await sendCartReminder(deps, cart!.id, now)).toBe(true);
    const [mail] = await mailsTo(shopper.email, 'cart-reminder');
    expect(mail!.text).toContain('كاياك بين أشجار القرم');
    expect(mail!.text).not.toContain('Mangrove');
  });
});
