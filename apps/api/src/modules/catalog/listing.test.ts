import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ListingPage } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

/**
 * GET /api/activities: every filter alone and combined, every sort, the card's shape, and the rules that keep
 * inactive and image-less activities out. Six listable activities, so page 1 holds them all.
 */
let t: TestApp;
const ids: Record<string, number> = {};
const city: Record<string, number> = {};
const category: Record<string, { id: number; slug: string }> = {};
const day: Record<string, number> = {};
const timing: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixtures;
  for (const name of ['Dubai', 'Abu Dhabi', 'Sharjah']) city[name] = (await f.insertCity({ name })).id;
  const weekend = await f.insertWeekendDays();
  day.thu = weekend.thursday.id;
  day.fri = weekend.friday.id;
  day.sat = weekend.saturday.id;
  timing.morning = (await f.insertTiming({ name: 'Morning' })).id;
  timing.evening = (await f.insertTiming({ name: 'Evening' })).id;
  const stayAtHome = await f.insertPreference('Stay At Home');
  const outOfHome = await f.insertPreference('Out Of Home');
  expect([stayAtHome.id, outOfHome.id]).toEqual([1, 2]);

  const adventure = await f.insertCategory({ name: 'Adventure', slug: 'adventure' });
  category.adventure = adventure;
  category.water = await f.insertCategory({ name: 'Water Sports', slug: 'water-sports', parentId: adventure.id });
  category.desert = await f.insertCategory({ name: 'Desert', slug: 'desert', parentId: adventure.id });
  category.food = await f.insertCategory({ name: 'Food', slug: 'food' });
  category.wellness = await f.insertCategory({ name: 'Wellness', slug: 'wellness' });

  const add = async (key: string, fixture: Parameters<typeof f.insertActivity>[0]) => {
    ids[key] = (await f.insertActivity(fixture)).id;
  };
  await add('jetSki', {
    title: 'Jet Ski Ride',
    cityId: city.Dubai,
    latitude: 25.08,
    longitude: 55.14,
    categoryIds: [category.water!.id],
    dayIds: [day.fri!],
    timingIds: [timing.morning!],
    activityPreferenceId: outOfHome.id,
    rating: 4.5,
    reviewsCount: 10,
    lifeTimeSales: 50,
    views: 100,
    prices: [
      { price: 300_00, discountedPrice: 250_00, description: '30 minutes' },
      { price: 400_00, description: '1 hour' },
    ],
    images: ['/uploads/test/jet-ski-1.webp', '/uploads/test/jet-ski-2.webp'],
  });
  await add('duneBashing', {
    title: 'Dune Bashing',
    cityId: city['Abu Dhabi'],
    categoryIds: [category.desert!.id],
    dayIds: [day.thu!, day.fri!],
    timingIds: [timing.evening!],
    activityPreferenceId: outOfHome.id,
    rating: 3.9,
    reviewsCount: 20,
    lifeTimeSales: 80,
    views: 10,
    prices: [{ price: 500_00 }],
  });
  await add('skyDive', {
    title: 'Sky Dive',
    cityId: city.Dubai,
    categoryIds: [adventure.id],
    dayIds: [day.sat!],
    timingIds: [timing.morning!],
    activityPreferenceId: outOfHome.id,
    rating: 5,
    reviewsCount: 3,
    lifeTimeSales: 10,
    views: 500,
    prices: [{ price: 1200_00, discountedPrice: 999_00 }],
  });
  await add('cooking', {
    title: 'Cooking Class',
    cityId: city.Sharjah,
    categoryIds: [category.food!.id],
    dayIds: [day.sat!],
    timingIds: [timing.evening!],
    activityPreferenceId: stayAtHome.id,
    rating: 4,
    reviewsCount: 40,
    lifeTimeSales: 80,
    views: 30,
    prices: [{ price: 150_00 }],
  });
  await add('yoga', {
    title: 'Home Yoga Online',
    isOnline: true,
    categoryIds: [category.wellness!.id],
    dayIds: [day.thu!],
    timingIds: [timing.morning!],
    activityPreferenceId: stayAtHome.id,
    rating: 2,
    reviewsCount: 1,
    prices: [{ price: 50_00 }],
  });
  await add('spa', {
    title: 'Spa Day',
    cityId: city.Dubai,
    categoryIds: [category.wellness!.id],
    dayIds: [day.fri!, day.sat!],
    timingIds: [timing.evening!],
    activityPreferenceId: stayAtHome.id,
    rating: 4,
    reviewsCount: 40,
    lifeTimeSales: 5,
    views: 5,
  });
  // Would match most filters below, but must never be listed.
  await add('inactive', {
    title: 'Hidden Kayak',
    isActive: false,
    cityId: city.Dubai,
    categoryIds: [category.water!.id],
    dayIds: [day.fri!],
    rating: 5,
    lifeTimeSales: 999,
    prices: [{ price: 100_00 }],
  });
  await add('noImages', {
    title: 'Imageless Kayak',
    images: [],
    cityId: city.Dubai,
    categoryIds: [category.water!.id],
    dayIds: [day.fri!],
    rating: 5,
    lifeTimeSales: 999,
    prices: [{ price: 100_00 }],
  });
});

