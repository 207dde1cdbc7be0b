import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_ACTIVITY_MESSAGES,
  LANGUAGE_HEADER,
  type ActivityDetail,
  type AdminActivityEdit,
  type AdminActivityFilters,
  type AdminActivityRow,
  type AdminPage,
  type HomeSection,
  type ListingPage,
} from '@weekends/shared';
import { activities, categories, cities, hosts } from '../../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { actionsOn, sessionAs } from '../testing/fixtures.ts';

/**
 * Catalogue > Activities: the list pages, filters and sorts on the server; each action goes live at once (the read
 * cache is on and must be cleared) and is audited with before and after.
 */
let t: TestApp;
let admin: { id: number; token: string };
let ids: { dubai: number; abuDhabi: number; water: number; kayak: number; desert: number; host: number };

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '30' });
  admin = await sessionAs(t, { staffRole: 'owner' });
  const host = await sessionAs(t, { isHost: true, canManageActivities: true });
  await t.db.insert(hosts).values({ customerId: host.id, businessName: 'Mangrove Adventures LLC', status: 'approved' });
  const dubai = await t.fixtures.insertCity({ name: 'Dubai' });
  const abuDhabi = await t.fixtures.insertCity({ name: 'Abu Dhabi' });
  const water = await t.fixtures.insertCategory({ name: 'Water Sports' });
  const kayak = await t.fixtures.insertCategory({ name: 'Kayaking', parentId: water.id });
  const desert = await t.fixtures.insertCategory({ name: 'Desert' });
  ids = { dubai: dubai.id, abuDhabi: abuDhabi.id, water: water.id, kayak: kayak.id, desert: desert.id, host: host.id };
  const base = new Date('2026-01-01T08:00:00Z').getTime();
  const rows = [
    {
      title: 'Mangrove Kayak Tour',
      cityId: abuDhabi.id,
      categoryIds: [kayak.id],
      hostId: host.id,
      lifeTimeSales: 40,
      rating: 4.5,
    },
    { title: 'Jet Ski Ride', cityId: dubai.id, categoryIds: [water.id], lifeTimeSales: 90, rating: 4.9 },
    {
      title: 'Desert Safari 100% Fun',
      cityId: dubai.id,
      categoryIds: [desert.id],
      hostId: host.id,
      lifeTimeSales: 10,
      rating: 3.9,
      soldOut: true,
    },
    {
      title: 'Archived Camel Trek',
      cityId: abuDhabi.id,
      categoryIds: [desert.id],
      isActive: false,
      lifeTimeSales: 0,
      rating: 0,
    },
  ];
  for (const [i, row] of rows.entries()) {
    await t.fixtures.insertActivity({
      ...row,
      createdAt: new Date(base + i * 86_400_000 * (i % 2 === 0 ? 3 : 1)),
      prices: [
        { price: 20_000, description: 'Adult' },
        { price: 10_000, description: 'Child' },
      ],
    });
  }
}, 60_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const as = (method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/catalogue${url}`,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  });
const list = async (query: string) => {
  const response = await as('GET', `/activities?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminPage<AdminActivityRow>;
};
const titles = async (query: string) => (await list(query)).items.map((i) => i.title);
const idOf = async (title: string) =>
  (
    await t.db.select({ id: activities.id, slug: activities.slug }).from(activities).where(eq(activities.title, title))
  )[0]!;
