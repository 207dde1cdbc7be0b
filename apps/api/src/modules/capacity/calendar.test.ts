import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  dubaiDay,
  HOST_CALENDAR_MESSAGES,
  LANGUAGE_HEADER,
  type CreatedOrder,
  type HostCalendar,
} from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { activities, bookedItems, customers, priceOptions } from '../../db/schema/index.ts';
import { newAttempt, nextFriday, openShop, type Shopper } from '../checkout/testing/shop.ts';
import { boundShopper, payOnSandbox, quickBuyer } from '../checkout/testing/buyers.ts';
import { createSession } from '../accounts/sessions.ts';
import { expireDueOrders } from '../checkout/orders.ts';
import { pinClock } from '../../test/clock.ts';

/**
 * The host's availability calendar: per bookable day, places, sold (paid, not cancelled, in places per unit), held
 * (orders awaiting payment), left and closed; only for the activity's own host or an admin.
 */
// Fixtures and the server both read today (Dubai days, the next Friday): pinned away from Dubai midnight and the
// year's end so they agree whenever the suite runs.
pinClock('2026-06-10T08:00:00Z');

let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let owner: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  owner = await quickBuyer(t.db, t.app, { isHost: true, canManageActivities: true });
});
afterAll(() => t.close());

const calendarUrl = (activityId: number, from: string, to: string) =>
  `/api/host/activities/${activityId}/calendar?from=${from}&to=${to}`;

