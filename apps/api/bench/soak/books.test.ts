import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CreatedOrder } from '@weekends/shared';
import { cancellations, orders, priceOptions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../src/test/helpers.ts';
import { payOnSandbox, quickBuyer } from '../../src/modules/checkout/testing/buyers.ts';
import { insertPromo, newAttempt, nextFriday, openShop, waitFor } from '../../src/modules/checkout/testing/shop.ts';
import type { Shopper } from '../../src/modules/checkout/testing/shop.ts';
import { checkBooks, type BookCheck, type Query, type Scope } from './books.ts';

/**
 * The soak's book checks on a small shop whose books balance (a paid order with a promo code, a voucher cancelled
 * and refunded, an order left awaiting payment), then each fault they exist to find, made by hand in the tables:
 * every check must pass on the first and fail, naming the row, on the second.
 */
let t: TestApp;
let query: Query;
let paidOrder: number;
let openOrder: number;
let scope: Scope;

const byName = async (name: string): Promise<BookCheck> => {
  const found = (await checkBooks(query, scope)).find((c) => c.name.startsWith(name));
  if (!found) throw new Error(`no check named ${name}`);
  return found;
};

/** Breaks the books with `fault`, runs the check, then puts them back with `repair`. */
async function withFault(fault: string, repair: string, name: string): Promise<BookCheck> {
  await run(fault);
  try {
    return await byName(name);
  } finally {
    await run(repair);
  }
}

/** One statement at a time: the embedded database (PGlite) refuses several in one prepared statement. */
async function run(statements: string): Promise<void> {
  for (const statement of statements
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    await t.db.execute(sql.raw(statement));
  }
}

async function checkout(buyer: Shopper, item: object, promo?: string): Promise<CreatedOrder> {
  expect((await buyer.call('POST', '/api/cart/items', item)).statusCode).toBe(201);
  if (promo) expect((await buyer.call('PUT', '/api/cart/promo', { code: promo })).statusCode).toBe(200);
  const created = await buyer.call('POST', '/api/orders', newAttempt());
  expect(created.statusCode).toBe(201);
  return created.json();
}

async function pay(buyer: Shopper, created: CreatedOrder) {
  expect((await payOnSandbox(t.app, created)).statusCode).toBe(200);
  const confirmed = await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' });
  expect(confirmed.json().status).toBe('CAPTURED');
  return confirmed.json().order as { items: { voucher: { bookedItemId: number } | null }[] };
}

beforeAll(async () => {
  t = await createTestApp();
  query = async (text) => (await t.db.execute(sql.raw(text))).rows as never;
  const shop = await openShop(t);
  await insertPromo(t, { code: 'FEW', percent: 10, maxUses: 2, maxUsesPerCustomer: 1 });
  const optionOf = async (activityId: number) =>
    (
      await t.db
        .select()
        .from(priceOptions)
        .where(eq(priceOptions.activityId, activityId))
        .orderBy(priceOptions.position)
    )[0]!.id;
  // A Friday at least four days away: inside every window (holding, cancelling) whatever today is.
  const dated = {
    activityId: shop.dated.id,
    date: nextFriday(4),
    options: [{ priceOptionId: await optionOf(shop.dated.id), quantity: 2 }],
  };
  const undated = {
    activityId: shop.undated.id,
    options: [{ priceOptionId: await optionOf(shop.undated.id), quantity: 1 }],
  };

  // What the demo seed writes before any soak: an order paid 'by card' with no gateway behind it and no mail, whose
  // booked item has no order line and took its option's places (2 a unit) on the soak's Friday.
  const demo = await quickBuyer(t.db, t.app);
  const [, familyTicket] = await t.db
    .select()
    .from(priceOptions)
    .where(eq(priceOptions.activityId, shop.dated.id))
    .orderBy(priceOptions.position);
  await t.db.update(priceOptions).set({ places: 2 }).where(eq(priceOptions.id, familyTicket!.id));
  const [demoOrder] = await t.db
    .execute<{ id: number }>(
      sql`
    insert into orders (customer_id, attempt, status, contact, cart_total, discount, sub_total, total, vat,
                        expires_at, gateway, payment_reference, amount_paid, paid_at, holds_places)
    values (${demo.userId}, 'demo', 'paid', '{"firstName":"Demo","lastName":"Buyer","email":"demo@example.test","phoneNumber":null}',
            15000, 0, 15000, 15000, 714, now(), 'sandbox', 'demo-paid-by-card', 15000, now(), true)
    returning id`,
    )
    .then((r) => r.rows);
  const [demoBooking] = await t.db
    .execute<{ id: number }>(
      sql`
    insert into bookings (customer_id, order_id, cart_total, cart_discount, coupon_discount, total, payment_reference)
    values (${demo.userId}, ${demoOrder!.id}, 15000, 0, 0, 15000, 'demo-paid-by-card') returning id`,
    )
    .then((r) => r.rows);
  await t.db.execute(sql`
    insert into booked_items (booking_id, customer_id, activity_id, price_option_id, price_option_description, quantity,
                              price, total, host_amount, marketplace_fee, voucher_code, booked_for, purchase_date)
    values (${demoBooking!.id}, ${demo.userId}, ${dated.activityId}, ${familyTicket!.id}, 'Family', 1,
            15000, 15000, 0, 15000, 'DEMO2345', ${dated.date}, now())`);
  await t.db.execute(sql`
    insert into activity_places (activity_id, day, taken) values (${dated.activityId}, ${dated.date}, 2)`);
  scope = { firstOrderId: demoOrder!.id + 1 };

  const first = await quickBuyer(t.db, t.app);
  const paid = await checkout(first, dated, 'FEW');
  await pay(first, paid);
  paidOrder = paid.orderId;

  const second = await quickBuyer(t.db, t.app);
  const cancelled = await pay(second, await checkout(second, undated));
  const voucher = cancelled.items[0]!.voucher!.bookedItemId;
  expect((await second.call('POST', `/api/booked-items/${voucher}/cancel`, {})).statusCode).toBe(200);
  await waitFor(async () => {
    const [row] = await t.db.select().from(cancellations);
    return row?.status === 'refunded';
  });
  // Its only voucher's refund is the whole payment: the gateway reports it, and the order ends refunded.
  const [cancelledOrder] = await t.db.select({ orderId: cancellations.orderId }).from(cancellations);
  await waitFor(async () => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, cancelledOrder!.orderId!));
    return row?.status === 'refunded';
  });

  const third = await quickBuyer(t.db, t.app);
  openOrder = (await checkout(third, dated)).orderId;
  const [open] = await t.db.select().from(orders).where(eq(orders.id, openOrder));
  expect(open!.status).toBe('awaiting_payment');
});

