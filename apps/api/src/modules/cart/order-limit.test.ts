import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, DEFAULT_UNITS_PER_DATE, type Cart, type OrderLimits } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { bundleItems, bundles, orders, priceOptions, settings } from '../../db/schema/index.ts';
import { newAttempt, nextFriday, openShop, type Shopper } from '../checkout/testing/shop.ts';
import { quickBuyer } from '../checkout/testing/buyers.ts';
import { UNITS_PER_DATE_SETTING } from '../capacity/service.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

/**
 * The cap on one order's units per date: one unpaid order must not hold a whole date. Units are quantities (a family
 * ticket is one), summed over every item of the cart for the same activity and date (or undated stock); another
 * date, or another activity, counts apart. Adding or changing beyond the cap is refused; a cart already beyond it
 * (the cap lowered meanwhile) names the problem on its items, and the checkout refuses it.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let pass: { id: number };
let adult: number;
let child: number;
let voucher: number;
const friday = nextFriday();
const saturday = addDays(friday, 1);

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  const options = async (activityId: number) =>
    (
      await t.db
        .select()
        .from(priceOptions)
        .where(eq(priceOptions.activityId, activityId))
        .orderBy(priceOptions.position)
    ).map((o) => o.id);
  [adult, child] = (await options(shop.dated.id)) as [number, number];
  [voucher] = (await options(shop.undated.id)) as [number];
  const [row] = await t.db
    .insert(bundles)
    .values({ slug: 'desert-pass', name: 'Desert Pass', description: 'Dunes and a spa.' })
    .returning();
  pass = row!;
  await t.db.insert(bundleItems).values([
    { bundleId: pass.id, activityId: shop.dated.id, discountPercent: 10, position: 0 },
    { bundleId: pass.id, activityId: shop.undated.id, discountPercent: 10, position: 1 },
  ]);
});
afterAll(() => t.close());

const buyer = () => quickBuyer(t.db, t.app);
const safari = (date: string, adults: number, children = 0) => ({
  activityId: shop.dated.id,
  date,
  options: [
    { priceOptionId: adult, quantity: adults },
    { priceOptionId: child, quantity: children },
  ],
});
const add = (shopper: Shopper, body: object) => shopper.call('POST', '/api/cart/items', body);
const tooManyForDate = {
  statusCode: 409,
  code: 'TOO_MANY_FOR_DATE',
  message: 'One order holds up to 10 of Desert Safari per date. Please lower the quantity.',
  messageKey: 'cart.tooManyForDate',
  messageValues: { max: '10', title: 'Desert Safari' },
};

async function cartOf(shopper: Shopper): Promise<Cart> {
  const response = await shopper.call('GET', '/api/cart');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('units per date in one order', () => {
  it('GET /api/order-limits answers the default, then what the provider set', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/order-limits' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unitsPerDate: DEFAULT_UNITS_PER_DATE } satisfies OrderLimits);
    expect(DEFAULT_UNITS_PER_DATE).toBe(10);
    await t.fixtures.setSetting(UNITS_PER_DATE_SETTING, 4);
    expect((await t.app.inject({ method: 'GET', url: '/api/order-limits' })).json()).toEqual({ unitsPerDate: 4 });
    // A malformed value counts as the default rather than as no cap.
    await t.fixtures.setSetting(UNITS_PER_DATE_SETTING, 'lots');
    expect((await t.app.inject({ method: 'GET', url: '/api/order-limits' })).json()).toEqual({ unitsPerDate: 10 });
    await t.db.delete(settings).where(eq(settings.key, UNITS_PER_DATE_SETTING));
  });

  it('accepts 10 units for one date and refuses 11, options counted together; another date counts apart', async () => {
    const shopper = await buyer();
    const eleven = await add(shopper, safari(friday, 6, 5));
    expect(eleven.statusCode).toBe(409);
    expect(eleven.json()).toEqual(tooManyForDate);
    expect((await cartOf(shopper)).items).toEqual([]);

    expect((await add(shopper, safari(friday, 6, 4))).statusCode).toBe(201);
    // Another date is another slot: 10 more there.
    const other = await add(shopper, safari(saturday, 10));
    expect(other.statusCode, other.body).toBe(201);
    const cart = other.json() as Cart;
    expect(cart.items.map((i) => [i.date, i.problem])).toEqual([
      [friday, null],
      [saturday, null],
    ]);
    // Book Now again on the same date replaces the selection, so it is not counted twice.
    expect((await add(shopper, safari(friday, 10))).statusCode).toBe(201);
    // Raising an item beyond the cap in the edit pop-up is refused too.
    const itemId = (await cartOf(shopper)).items.find((i) => i.date === friday)!.id;
    const raised = await shopper.call('PATCH', `/api/cart/items/${itemId}`, safari(friday, 11));
    expect(raised.json()).toEqual(tooManyForDate);
    expect((await cartOf(shopper)).items.find((i) => i.id === itemId)!.lines[0]!.quantity).toBe(10);
  });

  it('sums two items of the same activity and date (alone and in a weekend pass)', async () => {
    const shopper = await buyer();
    expect((await add(shopper, safari(friday, 4))).statusCode).toBe(201);
    const passBody = (adults: number) => ({
      bundleId: pass.id,
      experiences: [
        { ...safari(friday, adults) },
        { activityId: shop.undated.id, date: null, options: [{ priceOptionId: voucher, quantity: 1 }] },
      ],
    });
    const refused = await shopper.call('POST', '/api/cart/passes', passBody(7));
    expect(refused.json()).toEqual(tooManyForDate);
    expect((await cartOf(shopper)).items).toHaveLength(1);
    const accepted = await shopper.call('POST', '/api/cart/passes', passBody(6));
    expect(accepted.statusCode, accepted.body).toBe(201);
    // The pass chosen again replaces itself, so its own units are not counted twice.
    expect((await shopper.call('POST', '/api/cart/passes', passBody(6))).statusCode).toBe(201);
    // Now the single item cannot grow: the pass holds 6 of the same date.
    const single = (await cartOf(shopper)).items.find((i) => i.pass === null)!;
    expect((await shopper.call('PATCH', `/api/cart/items/${single.id}`, safari(friday, 5))).json()).toEqual(
      tooManyForDate,
    );
    // Moved to Saturday, it no longer shares the date.
    expect((await shopper.call('PATCH', `/api/cart/items/${single.id}`, safari(saturday, 10))).statusCode).toBe(200);
  });

  it("an undated activity's vouchers are capped alike", async () => {
    const shopper = await buyer();
    const vouchers = (quantity: number) => ({
      activityId: shop.undated.id,
      options: [{ priceOptionId: voucher, quantity }],
    });
    expect((await add(shopper, vouchers(11))).json()).toEqual(
      keyed({
        statusCode: 409,
        code: 'TOO_MANY_FOR_DATE',
        message: 'One order holds up to 10 of Spa Day. Please lower the quantity.',
      }),
    );
    expect((await add(shopper, vouchers(10))).statusCode).toBe(201);
  });

  it('a cart beyond the cap (lowered meanwhile) names the problem on its items, and the checkout refuses it', async () => {
    const shopper = await buyer();
    expect((await add(shopper, safari(friday, 3, 2))).statusCode).toBe(201);
    expect((await add(shopper, safari(saturday, 4))).statusCode).toBe(201);
    await t.fixtures.setSetting(UNITS_PER_DATE_SETTING, 4);
    try {
      const cart = await cartOf(shopper);
      expect(cart.items.map((i) => [i.date, i.problem, i.problemMessage])).toEqual([
        [friday, 'TOO_MANY_FOR_DATE', 'One order holds up to 4 of Desert Safari per date. Please lower the quantity.'],
        [saturday, null, null],
      ]);
      const refused = await shopper.call('POST', '/api/orders', newAttempt());
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_FOR_DATE' });
      expect(await t.db.select().from(orders).where(eq(orders.customerId, shopper.userId))).toEqual([]);
    } finally {
      await t.fixtures.setSetting(UNITS_PER_DATE_SETTING, DEFAULT_UNITS_PER_DATE);
    }
  });
});
