import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  addDays,
  type ActivityCard,
  type ActivityDetail,
  type Availability,
  type Cart,
  type ConfirmOrderAnswer,
  type CreatedOrder,
  type ListingPage,
} from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signUpAdmin, type TestApp } from '../../test/helpers.ts';
import {
  activities,
  customers,
  orderEvents,
  orderItems,
  orders,
  outbox,
  priceOptions,
  sandboxPayments,
} from '../../db/schema/index.ts';
import { newAttempt, nextFriday, openShop, waitFor, type Shopper } from './testing/shop.ts';
import {
  bookingsForActivity,
  bookingsOfOrder,
  boundShopper,
  payOnSandbox,
  quickBuyer,
  takenOf,
} from './testing/buyers.ts';
import { expireDueOrders } from './orders.ts';

/**
 * Places: the last places sold under a crowd, on one instance or two, never oversold; a
 * payment that comes too late is refunded, never kept without a booking; and the rules of dates and places in the
 * cart, the availability calendar, 'Last N Left' and who may change places.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
});
afterAll(() => t.close());

const optionsOf = (activityId: number) =>
  t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId)).orderBy(priceOptions.position);

async function undatedActivity(title: string, places: number, cityId = shop.city.id) {
  return t.fixtures.insertActivity({ title, cityId, places, prices: [{ price: 25_000, description: 'Ticket' }] });
}

/** One unit of the activity's first option in the buyer's cart. */
async function addOne(buyer: Shopper, activityId: number, date: string | null = null) {
  const [option] = await optionsOf(activityId);
  const added = await buyer.call('POST', '/api/cart/items', {
    activityId,
    date,
    options: [{ priceOptionId: option!.id, quantity: 1 }],
  });
  expect(added.statusCode, added.body).toBe(201);
}

