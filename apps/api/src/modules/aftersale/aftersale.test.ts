import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  AFTERSALE_MESSAGES,
  changeDeadline,
  type Availability,
  type BookedItemsPage,
  type CancelResult,
  type Order,
  type VoucherDetail,
} from '@weekends/shared';
import { bearer, clientIp, createTestApp, signUp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import {
  activities,
  bookedItemEvents,
  bookedItems,
  bookings,
  cancellations,
  customers,
  sandboxPayments,
  voucherGifts,
} from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { READABLE_CODE_ALPHABET } from '../../lib/tokens.ts';
import { createSession } from '../accounts/sessions.ts';
import {
  customerShopper,
  guestShopper,
  nextFriday,
  openShop,
  waitFor,
  type Shopper,
} from '../checkout/testing/shop.ts';
import { boundShopper, payOnSandbox, takenOf } from '../checkout/testing/buyers.ts';
import { cancelBookedItem } from './cancel.ts';
import { moveBookedItem } from './move.ts';
import { redeemVoucher } from '../bookings/history.ts';
import { refundCancellation } from './refunds.ts';
import { depsOf, hostActivities, insertBooking, itemsOfOrder, mailsTo, order } from './testing/vouchers.ts';

/**
 * After the sale with the sandbox gateway: cancelling (windows at the 48-hour edge in Dubai, the refund, the places,
 * a weekend pass whole), moving to another day, giving a voucher away, and the history on the voucher page.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let hostEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  hostEmail = await hostActivities(t.db, [shop.dated.id, shop.undated.id]);
});
afterAll(() => t?.close());

/** A paid order through the sandbox's page and the return page; answers its booked items. */
async function paid(buyer: Shopper, lines: Parameters<typeof order>[2]) {
  const created = await order(buyer, t.db, lines);
  expect((await payOnSandbox(t.app, created)).statusCode).toBe(200);
  const back = await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' });
  expect(back.json().order.status).toBe('paid');
  return itemsOfOrder(t.db, created.orderId);
}

const itemRow = async (id: number) => (await t.db.select().from(bookedItems).where(eq(bookedItems.id, id)))[0]!;
const voucher = async (buyer: Shopper, id: number) =>
  (await buyer.call('GET', `/api/booked-items/${id}`)).json() as VoucherDetail;
const listed = async (buyer: Shopper) =>
  ((await buyer.call('GET', '/api/accounts/me/bookings')).json() as BookedItemsPage).items.map((i) => i.id);
const giftOf = async (bookedItemId: number) =>
  (await t.db.select().from(voucherGifts).where(eq(voucherGifts.bookedItemId, bookedItemId)))[0]!;
const logIn = async (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });
/** Follows the confirmation link of the last confirmation mail sent to `email`. */
async function confirmAddress(email: string) {
  const mails = await mailsTo(t.db, 'email-confirmation', email);
  const match = /\/confirm\/(\d+)\?token=([^\s"<&]+)/.exec(mails.at(-1)!.text);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/confirm',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { id: Number(match![1]), token: decodeURIComponent(match![2]!) },
  });
  expect(response.statusCode, response.body).toBe(200);
}
/** What a service call refused with (status and message), for calls made with a chosen clock. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, message: (error as HttpError).message };
}

describe('cancelling', () => {
  it('refunds the item through the sandbox (its share only), gives its places back, writes the history and mails both sides', async () => {
    const buyer = await customerShopper(t);
    const day = nextFriday(3);
    const before = await takenOf(t.db, shop.dated.id, day);
    const [dated, undated] = await paid(buyer, [
      { activityId: shop.dated.id, date: day, quantity: 2 },
      { activityId: shop.undated.id },
    ]);
    expect(await takenOf(t.db, shop.dated.id, day)).toBe(before + 2);
    const availability = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/activities/${shop.dated.id}/availability?from=${day}&to=${day}`,
          })
        ).json() as Availability
      ).dates[0]!.left;
    const leftBefore = await availability();

    const page = await voucher(buyer, dated!.id);
    expect(page.history.map((e) => e.kind)).toEqual(['paid']);
    expect(page.actions.cancel).toMatchObject({
      allowed: true,
      refund: dated!.total,
      itemIds: [dated!.id],
      until: changeDeadline(day).toISOString(),
    });

    const response = await buyer.call('POST', `/api/booked-items/${dated!.id}/cancel`, {});
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as CancelResult;
    expect(result).toEqual({
      cancellationId: expect.any(Number),
      refund: 30_000,
      status: 'refund_pending',
      itemIds: [dated!.id],
    });
    expect(await takenOf(t.db, shop.dated.id, day)).toBe(before);
    expect(await availability()).toBe(leftBefore + 2);

    // The refund job: the sandbox records the item's share of the payment, not the whole order.
    const done = await waitFor(async () => {
      const [row] = await t.db.select().from(cancellations).where(eq(cancellations.id, result.cancellationId));
      return row?.status === 'refunded' ? row : null;
    });
    expect(done).toMatchObject({
      amount: 30_000,
      refundReference: `sbxre_refund-cancellation-${result.cancellationId}`,
    });
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentReference, await paymentReferenceOf(dated!.bookingId)));
    expect(payment).toMatchObject({ amount: 30_000 + 35_000, refundedAmount: 30_000, status: 'captured' });

    const after = await voucher(buyer, dated!.id);
    expect(after.status).toBe('cancelled');
    expect(after.history.map((e) => e.kind)).toEqual(['paid', 'cancelled', 'refunded']);
    // Each cause as a key and its figures, which the page words in its own language.
    expect(after.history.map((e) => e.worded)).toEqual([
      { key: 'paid', values: {} },
      { key: 'cancelled', values: {} },
      { key: 'refunded', values: { amount: 30_000 } },
    ]);
    expect(after.actions.cancel).toMatchObject({ allowed: false, reason: AFTERSALE_MESSAGES.cancelled });
    // The other voucher of the order is untouched.
    expect((await voucher(buyer, undated!.id)).status).toBe('pending');

    const me = (await buyer.call('GET', '/api/accounts/me')).json() as { email: string };
    expect(await mailsTo(t.db, 'booking-cancelled', me.email)).toHaveLength(1);
    expect(
      (await mailsTo(t.db, 'host-booking-cancelled', hostEmail)).some((m) => m.text.includes(dated!.voucherCode)),
    ).toBe(true);
    await waitFor(async () => (await mailsTo(t.db, 'payment-refunded', me.email)).length === 1);

    // Cancelling twice is refused, and refunds nothing more.
    const again = await buyer.call('POST', `/api/booked-items/${dated!.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AFTERSALE_MESSAGES.cancelled);
  });

  it('a double click cancels once', async () => {
    const buyer = await customerShopper(t);
    const [item] = await paid(buyer, [{ activityId: shop.undated.id }]);
    const answers = await Promise.all([
      buyer.call('POST', `/api/booked-items/${item!.id}/cancel`, {}),
      buyer.call('POST', `/api/booked-items/${item!.id}/cancel`, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(cancellations).where(eq(cancellations.bookingId, item!.bookingId))).toHaveLength(1);
  });

  it('a dated item: open one second before 48 hours before its day in Dubai, closed one second after', async () => {
    const buyer = await customerShopper(t);
    const day = nextFriday(3);
    const [first] = await paid(buyer, [{ activityId: shop.dated.id, date: day }]);
    const deadline = changeDeadline(day).getTime();
    // Friday begins in Dubai at 20:00 UTC on Thursday; 48 hours before is 20:00 UTC on Tuesday (Wednesday 00:00 in
    // Dubai).
    expect(new Date(deadline).toISOString()).toBe(`${addDays(day, -3)}T20:00:00.000Z`);
    expect(await refusal(cancelBookedItem(depsOf(t.app), buyer.userId, first!.id, new Date(deadline + 1_000)))).toEqual(
      { status: 409, message: AFTERSALE_MESSAGES.datedTooLate },
    );
    expect(await refusal(cancelBookedItem(depsOf(t.app), buyer.userId, first!.id, new Date(deadline)))).toEqual({
      status: 409,
      message: AFTERSALE_MESSAGES.datedTooLate,
    });
    const done = await cancelBookedItem(depsOf(t.app), buyer.userId, first!.id, new Date(deadline - 1_000));
    expect(done.itemIds).toEqual([first!.id]);
  });

  it('a booking made on Thursday at 20:00 in Dubai for that Saturday cannot be cancelled', async () => {
    const buyer = await customerShopper(t);
    const saturday = addDays(nextFriday(3), 1);
    const thursdayEvening = new Date(`${addDays(saturday, -2)}T20:00:00+04:00`);
    const [item] = await insertBooking(t, buyer.userId, [
      { activityId: shop.dated.id, bookedFor: saturday, purchaseDate: thursdayEvening },
    ]);
    expect(await refusal(cancelBookedItem(depsOf(t.app), buyer.userId, item!.id, thursdayEvening))).toEqual({
      status: 409,
      message: AFTERSALE_MESSAGES.datedTooLate,
    });
    expect((await voucher(buyer, item!.id)).actions.cancel.allowed).toBe(true);
  });

  it('an undated voucher: within 48 hours of purchase (47h59m yes, 48h no), and never once used', async () => {
    const buyer = await customerShopper(t);
    const [early] = await paid(buyer, [{ activityId: shop.undated.id }]);
    const [late] = await paid(buyer, [{ activityId: shop.undated.id }]);
    const [used] = await paid(buyer, [{ activityId: shop.undated.id }]);
    const hour = 3_600_000;
    expect(
      (
        await cancelBookedItem(
          depsOf(t.app),
          buyer.userId,
          early!.id,
          new Date(early!.purchaseDate.getTime() + 47 * hour + 59 * 60_000),
        )
      ).status,
    ).toBe('refund_pending');
    expect(
      await refusal(
        cancelBookedItem(depsOf(t.app), buyer.userId, late!.id, new Date(late!.purchaseDate.getTime() + 48 * hour)),
      ),
    ).toEqual({ status: 409, message: AFTERSALE_MESSAGES.undatedTooLate });

    expect(await redeemVoucher(t.db, used!.id)).toBe(true);
    expect(await redeemVoucher(t.db, used!.id)).toBe(false);
    const refused = await buyer.call('POST', `/api/booked-items/${used!.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AFTERSALE_MESSAGES.redeemed);
    expect((await voucher(buyer, used!.id)).history.map((e) => e.kind)).toEqual(['paid', 'redeemed']);
  });

  it('a gateway failure leaves the refund pending for the sweep', async () => {
    const buyer = await customerShopper(t);
    const [item] = await paid(buyer, [{ activityId: shop.undated.id }]);
    const quiet = { ...depsOf(t.app), jobs: { ...t.app.jobs, send: async () => {} } };
    const result = await cancelBookedItem(quiet, buyer.userId, item!.id);
    const down = { ...quiet, gateway: { ...t.app.gateway, refund: () => Promise.reject(new Error('gateway down')) } };
    await expect(refundCancellation(down, result.cancellationId)).rejects.toThrow('gateway down');
    const [row] = await t.db.select().from(cancellations).where(eq(cancellations.id, result.cancellationId));
    expect(row!.refundReference).toBeNull();
    expect(
      await refundCancellation(depsOf(t.app), result.cancellationId).then(
        async () =>
          (await t.db.select().from(cancellations).where(eq(cancellations.id, result.cancellationId)))[0]!.status,
      ),
    ).toBe('refunded');
  });
});

/** The payment reference of a booking (the sandbox's payment record is found by it). */
async function paymentReferenceOf(bookingId: number): Promise<string> {
  const [row] = await t.db.select({ ref: bookings.paymentReference }).from(bookings).where(eq(bookings.id, bookingId));
  return row!.ref!;
}

