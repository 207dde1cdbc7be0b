import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CancelResult } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { bookedItems, cancellations, orders } from '../../db/schema/index.ts';
import {
  startStripeStandIn,
  type StandInSession,
  type StripeStandIn,
} from '../../lib/payments/testing/stripe-stand-in.ts';
import { nextFriday, openShop, waitFor } from '../checkout/testing/shop.ts';
import { quickBuyer, sessionOf, takenOf } from '../checkout/testing/buyers.ts';
import { itemsOfOrder, order } from './testing/vouchers.ts';

/**
 * Cancelling with PAYMENT_GATEWAY=stripe: each cancellation is a partial refund of the PaymentIntent (its amount, its
 * own idempotency key), and Stripe's charge.refunded webhook for a partial refund leaves the order and its other
 * vouchers as they are.
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

const eventObject = (session: StandInSession) => {
  const { params: _params, ...object } = session;
  return object;
};
const deliver = (event: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...event.headers },
    payload: event.body,
  });
const refundedCancellation = (id: number) =>
  waitFor(async () => {
    const [row] = await t.db.select().from(cancellations).where(eq(cancellations.id, id));
    return row?.status === 'refunded' ? row : null;
  });

describe('cancelling a voucher paid through Stripe', () => {
  it("refunds the cancelled voucher's share of the payment with its own key; the order and its other voucher stay", async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const created = await order(buyer, t.db, [
      { activityId: shop.undated.id },
      { activityId: shop.dated.id, date: nextFriday(3) },
    ]);
    const session = standIn.complete(sessionOf(created));
    expect((await deliver(standIn.webhookEvent('checkout.session.completed', eventObject(session)))).statusCode).toBe(
      200,
    );
    expect(session.amount_total).toBe(35_000 + 15_000);
    const [spa, safari] = await itemsOfOrder(t.db, created.orderId);
    const before = await takenOf(t.db, shop.undated.id);

    const response = await buyer.call('POST', `/api/booked-items/${spa!.id}/cancel`, {});
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as CancelResult;
    expect(result).toMatchObject({ refund: 35_000, status: 'refund_pending', itemIds: [spa!.id] });
    const done = await refundedCancellation(result.cancellationId);
    const refunds = standIn.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[35_000, 'succeeded']]);
    expect(done.refundReference).toBe(refunds[0]!.id);
    expect(
      standIn.requests.filter((r) => r.path === '/v1/refunds').map((r) => [r.idempotencyKey, r.params.amount]),
    ).toContainEqual([`refund-cancellation-${result.cancellationId}`, '35000']);
    expect(await takenOf(t.db, shop.undated.id)).toBe(before - 1);
    expect((await t.db.select().from(orders).where(eq(orders.id, created.orderId)))[0]!.status).toBe('paid');
    expect((await t.db.select().from(bookedItems).where(eq(bookedItems.id, safari!.id)))[0]!.cancelledAt).toBeNull();
  });

  it('a partial refund: only the cancelled line goes back, and charge.refunded for it changes nothing else', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const created = await order(buyer, t.db, [{ activityId: shop.undated.id, quantity: 2 }]);
    const session = standIn.complete(sessionOf(created));
    await deliver(standIn.webhookEvent('checkout.session.completed', eventObject(session)));
    // Two vouchers of one payment: split the line into two booked items as a pass's experiences would be.
    const [line] = await itemsOfOrder(t.db, created.orderId);
    expect(line!.total).toBe(70_000);
    await t.db.update(bookedItems).set({ quantity: 1, total: 35_000 }).where(eq(bookedItems.id, line!.id));
    const { id: _id, voucherCode: _code, ...copy } = line!;
    // Another unique code: the first character changed (to T when it was already S, as 1 in 32 random codes is).
    const [other] = await t.db
      .insert(bookedItems)
      .values({
        ...copy,
        quantity: 1,
        total: 35_000,
        voucherCode: `${line!.voucherCode.startsWith('S') ? 'T' : 'S'}${line!.voucherCode.slice(1)}`,
      })
      .returning();

    const result = (await buyer.call('POST', `/api/booked-items/${line!.id}/cancel`, {})).json() as CancelResult;
    expect(result.refund).toBe(35_000);
    await refundedCancellation(result.cancellationId);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent).map((r) => r.amount)).toEqual([
      35_000,
    ]);

    const charge = {
      id: 'ch_partial',
      object: 'charge',
      amount: 70_000,
      amount_refunded: 35_000,
      currency: 'aed',
      payment_intent: session.payment_intent,
      refunded: false,
    };
    expect((await deliver(standIn.webhookEvent('charge.refunded', charge))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, created.orderId)))[0]!.status).toBe('paid');
    expect((await t.db.select().from(bookedItems).where(eq(bookedItems.id, other!.id)))[0]!.cancelledAt).toBeNull();

    // The second voucher's refund is the rest of the payment.
    const second = (await buyer.call('POST', `/api/booked-items/${other!.id}/cancel`, {})).json() as CancelResult;
    await refundedCancellation(second.cancellationId);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent).map((r) => r.amount)).toEqual([
      35_000, 35_000,
    ]);
  });
});
