import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HomeSection, ListingPage } from '@weekends/shared';
import { settings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { DEFAULT_TRENDING_CITIES_SETTING } from './trending.ts';

/** Trending (with its pinned section and default cities) and the home page's sections. */
let t: TestApp;
const city: Record<string, number> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixtures;
  for (const name of ['Dubai', 'Abu Dhabi', 'Sharjah']) city[name] = (await f.insertCity({ name })).id;
  const add = async (key: string, fixture: Parameters<typeof f.insertActivity>[0]) => {
    id[key] = (await f.insertActivity({ ...fixture, title: fixture.title ?? key })).id;
  };
  await add('dubaiTop', { title: 'Dubai Top', cityId: city.Dubai, lifeTimeSales: 100, views: 1 });
  await add('abuDhabiTop', { title: 'Abu Dhabi Top', cityId: city['Abu Dhabi'], lifeTimeSales: 100, views: 50 });
  await add('sharjahBest', { title: 'Sharjah Best', cityId: city.Sharjah, lifeTimeSales: 500 });
  await add('interestOnly', { title: 'Interest Only', cityId: city.Dubai, lifeTimeSales: 1000, submitRequest: true });
  await add('inactive', { title: 'Inactive', cityId: city.Dubai, lifeTimeSales: 900, isActive: false });
  await add('noImages', { title: 'No Images', cityId: city.Dubai, lifeTimeSales: 800, images: [] });
  await add('pinned', { title: 'Pinned', cityId: city.Dubai, lifeTimeSales: 1 });
  await add('pinnedFeatured', { title: 'Pinned Featured', cityId: city['Abu Dhabi'], lifeTimeSales: 2 });
  await add('pinnedSharjah', { title: 'Pinned Sharjah', cityId: city.Sharjah });
  for (const n of [1, 2, 3, 4, 5])
    await add(`filler${n}`, { title: `Filler ${n}`, cityId: city.Dubai, lifeTimeSales: n * 10 });

  await f.insertHomeSection({ name: 'Trending', slug: 'trending', position: 0 }, [
    { activityId: id.pinned!, position: 0 },
    { activityId: id.pinnedFeatured!, featured: true, position: 1 },
    { activityId: id.pinnedSharjah!, position: 2 },
    { activityId: id.interestOnly!, featured: true, position: 3 },
  ]);
  await f.insertHomeSection({ name: 'Family Weekends', nameAr: 'عطلات عائلية', slug: 'family-weekends', position: 2 }, [
    { activityId: id.filler1!, position: 0 },
    { activityId: id.filler2!, featured: true, position: 1 },
    { activityId: id.inactive!, featured: true, position: 2 },
    { activityId: id.noImages!, position: 3 },
    { activityId: id.interestOnly!, position: 4 },
  ]);
  await f.insertHomeSection({ name: 'Date Nights', slug: 'date-nights', position: 1 }, [{ activityId: id.dubaiTop! }]);
  await f.insertHomeSection({ name: 'Retired', slug: 'retired', position: 3, isActive: false }, [
    { activityId: id.dubaiTop! },
  ]);
  const many = [];
  for (let n = 0; n < 14; n += 1) many.push((await f.insertActivity({ title: `Many ${n}` })).id);
  await f.insertHomeSection(
    { name: 'Many', slug: 'many', position: 4 },
    many.map((activityId) => ({ activityId })),
  );
});

