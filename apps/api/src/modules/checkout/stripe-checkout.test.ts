import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConfirmOrderAnswer, CreatedOrder, Order } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { bookedItems, bookings, orderEvents, orders, paymentEvents, priceOptions } from '../../db/schema/index.ts';
import {
  startStripeStandIn,
  type StandInSession,
  type StripeStandIn,
} from '../../lib/payments/testing/stripe-stand-in.ts';
import { newAttempt, openShop, waitFor, type Shopper } from './testing/shop.ts';
import { bookingsOfOrder, quickBuyer, sessionOf, takenOf } from './testing/buyers.ts';
import { expireDueOrders } from './orders.ts';

/**
 * The money path with PAYMENT_GATEWAY=stripe, against the local stand-in of Stripe's API (the real `stripe` package
 * talks to it): Checkout Sessions made once per order, signed webhooks (completed, expired, charge.refunded), the
 * return page before the webhook, and a late payment refunded through Stripe's refunds API.
 */
const webhookSecret = 'whsec_test';
let standIn: StripeStandIn;
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret });
  t = await createTestApp({
    PAYMENT_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: standIn.url,
  });
  shop = await openShop(t);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const optionOf = async (activityId: number) =>
  (
    await t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId)).orderBy(priceOptions.position)
  )[0]!;

async function checkout(buyer: Shopper, activityId = shop.undated.id, attempt = newAttempt()): Promise<CreatedOrder> {
  const option = await optionOf(activityId);
  const added = await buyer.call('POST', '/api/cart/items', {
    activityId,
    options: [{ priceOptionId: option.id, quantity: 1 }],
  });
  expect(added.statusCode, added.body).toBe(201);
  const created = await buyer.call('POST', '/api/orders', attempt);
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/** The session as Stripe puts it in an event (the stand-in's record of the request left out). */
const eventObject = (session: StandInSession) => {
  const { params: _params, ...object } = session;
  return object;
};

function deliver(event: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...event.headers },
    payload: event.body,
  });
}

const sessionCreations = (orderId: number) =>
  standIn.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.idempotencyKey === `order-${orderId}`,
  );
