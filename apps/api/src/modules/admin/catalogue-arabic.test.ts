import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LANGUAGE_HEADER,
  type ActivityDetail,
  type AdminActivityEdit,
  type AdminCategoryDetail,
  type AdminCity,
  type AdminPass,
} from '@weekends/shared';
import { activities } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/helpers.ts';
import { sessionAs } from './testing/fixtures.ts';

/**
 * The back office writes the catalogue's Arabic beside its English: each Arabic field is optional with the English
 * field's limit, a form that leaves it out keeps what is stored, and every read shows both languages with the Arabic
 * fields still to translate.
 */
let t: TestApp;
let admin: { id: number; token: string };
let activity: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '30' });
  admin = await sessionAs(t, { staffRole: 'owner' });
  const dubai = await t.fixtures.insertCity({ name: 'Dubai' });
  activity = await t.fixtures.insertActivity({
    title: 'Mangrove Kayak Tour',
    description: 'Paddle through the mangroves.',
    cityId: dubai.id,
    prices: [{ price: 200_00, description: 'Adult' }],
  });
}, 60_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
};

describe("an activity's quick edit", () => {
  it('lists what is left to translate, stores the Arabic sent, and the site answers it in Arabic', async () => {
    const before = await ok<AdminActivityEdit>(as('GET', `/catalogue/activities/${activity.id}`));
    expect(before).toMatchObject({ titleAr: null, descriptionAr: null, missingArabic: ['titleAr', 'descriptionAr'] });
    // The public listing is cached; the save clears it, in both languages.
    const publicTitle = async (language?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/activities/${activity.slug}`,
          headers: language ? { [LANGUAGE_HEADER]: language } : {},
        })
      ).json<ActivityDetail>().title;
    expect(await publicTitle('ar')).toBe('Mangrove Kayak Tour');
    const body = {
      title: 'Mangrove Kayak Tour',
      titleAr: '  جولة كاياك بين أشجار القرم  ',
      description: 'Paddle through the mangroves.',
      descriptionAr: 'جدّف بين أشجار القرم.',
      metaTitle: 'Kayaking in Abu Dhabi',
      priceOptions: [],
    };
    const saved = await ok<AdminActivityEdit>(as('PUT', `/catalogue/activities/${activity.id}`, body));
    expect(saved).toMatchObject({
      titleAr: 'جولة كاياك بين أشجار القرم',
      descriptionAr: 'جدّف بين أشجار القرم.',
      missingArabic: ['metaTitleAr'],
    });
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row).toMatchObject({ titleAr: 'جولة كاياك بين أشجار القرم', descriptionAr: 'جدّف بين أشجار القرم.' });
    expect(await publicTitle('ar')).toBe('جولة كاياك بين أشجار القرم');
    expect(await publicTitle()).toBe('Mangrove Kayak Tour');
    // The activities table flags what is left to translate on each row.
    const table = await ok<{ items: { id: number; missingArabic: string[] }[] }>(as('GET', '/catalogue/activities'));
    expect(table.items.find((i) => i.id === activity.id)?.missingArabic).toEqual(['metaTitleAr']);
  });

  it('keeps the Arabic when a form leaves it out, removes it when sent empty, and refuses one too long', async () => {
    const url = `/catalogue/activities/${activity.id}`;
    const english = { title: 'Mangrove Kayak Tour', description: 'Paddle out at first light.', priceOptions: [] };
    expect(await ok<AdminActivityEdit>(as('PUT', url, english))).toMatchObject({
      description: 'Paddle out at first light.',
      titleAr: 'جولة كاياك بين أشجار القرم',
    });
    expect(await ok<AdminActivityEdit>(as('PUT', url, { ...english, titleAr: '' }))).toMatchObject({
      titleAr: null,
      missingArabic: ['titleAr'],
    });
    const long = await as('PUT', url, { ...english, titleAr: 'ب'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fieldErrors: { titleAr: [expect.any(String)] } });
  });

  it("writes a price option's Arabic description, keeps it when left out, removes it when sent empty", async () => {
    const url = `/catalogue/activities/${activity.id}`;
    const before = await ok<AdminActivityEdit>(as('GET', url));
    const option = before.priceOptions[0]!;
    expect(option).toMatchObject({ description: 'Adult', descriptionAr: null });
    const english = { title: 'Mangrove Kayak Tour', description: 'Paddle out at first light.' };
    const priced = { id: option.id, price: option.price, discountedPrice: option.discountedPrice };
    const saved = await ok<AdminActivityEdit>(
      as('PUT', url, { ...english, priceOptions: [{ ...priced, descriptionAr: ' بالغ ' }] }),
    );
    expect(saved.priceOptions).toEqual([expect.objectContaining({ description: 'Adult', descriptionAr: 'بالغ' })]);
    const publicOptions = async (language?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/activities/${activity.slug}`,
          headers: language ? { [LANGUAGE_HEADER]: language } : {},
        })
      )
        .json<ActivityDetail>()
        .priceOptions.map((o) => o.description);
    expect(await publicOptions('ar')).toEqual(['بالغ']);
    expect(await publicOptions()).toEqual(['Adult']);

    const kept = await ok<AdminActivityEdit>(as('PUT', url, { ...english, priceOptions: [priced] }));
    expect(kept.priceOptions[0]?.descriptionAr).toBe('بالغ');
    const removed = await ok<AdminActivityEdit>(
      as('PUT', url, { ...english, priceOptions: [{ ...priced, descriptionAr: '' }] }),
    );
    expect(removed.priceOptions[0]?.descriptionAr).toBeNull();
    expect(await publicOptions('ar')).toEqual(['Adult']);
  });
});