afterAll(() => t?.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (items: { title: string }[]) => items.map((i) => i.title);
const defaultCities = (value: unknown) => t.fixtures.setSetting(DEFAULT_TRENDING_CITIES_SETTING, value);

describe('GET /api/trending', () => {
  it("puts the trending section's activities first (featured first), then sales, then views, in the default cities", async () => {
    await defaultCities([city.Dubai, city['Abu Dhabi']]);
    const first = await get<ListingPage>('/api/trending');
    expect(titles(first.items)).toEqual([
      'Pinned Featured',
      'Pinned',
      'Abu Dhabi Top',
      'Dubai Top',
      'Filler 5',
      'Filler 4',
    ]);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    const second = await get<ListingPage>('/api/trending?page=2');
    expect(titles(second.items)).toEqual(['Filler 3', 'Filler 2', 'Filler 1']);
    expect(second).toMatchObject({ page: 2, hasMore: false });
  });

  it('leaves out submit-request, inactive and image-less activities, even when pinned', async () => {
    await t.db.delete(settings).where(eq(settings.key, DEFAULT_TRENDING_CITIES_SETTING));
    const all = [
      ...(await get<ListingPage>('/api/trending')).items,
      ...(await get<ListingPage>('/api/trending?page=2')).items,
    ];
    expect(titles(all)).not.toContain('Interest Only');
    expect(titles(all)).not.toContain('Inactive');
    expect(titles(all)).not.toContain('No Images');
  });

  it('uses every city when the default-cities setting is absent', async () => {
    await t.db.delete(settings).where(eq(settings.key, DEFAULT_TRENDING_CITIES_SETTING));
    const page = await get<ListingPage>('/api/trending');
    expect(titles(page.items)).toEqual([
      'Pinned Featured',
      'Pinned',
      'Pinned Sharjah',
      'Sharjah Best',
      'Abu Dhabi Top',
      'Dubai Top',
    ]);
  });

  it("filters the pinned and the other activities by the visitor's cities (city[]= or city=)", async () => {
    await defaultCities([city.Dubai]);
    expect(titles((await get<ListingPage>(`/api/trending?city[]=${city.Sharjah}`)).items)).toEqual([
      'Pinned Sharjah',
      'Sharjah Best',
    ]);
    const dubaiAndSharjah = await get<ListingPage>(`/api/trending?city=${city.Sharjah}&city=${city.Dubai}`);
    expect(titles(dubaiAndSharjah.items)).toEqual([
      'Pinned',
      'Pinned Sharjah',
      'Sharjah Best',
      'Dubai Top',
      'Filler 5',
      'Filler 4',
    ]);
    expect(titles((await get<ListingPage>('/api/trending')).items)).toEqual([
      'Pinned',
      'Dubai Top',
      'Filler 5',
      'Filler 4',
      'Filler 3',
      'Filler 2',
    ]);
  });
});

describe('GET /api/home-sections', () => {
  it('lists active sections other than trending by position, featured activities first, only listable ones', async () => {
    const sections = await get<HomeSection[]>('/api/home-sections');
    expect(sections.map((s) => s.slug)).toEqual(['date-nights', 'family-weekends', 'many']);
    const family = sections.find((s) => s.slug === 'family-weekends')!;
    expect(family.name).toBe('Family Weekends');
    expect(titles(family.activities)).toEqual(['Filler 2', 'Filler 1', 'Interest Only']);
    expect(family.activities[0]).toMatchObject({
      id: id.filler2,
      city: { id: city.Dubai, name: 'Dubai' },
      image: expect.any(String),
    });
  });

  it('shows at most 12 activities of a section on the home page', async () => {
    const sections = await get<HomeSection[]>('/api/home-sections');
    expect(sections.find((s) => s.slug === 'many')!.activities).toHaveLength(12);
  });

  it('answers one section by slug with all of its activities, featured first', async () => {
    const many = await get<HomeSection>('/api/home-sections/many');
    expect(titles(many.activities)).toEqual(Array.from({ length: 14 }, (_, n) => `Many ${n}`));
    expect(titles((await get<HomeSection>('/api/home-sections/family-weekends')).activities)).toEqual([
      'Filler 2',
      'Filler 1',
      'Interest Only',
    ]);
  });

  it("answers 'trending' with the trending list named Trending", async () => {
    await defaultCities([city.Dubai, city['Abu Dhabi']]);
    const trending = await get<HomeSection>('/api/home-sections/trending');
    expect(trending.name).toBe('Trending');
    expect(titles(trending.activities)).toEqual([
      'Pinned Featured',
      'Pinned',
      'Abu Dhabi Top',
      'Dubai Top',
      'Filler 5',
      'Filler 4',
      'Filler 3',
      'Filler 2',
      'Filler 1',
    ]);
  });

  it('names each section in Arabic for an Arabic reader, and in English where it has no Arabic name', async () => {
    const arabic = { 'x-weekends-language': 'ar' };
    const sections = (await t.app.inject({ url: '/api/home-sections', headers: arabic })).json() as HomeSection[];
    expect(sections.map((s) => [s.slug, s.name])).toEqual([
      ['date-nights', 'Date Nights'],
      ['family-weekends', 'عطلات عائلية'],
      ['many', expect.any(String)],
    ]);
    const family = (await t.app.inject({ url: '/api/home-sections/family-weekends', headers: arabic })).json();
    expect(family).toMatchObject({ name: 'عطلات عائلية' });
    expect((await get<HomeSection>('/api/home-sections/family-weekends')).name).toBe('Family Weekends');
    const trending = (await t.app.inject({ url: '/api/home-sections/trending', headers: arabic })).json();
    expect(trending).toMatchObject({ name: 'الرائج' });
  });

  it('answers an unknown or inactive section with a JSON 404', async () => {
    for (const slug of ['no-such-section', 'retired']) {
      const res = await t.app.inject({ url: `/api/home-sections/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});
