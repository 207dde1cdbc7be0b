import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LANGUAGE_HEADER,
  type ActivityDetail,
  type BundleCard,
  type BundleDetail,
  type Category,
  type ListingPage,
} from '@weekends/shared';
import {
  activities,
  activityAddresses,
  activityPreferences,
  bundleItems,
  bundles,
  days,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { catalogPageMeta } from './page-meta.ts';

/**
 * The catalogue in two languages: a reader of the Arabic site (the web's language header, else the `lang` cookie)
 * gets each field in Arabic where it has been translated, else in English; caches never cross languages; search
 * finds both languages.
 */
let t: TestApp;
const ar = { [LANGUAGE_HEADER]: 'ar' };

/**
 * The activity page's texts of migration 0020, in English and Arabic, as the page groups them (`top`, `middle`,
 * `bottom`): each is written to the safari's columns `<field>` and `<field>Ar`, and must come back in the reader's
 * language.
 */
const TEXTS = {
  top: {
    duration: ['6 hours', '6 ساعات'],
    workingHours: ['3pm to 9pm', 'من 3 عصرًا حتى 9 مساءً'],
    howToRedeem: ['Show the voucher to the driver at pick-up.', 'أبرز القسيمة للسائق عند الاستلام.'],
    whatsNext: ['We confirm the pick-up time by e-mail.', 'نؤكد لك موعد الاستلام عبر البريد الإلكتروني.'],
  },
  middle: {
    cancellationPolicy: ['Free cancellation up to 48 hours before.', 'الإلغاء مجاني حتى 48 ساعة قبل الموعد.'],
    additionalInformation: ['Not suitable for pregnant guests.', 'لا تناسب هذه التجربة الحوامل.'],
  },
  bottom: {
    termsAndConditions: [
      'The camp may change the programme in bad weather.',
      'قد يعدّل المخيم البرنامج في الأحوال الجوية السيئة.',
    ],
    otherInformation: ['Vegetarian meals on request.', 'تتوفر وجبات نباتية عند الطلب.'],
    schedule: ['Every Thursday to Saturday', 'من الخميس إلى السبت أسبوعيًا'],
    thursdayWorkingHours: ['3pm - 9pm', '3 عصرًا - 9 مساءً'],
    fridayWorkingHours: ['2pm - 10pm', '2 ظهرًا - 10 مساءً'],
    saturdayWorkingHours: ['3pm - 9pm', '3 عصرًا - 9 مساءً'],
    sundayWorkingHours: ['Closed', 'مغلق'],
  },
} as const;
const textColumns = Object.fromEntries(
  Object.values(TEXTS).flatMap((group) =>
    Object.entries(group).flatMap(([field, [english, arabic]]) => [
      [field, english],
      [`${field}Ar`, arabic],
    ]),
  ),
);
const textsIn = (index: 0 | 1) =>
  Object.fromEntries(
    Object.entries(TEXTS).map(([group, fields]) => [
      group,
      Object.fromEntries(Object.entries(fields).map(([field, both]) => [field, both[index]])),
    ]),
  );

beforeAll(async () => {
  // A cache that lives, as in production, so a cached answer crossing languages would show.
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '30' });
  const f = t.fixtures;
  const dubai = await f.insertCity({ name: 'Dubai', nameAr: 'دبي', slug: 'dubai' });
  const marina = await f.insertArea({ cityId: dubai.id, name: 'Dubai Marina', nameAr: 'دبي مارينا' });
  const desert = await f.insertCategory({ name: 'Desert Safari', nameAr: 'رحلات السفاري', slug: 'desert-safari' });
  // The lookup lists: one of each named in Arabic, one left in English.
  const [friday] = await t.db
    .insert(days)
    .values([
      { name: 'Friday', nameAr: 'الجمعة', weekday: 5 },
      { name: 'Saturday', weekday: 6 },
    ])
    .returning();
  const evening = await f.insertTiming({ name: 'Evening', nameAr: 'المساء', position: 1 });
  await f.insertTiming({ name: 'Morning', position: 0 });
  await t.db.insert(activityPreferences).values([
    { name: 'Stay At Home', nameAr: 'في المنزل' },
    { name: 'Out Of Home', nameAr: 'خارج المنزل' },
  ]);
  const safari = await f.insertActivity({
    title: 'Desert Safari with BBQ Dinner',
    titleAr: 'سفاري الصحراء مع عشاء مشويات',
    slug: 'desert-safari',
    description: 'Dune bashing over the red dunes, then dinner at a camp.',
    descriptionAr: 'تطعيس فوق الكثبان الحمراء، ثم عشاء في مخيم بدوي تحت النجوم.',
    highlight: 'Sunset over the dunes',
    highlightAr: 'غروب الشمس فوق الكثبان',
    included: ['Hotel pick-up', 'BBQ dinner'],
    includedAr: ['التوصيل من الفندق', 'عشاء مشويات'],
    notIncluded: ['Quad biking'],
    metaTitle: 'Desert safari in Dubai',
    metaTitleAr: 'سفاري الصحراء في دبي',
    ...textColumns,
    cityId: dubai.id,
    dayIds: [friday!.id],
    timingIds: [evening.id],
    areaId: marina.id,
    categoryIds: [desert.id],
    prices: [
      { price: 150_00, description: 'Adult', descriptionAr: 'بالغ' },
      { price: 80_00, description: 'Child' },
    ],
  });
  await t.db
    .update(activityAddresses)
    .set({ addressAr: 'مخيم لهباب' })
    .where(eq(activityAddresses.activityId, safari.id));
  await f.insertActivity({
    title: 'Kayak Tour at Sunrise',
    slug: 'kayak-tour',
    description: 'Paddle through the mangroves.',
    duration: '90 minutes',
    howToRedeem: 'Meet us at the jetty.',
    // An empty Arabic is no translation: the English shows.
    howToRedeemAr: '',
    cityId: dubai.id,
    categoryIds: [desert.id],
    prices: [{ price: 90_00 }],
  });
  await f.insertActivity({
    title: 'Evening Dhow Cruise',
    titleAr: 'أمسية على متن مركب شراعي',
    slug: 'evening-dhow',
    description: 'Dinner on the creek.',
    descriptionAr: 'عشاء على ضفاف الخور في رحلة ليلية هادئة.',
    cityId: dubai.id,
    prices: [{ price: 120_00 }],
  });
  const [pass] = await t.db
    .insert(bundles)
    .values({
      slug: 'dubai-pass',
      name: 'Dubai Pass',
      nameAr: 'باقة دبي',
      description: 'Two days in Dubai.',
      highlights: ['Save on every experience'],
      highlightsAr: ['وفّر في كل تجربة'],
    })
    .returning();
  await t.db.insert(bundleItems).values({ bundleId: pass!.id, activityId: safari.id, discountPercent: 10 });
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('an activity in the reader language', () => {
  it('answers Arabic with the Arabic header, and English without it', async () => {
    const arabic = await get<ActivityDetail>('/api/activities/desert-safari', ar);
    expect(arabic).toMatchObject({
      title: 'سفاري الصحراء مع عشاء مشويات',
      description: 'تطعيس فوق الكثبان الحمراء، ثم عشاء في مخيم بدوي تحت النجوم.',
      metaTitle: 'سفاري الصحراء في دبي',
      included: ['التوصيل من الفندق', 'عشاء مشويات'],
      // Not translated: English.
      notIncluded: ['Quad biking'],
      city: { name: 'دبي' },
      address: { address: 'مخيم لهباب', area: { name: 'دبي مارينا' } },
      categories: [{ name: 'رحلات السفاري' }],
      middle: { highlight: 'غروب الشمس فوق الكثبان' },
      // The price options too; one not translated stays English.
      priceOptions: [{ description: 'بالغ' }, { description: 'Child' }],
      // The weekday, in no language, is what the date picker matches: an Arabic page's calendar opens its Fridays.
      days: [{ name: 'الجمعة', weekday: 5 }],
      timings: [{ name: 'المساء' }],
    });
    // Every text of the page, hours, redemption and policies included.
    expect(arabic).toMatchObject(textsIn(1));
    const english = await get<ActivityDetail>('/api/activities/desert-safari');
    expect(english).toMatchObject({
      title: 'Desert Safari with BBQ Dinner',
      description: 'Dune bashing over the red dunes, then dinner at a camp.',
      included: ['Hotel pick-up', 'BBQ dinner'],
      city: { name: 'Dubai' },
      categories: [{ name: 'Desert Safari' }],
      middle: { highlight: 'Sunset over the dunes' },
      priceOptions: [{ description: 'Adult' }, { description: 'Child' }],
      days: [{ name: 'Friday' }],
      timings: [{ name: 'Evening' }],
    });
    expect(english).toMatchObject(textsIn(0));
    expect(english.address?.address).toMatch(/Test Street/);
  });

  it('reads the language cookie when there is no header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activities/desert-safari', cookies: { lang: 'ar' } });
    expect(res.json<ActivityDetail>().title).toBe('سفاري الصحراء مع عشاء مشويات');
  });

  it('answers English in both languages when the activity has no Arabic', async () => {
    for (const headers of [ar, {}]) {
      const detail = await get<ActivityDetail>('/api/activities/kayak-tour', headers);
      expect(detail.title).toBe('Kayak Tour at Sunrise');
      expect(detail.description).toBe('Paddle through the mangroves.');
      expect(detail.top).toMatchObject({ duration: '90 minutes', howToRedeem: 'Meet us at the jetty.' });
    }
  });
});

