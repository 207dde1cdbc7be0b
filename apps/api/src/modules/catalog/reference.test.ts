import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

/** The catalogue's reference lists: cities, areas, days, timings, preferences, categories, slides. */
let t: TestApp;
const ref: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixtures;
  const dubai = await f.insertCity({ name: 'Dubai', slug: 'dubai', position: 2 });
  const abuDhabi = await f.insertCity({ name: 'Abu Dhabi', slug: 'abu-dhabi', position: 1 });
  await f.insertCity({ name: 'Closed City', isActive: false });
  ref.dubai = dubai.id;
  ref.abuDhabi = abuDhabi.id;
  await f.insertArea({ cityId: dubai.id, name: 'Jumeirah' });
  await f.insertArea({ cityId: dubai.id, name: 'Al Barsha' });
  await f.insertArea({ cityId: abuDhabi.id, name: 'Yas Island' });
  await f.insertWeekendDays();
  await f.insertTiming({ name: 'Evening', position: 2 });
  await f.insertTiming({ name: 'Morning', position: 1 });
  await f.insertTiming({ name: 'Night', position: 3, isActive: false });
  await f.insertPreference('Stay At Home');
  await f.insertPreference('Out Of Home');

  const adventure = await f.insertCategory({
    name: 'Adventure',
    slug: 'adventure',
    position: 1,
    image: '/uploads/test/adventure.webp',
    headerImage: '/uploads/test/adventure-header.webp',
  });
  await f.insertCategory({ name: 'Weekend Pass', slug: 'weekend-pass', position: 3 });
  await f.insertCategory({ name: 'Food', slug: 'food', position: 2 });
  await f.insertCategory({ name: 'Hidden', slug: 'hidden', position: 0, isActive: false });
  await f.insertCategory({ name: 'Desert', slug: 'desert', parentId: adventure.id, position: 2 });
  await f.insertCategory({ name: 'Water Sports', slug: 'water-sports', parentId: adventure.id, position: 1 });
  await f.insertCategory({ name: 'Retired Child', slug: 'retired-child', parentId: adventure.id, isActive: false });
  const skyDive = await f.insertActivity({
    title: 'Sky Dive',
    images: ['/uploads/test/sky-1.webp', '/uploads/test/sky-2.webp'],
  });
  const zipline = await f.insertActivity({ title: 'Zipline', images: [] });
  const gone = await f.insertActivity({ title: 'Gone', isActive: false });
  await f.addMenuActivity(adventure.id, zipline.id, 2);
  await f.addMenuActivity(adventure.id, skyDive.id, 1);
  await f.addMenuActivity(adventure.id, gone.id, 0);
  ref.skyDive = skyDive.id;
  ref.zipline = zipline.id;

  await f.insertSlide({ title: 'Second', position: 2 });
  await f.insertSlide({ title: 'First', position: 1 });
  await f.insertSlide({ title: 'Off', isActive: false });
});

afterAll(() => t?.close());

async function get<T = unknown>(url: string): Promise<T> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('reference lists', () => {
  it('cities: active ones by position', async () => {
    expect(await get('/api/cities')).toEqual([
      { id: ref.abuDhabi, name: 'Abu Dhabi', slug: 'abu-dhabi' },
      { id: ref.dubai, name: 'Dubai', slug: 'dubai' },
    ]);
  });

  it("areas: a city's areas by name; 404 for an unknown city", async () => {
    const areas = await get<{ name: string; cityId: number }[]>(`/api/cities/${ref.dubai}/areas`);
    expect(areas.map((a) => [a.name, a.cityId])).toEqual([
      ['Al Barsha', ref.dubai],
      ['Jumeirah', ref.dubai],
    ]);
    const res = await t.app.inject({ url: '/api/cities/99999/areas' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('days: Thursday, Friday, Saturday with their weekday numbers', async () => {
    const days = await get<{ name: string; weekday: number }[]>('/api/days');
    expect(days.map((d) => [d.name, d.weekday])).toEqual([
      ['Thursday', 4],
      ['Friday', 5],
      ['Saturday', 6],
    ]);
  });

  it('timings: active ones by position; activity preferences', async () => {
    expect((await get<{ name: string }[]>('/api/timings')).map((x) => x.name)).toEqual(['Morning', 'Evening']);
    expect(await get('/api/activity-preferences')).toEqual([
      { id: 1, name: 'Stay At Home' },
      { id: 2, name: 'Out Of Home' },
    ]);
  });

  it('slides: active ones by position', async () => {
    const slides = await get<{ title: string; image: string; imageSmall: string }[]>('/api/slides');
    expect(slides.map((s) => s.title)).toEqual(['First', 'Second']);
    expect(slides[0]).toMatchObject({
      image: expect.stringMatching(/\.webp$/),
      imageSmall: expect.stringMatching(/-small\.webp$/),
    });
  });
});

describe('categories', () => {
  it('lists active top-level categories by position, Weekend Pass included, with active children and menu activities', async () => {
    const categories = await get<Category[]>('/api/categories');
    expect(categories.map((c) => c.slug)).toEqual(['adventure', 'food', 'weekend-pass']);
    const adventure = categories[0]!;
    expect(adventure).toMatchObject({
      name: 'Adventure',
      level: 1,
      image: '/uploads/test/adventure.webp',
      headerImage: '/uploads/test/adventure-header.webp',
    });
    expect(adventure.children.map((c) => c.slug)).toEqual(['water-sports', 'desert']);
    expect(adventure.menuActivities).toEqual([
      {
        id: ref.skyDive,
        slug: expect.stringMatching(/^sky-dive/),
        title: 'Sky Dive',
        image: '/uploads/test/sky-1.webp',
      },
      { id: ref.zipline, slug: expect.stringMatching(/^zipline/), title: 'Zipline', image: null },
    ]);
    expect(categories[1]).toMatchObject({ slug: 'food', children: [], menuActivities: [] });
  });

  it('answers one category by slug, top-level or sub-category', async () => {
    expect(await get<Category>('/api/categories/adventure')).toMatchObject({
      slug: 'adventure',
      children: [{ slug: 'water-sports' }, { slug: 'desert' }],
    });
    expect(await get<Category>('/api/categories/desert')).toMatchObject({ slug: 'desert', level: 2, children: [] });
  });

  it('answers an unknown or inactive category with a JSON 404', async () => {
    for (const slug of ['no-such-category', 'hidden']) {
      const res = await t.app.inject({ url: `/api/categories/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Category not found',
        messageKey: 'api.categoryNotFound',
      });
    }
  });
});

describe('API documentation', () => {
  it('documents the catalogue routes with their query parameters', async () => {
    const doc = await get<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>('/api/docs/json');
    for (const path of [
      '/api/activities',
      '/api/activities/{slug}',
      '/api/trending',
      '/api/home-sections',
      '/api/categories',
      '/api/days',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const names = doc.paths['/api/activities']!.get!.parameters!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['keyword', 'city', 'day', 'minPrice', 'sort', 'page']));
  });
});
