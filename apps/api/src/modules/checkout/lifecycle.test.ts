import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ConfirmOrderAnswer, CreatedOrder } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import {
  activityPlaces,
  bookedItemEvents,
  bookedItems,
  customers,
  orderEvents,
  orders,
  outbox,
  priceOptions,
  promoCodes,
  sandboxPayments,
} from '../../db/schema/index.ts';
import { lockFailureCount } from '../../lib/money-transaction.ts';
import { createSandboxGateway } from '../../lib/payments/sandbox.ts';
import { insertPromo, newAttempt, nextFriday, openShop, waitFor, type Shopper } from './testing/shop.ts';
import { bookingsOfOrder, payOnSandbox, quickBuyer, takenOf } from './testing/buyers.ts';
import { expireDueOrders } from './orders.ts';
import { releaseHolds } from './state.ts';
import { pinClock } from '../../test/clock.ts';

/**
 * One life per order: a replaced or cancelled order can no longer be paid, and a payment that still reaches it is
 * refunded, never a second booking; a late payment is honoured only within its places and its promo code's limits;
 * holds go back once; and the one lock order keeps checkouts, expiry and refunds from waiting on each other crosswise.
 */
// Fixtures and the server both read today (Dubai days, the next Friday): pinned away from Dubai midnight and the
// year's end so they agree whenever the suite runs.
pinClock('2026-06-10T08:00:00Z');

let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
});
afterAll(() => t.close());

async function add(buyer: Shopper, activityId: number, date: string | null = null, quantity = 1) {
  const [option] = await t.db
    .select()
    .from(priceOptions)
    .where(eq(priceOptions.activityId, activityId))
    .orderBy(priceOptions.position);
  const added = await buyer.call('POST', '/api/cart/items', {
    activityId,
    date,
    options: [{ priceOptionId: option!.id, quantity }],
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json() as { id: number };
}

async function proceed(buyer: Shopper): Promise<CreatedOrder> {
  const created = await buyer.call('POST', '/api/orders', newAttempt());
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

async function returnPage(buyer: Shopper, orderId: number): Promise<ConfirmOrderAnswer> {
  const response = await buyer.call('POST', `/api/orders/${orderId}/confirm`, { status: 'CAPTURED' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** Lets a closed sandbox session be paid once more, as a payment that got through just before it closed would be. */
async function reopenSession(orderId: number) {
  await t.db
    .update(sandboxPayments)
    .set({ status: 'open', expiresAt: new Date(Date.now() + 60_000) })
    .where(eq(sandboxPayments.orderId, orderId));
}

async function refundMailOf(buyer: Shopper) {
  const [customer] = await t.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, buyer.userId));
  return waitFor(async () => {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, customer!.email), eq(outbox.template, 'payment-refunded')));
    return mail ?? null;
  });
}

describe('a replaced or cancelled order', () => {
  it('a new checkout closes the replaced order’s payment page; a payment that still arrives for it is refunded', async () => {
    const activity = await t.fixtures.insertActivity({
      title: 'Kayak Tour',
      cityId: shop.city.id,
      places: 50,
      prices: [{ price: 12_000, description: 'Kayak' }],
    });
    const buyer = await quickBuyer(t.db, t.app);
    await add(buyer, activity.id);
    const first = await proceed(buyer);
    const second = await proceed(buyer);
    expect(await orderOf(first.orderId)).toMatchObject({ status: 'cancelled', holdsPlaces: false });

    // The first tab's payment page is closed at the gateway: it takes no card.
    const [session] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, first.orderId));
    expect(session!.status).toBe('expired');
    const refused = await payOnSandbox(t.app, first);
    expect(refused.statusCode, refused.body).toBe(409);

    // The second tab pays: one booking.
    expect((await payOnSandbox(t.app, second)).statusCode).toBe(200);
    expect((await returnPage(buyer, second.orderId)).status).toBe('CAPTURED');

    // A payment on the first page that got through just before it closed is refunded, never a second booking.
    await reopenSession(first.orderId);
    expect((await payOnSandbox(t.app, first)).statusCode).toBe(200);
    const answer = await returnPage(buyer, first.orderId);
    expect(answer.status).toBe('REFUNDED');
    await waitFor(async () => ((await orderOf(first.orderId)).status === 'refunded' ? true : null));
    expect(await bookingsOfOrder(t.db, first.orderId)).toEqual([]);
    expect(await bookingsOfOrder(t.db, second.orderId)).toHaveLength(1);
    expect(await takenOf(t.db, activity.id)).toBe(1);
    const mail = await refundMailOf(buyer);
    expect(mail.text).toContain('after you had replaced it with a newer checkout');
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, first.orderId));
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 12_000 });

    // Every change says who made it.
    const events = await t.db
      .select({ to: orderEvents.toStatus, actorType: orderEvents.actorType, actorId: orderEvents.actorId })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, first.orderId))
      .orderBy(orderEvents.id);
    expect(events).toEqual([
      { to: 'awaiting_payment', actorType: 'customer', actorId: buyer.userId },
      { to: 'cancelled', actorType: 'customer', actorId: buyer.userId },
      { to: 'refund_pending', actorType: 'gateway', actorId: null },
      { to: 'refunded', actorType: 'system', actorId: null },
    ]);
  });
});