async function calendarOf(activityId: number, from: string, to: string, as: Shopper = owner): Promise<HostCalendar> {
  const response = await as.call('GET', calendarUrl(activityId, from, to));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A kayak tour on Fridays and Saturdays with 10 places a day; its Family ticket uses 3 places per unit. */
async function kayakTour(values: { dateInput?: boolean; places?: number } = {}) {
  const activity = await t.fixtures.insertActivity({
    title: 'Kayak Tour',
    cityId: shop.city.id,
    hostId: owner.userId,
    dateInput: values.dateInput ?? true,
    places: values.places ?? 10,
    dayIds: [shop.weekend.friday.id, shop.weekend.saturday.id],
    prices: [
      { price: 20_000, description: 'Single' },
      { price: 50_000, description: 'Family' },
    ],
  });
  const options = await t.db
    .select()
    .from(priceOptions)
    .where(eq(priceOptions.activityId, activity.id))
    .orderBy(priceOptions.position);
  await t.db.update(priceOptions).set({ places: 3 }).where(eq(priceOptions.id, options[1]!.id));
  return { ...activity, single: options[0]!.id, family: options[1]!.id };
}

/** A customer's order of one option, left awaiting payment or paid through the sandbox and its return page. */
async function order(
  activityId: number,
  priceOptionId: number,
  quantity: number,
  date: string | null,
  pay: boolean,
): Promise<{ buyer: Shopper; created: CreatedOrder }> {
  const buyer = await quickBuyer(t.db, t.app);
  const added = await buyer.call('POST', '/api/cart/items', {
    activityId,
    date,
    options: [{ priceOptionId, quantity }],
  });
  expect(added.statusCode, added.body).toBe(201);
  const response = await buyer.call('POST', '/api/orders', newAttempt());
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as CreatedOrder;
  if (pay) {
    expect((await payOnSandbox(t.app, created)).statusCode).toBe(200);
    const confirmed = await buyer.call('POST', `/api/orders/${created.orderId}/confirm`, { status: 'CAPTURED' });
    expect(confirmed.json().order.status).toBe('paid');
  }
  return { buyer, created };
}

describe('the host calendar of a dated activity', () => {
  it('splits sold from held places, in places per unit, leaves out cancelled items, and shows own places and closed days', async () => {
    const kayak = await kayakTour();
    const friday = nextFriday(3);
    const saturday = addDays(friday, 1);
    const nextWeek = addDays(friday, 7);

    await order(kayak.id, kayak.family, 2, friday, true);
    await order(kayak.id, kayak.single, 1, friday, false);
    const cancelled = await order(kayak.id, kayak.single, 2, nextWeek, true);
    const [item] = await t.db
      .select({ id: bookedItems.id })
      .from(bookedItems)
      .where(eq(bookedItems.customerId, cancelled.buyer.userId));
    const cancel = await cancelled.buyer.call('POST', `/api/booked-items/${item!.id}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(
      (await owner.call('PUT', `/api/activities/${kayak.id}/dates/${saturday}`, { closed: true })).statusCode,
    ).toBe(204);
    expect((await owner.call('PUT', `/api/activities/${kayak.id}/dates/${nextWeek}`, { places: 4 })).statusCode).toBe(
      204,
    );

    const calendar = await calendarOf(kayak.id, friday, nextWeek);
    expect(calendar).toMatchObject({
      activityId: kayak.id,
      title: 'Kayak Tour',
      canManage: true,
      dateInput: true,
      defaultPlaces: 10,
      weekdays: [5, 6],
      today: dubaiDay(),
      stock: null,
    });
    // Thursday to Thursday: only the Fridays and the Saturday the tour runs on.
    expect(calendar.days).toEqual([
      { date: friday, places: 10, ownPlaces: null, sold: 6, held: 1, left: 3, closed: false },
      { date: saturday, places: 10, ownPlaces: null, sold: 0, held: 0, left: 0, closed: true },
      { date: nextWeek, places: 4, ownPlaces: 4, sold: 0, held: 0, left: 4, closed: false },
    ]);

    // The unpaid order lapses: its place is no longer held, and is left again.
    await expireDueOrders(t.app, new Date(Date.now() + 16 * 60_000));
    expect((await calendarOf(kayak.id, friday, friday)).days).toEqual([
      { date: friday, places: 10, ownPlaces: null, sold: 6, held: 0, left: 4, closed: false },
    ]);

    // Reopened and back to the default.
    expect(
      (await owner.call('PUT', `/api/activities/${kayak.id}/dates/${saturday}`, { closed: false })).statusCode,
    ).toBe(204);
    expect(
      (await owner.call('PUT', `/api/activities/${kayak.id}/dates/${nextWeek}`, { places: null })).statusCode,
    ).toBe(204);
    expect((await calendarOf(kayak.id, saturday, nextWeek)).days).toEqual([
      { date: saturday, places: 10, ownPlaces: null, sold: 0, held: 0, left: 10, closed: false },
      { date: nextWeek, places: 10, ownPlaces: null, sold: 0, held: 0, left: 10, closed: false },
    ]);
  });

  it('lists only days from today to the end of the booking horizon', async () => {
    const kayak = await kayakTour();
    const today = dubaiDay();
    const past = await calendarOf(kayak.id, addDays(today, -30), addDays(today, 20));
    expect(past.days.length).toBeGreaterThan(0);
    expect(
      past.days.every((d) => d.date >= today && [5, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay())),
    ).toBe(true);

    const last = addDays(today, BOOKING_HORIZON_DAYS);
    const end = await calendarOf(kayak.id, addDays(last, -20), addDays(last, 20));
    expect(end.lastBookableDay).toBe(last);
    expect(end.days.length).toBeGreaterThan(0);
    expect(end.days.every((d) => d.date <= last)).toBe(true);
  });

  it('refuses a range that ends before it starts, is longer than 62 days, or names no real day', async () => {
    const kayak = await kayakTour();
    const today = dubaiDay();
    const refused = async (from: string, to: string) => {
      const response = await owner.call('GET', calendarUrl(kayak.id, from, to));
      expect(response.statusCode, `${from}..${to}`).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await refused(addDays(today, 5), today)).toContain(HOST_CALENDAR_MESSAGES.endBeforeStart);
    expect(await refused(today, addDays(today, 62))).toContain(HOST_CALENDAR_MESSAGES.tooLong);
    expect(await refused('2027-02-30', '2027-03-05')).toContain(HOST_CALENDAR_MESSAGES.notRealDay);
    expect((await owner.call('GET', `/api/host/activities/${kayak.id}/calendar`)).statusCode).toBe(400);
    expect((await owner.call('GET', calendarUrl(kayak.id, today, addDays(today, 61)))).statusCode).toBe(200);
  });
});

describe('the host calendar of an undated activity', () => {
  it('answers the stock: places, sold, held and left', async () => {
    const voucher = await kayakTour({ dateInput: false, places: 12 });
    await order(voucher.id, voucher.family, 2, null, true);
    await order(voucher.id, voucher.single, 1, null, true);
    await order(voucher.id, voucher.family, 1, null, false);
    const today = dubaiDay();
    const calendar = await calendarOf(voucher.id, today, addDays(today, 30));
    expect(calendar.days).toEqual([]);
    expect(calendar.stock).toEqual({ places: 12, ownPlaces: null, sold: 7, held: 3, left: 2, closed: false });
  });
});

describe("the calendar's heading", () => {
  it("names the activity in the host's page's language, in English where no Arabic is written", async () => {
    const tour = await kayakTour();
    const today = dubaiDay();
    const read = async (language: 'en' | 'ar') => {
      const response = await t.app.inject({
        method: 'GET',
        url: calendarUrl(tour.id, today, addDays(today, 7)),
        headers: { ...owner.headers, [LANGUAGE_HEADER]: language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as HostCalendar).title;
    };
    expect(await read('ar')).toBe('Kayak Tour');
    await t.db.update(activities).set({ titleAr: 'جولة بالكاياك' }).where(eq(activities.id, tour.id));
    expect(await read('ar')).toBe('جولة بالكاياك');
    expect(await read('en')).toBe('Kayak Tour');
  });
});

describe('who sees a calendar', () => {
  it('the owner (even before it may manage activities) and an admin with a proved second factor; another host 404, a customer 403, a visitor 401', async () => {
    const kayak = await kayakTour();
    const today = dubaiDay();
    const url = calendarUrl(kayak.id, today, addDays(today, 14));
    const otherHost = await quickBuyer(t.db, t.app, { isHost: true, canManageActivities: true });
    const customer = await quickBuyer(t.db, t.app);
    const admin = await quickBuyer(t.db, t.app, { staffRole: 'owner' });

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await customer.call('GET', url)).statusCode).toBe(403);
    const notTheirs = await otherHost.call('GET', url);
    expect(notTheirs.statusCode).toBe(404);
    // The same answer as an activity that does not exist: another host learns nothing.
    expect((await otherHost.call('GET', calendarUrl(999_999, today, addDays(today, 14)))).json()).toEqual(
      notTheirs.json(),
    );
    const asAdmin = await admin.call('GET', url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().canManage).toBe(true);

    // Staff act on any activity only from a session that proved a second factor, as everywhere in the back office:
    // a new member of staff who signed in with the password alone is refused here too, reading and changing.
    const [fresh] = await t.db
      .insert(customers)
      .values({
        email: `new-staff-${kayak.id}@example.test`,
        firstName: 'Eve',
        lastName: 'Staff',
        phoneNumber: '+971501234567',
        isConfirmed: true,
        staffRole: 'content',
      })
      .returning({ id: customers.id });
    const passwordOnly = boundShopper(t.app, (await createSession(t.db, fresh!.id, false)).token, fresh!.id);
    const refusals = [
      await passwordOnly.call('GET', url),
      await passwordOnly.call('PUT', `/api/activities/${kayak.id}/places`, { places: 3 }),
      await passwordOnly.call('PUT', `/api/activities/${kayak.id}/dates/${addDays(today, 7)}`, { closed: true }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    }
    expect(
      (await t.db.select({ places: activities.places }).from(activities).where(eq(activities.id, kayak.id)))[0],
    ).toEqual({ places: 10 });
    // A member of staff whose role does not edit the catalogue is no provider here: a customer without the host role.
    const finance = await quickBuyer(t.db, t.app, { staffRole: 'finance' });
    expect((await finance.call('PUT', `/api/activities/${kayak.id}/places`, { places: 3 })).statusCode).toBe(403);

    // Read only until the provider lets the host manage activities.
    await t.db.update(customers).set({ canManageActivities: false }).where(eq(customers.id, owner.userId));
    try {
      const readOnly = await owner.call('GET', url);
      expect(readOnly.statusCode).toBe(200);
      expect(readOnly.json().canManage).toBe(false);
    } finally {
      await t.db.update(customers).set({ canManageActivities: true }).where(eq(customers.id, owner.userId));
    }
  });
});