afterAll(async () => {
  await t?.close();
});

describe('the soak’s book checks', () => {
  it('pass on books that balance', async () => {
    const checks = await checkBooks(query, scope);
    expect(checks.map((c) => [c.name, c.ok, c.evidence])).toEqual(checks.map((c) => [c.name, true, []]));
    expect(checks[0]!.figures).toContain(
      '2 captured: 1 booked, 0 booked with vouchers cancelled and refunded, 1 refunded whole',
    );
  });

  it('find a captured payment with neither a booking nor a refund', async () => {
    const check = await withFault(
      `update orders set status = 'expired' where id = ${paidOrder}`,
      `update orders set status = 'paid' where id = ${paidOrder}`,
      'every captured payment',
    );
    expect(check.ok).toBe(false);
    expect(check.evidence[0]).toMatch(new RegExp(`^neither: order ${paidOrder} \\(expired\\)`));
  });

  it('find a captured payment with both a booking and a refund', async () => {
    const check = await withFault(
      `update orders set status = 'refunded' where id = ${paidOrder};
       update sandbox_payments set refunded_amount = amount where order_id = ${paidOrder}`,
      `update orders set status = 'paid' where id = ${paidOrder};
       update sandbox_payments set refunded_amount = 0 where order_id = ${paidOrder}`,
      'every captured payment',
    );
    expect(check.ok).toBe(false);
    expect(check.evidence[0]).toMatch(new RegExp(`^both: order ${paidOrder} \\(refunded\\)`));
  });

  it('find a refund the gateway made that the shop never recorded', async () => {
    const check = await withFault(
      `update sandbox_payments set refunded_amount = 100 where order_id = ${paidOrder}`,
      `update sandbox_payments set refunded_amount = 0 where order_id = ${paidOrder}`,
      'every captured payment',
    );
    expect(check.ok).toBe(false);
    expect(check.evidence[0]).toMatch(new RegExp(`^refunds do not add up: order ${paidOrder} `));
  });

  it('find places taken that were neither sold nor held', async () => {
    const slot = `(select places_slot_id from order_items where order_id = ${openOrder} limit 1)`;
    const check = await withFault(
      `update activity_places set taken = taken + 1 where id = ${slot}`,
      `update activity_places set taken = taken - 1 where id = ${slot}`,
      'places taken',
    );
    expect(check.ok).toBe(false);
    // The demo's item, one buyer's and another's open order hold or bought 2 places each on that Friday; one more is
    // taken than that.
    expect(check.evidence[0]).toMatch(/taken 7, sold 4 \+ held 2 = 6$/);
  });

  it('find places an expired order still holds', async () => {
    const check = await withFault(
      `update orders set status = 'expired' where id = ${openOrder}`,
      `update orders set status = 'awaiting_payment' where id = ${openOrder}`,
      'places taken',
    );
    expect(check.ok).toBe(false);
    expect(check.evidence[0]).toMatch(/taken 6, sold 4 \+ held 0 = 4$/);
  });

  it('find a promo code used past its limit, by one customer past theirs, or miscounted', async () => {
    const over = await withFault(
      `update promo_codes set max_uses = 0, times_used = 1 where code = 'FEW'`,
      `update promo_codes set max_uses = 2, times_used = 1 where code = 'FEW'`,
      'no promo code',
    );
    expect(over.ok).toBe(false);
    expect(over.evidence).toContain('FEW: times_used 1 over max_uses 0');

    const perCustomer = await withFault(
      `update promo_codes set max_uses_per_customer = 0 where code = 'FEW'`,
      `update promo_codes set max_uses_per_customer = 1 where code = 'FEW'`,
      'no promo code',
    );
    expect(perCustomer.evidence).toContain('FEW: one customer has 1 uses, limit 0');

    const miscounted = await withFault(
      `update orders set holds_promo = false where id = ${paidOrder}`,
      `update orders set holds_promo = true where id = ${paidOrder}`,
      'no promo code',
    );
    expect(miscounted.ok).toBe(false);
    expect(miscounted.evidence).toContain('FEW: times_used 1, but 0 orders hold a use');
  });

  it('find a mail given up on, and a paid order without its booking confirmation', async () => {
    const gaveUp = await withFault(
      `update outbox set attempts = 10, error = 'refused' where template = 'booking-cancelled'`,
      `update outbox set attempts = 0, error = null where template = 'booking-cancelled'`,
      'no mail lost',
    );
    expect(gaveUp.ok).toBe(false);
    expect(gaveUp.evidence[0]).toMatch(/\(booking-cancelled\) given up: refused$/);

    const confirmation = `template = 'booking-confirmation' and attachments @> '[{"orderId": ${paidOrder}}]'`;
    const missing = await withFault(
      `update outbox set template = 'moved-aside' where ${confirmation}`,
      `update outbox set template = 'booking-confirmation' where template = 'moved-aside'`,
      'no mail lost',
    );
    expect(missing.ok).toBe(false);
    expect(missing.evidence).toContain(`order ${paidOrder}: paid, no booking confirmation`);
  });
});