afterAll(() => t?.close());

async function list(query: string): Promise<ListingPage> {
  const res = await t.app.inject({ url: `/api/activities${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (page: ListingPage) => page.items.map((i) => i.title);
const sorted = (page: ListingPage) => titles(page).sort();

describe('GET /api/activities without filters', () => {
  it('lists active activities with images, newest first, and says no page follows a short page', async () => {
    const page = await list('');
    expect(titles(page)).toEqual([
      'Spa Day',
      'Home Yoga Online',
      'Cooking Class',
      'Sky Dive',
      'Dune Bashing',
      'Jet Ski Ride',
    ]);
    expect(page).toMatchObject({ page: 1, hasMore: false });
  });

  it('maps a card: first image and first price option by position, city and coordinates from the address', async () => {
    const page = await list(`city=${city.Dubai}`);
    const jetSki = page.items.find((i) => i.id === ids.jetSki);
    expect(jetSki).toEqual({
      id: ids.jetSki,
      slug: expect.stringMatching(/^jet-ski-ride/),
      title: 'Jet Ski Ride',
      isOnline: false,
      submitRequest: false,
      soldOut: false,
      rating: 4.5,
      reviewsCount: 10,
      image: '/uploads/test/jet-ski-1.webp',
      city: { id: city.Dubai, name: 'Dubai' },
      latitude: 25.08,
      longitude: 55.14,
      // 20 places by default: plenty, so no 'Last N Left'.
      placesLeft: null,
      price: { id: expect.any(Number), description: '30 minutes', price: 300_00, discountedPrice: 250_00, places: 1 },
    });
  });

  it('gives a card without an address or price options null city, coordinates and price', async () => {
    const page = await list('');
    expect(page.items.find((i) => i.id === ids.yoga)).toMatchObject({
      city: null,
      latitude: null,
      longitude: null,
      isOnline: true,
    });
    expect(page.items.find((i) => i.id === ids.spa)?.price).toBeNull();
  });
});

describe('filters, each alone', () => {
  it('city (address city), accepting city[]= and city=', async () => {
    expect(sorted(await list(`city[]=${city.Dubai}`))).toEqual(['Jet Ski Ride', 'Sky Dive', 'Spa Day']);
    expect(sorted(await list(`city=${city.Dubai}&city=${city.Sharjah}`))).toEqual([
      'Cooking Class',
      'Jet Ski Ride',
      'Sky Dive',
      'Spa Day',
    ]);
  });

  it('day: any of the chosen days', async () => {
    expect(sorted(await list(`day[]=${day.thu}`))).toEqual(['Dune Bashing', 'Home Yoga Online']);
    expect(sorted(await list(`day[]=${day.thu}&day[]=${day.sat}`))).toEqual([
      'Cooking Class',
      'Dune Bashing',
      'Home Yoga Online',
      'Sky Dive',
      'Spa Day',
    ]);
  });

  it('time (timings)', async () => {
    expect(sorted(await list(`time[]=${timing.morning}`))).toEqual(['Home Yoga Online', 'Jet Ski Ride', 'Sky Dive']);
  });

  it('location preference', async () => {
    expect(sorted(await list('preference=1'))).toEqual(['Cooking Class', 'Home Yoga Online', 'Spa Day']);
    expect(sorted(await list('preference=2'))).toEqual(['Dune Bashing', 'Jet Ski Ride', 'Sky Dive']);
  });

  it('rating: at least the number of stars', async () => {
    expect(sorted(await list('rating=4'))).toEqual(['Cooking Class', 'Jet Ski Ride', 'Sky Dive', 'Spa Day']);
    expect(sorted(await list('rating=5'))).toEqual(['Sky Dive']);
  });

  it('category id: a parent includes its sub-categories, a sub-category only itself', async () => {
    expect(sorted(await list(`category[]=${category.adventure!.id}`))).toEqual([
      'Dune Bashing',
      'Jet Ski Ride',
      'Sky Dive',
    ]);
    expect(sorted(await list(`category[]=${category.water!.id}`))).toEqual(['Jet Ski Ride']);
    expect(sorted(await list(`category[]=${category.water!.id}&category[]=${category.food!.id}`))).toEqual([
      'Cooking Class',
      'Jet Ski Ride',
    ]);
  });

  it('category slug: a parent includes its sub-categories; an unknown slug lists nothing', async () => {
    expect(sorted(await list('categorySlug=adventure'))).toEqual(['Dune Bashing', 'Jet Ski Ride', 'Sky Dive']);
    expect(sorted(await list('categorySlug=desert'))).toEqual(['Dune Bashing']);
    expect(titles(await list('categorySlug=no-such-category'))).toEqual([]);
  });

  it('price range in AED on the lowest effective price, discounts included, bounds inclusive', async () => {
    // Jet Ski costs 300 but is discounted to 250; Sky Dive costs 1200 discounted to 999.
    expect(sorted(await list('maxPrice=250'))).toEqual(['Cooking Class', 'Home Yoga Online', 'Jet Ski Ride']);
    expect(sorted(await list('maxPrice=249'))).toEqual(['Cooking Class', 'Home Yoga Online']);
    expect(sorted(await list('minPrice=250'))).toEqual(['Dune Bashing', 'Jet Ski Ride', 'Sky Dive']);
    expect(sorted(await list('minPrice=251&maxPrice=1000'))).toEqual(['Dune Bashing', 'Sky Dive']);
    expect(sorted(await list('minPrice=0&maxPrice=1000'))).not.toContain('Spa Day');
  });
});

describe('filters combined', () => {
  it('city + day + parent category + price range, sorted by trending', async () => {
    const page = await list(
      `city[]=${city.Dubai}&day[]=${day.fri}&category[]=${category.adventure!.id}&minPrice=100&maxPrice=600&sort=2`,
    );
    expect(titles(page)).toEqual(['Jet Ski Ride']);
  });

  it('parent category + price range, sorted by trending', async () => {
    expect(titles(await list(`categorySlug=adventure&maxPrice=600&sort=2`))).toEqual(['Dune Bashing', 'Jet Ski Ride']);
  });

  it('city + rating + time + preference', async () => {
    expect(titles(await list(`city[]=${city.Dubai}&rating=4&time[]=${timing.evening}&preference=1`))).toEqual([
      'Spa Day',
    ]);
    expect(titles(await list(`city[]=${city.Sharjah}&day[]=${day.thu}`))).toEqual([]);
  });
});

describe('sorts', () => {
  it('1 New: newest first', async () => {
    expect(titles(await list('sort=1'))).toEqual([
      'Spa Day',
      'Home Yoga Online',
      'Cooking Class',
      'Sky Dive',
      'Dune Bashing',
      'Jet Ski Ride',
    ]);
  });

  it('2 Trending: lifetime sales, then views, then newest', async () => {
    expect(titles(await list('sort=2'))).toEqual([
      'Cooking Class',
      'Dune Bashing',
      'Jet Ski Ride',
      'Sky Dive',
      'Spa Day',
      'Home Yoga Online',
    ]);
  });

  it('3 Popular: rating, then number of reviews, then newest', async () => {
    expect(titles(await list('sort=3'))).toEqual([
      'Sky Dive',
      'Jet Ski Ride',
      'Spa Day',
      'Cooking Class',
      'Dune Bashing',
      'Home Yoga Online',
    ]);
  });
});

describe('errors', () => {
  it('answers a bad filter with 400 and the field that is wrong', async () => {
    const res = await t.app.inject({ url: '/api/activities?rating=9' });
    expect(res.statusCode).toBe(400);
    const body: ApiError = res.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['rating']);
  });

  it('rejects a malformed id list, a bad sort and page 0', async () => {
    for (const query of ['city[]=abc', 'sort=7', 'page=0', 'preference=3', 'maxPrice=5000']) {
      const res = await t.app.inject({ url: `/api/activities?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('answers an unknown /api route with the JSON 404 shape', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No route GET /api/no-such-thing' });
  });
});