describe('a late payment', () => {
  it('is refunded when its promo code reached its limits meanwhile: a code for one use is used once', async () => {
    const promo = await insertPromo(t, { code: 'ONCEONLY', percent: 10, maxUses: 1, maxUsesPerCustomer: 1 });
    const buyer = await quickBuyer(t.db, t.app);
    await add(buyer, shop.undated.id);
    expect((await buyer.call('PUT', '/api/cart/promo', { code: 'ONCEONLY' })).statusCode).toBe(200);
    const first = await proceed(buyer);
    // The hold lapses: the code's use goes back, and the same customer checks out again with it and pays.
    expect(await expireDueOrders(t.app, new Date(Date.now() + 16 * 60_000))).toContain(first.orderId);
    const second = await proceed(buyer);
    await payOnSandbox(t.app, second);
    expect((await returnPage(buyer, second.orderId)).status).toBe('CAPTURED');

    // The first page was still open at the gateway (a real one outlives our hold): its payment is not honoured.
    await reopenSession(first.orderId);
    await payOnSandbox(t.app, first);
    expect((await returnPage(buyer, first.orderId)).status).toBe('REFUNDED');
    await waitFor(async () => ((await orderOf(first.orderId)).status === 'refunded' ? true : null));
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(code!.timesUsed).toBe(1);
    expect(await bookingsOfOrder(t.db, first.orderId)).toEqual([]);
    expect((await refundMailOf(buyer)).text).toContain('promo code reached the limit of its uses');
  });

  it('is honoured, with its code, when the places and the code’s limits still hold', async () => {
    const promo = await insertPromo(t, { code: 'STILLOPEN', percent: 10, maxUses: 5, maxUsesPerCustomer: 1 });
    const buyer = await quickBuyer(t.db, t.app);
    await add(buyer, shop.undated.id);
    expect((await buyer.call('PUT', '/api/cart/promo', { code: 'STILLOPEN' })).statusCode).toBe(200);
    const order = await proceed(buyer);
    expect(await expireDueOrders(t.app, new Date(Date.now() + 16 * 60_000))).toContain(order.orderId);
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.timesUsed).toBe(0);
    await reopenSession(order.orderId);
    await payOnSandbox(t.app, order);
    expect((await returnPage(buyer, order.orderId)).status).toBe('CAPTURED');
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'paid', holdsPromo: true, holdsPlaces: true });
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.timesUsed).toBe(1);
  });
});

describe('holds', () => {
  it('go back once, whoever releases them at the same time', async () => {
    const promo = await insertPromo(t, { code: 'HOLDTWICE', percent: 5 });
    const activity = await t.fixtures.insertActivity({
      title: 'Climbing Wall',
      cityId: shop.city.id,
      places: 20,
      prices: [{ price: 9_000, description: 'Climb' }],
    });
    const buyer = await quickBuyer(t.db, t.app);
    await add(buyer, activity.id, null, 3);
    expect((await buyer.call('PUT', '/api/cart/promo', { code: 'HOLDTWICE' })).statusCode).toBe(200);
    const order = await proceed(buyer);
    expect(await takenOf(t.db, activity.id)).toBe(3);
    await Promise.all(Array.from({ length: 4 }, () => t.db.transaction((tx) => releaseHolds(tx, order.orderId))));
    expect(await takenOf(t.db, activity.id)).toBe(0);
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.timesUsed).toBe(0);
    expect(await orderOf(order.orderId)).toMatchObject({ holdsPlaces: false, holdsPromo: false });
  });
});