const orderRow = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('Stripe Checkout', () => {
  it('expires the Checkout Session of an order the customer replaced with a new checkout', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const first = await checkout(buyer);
    const again = await buyer.call('POST', '/api/orders', newAttempt());
    expect(again.statusCode, again.body).toBe(201);
    const replaced = await orderRow(first.orderId);
    expect(replaced.status).toBe('cancelled');
    expect(
      standIn.requests.some(
        (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${replaced.gatewaySessionId}/expire`,
      ),
    ).toBe(true);
    expect(standIn.sessions.get(replaced.gatewaySessionId!)?.status).toBe('expired');
    // The new order's session stays open.
    const current = await orderRow((again.json() as CreatedOrder).orderId);
    expect(standIn.sessions.get(current.gatewaySessionId!)?.status).toBe('open');
  });

  it("opens one Checkout Session per order (idempotency key order-{id}) and sends the customer to Stripe's page", async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const attempt = newAttempt();
    const created = await checkout(buyer, shop.undated.id, attempt);
    const sessionId = sessionOf(created);
    expect(created.paymentUrl).toBe(`${standIn.url}/pay/${sessionId}`);
    expect(sessionCreations(created.orderId)).toHaveLength(1);
    expect(standIn.sessions.get(sessionId)).toMatchObject({
      status: 'open',
      amount_total: 35_000,
      currency: 'aed',
      client_reference_id: String(created.orderId),
      metadata: { orderId: String(created.orderId) },
    });
    expect(await orderRow(created.orderId)).toMatchObject({
      gateway: 'stripe',
      gatewaySessionId: sessionId,
      status: 'awaiting_payment',
    });

    // A double click (the same attempt) answers the same order and asks Stripe for nothing.
    const requests = standIn.requests.length;
    const repeat = await buyer.call('POST', '/api/orders', attempt);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(created);
    expect(standIn.requests.length).toBe(requests);
    expect(sessionCreations(created.orderId)).toHaveLength(1);
  });

  it('checkout.session.completed, signed: one booking; the same event again is a duplicate; a bad signature records nothing', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const created = await checkout(buyer);
    const session = standIn.complete(sessionOf(created));

    const forged = standIn.webhookEvent('checkout.session.completed', eventObject(session), {
      secret: 'whsec_someone_else',
    });
    const refused = await deliver(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    const stale = standIn.webhookEvent('checkout.session.completed', eventObject(session), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(stale)).json().code).toBe('BAD_SIGNATURE');
    // A body changed after signing is refused too.
    const event = standIn.webhookEvent('checkout.session.completed', eventObject(session));
    expect(
      (await deliver({ body: event.body.replace('"livemode":false', '"livemode":true'), headers: event.headers }))
        .statusCode,
    ).toBe(400);
    expect((await deliver({ body: event.body, headers: {} as Record<string, string> })).statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, JSON.parse(forged.body).id)),
    ).toEqual([]);
    expect(await bookingsOfOrder(t.db, created.orderId)).toEqual([]);
    expect((await orderRow(created.orderId)).status).toBe('awaiting_payment');

    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await bookingsOfOrder(t.db, created.orderId)).toHaveLength(1);
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'paid',
      paymentReference: session.payment_intent,
      amountPaid: 35_000,
    });

    const again = await deliver(event);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await bookingsOfOrder(t.db, created.orderId)).toHaveLength(1);
    const [recorded] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, JSON.parse(event.body).id));
    expect(recorded).toMatchObject({ gateway: 'stripe', type: 'captured' });
    expect(((await buyer.call('GET', `/api/orders/${created.orderId}`)).json() as Order).status).toBe('paid');
  });

  it('the return page before the webhook asks Stripe and books once; the webhook after it changes nothing', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const created = await checkout(buyer);
    // Back before paying: Stripe says the session is still open, so the order waits.
    const early = await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' });
    expect((early.json() as ConfirmOrderAnswer).status).toBe('PENDING');
    const session = standIn.complete(sessionOf(created));
    const back = await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' });
    expect(back.statusCode, back.body).toBe(200);
    const answer = back.json() as ConfirmOrderAnswer;
    expect(answer.status).toBe('CAPTURED');
    expect(answer.order).toMatchObject({ status: 'paid', bookingId: expect.any(Number) });
    expect(
      standIn.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`),
    ).toHaveLength(2);
    expect(await bookingsOfOrder(t.db, created.orderId)).toHaveLength(1);

    const hook = await deliver(standIn.webhookEvent('checkout.session.completed', eventObject(session)));
    expect(hook.json()).toEqual({ received: true, duplicate: false });
    expect(await bookingsOfOrder(t.db, created.orderId)).toHaveLength(1);
    const events = await t.db
      .select({ to: orderEvents.toStatus })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, created.orderId))
      .orderBy(orderEvents.id);
    expect(events.map((e) => e.to)).toEqual(['awaiting_payment', 'paid']);
  });

  it('checkout.session.expired closes an open order and gives its places back', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const before = await takenOf(t.db, shop.undated.id);
    const created = await checkout(buyer);
    expect(await takenOf(t.db, shop.undated.id)).toBe(before + 1);
    const session = standIn.expire(sessionOf(created));
    const hook = await deliver(standIn.webhookEvent('checkout.session.expired', eventObject(session)));
    expect(hook.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'expired', holdsPlaces: false });
    expect(await takenOf(t.db, shop.undated.id)).toBe(before);
    // The customer comes back to an expired order: EXPIRED, and the cart is still there to pay again.
    expect(
      ((await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, {})).json() as ConfirmOrderAnswer).status,
    ).toBe('EXPIRED');
    expect((await buyer.call('GET', '/api/cart')).json().items).toHaveLength(1);
  });

  it('charge.refunded for a paid order (a refund made in the Stripe dashboard) refunds it and cancels its vouchers', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const before = await takenOf(t.db, shop.undated.id);
    const created = await checkout(buyer);
    const session = standIn.complete(sessionOf(created));
    await deliver(standIn.webhookEvent('checkout.session.completed', eventObject(session)));
    expect((await orderRow(created.orderId)).status).toBe('paid');
    const charge = {
      id: 'ch_test_dashboard',
      object: 'charge',
      amount: 35_000,
      amount_refunded: 35_000,
      currency: 'aed',
      payment_intent: session.payment_intent,
      refunded: true,
    };
    const hook = await deliver(standIn.webhookEvent('charge.refunded', charge));
    expect(hook.json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(created.orderId)).status).toBe('refunded');
    const [booking] = await bookingsOfOrder(t.db, created.orderId);
    const items = await t.db.select().from(bookedItems).where(eq(bookedItems.bookingId, booking!.id));
    expect(items).toHaveLength(1);
    expect(items.every((i) => i.cancelledAt instanceof Date)).toBe(true);
    const order = (await buyer.call('GET', `/api/orders/${created.orderId}`)).json() as Order;
    expect(order.items.map((i) => i.voucher?.status)).toEqual(['cancelled']);
    // The refunded places are for sale again.
    expect(await takenOf(t.db, shop.undated.id)).toBe(before);
  });

  it('a payment that arrives after its place was sold is refunded through Stripe, once', async () => {
    const rare = await t.fixtures.insertActivity({
      title: 'Falconry',
      cityId: shop.city.id,
      places: 1,
      prices: [{ price: 42_000, description: 'Session' }],
    });
    const late = await quickBuyer(t.db, t.app);
    const first = await checkout(late, rare.id);
    expect(await expireDueOrders(t.app, new Date(Date.now() + 16 * 60_000))).toContain(first.orderId);
    const quick = await quickBuyer(t.db, t.app);
    const second = await checkout(quick, rare.id);
    standIn.complete(sessionOf(second));
    expect(
      ((await quick.call('POST', `/api/orders/${second.orderId}/confirm`, {})).json() as ConfirmOrderAnswer).status,
    ).toBe('CAPTURED');

    const paidLate = standIn.complete(sessionOf(first));
    const hook = await deliver(standIn.webhookEvent('checkout.session.completed', eventObject(paidLate)));
    expect(hook.json()).toEqual({ received: true, duplicate: false });
    const refunded = await waitFor(async () => {
      const row = await orderRow(first.orderId);
      return row.status === 'refunded' ? row : null;
    });
    const refunds = standIn.refunds.filter((r) => r.payment_intent === paidLate.payment_intent);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[42_000, 'succeeded']]);
    expect(refunded.refundReference).toBe(refunds[0]!.id);
    expect(standIn.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([
      `refund-order-${first.orderId}`,
    ]);
    expect(
      ((await late.call('POST', `/api/orders/${first.orderId}/confirm`, {})).json() as ConfirmOrderAnswer).status,
    ).toBe('REFUNDED');
    expect(await bookingsOfOrder(t.db, first.orderId)).toEqual([]);
    expect(await t.db.select().from(bookings).where(eq(bookings.orderId, second.orderId))).toHaveLength(1);
    expect(await takenOf(t.db, rare.id)).toBe(1);
  });
});
