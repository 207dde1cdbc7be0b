import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CART_MESSAGES,
  DEFAULT_OWN_PASS_DISCOUNTS,
  passTotals,
  quote,
  type Cart,
  type CreatedOrder,
} from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { bookedItems, bookings, bundleItems, bundles, carts, priceOptions } from '../../db/schema/index.ts';
import { newAttempt, nextFriday, openShop, type Shopper } from '../checkout/testing/shop.ts';
import { payOnSandbox, quickBuyer, takenOf } from '../checkout/testing/buyers.ts';

/**
 * Weekend passes in the cart: a pass is one row per experience sharing
 * the pass, priced with each experience's discount in it; it replaces itself, leaves whole, and goes through
 * checkout and payment into booked items of type 1 carrying the pass's name, holding places for every experience.
 * The customer's own pass takes the discount the provider set for its number of experiences.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let cruise: { id: number };
let pass: { id: number; slug: string };
const friday = nextFriday();

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  cruise = await t.fixtures.insertActivity({
    title: 'Dhow Cruise',
    cityId: shop.city.id,
    places: 1_000,
    prices: [{ price: 9_999, description: 'Seat' }],
  });
  const [row] = await t.db
    .insert(bundles)
    .values({ slug: 'dubai-pass', name: 'Dubai Pass', description: 'Desert and sea.' })
    .returning();
  pass = row!;
  await t.db.insert(bundleItems).values([
    { bundleId: pass.id, activityId: shop.dated.id, discountPercent: 10, position: 0 },
    { bundleId: pass.id, activityId: cruise.id, discountPercent: 15, position: 1 },
  ]);
});
afterAll(() => t.close());

const buyer = () => quickBuyer(t.db, t.app);
const optionsOf = (activityId: number) =>
  t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId)).orderBy(priceOptions.position);
const quoteOf = (cart: Cart) =>
  quote(
    cart.items.map((i) => ({ lines: i.lines, discountPercent: i.discountPercent })),
    cart.promo?.percent ?? 0,
  );

/** The pass page's first state: the first option of every experience at 1 (the dated one on `friday`). */
async function firstOptions(): Promise<
  { activityId: number; date: string | null; options: { priceOptionId: number; quantity: number }[] }[]
> {
  const [adult] = await optionsOf(shop.dated.id);
  const [seat] = await optionsOf(cruise.id);
  return [
    { activityId: shop.dated.id, date: friday, options: [{ priceOptionId: adult!.id, quantity: 1 }] },
    { activityId: cruise.id, date: null, options: [{ priceOptionId: seat!.id, quantity: 1 }] },
  ];
}

