import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ListingPage } from '@weekends/shared';
import { activities } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

/** Keyword search: ranked over title and description, tolerant of typos, combined with the filters. */
let t: TestApp;
let dubai: number;
let abuDhabi: number;

beforeAll(async () => {
  t = await createTestApp();
  const f = t.fixtures;
  dubai = (await f.insertCity({ name: 'Dubai' })).id;
  abuDhabi = (await f.insertCity({ name: 'Abu Dhabi' })).id;
  // Near misses for 'desrt safary' come first in id order, so only ranking can put the right one on top.
  await f.insertActivity({
    title: 'Dessert Masterclass',
    description: 'Bake three French desserts with a pastry chef.',
    cityId: dubai,
  });
  await f.insertActivity({
    title: 'Safari Park Family Tour',
    description: 'Giraffes, lions and a walk-through aviary.',
    cityId: dubai,
  });
  await f.insertActivity({
    title: 'Hot Air Balloon over the Desert',
    description: 'Sunrise flight with falcon show.',
    cityId: dubai,
  });
  await f.insertActivity({
    title: 'Desert Safari with BBQ Dinner',
    description: 'Dune bashing, camel ride and a barbecue under the stars.',
    cityId: abuDhabi,
  });
  await f.insertActivity({
    title: 'Mangrove Eco Tour',
    description: 'Glide by kayak through the mangroves of Abu Dhabi.',
    cityId: abuDhabi,
  });
  await f.insertActivity({ title: 'Sunset Kayak', description: 'Paddle the marina at golden hour.', cityId: dubai });
  await f.insertActivity({ title: 'Desert Safari Unlisted', description: 'Inactive.', isActive: false, cityId: dubai });
  await f.insertActivity({
    title: 'Desert Safari Without Pictures',
    description: 'No images.',
    images: [],
    cityId: dubai,
  });
});

afterAll(() => t?.close());

async function search(keyword: string, extra = ''): Promise<ListingPage> {
  const res = await t.app.inject({ url: `/api/activities?keyword=${encodeURIComponent(keyword)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (page: ListingPage) => page.items.map((i) => i.title);

describe('keyword search', () => {
  it("finds 'Desert Safari with BBQ Dinner' first for the misspelt 'desrt safary'", async () => {
    const page = await search('desrt safary');
    expect(titles(page)[0]).toBe('Desert Safari with BBQ Dinner');
  });

  it('puts the exact title words first and finds them whatever the case', async () => {
    expect(titles(await search('Desert Safari'))[0]).toBe('Desert Safari with BBQ Dinner');
    expect(titles(await search('DESERT SAFARI'))[0]).toBe('Desert Safari with BBQ Dinner');
  });

  it('finds an activity by a word only its description holds, stemmed', async () => {
    expect(titles(await search('mangroves'))).toContain('Mangrove Eco Tour');
    expect(titles(await search('barbecue'))).toEqual(['Desert Safari with BBQ Dinner']);
    expect(titles(await search('giraffe'))).toEqual(['Safari Park Family Tour']);
  });

  it('ranks a title match above a description-only match', async () => {
    expect(titles(await search('kayak'))).toEqual(['Sunset Kayak', 'Mangrove Eco Tour']);
  });

  it('finds nothing for a nonsense keyword', async () => {
    const page = await search('xqzvwk plorb');
    expect(page).toEqual({ items: [], page: 1, hasMore: false });
  });

  it('never lists inactive or image-less activities', async () => {
    const found = titles(await search('desert safari'));
    expect(found).not.toContain('Desert Safari Unlisted');
    expect(found).not.toContain('Desert Safari Without Pictures');
  });

  it('combines with filters and with an explicit sort', async () => {
    const inDubai = await search('desert', `&city[]=${dubai}`);
    expect(titles(inDubai)[0]).toBe('Hot Air Balloon over the Desert');
    expect(inDubai.items.every((i) => i.city?.id === dubai)).toBe(true);
    const bySort = titles(await search('desert safari', '&sort=1'));
    expect(bySort.indexOf('Desert Safari with BBQ Dinner')).toBeLessThan(
      bySort.indexOf('Hot Air Balloon over the Desert'),
    );
  });

  it('takes quotes, operators and SQL in the keyword as plain input', async () => {
    for (const keyword of ["'; drop table activities; --", '"desert" -balloon', 'safari & | ! ( ) :*', '%_\\']) {
      await search(keyword);
    }
    expect(titles(await search('desert safari')).length).toBeGreaterThan(0);
  });
});

describe('typo tolerance', () => {
  it.each([
    ['a dropped letter', 'desrt safari', 'Desert Safari with BBQ Dinner'],
    ['two letters swapped', 'dsert sfaari', 'Desert Safari with BBQ Dinner'],
    ['a wrong vowel', 'mangrave', 'Mangrove Eco Tour'],
    ['a short word missing a letter', 'kayk', 'Sunset Kayak'],
    ['a misspelt word of the description', 'giraffs', 'Safari Park Family Tour'],
  ])('finds the activity meant despite %s (%s)', async (_slip, keyword, title) => {
    expect(titles(await search(keyword))[0]).toBe(title);
  });

  it('corrects to the words of activities added or renamed later (the vocabulary follows the catalogue)', async () => {
    await t.fixtures.insertActivity({
      title: 'Falconry Experience',
      description: 'Meet the birds of prey.',
      cityId: dubai,
    });
    expect(titles(await search('falconri'))[0]).toBe('Falconry Experience');
    const [renamed] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.title, 'Sunset Kayak'));
    await t.db.update(activities).set({ title: 'Sunset Paddleboarding' }).where(eq(activities.id, renamed!.id));
    expect(titles(await search('paddelboarding'))[0]).toBe('Sunset Paddleboarding');
  });
});