describe("the page's head, written by the server", () => {
  it("is in the page's language", async () => {
    const arabic = await catalogPageMeta['/activity/:slug']!(t.app, { slug: 'desert-safari' }, 'ar');
    expect(arabic?.title).toContain('سفاري الصحراء في دبي');
    expect(arabic?.jsonLd).toMatchObject({
      name: 'سفاري الصحراء مع عشاء مشويات',
      url: expect.stringMatching(/\/ar\/activity\//),
    });
    const english = await catalogPageMeta['/activity/:slug']!(t.app, { slug: 'desert-safari' }, 'en');
    expect(english?.title).toContain('Desert safari in Dubai');
    const category = await catalogPageMeta['/category/:slug']!(t.app, { slug: 'desert-safari' }, 'ar');
    expect(category?.title).toContain('رحلات السفاري');
    expect(category?.description).toMatch(/^تجارب رحلات السفاري/);
  });
});

describe('cached reads', () => {
  it('never serves a cached listing across languages', async () => {
    const url = '/api/activities?categorySlug=desert-safari';
    const titles = async (headers: Record<string, string>) =>
      (await get<ListingPage>(url, headers)).items.map((i) => i.title).sort();
    // Twice each, in turn, so the second of each is the cache's answer.
    for (let round = 0; round < 2; round++) {
      expect(await titles(ar)).toEqual(['Kayak Tour at Sunrise', 'سفاري الصحراء مع عشاء مشويات']);
      expect(await titles({})).toEqual(['Desert Safari with BBQ Dinner', 'Kayak Tour at Sunrise']);
    }
    const card = (await get<ListingPage>(url, ar)).items.find((i) => i.slug === 'desert-safari');
    expect(card?.city?.name).toBe('دبي');
  });

  it('keeps trending per language too', async () => {
    for (let round = 0; round < 2; round++) {
      const arabic = await get<ListingPage>('/api/trending', ar);
      const english = await get<ListingPage>('/api/trending');
      expect(arabic.items.map((i) => i.title)).toContain('سفاري الصحراء مع عشاء مشويات');
      expect(english.items.map((i) => i.title)).toContain('Desert Safari with BBQ Dinner');
    }
  });
});

describe('the reference lists and passes', () => {
  it('names cities, areas and categories in the reader language', async () => {
    expect(await get<{ name: string }[]>('/api/cities', ar)).toEqual([expect.objectContaining({ name: 'دبي' })]);
    expect(await get<{ name: string }[]>('/api/cities')).toEqual([expect.objectContaining({ name: 'Dubai' })]);
    const [city] = await get<{ id: number }[]>('/api/cities');
    expect((await get<{ name: string }[]>(`/api/cities/${city!.id}/areas`, ar))[0]?.name).toBe('دبي مارينا');
    expect((await get<Category[]>('/api/categories', ar)).map((c) => c.name)).toEqual(['رحلات السفاري']);
    expect((await get<Category>('/api/categories/desert-safari', ar)).name).toBe('رحلات السفاري');
  });

  it('names the days, timings and activity preferences in the reader language, English where untranslated', async () => {
    const names = async (url: string, headers: Record<string, string> = {}) =>
      (await get<{ name: string }[]>(url, headers)).map((row) => row.name);
    expect(await names('/api/days', ar)).toEqual(['الجمعة', 'Saturday']);
    expect(await names('/api/days')).toEqual(['Friday', 'Saturday']);
    expect(await names('/api/timings', ar)).toEqual(['Morning', 'المساء']);
    expect(await names('/api/timings')).toEqual(['Morning', 'Evening']);
    expect(await names('/api/activity-preferences', ar)).toEqual(['في المنزل', 'خارج المنزل']);
    expect(await names('/api/activity-preferences')).toEqual(['Stay At Home', 'Out Of Home']);
  });

  it('answers a weekend pass in the reader language, English where it has no Arabic', async () => {
    const [arabic] = await get<BundleCard[]>('/api/bundles', ar);
    expect(arabic).toMatchObject({
      name: 'باقة دبي',
      description: 'Two days in Dubai.',
      highlights: ['وفّر في كل تجربة'],
      activities: [{ title: 'سفاري الصحراء مع عشاء مشويات' }],
    });
    const detail = await get<{
      name: string;
      items: {
        activity: {
          city: { name: string } | null;
          priceOptions: { description: string }[];
          days: { name: string; weekday: number }[];
        };
      }[];
    }>('/api/bundles/dubai-pass', ar);
    expect(detail.name).toBe('باقة دبي');
    expect(detail.items[0]?.activity.city?.name).toBe('دبي');
    expect(detail.items[0]?.activity.priceOptions.map((o) => o.description)).toEqual(['بالغ', 'Child']);
    expect(detail.items[0]?.activity.days.map((d) => [d.name, d.weekday])).toEqual([['الجمعة', 5]]);
    expect((await get<BundleCard[]>('/api/bundles'))[0]?.name).toBe('Dubai Pass');
    const english = await get<BundleDetail>('/api/bundles/dubai-pass');
    expect(english.items[0]?.activity.priceOptions.map((o) => o.description)).toEqual(['Adult', 'Child']);
  });
});

describe('search in both languages', () => {
  const search = async (keyword: string, headers: Record<string, string> = {}) =>
    (await get<ListingPage>(`/api/activities?keyword=${encodeURIComponent(keyword)}`, headers)).items.map(
      (i) => i.slug,
    );

  it('finds the Arabic title with an Arabic keyword, however its letters are written', async () => {
    expect(await search('سفاري', ar)).toContain('desert-safari');
    // Ta marbuta written as ha, hamza on the alef left out, alef maqsura as ya.
    expect(await search('امسيه', ar)).toContain('evening-dhow');
    expect(await search('أمسية', ar)).toContain('evening-dhow');
    // Arabic description words too.
    expect(await search('الخور', ar)).toContain('evening-dhow');
  });

  it('still finds English content with an English keyword on the Arabic site', async () => {
    expect(await search('kayak', ar)).toEqual(['kayak-tour']);
    expect(await search('safari', ar)).toContain('desert-safari');
  });

  it('learns the words of an Arabic title written later (the vocabulary corrects a typo in it)', async () => {
    await t.db
      .update(activities)
      .set({ titleAr: 'جولة بالقارب في المانغروف' })
      .where(eq(activities.slug, 'kayak-tour'));
    expect(await search('المانغروف', ar)).toEqual(['kayak-tour']);
    // One letter off: corrected against the vocabulary, which took the new title's words.
    expect(await search('المانقروف', ar)).toEqual(['kayak-tour']);
  });
});
