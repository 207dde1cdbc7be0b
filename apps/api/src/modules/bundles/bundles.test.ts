import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bundleCardSchema, bundleDetailSchema, passStartFrom } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { activities, bundleItems, bundles } from '../../db/schema/index.ts';

let t: TestApp;
let ids: { safari: number; cruise: number; spa: number; closed: number; city: number; friday: number };

beforeAll(async () => {
  t = await createTestApp();
  const city = await t.fixtures.insertCity({ name: 'Dubai' });
  const week = await t.fixtures.insertWeekendDays();
  const safari = await t.fixtures.insertActivity({
    title: 'Desert Safari',
    cityId: city.id,
    dateInput: true,
    dayIds: [week.friday.id],
    rating: 4.5,
    reviewsCount: 12,
    prices: [
      { price: 20_000, discountedPrice: 15_000, description: 'Adult' },
      { price: 10_000, description: 'Child' },
    ],
  });
  const cruise = await t.fixtures.insertActivity({
    title: 'Dhow Cruise',
    cityId: city.id,
    prices: [{ price: 9_999, description: 'Seat' }],
  });
  const spa = await t.fixtures.insertActivity({ title: 'Spa Day', prices: [{ price: 30_000 }] });
  const closed = await t.fixtures.insertActivity({ title: 'Closed Tour', isActive: false, prices: [{ price: 5_000 }] });
  ids = { safari: safari.id, cruise: cruise.id, spa: spa.id, closed: closed.id, city: city.id, friday: week.friday.id };

  const [dubai] = await t.db
    .insert(bundles)
    .values({
      slug: 'dubai-pass',
      name: 'Dubai Pass',
      description: 'Desert and sea.',
      highlights: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'],
      coverImage: '/uploads/test/cover.webp',
      position: 2,
    })
    .returning();
  await t.db.insert(bundleItems).values([
    { bundleId: dubai!.id, activityId: cruise.id, discountPercent: 15, position: 1 },
    { bundleId: dubai!.id, activityId: safari.id, discountPercent: 10, position: 0 },
  ]);
  const [first] = await t.db.insert(bundles).values({ slug: 'spa-pass', name: 'Spa Pass', position: 1 }).returning();
  await t.db.insert(bundleItems).values([{ bundleId: first!.id, activityId: spa.id, discountPercent: 20 }]);
  // A pass with an experience that no longer sells, and an inactive pass: neither is listed.
  const [broken] = await t.db.insert(bundles).values({ slug: 'broken-pass', name: 'Broken Pass' }).returning();
  await t.db.insert(bundleItems).values([
    { bundleId: broken!.id, activityId: spa.id, discountPercent: 5 },
    { bundleId: broken!.id, activityId: closed.id, discountPercent: 5 },
  ]);
  const [hidden] = await t.db
    .insert(bundles)
    .values({ slug: 'hidden-pass', name: 'Hidden Pass', isActive: false })
    .returning();
  await t.db.insert(bundleItems).values([{ bundleId: hidden!.id, activityId: spa.id, discountPercent: 5 }]);
});
afterAll(() => t.close());

describe('GET /api/bundles', () => {
  it('lists active passes that sell, in order, priced by the pass rules', async () => {
    const response = await t.app.inject({ url: '/api/bundles' });
    expect(response.statusCode).toBe(200);
    const cards = bundleCardSchema.array().parse(response.json());
    expect(cards.map((c) => c.slug)).toEqual(['spa-pass', 'dubai-pass']);
    const dubai = cards[1]!;
    expect(dubai.activities.map((a) => a.title)).toEqual(['Desert Safari', 'Dhow Cruise']);
    expect(dubai.itemCount).toBe(2);
    expect(dubai.highlights).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    // Start from: floor(150 AED x 90%) + floor(99.99 AED x 85%); struck through: 150 + 99.99 AED.
    expect(dubai.startFrom).toBe(13_500 + 8_499);
    expect(dubai.undiscountedTotal).toBe(15_000 + 9_999);
    expect(dubai.startFrom).toBe(
      passStartFrom([
        { firstOption: { price: 20_000, discountedPrice: 15_000 }, discountPercent: 10 },
        { firstOption: { price: 9_999, discountedPrice: null }, discountPercent: 15 },
      ]).from,
    );
  });
});

describe('GET /api/bundles/:slug', () => {
  it("answers a pass with each experience's address, rating, days and price options", async () => {
    const response = await t.app.inject({ url: '/api/bundles/dubai-pass' });
    expect(response.statusCode).toBe(200);
    const pass = bundleDetailSchema.parse(response.json());
    expect(pass.items.map((i) => [i.activity.title, i.discountPercent])).toEqual([
      ['Desert Safari', 10],
      ['Dhow Cruise', 15],
    ]);
    expect(pass.items[0]!.activity).toMatchObject({
      rating: 4.5,
      reviewsCount: 12,
      dateInput: true,
      city: { id: ids.city, name: 'Dubai' },
      days: [{ id: ids.friday, name: 'Friday' }],
    });
    expect(pass.items[0]!.activity.priceOptions.map((o) => o.description)).toEqual(['Adult', 'Child']);
    expect(pass.items[0]!.activity.address).toEqual(expect.stringContaining('Test Street'));
  });

  it('answers 404 for an unknown, inactive or no longer selling pass', async () => {
    for (const slug of ['no-such-pass', 'hidden-pass', 'broken-pass']) {
      const response = await t.app.inject({ url: `/api/bundles/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('stops listing a pass when one of its experiences stops selling', async () => {
    await t.db.update(activities).set({ submitRequest: true }).where(eq(activities.id, ids.cruise));
    expect((await t.app.inject({ url: '/api/bundles' })).json().map((c: { slug: string }) => c.slug)).toEqual([
      'spa-pass',
    ]);
    expect((await t.app.inject({ url: '/api/bundles/dubai-pass' })).statusCode).toBe(404);
    await t.db.update(activities).set({ submitRequest: false }).where(eq(activities.id, ids.cruise));
  });
});
