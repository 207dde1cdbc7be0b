import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  LOCATION_PREFERENCES,
  quote,
  type Address,
  type Cart,
  type CreatedOrder,
  type Order,
} from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { bookedItems, bookings, carts, customers, orders, priceOptions, promoCodes } from '../../db/schema/index.ts';
import { guestShopper, insertPromo, newAttempt, nextFriday, openShop, type Shopper } from '../checkout/testing/shop.ts';
import { payOnSandbox, quickBuyer } from '../checkout/testing/buyers.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

/**
 * The cart: items added, replaced, edited and removed;
 * the quote the server computes; promo codes and every way they are refused; delivery addresses and the Stay At
 * Home rule; and the wrong owner, who reaches nothing of another customer's cart, addresses, orders or vouchers.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let yoga: { id: number };
let delivery: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  // The Stay At Home preference must be row 1: LOCATION_PREFERENCES.stayAtHome is how the cart recognises it.
  expect(shop.stayAtHome.id).toBe(LOCATION_PREFERENCES.stayAtHome);
  yoga = await t.fixtures.insertActivity({
    title: 'Beach Yoga',
    cityId: shop.city.id,
    places: 1_000,
    prices: [{ price: 33_333, description: 'Class' }],
  });
  delivery = await t.fixtures.insertActivity({
    title: 'Cooking Box',
    cityId: shop.city.id,
    places: 1_000,
    activityPreferenceId: shop.stayAtHome.id,
    prices: [{ price: 18_000, description: 'Box for two' }],
  });
});
afterAll(() => t.close());

const optionsOf = (activityId: number) =>
  t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId)).orderBy(priceOptions.position);
const friday = nextFriday();
const saturday = addDays(friday, 1);
const buyer = () => quickBuyer(t.db, t.app);

async function cartOf(shopper: Shopper): Promise<Cart> {
  const response = await shopper.call('GET', '/api/cart');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** One unit of the activity's first option. */
