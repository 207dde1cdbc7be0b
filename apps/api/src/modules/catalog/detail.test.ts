import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sum } from 'drizzle-orm';
import { addDays, dubaiDay, type ActivityDetail, type Review } from '@weekends/shared';
import { activities, activityViews } from '../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, signUp, type TestApp } from '../../test/helpers.ts';
import { ACTIVITY_VIEW_DAYS, ACTIVITY_VIEW_RATE_LIMIT } from './views.ts';

/** The activity page: its detail, recording a view, and its published reviews. */
let t: TestApp;
let activity: { id: number; slug: string };
let inactive: { id: number; slug: string };
const ref: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixtures;
  const dubai = await f.insertCity({ name: 'Dubai' });
  ref.dubai = dubai.id;
  ref.marina = (await f.insertArea({ cityId: dubai.id, name: 'Dubai Marina' })).id;
  const weekend = await f.insertWeekendDays();
  const evening = await f.insertTiming({ name: 'Evening', position: 2 });
  const morning = await f.insertTiming({ name: 'Morning', position: 1 });
  const water = await f.insertCategory({ name: 'Water Sports', slug: 'water-sports', position: 1 });
  const boats = await f.insertCategory({ name: 'Boat Tours', slug: 'boat-tours', parentId: water.id });
  activity = await f.insertActivity({
    title: 'Sunset Dhow Cruise',
    slug: 'sunset-dhow-cruise',
    metaTitle: 'Dhow cruise in Dubai Marina',
    metaDescription: 'Golden hour on the water.',
    description: 'Sail the marina at golden hour.',
    importantInformation: 'Arrive 15 minutes early.',
    dateInput: true,
    rating: 4.5,
    reviewsCount: 2,
    lifeTimeSales: 12,
    views: 7,
    validityPeriod: 4,
    cityId: dubai.id,
    areaId: ref.marina,
    latitude: 25.08,
    longitude: 55.14,
    dayIds: [weekend.saturday.id, weekend.thursday.id],
    timingIds: [evening.id, morning.id],
    categoryIds: [boats.id, water.id],
    prices: [
      { price: 200_00, discountedPrice: 150_00, description: 'Adult' },
      { price: 100_00, description: 'Child' },
    ],
    images: ['/uploads/test/dhow-1.webp', '/uploads/test/dhow-2.webp'],
    duration: '2 hours',
    workingHours: '5pm - 7pm',
    howToRedeem: 'Show the voucher at the pier.',
    whatsNext: 'We send the voucher by e-mail.',
    highlight: 'Sunset over the skyline',
    cancellationPolicy: 'Free cancellation 48 hours before.',
    thingsToKeepInMind: 'Bring a jacket.',
    additionalInformation: 'Soft drinks included.',
    termsAndConditions: 'Subject to weather.',
    otherInformation: 'Life jackets provided.',
    schedule: 'Every weekend',
    thursdayWorkingHours: '5pm - 7pm',
    fridayWorkingHours: '4pm - 8pm',
    saturdayWorkingHours: '4pm - 8pm',
    included: ['Soft drinks', 'Snacks'],
    notIncluded: ['Transfers'],
  });
  inactive = await f.insertActivity({ title: 'Retired Cruise', isActive: false });

  const amira = await f.insertCustomer('Amira');
  const omar = await f.insertCustomer('Omar');
  await f.insertReview({
    activityId: activity.id,
    customerId: amira.id,
    title: 'Older',
    isPublished: true,
    publishedAt: new Date('2024-01-05T10:00:00Z'),
  });
  await f.insertReview({
    activityId: activity.id,
    customerId: omar.id,
    title: 'Newer',
    rating: 4,
    isPublished: true,
    publishedAt: new Date('2024-03-01T10:00:00Z'),
  });
  await f.insertReview({
    activityId: activity.id,
    customerId: omar.id,
    title: 'Awaiting approval',
    isPublished: false,
  });
});

afterAll(() => t?.close());