async function checkoutOne(buyer: Shopper, activityId: number): Promise<CreatedOrder> {
  await addOne(buyer, activityId);
  const created = await buyer.call('POST', '/api/orders', newAttempt());
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

async function returnPage(buyer: Shopper, orderId: number, status = 'CAPTURED'): Promise<ConfirmOrderAnswer> {
  const response = await buyer.call('POST', `/api/orders/${orderId}/confirm`, { status });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function cardOf(activityId: number, cityId: number): Promise<ActivityCard> {
  const response = await t.app.inject({ method: 'GET', url: `/api/activities?city=${cityId}` });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as ListingPage;
  const card = page.items.find((c) => c.id === activityId);
  expect(card, `activity ${activityId} in the listing of city ${cityId}`).toBeDefined();
  return card!;
}

async function detailOf(activityId: number): Promise<ActivityDetail> {
  const [row] = await t.db.select({ slug: activities.slug }).from(activities).where(eq(activities.id, activityId));
  const response = await t.app.inject({ method: 'GET', url: `/api/activities/${row!.slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const placesCodes = ['SOLD_OUT', 'NOT_ENOUGH_PLACES'];

describe('the last places, under a crowd', () => {
  it('100 checkouts at once for the last 3 places: 3 orders, 97 refusals, 3 bookings, the card sold out', async () => {
    const city = await t.fixtures.insertCity({ name: 'Fujairah' });
    const balloon = await undatedActivity('Hot Air Balloon', 3, city.id);
    const buyers = await Promise.all(Array.from({ length: 100 }, () => quickBuyer(t.db, t.app)));
    await Promise.all(buyers.map((b) => addOne(b, balloon.id)));

    const answers = await Promise.all(buyers.map((b) => b.call('POST', '/api/orders', newAttempt())));
    const won = answers.flatMap((a, i) =>
      a.statusCode === 201 ? [{ buyer: buyers[i]!, created: a.json() as CreatedOrder }] : [],
    );
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(97);
    expect(refused.filter((a) => !placesCodes.includes(a.json().code)).map((a) => a.body)).toEqual([]);
    expect(refused.map((a) => a.json().message)).toEqual(Array(97).fill('Hot Air Balloon is sold out.'));
    expect(await takenOf(t.db, balloon.id)).toBe(3);
    const placed = await t.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.activityId, balloon.id));
    expect(placed).toHaveLength(3);

    for (const { buyer, created } of won) {
      const paid = await payOnSandbox(t.app, created);
      expect(paid.statusCode, paid.body).toBe(200);
      const answer = await returnPage(buyer, created.orderId);
      expect(answer.status).toBe('CAPTURED');
      expect(answer.order.status).toBe('paid');
    }
    expect(await bookingsForActivity(t.db, balloon.id)).toHaveLength(3);
    expect(await takenOf(t.db, balloon.id)).toBe(3);

    expect(await cardOf(balloon.id, city.id)).toMatchObject({ soldOut: true, placesLeft: 0 });
    expect(await detailOf(balloon.id)).toMatchObject({ soldOut: true, placesLeft: 0 });
    // A refused buyer's cart keeps the item, with its problem named.
    const loser = buyers.find((b) => !won.some((w) => w.buyer === b))!;
    const cart = (await loser.call('GET', '/api/cart')).json() as Cart;
    expect(cart.items.map((i) => [i.problem, i.problemMessage, i.placesLeft])).toEqual([
      ['SOLD_OUT', 'Hot Air Balloon is sold out.', 0],
    ]);
    expect((await loser.call('POST', '/api/orders', newAttempt())).statusCode).toBe(409);
  });

  it('two instances on one database, 20 buyers split across them, 3 places: exactly 3 orders', async () => {
    const second: FastifyInstance = await t.buildInstance();
    const kayak = await undatedActivity('Mangrove Kayak', 3);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => quickBuyer(t.db, i % 2 === 0 ? t.app : second)),
    );
    await Promise.all(buyers.map((b) => addOne(b, kayak.id)));
    const answers = await Promise.all(buyers.map((b) => b.call('POST', '/api/orders', newAttempt())));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(answers.filter((a) => a.statusCode === 409 && !placesCodes.includes(a.json().code))).toEqual([]);
    const held = await t.db
      .selectDistinct({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(eq(orderItems.activityId, kayak.id));
    expect(held).toHaveLength(3);
    const rows = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          held.map((h) => h.orderId),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(['awaiting_payment', 'awaiting_payment', 'awaiting_payment']);
    expect(await takenOf(t.db, kayak.id)).toBe(3);
  });

  it('a customer back from the payment page can proceed again for the last place their own order holds', async () => {
    const lastSeat = await undatedActivity('Last Seat', 1);
    const shopper = await quickBuyer(t.db, t.app);
    const first = await checkoutOne(shopper, lastSeat.id);
    const again = await shopper.call('POST', '/api/orders', newAttempt());
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json() as CreatedOrder;
    expect(second.orderId).not.toBe(first.orderId);
    expect(
      (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, first.orderId)))[0]!.status,
    ).toBe('cancelled');
    expect(await takenOf(t.db, lastSeat.id)).toBe(1);
    // Someone else still cannot have it.
    const other = await quickBuyer(t.db, t.app);
    const [ticket] = await optionsOf(lastSeat.id);
    const refused = await other.call('POST', '/api/cart/items', {
      activityId: lastSeat.id,
      options: [{ priceOptionId: ticket!.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SOLD_OUT', message: 'Last Seat is sold out.' });
  });

  it('no payment without a booking or a refund: a late payment for a place sold meanwhile is refunded', async () => {
    const cruise = await undatedActivity('Sunset Cruise', 1);
    const late = await quickBuyer(t.db, t.app);
    const first = await checkoutOne(late, cruise.id);
    expect(await takenOf(t.db, cruise.id)).toBe(1);

    const expired = await expireDueOrders(t.app, new Date(Date.now() + 16 * 60_000));
    expect(expired).toContain(first.orderId);
    expect(await takenOf(t.db, cruise.id)).toBe(0);

    const quick = await quickBuyer(t.db, t.app);
    const second = await checkoutOne(quick, cruise.id);
    await payOnSandbox(t.app, second);
    expect((await returnPage(quick, second.orderId)).status).toBe('CAPTURED');
    expect(await takenOf(t.db, cruise.id)).toBe(1);

    // The first buyer's payment page was still open (a real gateway's session can outlive our hold): it pays.
    await t.db
      .update(sandboxPayments)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sandboxPayments.orderId, first.orderId));
    const paid = await payOnSandbox(t.app, first);
    expect(paid.json()).toEqual({
      next: 'return',
      redirectUrl: `/checkout/${late.userId}?order=${first.orderId}&status=CAPTURED`,
    });
    const answer = await returnPage(late, first.orderId);
    expect(answer.status).toBe('REFUNDED');
    expect(['refund_pending', 'refunded']).toContain(answer.order.status);
    expect(answer.order.bookingId).toBeNull();

    // The payments.refund job gives the money back, then the order is refunded and the customer told.
    const refunded = await waitFor(async () => {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
      return row?.status === 'refunded' ? row : null;
    });
    expect(refunded.refundReference).toBe(`sbxre_refund-order-${first.orderId}`);
    const events = await t.db
      .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, first.orderId))
      .orderBy(orderEvents.id);
    expect(events).toEqual([
      { from: null, to: 'awaiting_payment' },
      { from: 'awaiting_payment', to: 'expired' },
      { from: 'expired', to: 'refund_pending' },
      { from: 'refund_pending', to: 'refunded' },
    ]);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, first.orderId));
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 25_000, amount: 25_000 });
    const [customer] = await t.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, late.userId));
    const mails = await t.db.select().from(outbox).where(eq(outbox.toAddress, customer!.email));
    expect(mails.map((m) => m.template)).toEqual(['payment-refunded']);
    expect(await bookingsOfOrder(t.db, first.orderId)).toEqual([]);
    expect(await bookingsForActivity(t.db, cruise.id)).toHaveLength(1);
    expect(await takenOf(t.db, cruise.id)).toBe(1);
    // The webhook the sandbox sent for the late payment, run by the queue as well, changes nothing.
    expect((await returnPage(late, first.orderId)).status).toBe('REFUNDED');
    expect(await bookingsOfOrder(t.db, first.orderId)).toEqual([]);
  });
});

describe('places and dates in the cart', () => {
  let admin: Shopper;
  beforeAll(async () => {
    const account = await signUpAdmin(t.app, t.db);
    admin = boundShopper(t.app, account.token, account.user.id);
  });

  const friday = nextFriday();

  async function addDated(buyer: Shopper, date: string | null | undefined, quantity = 1, activityId = shop.dated.id) {
    const [adult] = await optionsOf(activityId);
    return buyer.call('POST', '/api/cart/items', {
      activityId,
      ...(date === undefined ? {} : { date }),
      options: [{ priceOptionId: adult!.id, quantity }],
    });
  }

  it('refuses a day the activity does not run, a past day and no day; asks for a date with 400', async () => {
    const buyer = await quickBuyer(t.db, t.app);
    const monday = addDays(friday, 3);
    const notItsDay = await addDated(buyer, monday);
    expect(notItsDay.statusCode).toBe(409);
    expect(notItsDay.json()).toMatchObject({
      code: 'DATE_NOT_BOOKABLE',
      message: 'This date cannot be booked. Please choose another one.',
      fieldErrors: { date: ['This date cannot be booked. Please choose another one.'] },
    });
    // Two weeks back: the next Friday can be a week ahead (on a Friday in Dubai), and a week back from it is today.
    const past = await addDated(buyer, addDays(friday, -14));
    expect(past.statusCode).toBe(409);
    expect(past.json().code).toBe('DATE_NOT_BOOKABLE');
    for (const missing of [undefined, null]) {
      const none = await addDated(buyer, missing);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'CHOOSE_DATE', message: 'Please choose a date.' });
    }
    // Beyond the booking horizon (180 days) a Friday is no more bookable than a Monday.
    let far = addDays(friday, 182);
    while (new Date(`${far}T00:00:00Z`).getUTCDay() !== 5) far = addDays(far, 1);
    expect((await addDated(buyer, far)).json().code).toBe('DATE_NOT_BOOKABLE');
    expect(((await buyer.call('GET', '/api/cart')).json() as Cart).items).toEqual([]);
  });

  it('a quantity above the places left is refused with the number left; a closed date is refused', async () => {
    const hike = await t.fixtures.insertActivity({
      title: 'Wadi Hike',
      cityId: shop.city.id,
      dateInput: true,
      places: 4,
      dayIds: [shop.weekend.thursday.id, shop.weekend.friday.id, shop.weekend.saturday.id],
      prices: [{ price: 12_000, description: 'Hiker' }],
    });
    const buyer = await quickBuyer(t.db, t.app);
    const tooMany = await addDated(buyer, friday, 5, hike.id);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'NOT_ENOUGH_PLACES',
      message: 'Only 4 left for Wadi Hike. Please lower the quantity or choose another date.',
    });
    expect((await addDated(buyer, friday, 4, hike.id)).statusCode).toBe(201);
    // Another buyer holds 3 of Saturday's 4: 2 are too many there, the edit pop-up says 1 is left.
    const saturday = addDays(friday, 1);
    const other = await quickBuyer(t.db, t.app);
    expect((await addDated(other, saturday, 3, hike.id)).statusCode).toBe(201);
    expect((await other.call('POST', '/api/orders', newAttempt())).statusCode).toBe(201);
    const [item] = ((await buyer.call('GET', '/api/cart')).json() as Cart).items;
    const [hiker] = await optionsOf(hike.id);
    const edit = await buyer.call('PATCH', `/api/cart/items/${item!.id}`, {
      date: saturday,
      options: [{ priceOptionId: hiker!.id, quantity: 2 }],
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'NOT_ENOUGH_PLACES',
      message: 'Only 1 left for Wadi Hike. Please lower the quantity or choose another date.',
    });

    const thursday = addDays(friday, -1);
    const close = await admin.call('PUT', `/api/activities/${hike.id}/dates/${thursday}`, { closed: true });
    expect(close.statusCode, close.body).toBe(204);
    const closed = await addDated(buyer, thursday, 1, hike.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'SOLD_OUT', message: 'Wadi Hike is sold out.' });

    // Closing a date already in a cart: the item stays, named sold out, and cannot be paid for.
    expect((await admin.call('PUT', `/api/activities/${hike.id}/dates/${friday}`, { closed: true })).statusCode).toBe(
      204,
    );
    const cart = (await buyer.call('GET', '/api/cart')).json() as Cart;
    expect(cart.items.map((i) => [i.date, i.problem, i.placesLeft])).toEqual([[friday, 'SOLD_OUT', 0]]);
    const refused = await buyer.call('POST', '/api/orders', newAttempt());
    expect(refused.statusCode).toBe(409);
    expect(placesCodes).toContain(refused.json().code);
    expect(await takenOf(t.db, hike.id, friday)).toBe(0);

    // The availability calendar: Thursday closed, Friday closed, Saturday with 1 left (3 held).
    const calendar = (
      await t.app.inject({
        method: 'GET',
        url: `/api/activities/${hike.id}/availability?from=${thursday}&to=${saturday}`,
      })
    ).json() as Availability;
    expect(calendar).toEqual({
      dateInput: true,
      left: null,
      soldOut: false,
      dates: [
        { date: thursday, left: 0, closed: true },
        { date: friday, left: 0, closed: true },
        { date: saturday, left: 1, closed: false },
      ],
    });
    // Reopening Friday with its own 2 places.
    expect(
      (await admin.call('PUT', `/api/activities/${hike.id}/dates/${friday}`, { closed: false, places: 2 })).statusCode,
    ).toBe(204);
    const reopened = (
      await t.app.inject({ method: 'GET', url: `/api/activities/${hike.id}/availability?from=${friday}&to=${friday}` })
    ).json() as Availability;
    expect(reopened).toEqual({
      dateInput: true,
      left: null,
      soldOut: false,
      dates: [{ date: friday, left: 2, closed: false }],
    });
    expect(
      ((await buyer.call('GET', '/api/cart')).json() as Cart).items.map((i) => [i.problem, i.problemMessage]),
    ).toEqual([['NOT_ENOUGH_PLACES', 'Only 2 left for Wadi Hike. Please lower the quantity or choose another date.']]);
  });

  it("'Last N Left': the real number when 5 or fewer are left, null when more; undated availability alike", async () => {
    const city = await t.fixtures.insertCity({ name: 'Hatta' });
    const five = await undatedActivity('Five Left', 5, city.id);
    const six = await undatedActivity('Six Left', 6, city.id);
    const dated = await t.fixtures.insertActivity({
      title: 'Dated Three',
      cityId: city.id,
      dateInput: true,
      places: 3,
      dayIds: [shop.weekend.friday.id],
      prices: [{ price: 9_000 }],
    });
    expect(await cardOf(five.id, city.id)).toMatchObject({ soldOut: false, placesLeft: 5 });
    expect(await cardOf(six.id, city.id)).toMatchObject({ soldOut: false, placesLeft: null });
    expect(await cardOf(dated.id, city.id)).toMatchObject({ soldOut: false, placesLeft: 3 });
    expect((await detailOf(five.id)).placesLeft).toBe(5);
    expect((await detailOf(six.id)).placesLeft).toBeNull();
    const availability = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/activities/${id}/availability` })).json() as Availability;
    expect(await availability(six.id)).toEqual({ dateInput: false, left: null, soldOut: false, dates: [] });

    const buyer = await quickBuyer(t.db, t.app);
    await checkoutOne(buyer, six.id);
    expect(await cardOf(six.id, city.id)).toMatchObject({ soldOut: false, placesLeft: 5 });
    expect((await detailOf(six.id)).placesLeft).toBe(5);
    expect(await availability(six.id)).toEqual({ dateInput: false, left: 5, soldOut: false, dates: [] });
    // The cart item says it too.
    expect(((await buyer.call('GET', '/api/cart')).json() as Cart).items.map((i) => i.placesLeft)).toEqual([5]);
  });

  it("an option's places count per unit: a family ticket uses 4", async () => {
    const zoo = await t.fixtures.insertActivity({
      title: 'Safari Park',
      cityId: shop.city.id,
      places: 10,
      prices: [
        { price: 8_000, description: 'Single' },
        { price: 25_000, description: 'Family (4)' },
      ],
    });
    const [single, family] = await optionsOf(zoo.id);
    await t.db.update(priceOptions).set({ places: 4 }).where(eq(priceOptions.id, family!.id));
    const buyer = await quickBuyer(t.db, t.app);
    const threeFamilies = await buyer.call('POST', '/api/cart/items', {
      activityId: zoo.id,
      options: [{ priceOptionId: family!.id, quantity: 3 }],
    });
    expect(threeFamilies.statusCode).toBe(409);
    expect(threeFamilies.json()).toMatchObject({
      code: 'NOT_ENOUGH_PLACES',
      message: 'Only 10 left for Safari Park. Please lower the quantity or choose another date.',
    });
    const fits = await buyer.call('POST', '/api/cart/items', {
      activityId: zoo.id,
      options: [
        { priceOptionId: family!.id, quantity: 2 },
        { priceOptionId: single!.id, quantity: 1 },
      ],
    });
    expect(fits.statusCode, fits.body).toBe(201);
    expect((fits.json() as Cart).count).toBe(3);
    const created = await buyer.call('POST', '/api/orders', newAttempt());
    expect(created.statusCode, created.body).toBe(201);
    expect(await takenOf(t.db, zoo.id)).toBe(9);
    const lines = await t.db
      .select({ quantity: orderItems.quantity, perUnit: orderItems.placesPerUnit })
      .from(orderItems)
      .where(eq(orderItems.activityId, zoo.id))
      .orderBy(orderItems.id);
    expect(lines).toEqual([
      { quantity: 1, perUnit: 1 },
      { quantity: 2, perUnit: 4 },
    ]);
    // One place is left: a family does not fit, a single does.
    const other = await quickBuyer(t.db, t.app);
    const oneFamily = await other.call('POST', '/api/cart/items', {
      activityId: zoo.id,
      options: [{ priceOptionId: family!.id, quantity: 1 }],
    });
    expect(oneFamily.json()).toMatchObject({
      code: 'NOT_ENOUGH_PLACES',
      message: 'Only 1 left for Safari Park. Please lower the quantity or choose another date.',
    });
    expect(
      (
        await other.call('POST', '/api/cart/items', {
          activityId: zoo.id,
          options: [{ priceOptionId: single!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('who may change places', () => {
  it('a visitor 401, a customer 403, another host 404, the owner without the right 403, with it 204', async () => {
    const owner = await quickBuyer(t.db, t.app, { isHost: true, canManageActivities: false });
    const otherHost = await quickBuyer(t.db, t.app, { isHost: true, canManageActivities: true });
    const customer = await quickBuyer(t.db, t.app);
    const dive = await t.fixtures.insertActivity({
      title: 'Reef Dive',
      cityId: shop.city.id,
      places: 8,
      hostId: owner.userId,
      dateInput: true,
      dayIds: [shop.weekend.friday.id],
      prices: [{ price: 40_000 }],
    });
    const friday = nextFriday();
    const places = `/api/activities/${dive.id}/places`;
    const date = `/api/activities/${dive.id}/dates/${friday}`;

    const visitor = await t.app.inject({ method: 'PUT', url: places, payload: { places: 12 } });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: date, payload: { closed: true } })).statusCode).toBe(401);
    expect((await customer.call('PUT', places, { places: 12 })).statusCode).toBe(403);
    expect((await customer.call('PUT', date, { closed: true })).statusCode).toBe(403);
    const notTheirs = await otherHost.call('PUT', places, { places: 12 });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('NOT_FOUND');
    // The same 404 as an activity that does not exist: another host learns nothing.
    expect((await otherHost.call('PUT', '/api/activities/999999/places', { places: 12 })).json()).toEqual(
      notTheirs.json(),
    );
    expect((await otherHost.call('PUT', date, { closed: true })).statusCode).toBe(404);
    const notYet = await owner.call('PUT', places, { places: 12 });
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Your account may not manage activities yet.' });
    expect(
      (await t.db.select({ places: activities.places }).from(activities).where(eq(activities.id, dive.id)))[0]!.places,
    ).toBe(8);

    await t.db.update(customers).set({ canManageActivities: true }).where(eq(customers.id, owner.userId));
    const allowed = await owner.call('PUT', places, { places: 12 });
    expect(allowed.statusCode, allowed.body).toBe(204);
    expect(
      (await t.db.select({ places: activities.places }).from(activities).where(eq(activities.id, dive.id)))[0]!.places,
    ).toBe(12);
    expect((await owner.call('PUT', date, { places: 2 })).statusCode).toBe(204);
    const calendar = (
      await t.app.inject({
        method: 'GET',
        url: `/api/activities/${dive.id}/availability?from=${friday}&to=${addDays(friday, 7)}`,
      })
    ).json() as Availability;
    expect(calendar.dates).toEqual([
      { date: friday, left: 2, closed: false },
      { date: addDays(friday, 7), left: 12, closed: false },
    ]);
    // A bad body is refused only after the caller is known to be allowed (401/403 first).
    expect((await owner.call('PUT', places, { places: -1 })).statusCode).toBe(400);
    expect((await customer.call('PUT', places, { places: -1 })).statusCode).toBe(403);
  });
});