async function addOne(shopper: Shopper, activityId: number, quantity = 1): Promise<Cart> {
  const [option] = await optionsOf(activityId);
  const added = await shopper.call('POST', '/api/cart/items', {
    activityId,
    options: [{ priceOptionId: option!.id, quantity }],
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json();
}

const applyPromo = (shopper: Shopper, code: string) => shopper.call('PUT', '/api/cart/promo', { code });
const invalidPromo = {
  statusCode: 400,
  code: 'INVALID_PROMO_CODE',
  message: 'Invalid Promo Code',
  messageKey: 'cart.invalidPromoCode',
  fieldErrors: { code: ['Invalid Promo Code'] },
};
const quoteOf = (cart: Cart) =>
  quote(
    cart.items.map((i) => ({ lines: i.lines, discountPercent: i.discountPercent })),
    cart.promo?.percent ?? 0,
  );

const validAddress = (cityId: number) => ({
  firstName: 'Amira',
  lastName: 'Haddad',
  phoneNumber: '+971501234567',
  email: 'Amira@Example.test',
  address: 'Villa 3',
  street: 'Al Wasl Road',
  cityId,
  poBoxNo: '1234',
});

describe('items', () => {
  it('adds an item, replaces it for the same activity and date, keeps another date apart, edits and deletes', async () => {
    const shopper = await buyer();
    const [adult, child] = await optionsOf(shop.dated.id);
    expect(await cartOf(shopper)).toEqual({
      items: [],
      passes: [],
      promo: null,
      addressId: null,
      needsAddress: false,
      count: 0,
      quote: quote([]),
    });

    const first = await shopper.call('POST', '/api/cart/items', {
      activityId: shop.dated.id,
      date: friday,
      options: [{ priceOptionId: adult!.id, quantity: 2 }],
    });
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const added = first.json() as Cart;
    expect(added.items).toHaveLength(1);
    const item = added.items[0]!;
    expect(item).toMatchObject({
      itemType: 0,
      activity: {
        id: shop.dated.id,
        title: 'Desert Safari',
        dateInput: true,
        stayAtHome: false,
        city: { id: shop.city.id, name: 'Dubai' },
        days: [
          { name: 'Thursday', weekday: 4 },
          { name: 'Friday', weekday: 5 },
          { name: 'Saturday', weekday: 6 },
        ],
      },
      date: friday,
      discountPercent: 0,
      total: 30_000,
      placesLeft: null,
      problem: null,
      problemMessage: null,
    });
    // Every option is listed, chosen or not, so the edit pop-up can raise any of them.
    expect(item.lines).toEqual([
      {
        priceOptionId: adult!.id,
        description: 'Adult',
        price: 20_000,
        discountedPrice: 15_000,
        quantity: 2,
        total: 30_000,
      },
      { priceOptionId: child!.id, description: 'Child', price: 10_000, discountedPrice: null, quantity: 0, total: 0 },
    ]);
    expect(added.count).toBe(2);
    expect(added.quote).toEqual({
      cartTotal: 40_000,
      discount: 10_000,
      subTotal: 30_000,
      couponPercent: 0,
      couponDiscount: 0,
      total: 30_000,
      vat: 1_428,
    });

    // Book Now again for the same day replaces the selection.
    const again = (
      await shopper.call('POST', '/api/cart/items', {
        activityId: shop.dated.id,
        date: friday,
        options: [
          { priceOptionId: adult!.id, quantity: 1 },
          { priceOptionId: child!.id, quantity: 1 },
        ],
      })
    ).json() as Cart;
    expect(again.items.map((i) => [i.id, i.date, i.lines.map((l) => l.quantity), i.total])).toEqual([
      [item.id, friday, [1, 1], 25_000],
    ]);

    // Another day is another item; so is another activity (undated: a date sent is not kept).
    await shopper.call('POST', '/api/cart/items', {
      activityId: shop.dated.id,
      date: saturday,
      options: [{ priceOptionId: child!.id, quantity: 3 }],
    });
    const [voucher] = await optionsOf(shop.undated.id);
    const three = (
      await shopper.call('POST', '/api/cart/items', {
        activityId: shop.undated.id,
        date: friday,
        options: [{ priceOptionId: voucher!.id, quantity: 1 }],
      })
    ).json() as Cart;
    expect(three.items.map((i) => [i.activity.title, i.date, i.total])).toEqual([
      ['Desert Safari', friday, 25_000],
      ['Desert Safari', saturday, 30_000],
      ['Spa Day', null, 35_000],
    ]);
    expect(three.count).toBe(6);
    expect(three.quote).toEqual(quoteOf(three));
    expect(three.quote).toEqual({
      cartTotal: 95_000,
      discount: 5_000,
      subTotal: 90_000,
      couponPercent: 0,
      couponDiscount: 0,
      total: 90_000,
      vat: 4_285,
    });

    // The edit pop-up: Saturday's item moves to the next Saturday with 2 adults.
    const saturdayItem = three.items[1]!;
    const nextSaturday = addDays(saturday, 7);
    const edited = await shopper.call('PATCH', `/api/cart/items/${saturdayItem.id}`, {
      date: nextSaturday,
      options: [{ priceOptionId: adult!.id, quantity: 2 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Cart).items.find((i) => i.id === saturdayItem.id)).toMatchObject({
      date: nextSaturday,
      total: 30_000,
      lines: [{ quantity: 2 }, { quantity: 0 }],
    });
    // Without a date the edit keeps the item's day.
    const quantityOnly = (
      await shopper.call('PATCH', `/api/cart/items/${saturdayItem.id}`, {
        options: [{ priceOptionId: child!.id, quantity: 1 }],
      })
    ).json() as Cart;
    expect(quantityOnly.items.find((i) => i.id === saturdayItem.id)).toMatchObject({
      date: nextSaturday,
      total: 10_000,
    });
    const toMonday = await shopper.call('PATCH', `/api/cart/items/${saturdayItem.id}`, {
      date: addDays(friday, 3),
      options: [{ priceOptionId: child!.id, quantity: 1 }],
    });
    expect(toMonday.statusCode).toBe(409);
    expect(toMonday.json().code).toBe('DATE_NOT_BOOKABLE');

    const removed = await shopper.call('DELETE', `/api/cart/items/${saturdayItem.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Cart).items.map((i) => i.id)).toEqual([item.id, three.items[2]!.id]);
    expect((await shopper.call('DELETE', `/api/cart/items/${saturdayItem.id}`)).statusCode).toBe(404);
    expect(
      (
        await shopper.call('PATCH', `/api/cart/items/${saturdayItem.id}`, {
          options: [{ priceOptionId: child!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    const after = await cartOf(shopper);
    expect(after.quote).toEqual(quoteOf(after));
    expect(after.quote.total).toBe(60_000);
  });

  it("answers, on adding, the cart a read answers next (in the reader's language too); refuses a 21st item (409 CART_FULL) but still replaces one", async () => {
    // Add to cart checks, writes and prices in two statements; the cart it answers must be the one stored.
    const shopper = await buyer();
    const arabic = await t.fixtures.insertActivity({
      title: 'Dhow Cruise',
      titleAr: 'رحلة المركب',
      cityId: shop.city.id,
      places: 1_000,
      prices: [{ price: 12_000, description: 'Seat', descriptionAr: 'مقعد' }],
    });
    await addOne(shopper, yoga.id);
    const [seat] = await optionsOf(arabic.id);
    const inArabic = await shopper.call('POST', '/api/cart/items?language=ar', {
      activityId: arabic.id,
      options: [{ priceOptionId: seat!.id, quantity: 2 }],
    });
    expect(inArabic.statusCode, inArabic.body).toBe(201);
    const readInArabic = await shopper.call('GET', '/api/cart?language=ar');
    expect(inArabic.json()).toEqual(readInArabic.json());
    expect((inArabic.json() as Cart).items.map((i) => [i.activity.title, i.lines[0]!.description])).toEqual([
      ['Beach Yoga', 'Class'],
      ['رحلة المركب', 'مقعد'],
    ]);

    // Up to MAX_CART_ITEMS (20) items; the 21st is refused and the cart is left as it was.
    for (let n = 3; n <= 20; n++) {
      const more = await t.fixtures.insertActivity({
        title: `Filler ${n}`,
        cityId: shop.city.id,
        places: 10,
        prices: [{ price: 1_000 }],
      });
      const cart = await addOne(shopper, more.id);
      expect(cart).toEqual(await cartOf(shopper));
      expect(cart.items).toHaveLength(n);
    }
    const extra = await t.fixtures.insertActivity({
      title: 'One Too Many',
      cityId: shop.city.id,
      places: 10,
      prices: [{ price: 1_000 }],
    });
    const [extraOption] = await optionsOf(extra.id);
    const full = await shopper.call('POST', '/api/cart/items', {
      activityId: extra.id,
      options: [{ priceOptionId: extraOption!.id, quantity: 1 }],
    });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CART_FULL' });
    const stored = await cartOf(shopper);
    expect(stored.items).toHaveLength(20);
    expect(stored.items.some((i) => i.activity.id === extra.id)).toBe(false);
    // Book Now again on an item already there replaces it, full or not.
    const replaced = await addOne(shopper, yoga.id, 3);
    expect(replaced.items).toHaveLength(20);
    expect(replaced.items.find((i) => i.activity.id === yoga.id)?.lines[0]?.quantity).toBe(3);
    expect(replaced).toEqual(await cartOf(shopper));
  });

  it("refuses another activity's options, no quantity, and an unknown activity", async () => {
    const shopper = await buyer();
    const [spa] = await optionsOf(shop.undated.id);
    const foreign = await shopper.call('POST', '/api/cart/items', {
      activityId: shop.dated.id,
      date: friday,
      options: [{ priceOptionId: spa!.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(
      keyed({
        statusCode: 400,
        code: 'UNKNOWN_OPTION',
        message: 'This option is not offered any more.',
        fieldErrors: { options: ['This option is not offered any more.'] },
      }),
    );
    const cart = await addOne(shopper, shop.undated.id);
    const [adult] = await optionsOf(shop.dated.id);
    const foreignEdit = await shopper.call('PATCH', `/api/cart/items/${cart.items[0]!.id}`, {
      options: [{ priceOptionId: adult!.id, quantity: 1 }],
    });
    expect(foreignEdit.statusCode).toBe(400);
    expect(foreignEdit.json().code).toBe('UNKNOWN_OPTION');
    const nothing = await shopper.call('POST', '/api/cart/items', {
      activityId: shop.undated.id,
      options: [{ priceOptionId: spa!.id, quantity: 0 }],
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().fieldErrors).toEqual({ options: ['Choose at least one option.'] });
    expect(
      (
        await shopper.call('POST', '/api/cart/items', {
          activityId: 999_999,
          options: [{ priceOptionId: spa!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await cartOf(shopper)).items.map((i) => i.lines[0]!.quantity)).toEqual([1]);
  });

  it('a visitor has no cart (401), and every cart answer is private, never cached', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/cart/promo', payload: { code: 'ANY' } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
    const shopper = await buyer();
    for (const response of [
      await shopper.call('GET', '/api/cart'),
      await shopper.call('GET', '/api/addresses'),
      await applyPromo(shopper, 'NOPE'),
      await shopper.call('DELETE', '/api/cart/items/999999'),
    ]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('promo codes', () => {
  it('applies case-insensitively, discounts floor(subTotal x percent / 100) with VAT floor(total x 5 / 105), and removes', async () => {
    await insertPromo(t, { code: 'Summer15', percent: 15 });
    const shopper = await buyer();
    await addOne(shopper, yoga.id);
    const applied = await applyPromo(shopper, '  summer15 ');
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = applied.json() as Cart;
    expect(cart.promo).toEqual({ code: 'SUMMER15', percent: 15 });
    // 33,333 fils at 15%: 4,999.95 rounds down to 4,999; VAT of 28,334 is 1,349.24, so 1,349.
    expect(cart.quote).toEqual({
      cartTotal: 33_333,
      discount: 0,
      subTotal: 33_333,
      couponPercent: 15,
      couponDiscount: 4_999,
      total: 28_334,
      vat: 1_349,
    });
    expect(cart.quote).toEqual(quoteOf(cart));
    expect((await cartOf(shopper)).promo).toEqual({ code: 'SUMMER15', percent: 15 });

    // The order is priced as the cart: the coupon shared over its lines.
    const created = await shopper.call('POST', '/api/orders', newAttempt());
    expect(created.statusCode, created.body).toBe(201);
    const order = (
      await shopper.call('GET', `/api/orders/${(created.json() as CreatedOrder).orderId}`)
    ).json() as Order;
    expect(order).toMatchObject({ couponCode: 'SUMMER15', quote: cart.quote });

    const removed = await shopper.call('DELETE', '/api/cart/promo');
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Cart).promo).toBeNull();
    expect((removed.json() as Cart).quote).toMatchObject({
      couponPercent: 0,
      couponDiscount: 0,
      total: 33_333,
      vat: 1_587,
    });
  });

  it("refuses unknown, inactive, expired, not yet valid, used up and too small orders with the one 'Invalid Promo Code'", async () => {
    const day = 86_400_000;
    await insertPromo(t, { code: 'OLD10', percent: 10, validUntil: new Date(Date.now() - day) });
    await insertPromo(t, { code: 'SOON10', percent: 10, validFrom: new Date(Date.now() + day) });
    await insertPromo(t, { code: 'GONE10', percent: 10, maxUses: 5, timesUsed: 5 });
    await insertPromo(t, { code: 'OFF10', percent: 10, isActive: false });
    await insertPromo(t, { code: 'BIG10', percent: 10, minOrderTotal: 50_000 });
    await insertPromo(t, {
      code: 'NOW10',
      percent: 10,
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + day),
      maxUses: 5,
      timesUsed: 4,
      minOrderTotal: 33_333,
    });
    const shopper = await buyer();
    await addOne(shopper, yoga.id);
    for (const code of ['NOSUCH', 'OLD10', 'SOON10', 'GONE10', 'OFF10', 'BIG10']) {
      const refused = await applyPromo(shopper, code);
      expect({ code, status: refused.statusCode, body: refused.json() }).toEqual({
        code,
        status: 400,
        body: invalidPromo,
      });
    }
    expect((await cartOf(shopper)).promo).toBeNull();
    // Within every limit (dates, uses, and exactly the minimum), it applies.
    expect((await applyPromo(shopper, 'now10')).json().promo).toEqual({ code: 'NOW10', percent: 10 });
    // Once the sub-total is below the minimum (or the code runs out), the cart drops it.
    await t.db.update(promoCodes).set({ minOrderTotal: 33_334 }).where(eq(promoCodes.code, 'NOW10'));
    expect((await cartOf(shopper)).promo).toBeNull();
    expect((await cartOf(shopper)).quote).toMatchObject({ couponPercent: 0, total: 33_333 });
    await t.db.update(promoCodes).set({ minOrderTotal: null }).where(eq(promoCodes.code, 'NOW10'));
    expect((await cartOf(shopper)).promo).toEqual({ code: 'NOW10', percent: 10 });
    await t.db.update(promoCodes).set({ timesUsed: 5 }).where(eq(promoCodes.code, 'NOW10'));
    expect((await cartOf(shopper)).promo).toBeNull();
  });

  it('refuses a code a customer has used up: an order awaiting payment or paid with it counts', async () => {
    await insertPromo(t, { code: 'ONCE20', percent: 20, maxUsesPerCustomer: 1 });
    const shopper = await buyer();
    await addOne(shopper, yoga.id);
    expect((await applyPromo(shopper, 'ONCE20')).statusCode).toBe(200);
    const created = (await shopper.call('POST', '/api/orders', newAttempt())).json() as CreatedOrder;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({ status: 'awaiting_payment', couponCode: 'ONCE20', couponDiscount: 6_666 });
    // Back from the payment page and Proceed again: the code still applies to the new order (the old one is replaced).
    const again = await shopper.call('POST', '/api/orders', newAttempt());
    expect(again.statusCode, again.body).toBe(201);
    const replacement = (again.json() as CreatedOrder).orderId;
    const [second] = await t.db.select().from(orders).where(eq(orders.id, replacement));
    expect(second).toMatchObject({
      status: 'awaiting_payment',
      couponCode: 'ONCE20',
      couponDiscount: 6_666,
      total: 26_667,
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, created.orderId)))[0]!.status).toBe('cancelled');
    // Another cart of the same customer cannot use it while that order waits for payment, nor once it is paid.
    await addOne(shopper, shop.undated.id);
    expect((await applyPromo(shopper, 'ONCE20')).json()).toEqual(invalidPromo);
    await payOnSandbox(t.app, again.json() as CreatedOrder);
    expect(
      (await shopper.call('POST', `/api/orders/${replacement}/confirm`, { status: 'CAPTURED' })).json().status,
    ).toBe('CAPTURED');
    expect((await cartOf(shopper)).promo).toBeNull();
    expect((await applyPromo(shopper, 'ONCE20')).json()).toEqual(invalidPromo);
    // Another customer still may.
    const other = await buyer();
    await addOne(other, yoga.id);
    expect((await applyPromo(other, 'ONCE20')).statusCode).toBe(200);
  });

  it('a guest is asked to log in (403); a code whose last use went to someone else is refused at checkout (409)', async () => {
    await insertPromo(t, { code: 'LAST5', percent: 5, maxUses: 1 });
    const guest = await guestShopper(t);
    await addOne(guest, yoga.id);
    const asGuest = await applyPromo(guest, 'LAST5');
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toMatchObject({
      code: 'PROMO_NEEDS_ACCOUNT',
      message: 'Please log in to use a promo code.',
    });

    const slow = await buyer();
    const fast = await buyer();
    for (const shopper of [slow, fast]) {
      await addOne(shopper, yoga.id);
      expect((await applyPromo(shopper, 'LAST5')).statusCode).toBe(200);
    }
    expect((await fast.call('POST', '/api/orders', newAttempt())).statusCode).toBe(201);
    const late = await slow.call('POST', '/api/orders', newAttempt());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVALID_PROMO_CODE', message: 'Invalid Promo Code' });
    expect(await t.db.select().from(orders).where(eq(orders.customerId, slow.userId))).toEqual([]);
    // The refused code is gone from the cart, so the next Proceed is at the price the cart now shows.
    const cart = await cartOf(slow);
    expect(cart.promo).toBeNull();
    expect(cart.quote.total).toBe(33_333);
    const retry = await slow.call('POST', '/api/orders', newAttempt());
    expect(retry.statusCode, retry.body).toBe(201);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, (retry.json() as CreatedOrder).orderId));
    expect(order).toMatchObject({ couponCode: null, total: 33_333 });
    expect(
      (await t.db.select({ used: promoCodes.timesUsed }).from(promoCodes).where(eq(promoCodes.code, 'LAST5')))[0]!.used,
    ).toBe(1);
  });
});

describe('promo codes need a confirmed e-mail', () => {
  const needsConfirmedEmail = {
    statusCode: 403,
    code: 'EMAIL_NOT_CONFIRMED',
    message: 'Please confirm your email address to use a promo code.',
    messageKey: 'cart.promoNeedsConfirmedEmail',
  };
  /** A code put in the cart before codes needed a confirmed e-mail (or by any other way round Apply). */
  const holdCode = (shopper: Shopper, promoCodeId: number) =>
    t.db.update(carts).set({ promoCodeId }).where(eq(carts.customerId, shopper.userId));

  it('an unconfirmed account is refused before any code is looked up, and its cart stays as it was', async () => {
    await insertPromo(t, { code: 'WELCOME10', percent: 10 });
    const unconfirmed = await quickBuyer(t.db, t.app, { isConfirmed: false });
    const before = await addOne(unconfirmed, yoga.id);
    for (const code of ['WELCOME10', 'NOSUCH']) {
      const refused = await applyPromo(unconfirmed, code);
      expect({ code, status: refused.statusCode, body: refused.json() }).toEqual({
        code,
        status: 403,
        body: needsConfirmedEmail,
      });
    }
    expect(await cartOf(unconfirmed)).toEqual(before);

    // Once the address is confirmed, the same code applies.
    await t.db.update(customers).set({ isConfirmed: true }).where(eq(customers.id, unconfirmed.userId));
    const applied = await applyPromo(unconfirmed, 'welcome10');
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as Cart).promo).toEqual({ code: 'WELCOME10', percent: 10 });
  });

  it('a code an unconfirmed account or a guest already holds is not priced, and the checkout refuses it', async () => {
    const promo = await insertPromo(t, { code: 'HELD10', percent: 10 });
    for (const shopper of [await quickBuyer(t.db, t.app, { isConfirmed: false }), await guestShopper(t)]) {
      await addOne(shopper, yoga.id);
      await holdCode(shopper, promo.id);
      const cart = await cartOf(shopper);
      expect(cart.promo).toBeNull();
      expect(cart.quote).toMatchObject({ couponPercent: 0, couponDiscount: 0, total: 33_333 });

      const refused = await shopper.call('POST', '/api/orders', newAttempt());
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'INVALID_PROMO_CODE' });
      expect(await t.db.select().from(orders).where(eq(orders.customerId, shopper.userId))).toEqual([]);
      // The code is taken off the cart, so the next Proceed pays what the cart shows, without the code.
      const retry = await shopper.call('POST', '/api/orders', newAttempt());
      expect(retry.statusCode, retry.body).toBe(201);
      const [order] = await t.db
        .select()
        .from(orders)
        .where(eq(orders.id, (retry.json() as CreatedOrder).orderId));
      expect(order).toMatchObject({ couponCode: null, total: 33_333 });
    }
    expect(
      (await t.db.select({ used: promoCodes.timesUsed }).from(promoCodes).where(eq(promoCodes.id, promo.id)))[0]!.used,
    ).toBe(0);
  });
});

describe('addresses and Stay At Home', () => {
  it('lists, adds and deletes addresses, always in the United Arab Emirates; validates each field', async () => {
    const shopper = await buyer();
    expect((await shopper.call('GET', '/api/addresses')).json()).toEqual([]);
    const added = await shopper.call('POST', '/api/addresses', validAddress(shop.city.id));
    expect(added.statusCode, added.body).toBe(201);
    const address = added.json() as Address;
    expect(address).toEqual({
      id: expect.any(Number),
      firstName: 'Amira',
      lastName: 'Haddad',
      phoneNumber: '+971501234567',
      email: 'amira@example.test',
      address: 'Villa 3',
      street: 'Al Wasl Road',
      city: { id: shop.city.id, name: 'Dubai' },
      poBoxNo: '1234',
      country: 'United Arab Emirates',
    });
    const second = (
      await shopper.call('POST', '/api/addresses', { ...validAddress(shop.city.id), address: 'Apartment 1204' })
    ).json() as Address;
    expect(((await shopper.call('GET', '/api/addresses')).json() as Address[]).map((a) => a.id)).toEqual([
      second.id,
      address.id,
    ]);

    const empty = await shopper.call('POST', '/api/addresses', {
      firstName: ' ',
      lastName: '',
      phoneNumber: '',
      email: '',
      address: '',
      street: '',
      poBoxNo: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        firstName: ['Required'],
        lastName: ['Required'],
        phoneNumber: ['Required'],
        email: expect.arrayContaining(['Required']),
        address: ['Required'],
        street: ['Required'],
        cityId: ['Required'],
        poBoxNo: ['Required'],
      },
    });
    const badPhone = await shopper.call('POST', '/api/addresses', {
      ...validAddress(shop.city.id),
      phoneNumber: '12345',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fieldErrors).toEqual({ phoneNumber: ['Invalid phone number!'] });
    const noCity = await shopper.call('POST', '/api/addresses', validAddress(999_999));
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().fieldErrors).toEqual({ cityId: ['Please choose a city.'] });

    const deleted = await shopper.call('DELETE', `/api/addresses/${second.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(((await shopper.call('GET', '/api/addresses')).json() as Address[]).map((a) => a.id)).toEqual([address.id]);
    expect((await shopper.call('DELETE', `/api/addresses/${second.id}`)).statusCode).toBe(404);
  });

  it('a Stay At Home activity needs an address: 400 Add Address* until one is chosen, then the order carries it', async () => {
    const shopper = await buyer();
    const cart = await addOne(shopper, delivery.id);
    expect(cart.needsAddress).toBe(true);
    expect(cart.items[0]!.activity.stayAtHome).toBe(true);
    const refused = await shopper.call('POST', '/api/orders', newAttempt());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ADDRESS_REQUIRED', message: 'Add Address*' });

    const address = (await shopper.call('POST', '/api/addresses', validAddress(shop.city.id))).json() as Address;
    // An address in the book is not yet the order's: it must be chosen.
    expect((await shopper.call('POST', '/api/orders', newAttempt())).json().code).toBe('ADDRESS_REQUIRED');
    const chosen = await shopper.call('PUT', '/api/cart/address', { addressId: address.id });
    expect(chosen.statusCode).toBe(200);
    expect((chosen.json() as Cart).addressId).toBe(address.id);
    const unchosen = await shopper.call('PUT', '/api/cart/address', { addressId: null });
    expect((unchosen.json() as Cart).addressId).toBeNull();
    expect((await shopper.call('POST', '/api/orders', newAttempt())).statusCode).toBe(400);
    await shopper.call('PUT', '/api/cart/address', { addressId: address.id });

    const created = await shopper.call('POST', '/api/orders', newAttempt());
    expect(created.statusCode, created.body).toBe(201);
    const order = (
      await shopper.call('GET', `/api/orders/${(created.json() as CreatedOrder).orderId}`)
    ).json() as Order;
    expect(order.address).toBe('Villa 3, Al Wasl Road, Dubai, PO Box 1234, United Arab Emirates');

    // An activity away from home needs none.
    const other = await buyer();
    expect((await addOne(other, yoga.id)).needsAddress).toBe(false);
    expect((await other.call('POST', '/api/orders', newAttempt())).statusCode).toBe(201);
  });
});

describe('the wrong owner reaches nothing', () => {
  it("another customer's cart item, address, order, documents and voucher all answer 404", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const [adult] = await optionsOf(shop.dated.id);
    const item = (
      (
        await owner.call('POST', '/api/cart/items', {
          activityId: shop.dated.id,
          date: friday,
          options: [{ priceOptionId: adult!.id, quantity: 1 }],
        })
      ).json() as Cart
    ).items[0]!;
    const address = (await owner.call('POST', '/api/addresses', validAddress(shop.city.id))).json() as Address;

    expect(
      (
        await stranger.call('PATCH', `/api/cart/items/${item.id}`, {
          options: [{ priceOptionId: adult!.id, quantity: 5 }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.call('DELETE', `/api/cart/items/${item.id}`)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/api/addresses/${address.id}`)).statusCode).toBe(404);
    expect((await stranger.call('PUT', '/api/cart/address', { addressId: address.id })).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/addresses')).json()).toEqual([]);
    expect((await cartOf(owner)).items.map((i) => [i.id, i.lines[0]!.quantity])).toEqual([[item.id, 1]]);

    const created = (await owner.call('POST', '/api/orders', newAttempt())).json() as CreatedOrder;
    await payOnSandbox(t.app, created);
    expect(
      (await owner.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' })).json().status,
    ).toBe('CAPTURED');
    const [booked] = await t.db
      .select({ id: bookedItems.id })
      .from(bookedItems)
      .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
      .where(eq(bookings.orderId, created.orderId));

    const urls = [
      `/api/orders/${created.orderId}`,
      `/api/orders/${created.orderId}/invoice.pdf`,
      `/api/orders/${created.orderId}/calendar.ics`,
      `/api/booked-items/${booked!.id}`,
      `/api/booked-items/${booked!.id}/qr.svg`,
    ];
    for (const url of urls) {
      const own = await owner.call('GET', url);
      expect({ url, status: own.statusCode, cache: own.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'private, no-store',
      });
      const response = await stranger.call('GET', url);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect(
      (await stranger.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' })).statusCode,
    ).toBe(404);
    expect((await stranger.call('POST', `/api/orders/${created.orderId}/confirm`, {})).statusCode).toBe(404);
  });

  it("a guest session's addresses and cart are invisible to another guest session on the same e-mail", async () => {
    const email = `shared-${Date.now()}@example.test`;
    const first = await guestShopper(t, email);
    const second = await guestShopper(t, email, { firstName: 'Someone', lastName: 'Else' });
    expect(second.userId).toBe(first.userId);
    const address = (await first.call('POST', '/api/addresses', validAddress(shop.city.id))).json() as Address;
    await addOne(first, yoga.id);
    await first.call('PUT', '/api/cart/address', { addressId: address.id });
    expect((await second.call('GET', '/api/addresses')).json()).toEqual([]);
    expect((await second.call('DELETE', `/api/addresses/${address.id}`)).statusCode).toBe(404);
    expect((await second.call('PUT', '/api/cart/address', { addressId: address.id })).statusCode).toBe(404);
    expect(await cartOf(second)).toMatchObject({ items: [], addressId: null });
    expect(((await first.call('GET', '/api/addresses')).json() as Address[]).map((a) => a.id)).toEqual([address.id]);
    expect((await cartOf(first)).addressId).toBe(address.id);
  });
});