describe('a weekend pass', () => {
  const passOf = async (buyer: Shopper) =>
    insertBooking(t, buyer.userId, [
      {
        activityId: shop.dated.id,
        itemType: 1,
        bundleName: 'Weekends Pass: Dubai',
        passRef: 'bundle:7',
        bookedFor: nextFriday(10),
      },
      {
        activityId: shop.undated.id,
        itemType: 1,
        bundleName: 'Weekends Pass: Dubai',
        passRef: 'bundle:7',
        total: 20_000,
      },
      { activityId: shop.undated.id, itemType: 0, total: 5_000 },
    ]);

  it('is cancelled whole from any of its vouchers; the booking’s other item stays', async () => {
    const buyer = await customerShopper(t);
    const [a, b, single] = await passOf(buyer);
    const page = await voucher(buyer, b!.id);
    expect(page.actions.cancel).toMatchObject({ allowed: true, refund: 30_000, itemIds: [a!.id, b!.id] });
    const response = await buyer.call('POST', `/api/booked-items/${b!.id}/cancel`, {});
    expect(response.statusCode, response.body).toBe(200);
    // Made without a payment: nothing to refund through a gateway.
    expect(response.json()).toEqual({
      cancellationId: expect.any(Number),
      refund: 30_000,
      status: 'not_charged',
      itemIds: [a!.id, b!.id],
    });
    expect((await itemRow(a!.id)).cancelledAt).toBeInstanceOf(Date);
    expect((await itemRow(single!.id)).cancelledAt).toBeNull();
    expect((await buyer.call('POST', `/api/booked-items/${a!.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('is refused once one of its vouchers is used', async () => {
    const buyer = await customerShopper(t);
    const [a, b] = await passOf(buyer);
    await redeemVoucher(t.db, a!.id);
    const refused = await buyer.call('POST', `/api/booked-items/${b!.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AFTERSALE_MESSAGES.passItemRedeemed);
    expect((await voucher(buyer, b!.id)).actions.cancel).toMatchObject({
      allowed: false,
      reason: AFTERSALE_MESSAGES.passItemRedeemed,
    });
    expect((await itemRow(b!.id)).cancelledAt).toBeNull();
  });
});

describe('moving to another day', () => {
  it('into a full date is refused; into a free one takes its places and gives back the old ones, keeping the code', async () => {
    const boat = await t.fixtures.insertActivity({
      title: 'Dhow Cruise',
      cityId: shop.city.id,
      dateInput: true,
      places: 2,
      dayIds: [shop.weekend.friday.id, shop.weekend.saturday.id],
      prices: [{ price: 12_000, description: 'Seat' }],
    });
    await hostActivities(t.db, [boat.id]);
    const full = nextFriday(3);
    const mine = addDays(full, 7);
    const saturday = addDays(mine, 1);
    await paid(await customerShopper(t), [{ activityId: boat.id, date: full, quantity: 2 }]);
    const buyer = await customerShopper(t);
    const [item] = await paid(buyer, [{ activityId: boat.id, date: mine }]);

    const refused = await buyer.call('POST', `/api/booked-items/${item!.id}/move`, { date: full });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AFTERSALE_MESSAGES.notEnoughPlaces);
    expect(await takenOf(t.db, boat.id, full)).toBe(2);

    expect((await buyer.call('POST', `/api/booked-items/${item!.id}/move`, { date: mine })).json().message).toBe(
      AFTERSALE_MESSAGES.sameDate,
    );
    expect(
      (await buyer.call('POST', `/api/booked-items/${item!.id}/move`, { date: addDays(mine, 3) })).json().message,
    ).toBe(AFTERSALE_MESSAGES.dateNotBookable);

    const moved = await buyer.call('POST', `/api/booked-items/${item!.id}/move`, { date: saturday });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = moved.json() as VoucherDetail;
    expect(page).toMatchObject({ date: saturday, otp: item!.voucherCode });
    expect(page.history.map((e) => [e.kind, e.cause])).toEqual([
      ['paid', 'booked and paid'],
      ['moved', `moved from ${mine} to ${saturday}`],
    ]);
    expect(page.history[1]!.worded).toEqual({ key: 'moved', values: { from: mine, to: saturday } });
    expect(await takenOf(t.db, boat.id, mine)).toBe(0);
    expect(await takenOf(t.db, boat.id, saturday)).toBe(1);
    const me = (await buyer.call('GET', '/api/accounts/me')).json() as { email: string };
    expect(await mailsTo(t.db, 'booking-moved', me.email)).toHaveLength(1);
    expect(
      (await t.db.select().from(bookedItemEvents).where(eq(bookedItemEvents.bookedItemId, item!.id))).map(
        (e) => e.detail,
      ),
    ).toContainEqual({ from: mine, to: saturday });
  });

  it('closes 48 hours before the current day, and never opens for an undated voucher', async () => {
    const buyer = await customerShopper(t);
    const day = nextFriday(3);
    const [dated, undated] = await paid(buyer, [
      { activityId: shop.dated.id, date: day },
      { activityId: shop.undated.id },
    ]);
    const late = new Date(changeDeadline(day).getTime() + 1_000);
    expect(await refusal(moveBookedItem(depsOf(t.app), buyer.userId, dated!.id, addDays(day, 7), late))).toEqual({
      status: 409,
      message: AFTERSALE_MESSAGES.moveTooLate,
    });
    const undatedMove = await buyer.call('POST', `/api/booked-items/${undated!.id}/move`, { date: addDays(day, 7) });
    expect(undatedMove.statusCode).toBe(409);
    expect(undatedMove.json().message).toBe(AFTERSALE_MESSAGES.moveNeedsDate);
  });
});

describe('giving a voucher', () => {
  it('mails the receiver, leaves the giver at once, and reaches the receiver once they confirm their address (not as a guest)', async () => {
    const giver = await customerShopper(t);
    const [item] = await paid(giver, [{ activityId: shop.undated.id }]);
    const giverEmail = ((await giver.call('GET', '/api/accounts/me')).json() as { email: string }).email;
    expect(
      (
        await giver.call('POST', `/api/booked-items/${item!.id}/gift`, { name: 'Me', email: giverEmail.toUpperCase() })
      ).json().message,
    ).toBe(AFTERSALE_MESSAGES.giftToSelf);

    const email = `friend-${item!.id}@example.test`;
    const given = await giver.call('POST', `/api/booked-items/${item!.id}/gift`, {
      name: 'Layla',
      email,
      message: 'Enjoy the spa!',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ sentTo: email });
    const [mail] = await mailsTo(t.db, 'voucher-gift', email);
    const newCode = (await itemRow(item!.id)).voucherCode;
    for (const words of ['Layla', 'Amira Haddad', 'Enjoy the spa!', 'Spa Day', newCode, 'valid until', '/login'])
      expect(mail!.text).toContain(words);
    expect(mail!.text).not.toContain(item!.voucherCode);

    expect(await listed(giver)).not.toContain(item!.id);
    expect((await giver.call('GET', `/api/booked-items/${item!.id}`)).statusCode).toBe(404);
    const twice = await giver.call('POST', `/api/booked-items/${item!.id}/gift`, {
      name: 'Someone',
      email: 'someone@example.test',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(AFTERSALE_MESSAGES.gifted);
    expect((await giver.call('POST', `/api/booked-items/${item!.id}/cancel`, {})).json().message).toBe(
      AFTERSALE_MESSAGES.gifted,
    );

    // A guest session on that e-mail claims nothing: anyone can type an e-mail as a guest.
    await guestShopper(t, email);
    expect(
      (await t.db.select().from(voucherGifts).where(eq(voucherGifts.bookedItemId, item!.id)))[0]!.toCustomerId,
    ).toBeNull();

    // Signing up with the address proves nothing (anyone can type it), nor does signing in before confirming it.
    const receiver = await signUp(t.app, { email });
    const asReceiver = boundShopper(t.app, receiver.token, receiver.user.id);
    expect(await giftOf(item!.id)).toMatchObject({ toCustomerId: null, claimedAt: null });
    expect((await logIn(email, receiver.password)).statusCode).toBe(200);
    expect(await giftOf(item!.id)).toMatchObject({ toCustomerId: null, claimedAt: null });

    // Following the mailed link proves it: the voucher moves to the account.
    await confirmAddress(email);
    expect(await giftOf(item!.id)).toMatchObject({ toCustomerId: receiver.user.id });
    expect(await listed(asReceiver)).toEqual([item!.id]);
    const page = await voucher(asReceiver, item!.id);
    expect(page.giftFrom).toEqual({ name: 'Amira Haddad', message: 'Enjoy the spa!' });
    expect(page.otp).toBe(newCode);
    expect((await asReceiver.call('GET', `/api/booked-items/${item!.id}/qr.svg`)).statusCode).toBe(200);
    expect((await giver.call('GET', `/api/booked-items/${item!.id}/qr.svg`)).statusCode).toBe(410);
    expect(page.history.map((e) => e.kind)).toEqual(['paid', 'gifted', 'gift_received']);
    expect(page.history.slice(1).map((e) => e.worded)).toEqual([
      { key: 'gifted', values: { name: expect.any(String) } },
      { key: 'giftReceived', values: { name: 'Amira Haddad' } },
    ]);
    expect(page.actions.gift).toMatchObject({ allowed: false, reason: AFTERSALE_MESSAGES.gifted });
    expect(page.actions.cancel).toMatchObject({ allowed: false, reason: AFTERSALE_MESSAGES.giftNotRefundable });
  });

  it('waits for an unconfirmed account to prove its address, and moves at its first sign-in once it is confirmed', async () => {
    const giver = await customerShopper(t);
    const [item] = await paid(giver, [{ activityId: shop.undated.id }]);
    const receiver = await signUp(t.app);
    const given = await giver.call('POST', `/api/booked-items/${item!.id}/gift`, {
      name: 'Sara',
      email: receiver.email,
    });
    expect(given.statusCode, given.body).toBe(200);
    // An account exists with that address, but nothing says its owner is the receiver yet.
    expect(await giftOf(item!.id)).toMatchObject({ toCustomerId: null, claimedAt: null });

    // Confirmed since (as a social sign-up's verified address is): the next sign-in brings the voucher in.
    await t.db.update(customers).set({ isConfirmed: true }).where(eq(customers.id, receiver.user.id));
    expect((await logIn(receiver.email, receiver.password)).statusCode).toBe(200);
    expect(await giftOf(item!.id)).toMatchObject({ toCustomerId: receiver.user.id });
    expect(await listed(boundShopper(t.app, receiver.token, receiver.user.id))).toEqual([item!.id]);
  });

  it("names the experience in the reader's language: an Arabic giver's gift mail carries the Arabic title", async () => {
    await t.db.update(activities).set({ titleAr: 'يوم السبا' }).where(eq(activities.id, shop.undated.id));
    const giver = await customerShopper(t);
    await t.db.update(customers).set({ language: 'ar' }).where(eq(customers.id, giver.userId));
    const [item] = await paid(giver, [{ activityId: shop.undated.id }]);
    const email = `arabic-friend-${item!.id}@example.test`;
    const given = await giver.call('POST', `/api/booked-items/${item!.id}/gift`, { name: 'ليلى', email });
    expect(given.statusCode, given.body).toBe(200);
    const [mail] = await mailsTo(t.db, 'voucher-gift', email);
    expect(mail!.text).toContain('يوم السبا');
    expect(mail!.text).not.toContain('Spa Day');
  });

  it("voids the giver's code: the receiver's new code verifies, the old one is unknown at the door, its QR is gone and the order shows it given", async () => {
    const giver = await customerShopper(t);
    const [item] = await paid(giver, [{ activityId: shop.undated.id }]);
    const oldCode = item!.voucherCode;
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, item!.bookingId));
    expect((await giver.call('GET', `/api/booked-items/${item!.id}/qr.svg`)).statusCode).toBe(200);

    // Given to someone without an account yet: until they claim it the row still names the giver.
    const email = `unclaimed-${item!.id}@example.test`;
    const given = await giver.call('POST', `/api/booked-items/${item!.id}/gift`, { name: 'Noor', email });
    expect(given.statusCode, given.body).toBe(200);
    const newCode = (await itemRow(item!.id)).voucherCode;
    expect(newCode).not.toBe(oldCode);
    expect(newCode).toMatch(new RegExp(`^[${READABLE_CODE_ALPHABET}]{8}$`));
    const [mail] = await mailsTo(t.db, 'voucher-gift', email);
    expect(mail!.text).toContain(newCode);
    expect(mail!.text).not.toContain(oldCode);

    // The giver's QR code and order: nothing usable left, the voucher shown as given.
    const qr = await giver.call('GET', `/api/booked-items/${item!.id}/qr.svg`);
    expect(qr.statusCode).toBe(410);
    expect(qr.body).not.toContain(newCode);
    const shown = await giver.call('GET', `/api/orders/${booking!.orderId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    const orderItem = (shown.json() as Order).items[0]!;
    expect(orderItem.voucher).toEqual({ bookedItemId: item!.id, code: oldCode, status: 'gifted' });
    expect(shown.body).not.toContain(newCode);

    // At the door: the old code is as unknown as any wrong code; the receiver's new one verifies.
    const [activity] = await t.db.select().from(activities).where(eq(activities.id, shop.undated.id));
    const { token } = await createSession(t.db, activity!.hostId!, false);
    const verify = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/host/verify',
        headers: { ...bearer(token), 'x-forwarded-for': clientIp() },
        payload: { code },
      });
    const old = await verify(oldCode);
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('CODE_INCORRECT');
    expect((await verify(newCode)).statusCode).toBe(200);

    // The history keeps both: the code voided and the code issued.
    const events = await t.db.select().from(bookedItemEvents).where(eq(bookedItemEvents.bookedItemId, item!.id));
    expect(events.find((e) => e.kind === 'gifted')!.detail).toEqual({
      to: email,
      voidedCode: oldCode,
      issuedCode: newCode,
    });
  });

  it('moves at once to an account that already has the e-mail; only an unused voucher can be given', async () => {
    const giver = await customerShopper(t);
    const receiver = await customerShopper(t);
    const receiverEmail = ((await receiver.call('GET', '/api/accounts/me')).json() as { email: string }).email;
    const [item] = await paid(giver, [{ activityId: shop.undated.id }]);
    const [used] = await paid(giver, [{ activityId: shop.undated.id }]);
    expect(
      (await giver.call('POST', `/api/booked-items/${item!.id}/gift`, { name: 'Sara', email: receiverEmail }))
        .statusCode,
    ).toBe(200);
    expect(await listed(receiver)).toContain(item!.id);
    expect((await itemRow(item!.id)).customerId).toBe(receiver.userId);
    expect(await listed(giver)).not.toContain(item!.id);

    await redeemVoucher(t.db, used!.id);
    const refused = await giver.call('POST', `/api/booked-items/${used!.id}/gift`, {
      name: 'Sara',
      email: receiverEmail,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AFTERSALE_MESSAGES.redeemed);
  });
});

describe('the wrong owner', () => {
  it("gets 404 for another customer's voucher on every route, and changes nothing", async () => {
    const owner = await customerShopper(t);
    const other = await customerShopper(t);
    const day = nextFriday(3);
    const [item] = await paid(owner, [{ activityId: shop.dated.id, date: day }]);
    const answers = await Promise.all([
      other.call('POST', `/api/booked-items/${item!.id}/cancel`, {}),
      other.call('POST', `/api/booked-items/${item!.id}/move`, { date: addDays(day, 7) }),
      other.call('POST', `/api/booked-items/${item!.id}/gift`, { name: 'Thief', email: 'thief@example.test' }),
      other.call('GET', `/api/booked-items/${item!.id}`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await itemRow(item!.id)).toMatchObject({ cancelledAt: null, bookedFor: day, customerId: owner.userId });
    expect(await t.db.select().from(voucherGifts).where(eq(voucherGifts.bookedItemId, item!.id))).toEqual([]);
  });
});