describe('the one lock order', () => {
  it('two buyers moving between two dates in opposite directions while expiry runs: no deadlock, no error', async () => {
    const activity = await t.fixtures.insertActivity({
      title: 'Dhow Dinner',
      cityId: shop.city.id,
      dateInput: true,
      places: 100,
      dayIds: [shop.weekend.thursday.id, shop.weekend.friday.id, shop.weekend.saturday.id],
      prices: [{ price: 15_000, description: 'Seat' }],
    });
    const early = nextFriday();
    const later = nextFriday(8);
    const before = lockFailureCount();
    for (let round = 0; round < 8; round += 1) {
      const one = await quickBuyer(t.db, t.app);
      const two = await quickBuyer(t.db, t.app);
      // Each holds one date in an open order, then wants the other: a new checkout gives the first date back and
      // takes the second, crosswise to the other buyer.
      const oneItem = await add(one, activity.id, later);
      const twoItem = await add(two, activity.id, early);
      await Promise.all([proceed(one), proceed(two)]);
      await one.call('DELETE', `/api/cart/items/${oneItem.id}`);
      await two.call('DELETE', `/api/cart/items/${twoItem.id}`);
      await add(one, activity.id, early);
      await add(two, activity.id, later);
      const [a, b] = await Promise.all([
        one.call('POST', '/api/orders', newAttempt()),
        two.call('POST', '/api/orders', newAttempt()),
        expireDueOrders(t.app, new Date(Date.now() + 16 * 60_000)),
      ]);
      expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    }
    // Places balance: what is taken is what the open orders hold (the expiry may have closed some of them).
    const [held] = await t.db
      .execute<{ held: number }>(
        sql`
      select coalesce(sum(oi.quantity * oi.places_per_unit), 0)::int as held
      from order_items oi join orders o on o.id = oi.order_id
      where o.holds_places and oi.activity_id = ${activity.id}`,
      )
      .then((r) => r.rows);
    const slots = await t.db.select().from(activityPlaces).where(eq(activityPlaces.activityId, activity.id));
    expect(slots.reduce((sum, s) => sum + s.taken, 0)).toBe(held!.held);
    expect(lockFailureCount() - before).toBe(0);
  });
});

describe('refunds end an order the same way on every gateway', () => {
  async function paidOrder(buyer: Shopper, activityId: number, code?: string) {
    await add(buyer, activityId);
    if (code) expect((await buyer.call('PUT', '/api/cart/promo', { code })).statusCode).toBe(200);
    const order = await proceed(buyer);
    await payOnSandbox(t.app, order);
    expect((await returnPage(buyer, order.orderId)).status).toBe('CAPTURED');
    const [booking] = await bookingsOfOrder(t.db, order.orderId);
    const items = await t.db.select().from(bookedItems).where(eq(bookedItems.bookingId, booking!.id));
    return { order, items };
  }

  it('the sandbox reports each refund to the webhook: cancelling every voucher ends the order refunded, its code’s use back', async () => {
    const promo = await insertPromo(t, { code: 'ALLBACK', percent: 10 });
    const buyer = await quickBuyer(t.db, t.app);
    const { order, items } = await paidOrder(buyer, shop.undated.id, 'ALLBACK');
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.timesUsed).toBe(1);
    const cancelled = await buyer.call('POST', `/api/booked-items/${items[0]!.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunded = await waitFor(async () => {
      const row = await orderOf(order.orderId);
      return row.status === 'refunded' ? row : null;
    });
    expect(refunded).toMatchObject({ holdsPromo: false, holdsPlaces: false });
    expect((await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.timesUsed).toBe(0);
  });

  it('a refund key is the same refund for every instance, after a restart too', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const { order } = await paidOrder(buyer, shop.undated.id);
    const { paymentReference } = await orderOf(order.orderId);
    const another = createSandboxGateway({ db: t.db, secret: 'another instance', queueWebhook: async () => {} });
    const request = { paymentReference: paymentReference!, amount: 10_000, idempotencyKey: `partial-${order.orderId}` };
    await t.app.gateway.refund(request);
    await another.refund(request);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, order.orderId));
    expect(payment!.refundedAmount).toBe(10_000);
  });

  it('a whole refund made at the gateway cancels the vouchers as a customer’s cancel does: history, places, mails', async () => {
    const host = await quickBuyer(t.db, t.app);
    const activity = await t.fixtures.insertActivity({
      title: 'Pottery Class',
      cityId: shop.city.id,
      places: 10,
      hostId: host.userId,
      prices: [{ price: 18_000, description: 'Seat' }],
    });
    const buyer = await quickBuyer(t.db, t.app);
    const { order, items } = await paidOrder(buyer, activity.id);
    expect(await takenOf(t.db, activity.id)).toBe(1);
    const { paymentReference } = await orderOf(order.orderId);
    // As from the gateway's dashboard: a whole refund with a key of its own.
    await t.app.gateway.refund({ paymentReference: paymentReference!, idempotencyKey: `dashboard-${order.orderId}` });
    await waitFor(async () => ((await orderOf(order.orderId)).status === 'refunded' ? true : null));
    const [item] = await t.db.select().from(bookedItems).where(eq(bookedItems.id, items[0]!.id));
    expect(item!.cancelledAt).not.toBeNull();
    expect(item!.cancellationId).not.toBeNull();
    const history = await t.db
      .select({ kind: bookedItemEvents.kind })
      .from(bookedItemEvents)
      .where(eq(bookedItemEvents.bookedItemId, item!.id));
    expect(history.map((h) => h.kind)).toContain('cancelled');
    expect(await takenOf(t.db, activity.id)).toBe(0);
    const [hostRow] = await t.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, host.userId));
    await waitFor(async () => {
      const [mail] = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, hostRow!.email), eq(outbox.template, 'host-booking-cancelled')));
      return mail ?? null;
    });
  });
});
