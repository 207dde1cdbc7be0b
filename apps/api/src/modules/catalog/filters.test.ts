import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ListingPage } from '@weekends/shared';
import { activityAddresses, activityCategories, activityDays, categories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

/**
 * The listing filters read the activity's own copies of its city, categories (with parents), days and timings,
 * which triggers keep from the join tables. Whoever edits those tables (the back office, a host's listing, a
 * seed) must see the listing follow at once.
 */
let t: TestApp;
let dubai: number;
let sharjah: number;
let friday: number;
let saturday: number;
let adventure: number;
let food: number;
let water: number;
let activityId: number;

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixtures;
  dubai = (await f.insertCity({ name: 'Dubai' })).id;
  sharjah = (await f.insertCity({ name: 'Sharjah' })).id;
  const weekend = await f.insertWeekendDays();
  friday = weekend.friday.id;
  saturday = weekend.saturday.id;
  adventure = (await f.insertCategory({ name: 'Adventure', slug: 'adventure' })).id;
  food = (await f.insertCategory({ name: 'Food', slug: 'food' })).id;
  water = (await f.insertCategory({ name: 'Water Sports', slug: 'water-sports', parentId: adventure })).id;
  activityId = (
    await f.insertActivity({ title: 'Jet Ski Ride', cityId: dubai, categoryIds: [water], dayIds: [friday] })
  ).id;
});

afterAll(() => t?.close());

async function found(query: string): Promise<boolean> {
  const res = await t.app.inject({ url: `/api/activities?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ListingPage).items.some((i) => i.id === activityId);
}

describe('listing filters follow edits of the join tables', () => {
  it('finds the activity by its city, its category, its parent category and its day', async () => {
    expect(await found(`city[]=${dubai}`)).toBe(true);
    expect(await found(`category[]=${water}`)).toBe(true);
    expect(await found(`category[]=${adventure}`)).toBe(true);
    expect(await found('categorySlug=adventure')).toBe(true);
    expect(await found(`day[]=${friday}`)).toBe(true);
    expect(await found(`day[]=${saturday}`)).toBe(false);
  });

  it('follows a changed address, day and category', async () => {
    await t.db.update(activityAddresses).set({ cityId: sharjah }).where(eq(activityAddresses.activityId, activityId));
    expect(await found(`city[]=${dubai}`)).toBe(false);
    expect(await found(`city[]=${sharjah}`)).toBe(true);

    await t.db.delete(activityDays).where(and(eq(activityDays.activityId, activityId), eq(activityDays.dayId, friday)));
    await t.db.insert(activityDays).values({ activityId, dayId: saturday });
    expect(await found(`day[]=${friday}`)).toBe(false);
    expect(await found(`day[]=${saturday}`)).toBe(true);

    await t.db.insert(activityCategories).values({ activityId, categoryId: food });
    expect(await found(`category[]=${food}`)).toBe(true);
    await t.db
      .delete(activityCategories)
      .where(and(eq(activityCategories.activityId, activityId), eq(activityCategories.categoryId, food)));
    expect(await found(`category[]=${food}`)).toBe(false);
  });

  it('follows a sub-category moved under another parent', async () => {
    await t.db.update(categories).set({ parentId: food }).where(eq(categories.id, water));
    expect(await found(`category[]=${adventure}`)).toBe(false);
    expect(await found(`category[]=${food}`)).toBe(true);
  });
});