async function addPass(shopper: Shopper, body: unknown): Promise<Cart> {
  const response = await shopper.call('POST', '/api/cart/passes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('a weekend pass in the cart', () => {
  it('is one pass of type 1 items, each at its own discount, priced as the pass page prices it, and replaces itself', async () => {
    const shopper = await buyer();
    const cart = await addPass(shopper, { bundleId: pass.id, experiences: await firstOptions() });
    expect(cart.items.map((i) => [i.itemType, i.activity.title, i.date, i.discountPercent, i.total])).toEqual([
      // floor(150 AED x 90%) and floor(99.99 AED x 85%).
      [1, 'Desert Safari', friday, 10, 13_500],
      [1, 'Dhow Cruise', null, 15, 8_499],
    ]);
    expect(
      cart.items.every(
        (i) => i.pass?.ref === `bundle:${pass.id}` && i.pass.slug === 'dubai-pass' && i.pass.name === 'Dubai Pass',
      ),
    ).toBe(true);
    const totals = passTotals(cart.items.map((i) => ({ lines: i.lines, discountPercent: i.discountPercent })));
    expect(cart.passes).toEqual([
      {
        ref: `bundle:${pass.id}`,
        bundleId: pass.id,
        slug: 'dubai-pass',
        name: 'Dubai Pass',
        image: cart.items[0]!.activity.image,
        itemIds: cart.items.map((i) => i.id),
        ...totals,
      },
    ]);
    expect(totals).toEqual({ cartTotal: 24_999, total: 21_999, discountPercent: 12 });
    expect(cart.quote).toEqual(quoteOf(cart));
    expect(cart.quote.total).toBe(21_999);
    expect(cart.count).toBe(2);

    // Book Now again with 2 seats and no safari: the pass is replaced, not added twice; zero quantities stay out.
    const [adult] = await optionsOf(shop.dated.id);
    const [seat] = await optionsOf(cruise.id);
    const again = await addPass(shopper, {
      bundleId: pass.id,
      experiences: [
        { activityId: shop.dated.id, date: friday, options: [{ priceOptionId: adult!.id, quantity: 0 }] },
        { activityId: cruise.id, options: [{ priceOptionId: seat!.id, quantity: 2 }] },
      ],
    });
    expect(again.items.map((i) => [i.activity.title, i.total])).toEqual([
      ['Dhow Cruise', Math.floor((19_998 * 85) / 100)],
    ]);
    expect(again.passes).toHaveLength(1);
  });

  it('keeps apart the same activity bought alone, and leaves whole: by its ref or by any of its items', async () => {
    const shopper = await buyer();
    const [seat] = await optionsOf(cruise.id);
    await shopper.call('POST', '/api/cart/items', {
      activityId: cruise.id,
      options: [{ priceOptionId: seat!.id, quantity: 1 }],
    });
    const cart = await addPass(shopper, { bundleId: pass.id, experiences: await firstOptions() });
    expect(cart.items.map((i) => [i.itemType, i.activity.title])).toEqual([
      [0, 'Dhow Cruise'],
      [1, 'Desert Safari'],
      [1, 'Dhow Cruise'],
    ]);
    const byItem = await shopper.call('DELETE', `/api/cart/items/${cart.items[2]!.id}`);
    expect(byItem.statusCode).toBe(200);
    expect((byItem.json() as Cart).items.map((i) => i.itemType)).toEqual([0]);
    expect((byItem.json() as Cart).passes).toEqual([]);

    await addPass(shopper, { bundleId: pass.id, experiences: await firstOptions() });
    const byRef = await shopper.call('DELETE', `/api/cart/passes/bundle:${pass.id}`);
    expect(byRef.statusCode).toBe(200);
    expect((byRef.json() as Cart).items.map((i) => i.itemType)).toEqual([0]);
    expect((await shopper.call('DELETE', `/api/cart/passes/bundle:${pass.id}`)).statusCode).toBe(404);
    expect((await shopper.call('DELETE', '/api/cart/passes/nonsense')).statusCode).toBe(404);
  });

  it("refuses an experience that is not the pass's, a dated one without a date, an unknown or inactive pass", async () => {
    const shopper = await buyer();
    const [spa] = await optionsOf(shop.undated.id);
    const experiences = await firstOptions();
    const stranger = await shopper.call('POST', '/api/cart/passes', {
      bundleId: pass.id,
      experiences: [
        ...experiences,
        { activityId: shop.undated.id, options: [{ priceOptionId: spa!.id, quantity: 1 }] },
      ],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'NOT_IN_PASS', message: CART_MESSAGES.notInPass });
    const noDate = await shopper.call('POST', '/api/cart/passes', {
      bundleId: pass.id,
      experiences: [{ ...experiences[0]!, date: null }, experiences[1]],
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().code).toBe('CHOOSE_DATE');
    expect((await shopper.call('POST', '/api/cart/passes', { bundleId: 999_999, experiences })).statusCode).toBe(404);
    const nothing = await shopper.call('POST', '/api/cart/passes', {
      bundleId: pass.id,
      experiences: experiences.map((e) => ({ ...e, options: e.options.map((o) => ({ ...o, quantity: 0 })) })),
    });
    expect(nothing.statusCode).toBe(400);
    expect((await shopper.call('GET', '/api/cart')).json().items).toEqual([]);
  });

  it('a pass that stops selling stays in the cart with its problem named, and checkout refuses it', async () => {
    const shopper = await buyer();
    const [row] = await t.db.insert(bundles).values({ slug: 'short-lived', name: 'Short Lived Pass' }).returning();
    await t.db.insert(bundleItems).values([{ bundleId: row!.id, activityId: cruise.id, discountPercent: 20 }]);
    const [seat] = await optionsOf(cruise.id);
    await addPass(shopper, {
      bundleId: row!.id,
      experiences: [{ activityId: cruise.id, options: [{ priceOptionId: seat!.id, quantity: 1 }] }],
    });
    await t.db.update(bundles).set({ isActive: false }).where(eq(bundles.id, row!.id));
    const cart = (await shopper.call('GET', '/api/cart')).json() as Cart;
    expect(cart.items[0]).toMatchObject({ problem: 'UNAVAILABLE', problemMessage: CART_MESSAGES.passUnavailable });
    const order = await shopper.call('POST', '/api/orders', newAttempt());
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe(CART_MESSAGES.passUnavailable);
  });
});

describe("the cart's last change", () => {
  it("editing, removing an item or a pass restarts the clock of the 'left in your cart' reminder", async () => {
    const shopper = await buyer();
    const [seat] = await optionsOf(cruise.id);
    const added = (
      await shopper.call('POST', '/api/cart/items', {
        activityId: cruise.id,
        options: [{ priceOptionId: seat!.id, quantity: 1 }],
      })
    ).json() as Cart;
    await addPass(shopper, { bundleId: pass.id, experiences: await firstOptions() });
    const longAgo = new Date(Date.now() - 30 * 3_600_000);
    const age = async () => {
      const [row] = await t.db
        .select({ updatedAt: carts.updatedAt })
        .from(carts)
        .where(eq(carts.customerId, shopper.userId));
      return Date.now() - row!.updatedAt.getTime();
    };
    const change = async (method: 'PATCH' | 'DELETE', url: string, body?: unknown) => {
      await t.db.update(carts).set({ updatedAt: longAgo }).where(eq(carts.customerId, shopper.userId));
      expect((await shopper.call(method, url, body)).statusCode).toBe(200);
      expect(await age()).toBeLessThan(60_000);
    };
    await change('PATCH', `/api/cart/items/${added.items[0]!.id}`, {
      options: [{ priceOptionId: seat!.id, quantity: 2 }],
    });
    await change('DELETE', `/api/cart/passes/bundle:${pass.id}`);
    await change('DELETE', `/api/cart/items/${added.items[0]!.id}`);
  });
});

describe('checkout of a pass', () => {
  it('holds places for every experience, and payment makes type 1 booked items carrying the pass name', async () => {
    const shopper = await buyer();
    const before = { safari: await takenOf(t.db, shop.dated.id, friday), cruise: await takenOf(t.db, cruise.id) };
    const cart = await addPass(shopper, { bundleId: pass.id, experiences: await firstOptions() });
    const created = await shopper.call('POST', '/api/orders', newAttempt());
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json() as CreatedOrder;
    expect(await takenOf(t.db, shop.dated.id, friday)).toBe(before.safari + 1);
    expect(await takenOf(t.db, cruise.id)).toBe(before.cruise + 1);

    expect((await payOnSandbox(t.app, order)).statusCode).toBe(200);
    const confirmed = await shopper.call('POST', `/api/orders/${order.orderId}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.orderId, order.orderId));
    expect(booking!.total).toBe(cart.quote.total);
    const items = await t.db
      .select()
      .from(bookedItems)
      .where(eq(bookedItems.bookingId, booking!.id))
      .orderBy(bookedItems.id);
    expect(items.map((i) => [i.itemType, i.bundleName, i.passRef, i.activityId, i.bookedFor, i.total])).toEqual([
      [1, 'Dubai Pass', `bundle:${pass.id}`, shop.dated.id, friday, 13_500],
      [1, 'Dubai Pass', `bundle:${pass.id}`, cruise.id, null, 8_499],
    ]);
    // The dashboard names the item by its pass.
    const listed = (await shopper.call('GET', '/api/accounts/me/bookings')).json();
    expect(listed.items.map((i: { title: string; itemType: number }) => [i.itemType, i.title])).toEqual([
      [1, 'Dubai Pass'],
      [1, 'Dubai Pass'],
    ]);
    // What was bought left the cart.
    expect((await shopper.call('GET', '/api/cart')).json().items).toEqual([]);
  });
});

describe('Make Your Own Weekend Pass', () => {
  it('needs 3 different experiences, and takes the percent the provider set for 3, 4, and 5 or more', async () => {
    const shopper = await buyer();
    const extra = await t.fixtures.insertActivity({
      title: 'Kayak Tour',
      cityId: shop.city.id,
      places: 1_000,
      prices: [{ price: 10_000, description: 'Kayak' }],
    });
    const pick = async (activityId: number, date: string | null = null) => ({
      activityId,
      date,
      options: [{ priceOptionId: (await optionsOf(activityId))[0]!.id, quantity: 1 }],
    });
    const two = [await pick(shop.dated.id, friday), await pick(cruise.id)];
    const tooSmall = await shopper.call('POST', '/api/cart/passes', { bundleId: null, experiences: two });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({ code: 'OWN_PASS_TOO_SMALL', message: CART_MESSAGES.ownPassTooSmall });

    expect((await t.app.inject({ url: '/api/own-pass' })).json()).toEqual(DEFAULT_OWN_PASS_DISCOUNTS);
    const three = await addPass(shopper, { bundleId: null, experiences: [...two, await pick(shop.undated.id)] });
    expect(three.items.map((i) => i.discountPercent)).toEqual([5, 5, 5]);
    expect(three.passes).toMatchObject([{ ref: 'own', bundleId: null, slug: null, name: CART_MESSAGES.ownPassName }]);

    // The provider changes the discounts; only an admin may.
    const discounts = { three: 7, four: 12, fiveOrMore: 20 };
    expect((await shopper.call('PUT', '/api/admin/own-pass', discounts)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/own-pass', payload: discounts })).statusCode).toBe(
      401,
    );
    const admin = await quickBuyer(t.db, t.app, { staffRole: 'owner' });
    const saved = await admin.call('PUT', '/api/admin/own-pass', discounts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.call('PUT', '/api/admin/own-pass', { ...discounts, four: 95 })).statusCode).toBe(400);

    const four = await addPass(shopper, {
      bundleId: null,
      experiences: [...two, await pick(shop.undated.id), await pick(extra.id)],
    });
    expect(four.items.map((i) => i.discountPercent)).toEqual([12, 12, 12, 12]);
    expect(four.quote).toEqual(quoteOf(four));
    expect(four.passes[0]!.total).toBe(four.items.reduce((sum, i) => sum + i.total, 0));
    const remaining = await t.db
      .select()
      .from(bundles)
      .where(and(eq(bundles.slug, 'dubai-pass')));
    expect(remaining).toHaveLength(1);
  });
});