describe('GET /api/activities/:slug', () => {
  it('answers the whole detail, with images, prices, days, timings and categories in order', async () => {
    const res = await t.app.inject({ url: '/api/activities/sunset-dhow-cruise' });
    expect(res.statusCode).toBe(200);
    const detail: ActivityDetail = res.json();
    expect(detail).toMatchObject({
      id: activity.id,
      slug: 'sunset-dhow-cruise',
      title: 'Sunset Dhow Cruise',
      metaTitle: 'Dhow cruise in Dubai Marina',
      metaDescription: 'Golden hour on the water.',
      description: 'Sail the marina at golden hour.',
      importantInformation: 'Arrive 15 minutes early.',
      dateInput: true,
      submitRequest: false,
      submitRequestText: null,
      soldOut: false,
      rating: 4.5,
      reviewsCount: 2,
      lifeTimeSales: 12,
      views: 7,
      validityPeriod: 4,
      image: '/uploads/test/dhow-1.webp',
      images: ['/uploads/test/dhow-1.webp', '/uploads/test/dhow-2.webp'],
      city: { id: ref.dubai, name: 'Dubai' },
      latitude: 25.08,
      longitude: 55.14,
      address: {
        address: expect.any(String),
        latitude: 25.08,
        longitude: 55.14,
        city: { id: ref.dubai, name: 'Dubai' },
        area: { id: ref.marina, name: 'Dubai Marina' },
      },
      top: {
        duration: '2 hours',
        workingHours: '5pm - 7pm',
        howToRedeem: 'Show the voucher at the pier.',
        whatsNext: 'We send the voucher by e-mail.',
      },
      middle: {
        highlight: 'Sunset over the skyline',
        cancellationPolicy: 'Free cancellation 48 hours before.',
        thingsToKeepInMind: 'Bring a jacket.',
        additionalInformation: 'Soft drinks included.',
      },
      bottom: {
        termsAndConditions: 'Subject to weather.',
        otherInformation: 'Life jackets provided.',
        schedule: 'Every weekend',
        thursdayWorkingHours: '5pm - 7pm',
        fridayWorkingHours: '4pm - 8pm',
        saturdayWorkingHours: '4pm - 8pm',
        sundayWorkingHours: null,
      },
      included: ['Soft drinks', 'Snacks'],
      notIncluded: ['Transfers'],
    });
    expect(detail.priceOptions.map((p) => [p.description, p.price, p.discountedPrice])).toEqual([
      ['Adult', 200_00, 150_00],
      ['Child', 100_00, null],
    ]);
    expect(detail.price).toEqual(detail.priceOptions[0]);
    expect(detail.days.map((d) => d.name)).toEqual(['Thursday', 'Saturday']);
    expect(detail.timings.map((d) => d.name)).toEqual(['Morning', 'Evening']);
    expect(detail.categories.map((c) => c.slug)).toEqual(['water-sports', 'boat-tours']);
  });

  it('answers an unknown or inactive activity with a JSON 404', async () => {
    for (const slug of ['no-such-activity', inactive.slug]) {
      const res = await t.app.inject({ url: `/api/activities/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Activity not found',
        messageKey: 'api.activityNotFound',
      });
    }
  });
});

describe('POST /api/activities/:id/views', () => {
  const views = async (activityId: number) => {
    const [row] = await t.db.select({ views: activities.views }).from(activities).where(eq(activities.id, activityId));
    const [today] = await t.db
      .select({ n: sum(activityViews.views) })
      .from(activityViews)
      .where(and(eq(activityViews.activityId, activityId), eq(activityViews.day, dubaiDay())));
    return { counter: row!.views, today: Number(today?.n ?? 0) };
  };
  const view = (activityId: number, ip = clientIp(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/activities/${activityId}/views`,
      headers: { 'x-forwarded-for': ip, ...headers },
    });

  it('counts a visitor once per activity and Dubai day, however often or concurrently it calls; each visitor counts', async () => {
    const before = await views(activity.id);
    const ip = clientIp();
    const res = await view(activity.id, ip);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await Promise.all(Array.from({ length: 5 }, () => view(activity.id, ip)));
    expect(await views(activity.id)).toEqual({ counter: before.counter + 1, today: before.today + 1 });
    // Five other visitors, at once: none is lost.
    await Promise.all(Array.from({ length: 5 }, () => view(activity.id)));
    expect(await views(activity.id)).toEqual({ counter: before.counter + 6, today: before.today + 6 });
    // A signed-in customer is one visitor whatever the address.
    const { token } = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) await view(activity.id, clientIp(), bearer(token));
    expect((await views(activity.id)).counter).toBe(before.counter + 7);
  });

  it('limits how often one address may call, counted or not', async () => {
    const ip = clientIp();
    const statuses = [];
    for (let i = 0; i <= ACTIVITY_VIEW_RATE_LIMIT.max; i += 1) statuses.push((await view(activity.id, ip)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps at most the last 90 days per activity: the first view of a day drops older ones', async () => {
    const fresh = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      cityId: (await t.fixtures.insertCity({ name: 'Abu Dhabi' })).id,
      prices: [{ price: 10_000 }],
    });
    const today = dubaiDay();
    await t.db.insert(activityViews).values([
      { activityId: fresh.id, day: addDays(today, -(ACTIVITY_VIEW_DAYS + 5)), views: 40 },
      { activityId: fresh.id, day: addDays(today, -3), views: 7 },
    ]);
    expect((await view(fresh.id)).statusCode).toBe(204);
    const days = await t.db
      .select({ day: activityViews.day, views: activityViews.views })
      .from(activityViews)
      .where(eq(activityViews.activityId, fresh.id))
      .orderBy(activityViews.day);
    expect(days).toEqual([
      { day: addDays(today, -3), views: 7 },
      { day: today, views: 1 },
    ]);
  });

  it('answers 404 for an unknown or inactive activity and records nothing', async () => {
    for (const activityId of [999_999, inactive.id]) {
      const res = await view(activityId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await views(inactive.id)).toEqual({ counter: 0, today: 0 });
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await view(Number.NaN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { id: expect.any(Array) } });
  });
});

describe('GET /api/activities/:id/reviews', () => {
  it("lists published reviews only, newest first, with the customer's first name", async () => {
    const res = await t.app.inject({ url: `/api/activities/${activity.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const reviews: Review[] = res.json();
    expect(reviews.map((r) => [r.title, r.customerFirstName, r.rating, r.publishedAt])).toEqual([
      ['Newer', 'Omar', 4, '2024-03-01T10:00:00.000Z'],
      ['Older', 'Amira', 5, '2024-01-05T10:00:00.000Z'],
    ]);
  });

  it('answers an empty list for an activity without reviews and 404 for an unknown one', async () => {
    const other = await t.fixtures.insertActivity({ title: 'No reviews yet' });
    expect((await t.app.inject({ url: `/api/activities/${other.id}/reviews` })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/activities/999999/reviews' })).statusCode).toBe(404);
  });
});