const publicListing = async (keyword: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/activities?keyword=${keyword}` })).json() as ListingPage).items;

describe('the list', () => {
  it('pages with a total, and sorts by id, title, created, sales and rating both ways', async () => {
    const first = await list('pageSize=25&sort=id&dir=asc');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(first.items[0]).toMatchObject({
      title: 'Mangrove Kayak Tour',
      city: 'Abu Dhabi',
      host: 'Mangrove Adventures LLC',
      isActive: true,
      soldOut: false,
      fromPrice: 10_000,
      lifeTimeSales: 40,
    });
    expect(await titles('sort=id&dir=desc')).toEqual([
      'Archived Camel Trek',
      'Desert Safari 100% Fun',
      'Jet Ski Ride',
      'Mangrove Kayak Tour',
    ]);
    expect(await titles('sort=title&dir=asc')).toEqual([
      'Archived Camel Trek',
      'Desert Safari 100% Fun',
      'Jet Ski Ride',
      'Mangrove Kayak Tour',
    ]);
    // Created: 0, +1 day, +6 days, +3 days.
    expect(await titles('sort=created&dir=desc')).toEqual([
      'Desert Safari 100% Fun',
      'Archived Camel Trek',
      'Jet Ski Ride',
      'Mangrove Kayak Tour',
    ]);
    expect(await titles('sort=sales&dir=desc')).toEqual([
      'Jet Ski Ride',
      'Mangrove Kayak Tour',
      'Desert Safari 100% Fun',
      'Archived Camel Trek',
    ]);
    expect(await titles('sort=rating&dir=asc')).toEqual([
      'Archived Camel Trek',
      'Desert Safari 100% Fun',
      'Mangrove Kayak Tour',
      'Jet Ski Ride',
    ]);
    expect((await as('GET', '/activities?sort=price')).statusCode).toBe(400);
    expect((await as('GET', '/activities?pageSize=10')).statusCode).toBe(400);
  });

  it('pages past the first page without repeating or losing rows', async () => {
    for (let i = 0; i < 26; i += 1)
      await t.fixtures.insertActivity({ title: `Paging Filler ${String(i).padStart(2, '0')}`, lifeTimeSales: 5 });
    const one = await list('q=paging&sort=sales&dir=desc&pageSize=25');
    const two = await list('q=paging&sort=sales&dir=desc&pageSize=25&page=2');
    expect(one.total).toBe(26);
    expect(one.items).toHaveLength(25);
    expect(two.items).toHaveLength(1);
    expect(new Set([...one.items, ...two.items].map((i) => i.id)).size).toBe(26);
    expect((await list('q=paging&page=3')).items).toEqual([]);
  });

  it('searches the title (any part, % taken literally), the slug and the id, and filters', async () => {
    expect(await titles('q=KAYAK')).toEqual(['Mangrove Kayak Tour']);
    expect(await titles('q=100%25')).toEqual(['Desert Safari 100% Fun']);
    expect(await titles('q=%25')).toEqual(['Desert Safari 100% Fun']);
    const jet = await idOf('Jet Ski Ride');
    expect(await titles(`q=${jet.slug}`)).toEqual(['Jet Ski Ride']);
    // The id matches too (besides titles holding the digits).
    expect(await titles(`q=${jet.id}`)).toContain('Jet Ski Ride');
    const sorted = 'sort=title&dir=asc';
    expect(await titles(`${sorted}&city=${ids.dubai}`)).toEqual(['Desert Safari 100% Fun', 'Jet Ski Ride']);
    // A top-level category stands for its sub-categories too.
    expect(await titles(`${sorted}&category=${ids.water}`)).toEqual(['Jet Ski Ride', 'Mangrove Kayak Tour']);
    expect(await titles(`${sorted}&category=${ids.kayak}`)).toEqual(['Mangrove Kayak Tour']);
    expect(await titles(`${sorted}&host=${ids.host}`)).toEqual(['Desert Safari 100% Fun', 'Mangrove Kayak Tour']);
    expect(await titles(`${sorted}&active=false`)).toEqual(['Archived Camel Trek']);
    expect(await titles(`${sorted}&soldOut=true`)).toEqual(['Desert Safari 100% Fun']);
    expect(await list(`city=${ids.abuDhabi}&category=${ids.desert}&active=true`)).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it('offers the filter choices', async () => {
    const filters = (await as('GET', '/activities/filters')).json();
    expect(filters.cities.map((c: { name: string }) => c.name)).toEqual(['Abu Dhabi', 'Dubai']);
    expect(filters.categories).toEqual(expect.arrayContaining([{ id: ids.kayak, name: 'Water Sports › Kayaking' }]));
    expect(filters.hosts).toEqual([{ id: ids.host, name: 'Mangrove Adventures LLC' }]);
  });
});

describe('actions', () => {
  it('deactivates and activates, sets sold out, live at once and audited', async () => {
    const jet = await idOf('Jet Ski Ride');
    expect((await publicListing('jet')).map((i) => i.id)).toContain(jet.id);
    const off = await as('PATCH', `/activities/${jet.id}/status`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false, soldOut: false });
    expect((await publicListing('jet')).map((i) => i.id)).not.toContain(jet.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/activities/${jet.slug}` })).statusCode).toBe(404);
    await as('PATCH', `/activities/${jet.id}/status`, { isActive: true, soldOut: true });
    expect(
      ((await t.app.inject({ method: 'GET', url: `/api/activities/${jet.slug}` })).json() as ActivityDetail).soldOut,
    ).toBe(true);
    expect((await as('PATCH', `/activities/${jet.id}/status`, {})).statusCode).toBe(400);
    expect((await as('PATCH', '/activities/999999/status', { isActive: true })).statusCode).toBe(404);
    const log = await actionsOn(t, 'activity', jet.id);
    expect(log.map((l) => [l.action, l.before, l.after])).toEqual([
      [
        'activity.status',
        expect.objectContaining({ isActive: true, soldOut: false }),
        expect.objectContaining({ isActive: false, soldOut: false }),
      ],
      [
        'activity.status',
        expect.objectContaining({ isActive: false, soldOut: false }),
        expect.objectContaining({ isActive: true, soldOut: true }),
      ],
    ]);
  });

  it('sets the default places through the capacity service', async () => {
    const kayak = await idOf('Mangrove Kayak Tour');
    const response = await as('PUT', `/activities/${kayak.id}/places`, { places: 3 });
    expect(response.json()).toMatchObject({ places: 3 });
    const availability = (
      await t.app.inject({ method: 'GET', url: `/api/activities/${kayak.id}/availability` })
    ).json();
    expect(availability).toMatchObject({ dateInput: false, left: 3 });
    expect((await as('PUT', `/activities/${kayak.id}/places`, { places: -1 })).statusCode).toBe(400);
    expect((await actionsOn(t, 'activity', kayak.id)).at(-1)).toMatchObject({
      action: 'activity.places',
      before: { places: 20 },
      after: { places: 3 },
    });
  });

  it('features an activity in a home section: added first, or featured where it already is', async () => {
    const desert = await idOf('Desert Safari 100% Fun');
    const kayak = await idOf('Mangrove Kayak Tour');
    const section = await t.fixtures.insertHomeSection({ name: 'Weekend Picks', slug: 'weekend-picks' }, [
      { activityId: kayak.id },
      { activityId: desert.id },
    ]);
    const picks = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/home-sections/weekend-picks' })).json() as HomeSection;
    expect((await picks()).activities.map((a) => a.id)).toEqual([kayak.id, desert.id]);
    expect((await as('POST', `/activities/${desert.id}/feature`, { sectionId: section.id })).statusCode).toBe(204);
    expect((await picks()).activities.map((a) => a.id)).toEqual([desert.id, kayak.id]);
    expect((await as('POST', `/activities/${desert.id}/feature`, { sectionId: section.id })).json()).toMatchObject({
      code: 'ALREADY_IN_SECTION',
    });
    expect((await as('POST', `/activities/${desert.id}/feature`, { sectionId: 999999 })).json()).toMatchObject({
      message: ADMIN_ACTIVITY_MESSAGES.sectionNotFound,
    });
    expect((await actionsOn(t, 'homeSection', section.id)).map((l) => l.action)).toEqual(['activity.feature']);
  });

  it('edits title, description, meta and prices live at once, keeping the slug and the derived price', async () => {
    const kayak = await idOf('Mangrove Kayak Tour');
    const edit = (await as('GET', `/activities/${kayak.id}`)).json() as AdminActivityEdit;
    expect(edit.priceOptions.map((o) => [o.description, o.price])).toEqual([
      ['Adult', 20_000],
      ['Child', 10_000],
    ]);
    const [adult, child] = edit.priceOptions;
    const saved = await as('PUT', `/activities/${kayak.id}`, {
      title: 'Mangrove Kayak Tour at Sunrise',
      description: 'Paddle out at first light.',
      metaTitle: 'Sunrise kayaking in Abu Dhabi',
      metaDescription: '',
      priceOptions: [
        { id: adult!.id, price: 25_000, discountedPrice: 22_500 },
        { id: child!.id, price: 12_000, discountedPrice: null },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      slug: kayak.slug,
      title: 'Mangrove Kayak Tour at Sunrise',
      metaDescription: null,
    });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/activities/${kayak.slug}` })
    ).json() as ActivityDetail;
    expect(detail).toMatchObject({
      title: 'Mangrove Kayak Tour at Sunrise',
      description: 'Paddle out at first light.',
    });
    expect((await publicListing('sunrise')).find((i) => i.id === kayak.id)).toMatchObject({
      title: 'Mangrove Kayak Tour at Sunrise',
      price: { price: 25_000, discountedPrice: 22_500 },
    });
    // The price filter's derived lowest price follows the new prices.
    expect((await list('q=sunrise')).items[0]).toMatchObject({ id: kayak.id, fromPrice: 12_000 });
    expect((await actionsOn(t, 'activity', kayak.id)).at(-1)).toMatchObject({
      action: 'activity.edit',
      before: {
        title: 'Mangrove Kayak Tour',
        priceOptions: [expect.objectContaining({ price: 20_000 }), expect.anything()],
      },
      after: {
        title: 'Mangrove Kayak Tour at Sunrise',
        priceOptions: [expect.objectContaining({ price: 25_000, discountedPrice: 22_500 }), expect.anything()],
      },
    });
  });

  it("refuses a discount not below the price and another activity's price option, changing nothing", async () => {
    const kayak = await idOf('Mangrove Kayak Tour at Sunrise');
    const jet = await idOf('Jet Ski Ride');
    const jetOption = ((await as('GET', `/activities/${jet.id}`)).json() as AdminActivityEdit).priceOptions[0]!;
    const own = ((await as('GET', `/activities/${kayak.id}`)).json() as AdminActivityEdit).priceOptions[0]!;
    const body = {
      title: 'Hijacked',
      description: 'x',
      priceOptions: [{ id: own.id, price: 1000, discountedPrice: 1000 }],
    };
    expect((await as('PUT', `/activities/${kayak.id}`, body)).json()).toMatchObject({
      fieldErrors: { 'priceOptions.0.discountedPrice': [ADMIN_ACTIVITY_MESSAGES.discountNotLower] },
    });
    const foreign = await as('PUT', `/activities/${kayak.id}`, {
      ...body,
      priceOptions: [{ id: jetOption.id, price: 1, discountedPrice: null }],
    });
    expect(foreign.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ADMIN_ACTIVITY_MESSAGES.unknownPriceOption,
    });
    expect(((await as('GET', `/activities/${jet.id}`)).json() as AdminActivityEdit).priceOptions[0]!.price).toBe(
      jetOption.price,
    );
    expect(((await as('GET', `/activities/${kayak.id}`)).json() as AdminActivityEdit).title).toBe(
      'Mangrove Kayak Tour at Sunrise',
    );
  });
});

describe('in Arabic', () => {
  it("answers each title, city and filter choice in the reader's language, the English where none is written", async () => {
    await t.db.update(activities).set({ titleAr: 'جولة بالدراجة المائية' }).where(eq(activities.title, 'Jet Ski Ride'));
    await t.db.update(cities).set({ nameAr: 'دبي' }).where(eq(cities.id, ids.dubai));
    await t.db.update(categories).set({ nameAr: 'رياضات مائية' }).where(eq(categories.id, ids.water));
    const read = async <T>(url: string, language?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/catalogue${url}`,
        headers: { ...bearer(admin.token), ...(language ? { [LANGUAGE_HEADER]: language } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const rows = (language?: string) =>
      read<AdminPage<AdminActivityRow>>('/activities?sort=title&dir=asc&pageSize=50', language);
    const arabic = (await rows('ar')).items;
    expect(arabic.find((i) => i.slug.startsWith('jet-ski-ride'))).toMatchObject({
      title: 'جولة بالدراجة المائية',
      city: 'دبي',
    });
    // Not translated yet: the English, for the page to mark as English.
    expect(arabic.find((i) => i.slug.startsWith('mangrove-kayak-tour'))).toMatchObject({
      title: expect.stringMatching(/^Mangrove Kayak Tour/),
      city: 'Abu Dhabi',
    });
    expect((await rows()).items.find((i) => i.slug.startsWith('jet-ski-ride'))).toMatchObject({
      title: 'Jet Ski Ride',
      city: 'Dubai',
    });
    const filters = await read<AdminActivityFilters>('/activities/filters', 'ar');
    expect(filters.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['دبي', 'Abu Dhabi']));
    expect(filters.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['رياضات مائية › Kayaking']));
  });
});