describe('categories, cities and areas', () => {
  it('stores and reads back a category in both languages', async () => {
    const created = await ok<AdminCategoryDetail>(
      as('POST', '/catalogue/categories', { name: 'Water Sports', nameAr: 'رياضات مائية', metaTitle: 'Water sports' }),
    );
    expect(created).toMatchObject({ name: 'Water Sports', nameAr: 'رياضات مائية', missingArabic: ['metaTitleAr'] });
    const read = await ok<AdminCategoryDetail>(as('GET', `/catalogue/categories/${created.id}`));
    expect(read).toMatchObject({ nameAr: 'رياضات مائية' });
    const edited = await ok<AdminCategoryDetail>(
      as('PUT', `/catalogue/categories/${created.id}`, {
        name: 'Water Sports',
        slug: created.slug,
        metaTitle: 'Water sports',
        metaTitleAr: 'الرياضات المائية',
      }),
    );
    expect(edited).toMatchObject({ nameAr: 'رياضات مائية', metaTitleAr: 'الرياضات المائية', missingArabic: [] });
    const publicName = (
      await t.app.inject({
        method: 'GET',
        url: `/api/categories/${created.slug}`,
        headers: { [LANGUAGE_HEADER]: 'ar' },
      })
    ).json<{ name: string }>().name;
    expect(publicName).toBe('رياضات مائية');
  });

  it('stores a city and its areas in both languages', async () => {
    const city = await ok<AdminCity>(
      as('POST', '/catalogue/cities', { name: 'Fujairah', nameAr: 'الفجيرة', latitude: 25.12, longitude: 56.33 }),
    );
    expect(city).toMatchObject({ nameAr: 'الفجيرة', missingArabic: [] });
    const withArea = await ok<AdminCity>(as('POST', `/catalogue/cities/${city.id}/areas`, { name: 'Dibba' }));
    const area = withArea.areas.find((a) => a.name === 'Dibba')!;
    expect(area).toMatchObject({ nameAr: null, missingArabic: ['nameAr'] });
    const renamed = await ok<AdminCity>(as('PUT', `/catalogue/areas/${area.id}`, { name: 'Dibba', nameAr: 'دبا' }));
    expect(renamed.areas.find((a) => a.id === area.id)).toMatchObject({ nameAr: 'دبا', missingArabic: [] });
  });
});

describe('weekend passes', () => {
  it('stores and reads back a pass in both languages, highlights included', async () => {
    const body = {
      name: 'Mangrove Weekend',
      nameAr: 'عطلة أشجار القرم',
      slug: 'mangrove-weekend',
      description: 'Two days on the water.',
      coverImage: null,
      highlights: ['Save on every experience', 'Pick your own dates'],
      highlightsAr: ['وفّر في كل تجربة', ' '],
      isActive: true,
      position: 1,
      items: [{ activityId: activity.id, discountPercent: 10 }],
    };
    const created = await ok<AdminPass>(as('POST', '/passes', body));
    expect(created).toMatchObject({
      nameAr: 'عطلة أشجار القرم',
      descriptionAr: null,
      highlightsAr: ['وفّر في كل تجربة'],
      missingArabic: ['descriptionAr'],
    });
    const read = await ok<AdminPass>(as('GET', `/passes/${created.id}`));
    expect(read).toMatchObject({ nameAr: 'عطلة أشجار القرم', highlightsAr: ['وفّر في كل تجربة'] });
    const { nameAr: _left, highlightsAr: _out, ...withoutArabic } = body;
    const kept = await ok<AdminPass>(
      as('PUT', `/passes/${created.id}`, { ...withoutArabic, descriptionAr: 'يومان على الماء.' }),
    );
    expect(kept).toMatchObject({ nameAr: 'عطلة أشجار القرم', descriptionAr: 'يومان على الماء.', missingArabic: [] });
  });
});
