import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ADMIN_HOME_MESSAGES,
  type AdminHomeSection,
  type AdminSectionActivity,
  type AdminSlide,
  type HomeSection,
  type ListingPage,
  type Slide,
  type SlideImageUpload,
} from '@weekends/shared';
import { settings } from '../../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { jpeg, multipartFile } from '../../listings/testing/fixtures.ts';
import { actionsOn, sessionAs } from '../testing/fixtures.ts';

/**
 * Catalogue > Slides, Home sections and Settings: what an admin changes shows on the public home page at once (the
 * read cache is on, 30 s, and must be cleared), every change is audited with before and after, and the rules hold.
 */
let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '30' });
  admin = await sessionAs(t, { staffRole: 'owner' });
}, 60_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/catalogue${url}`,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  });
const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json() as T;

async function upload(variant: 'wide' | 'small', image: Buffer) {
  const body = multipartFile(image, 'slide.jpg');
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/catalogue/slides/images?variant=${variant}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': clientIp(), ...bearer(admin.token) },
  });
}

describe('slides', () => {
  it('uploads a JPEG as WebP without metadata, judged by content, and refuses anything else', async () => {
    const wide = await upload('wide', await jpeg(2400, 900));
    expect(wide.statusCode, wide.body).toBe(201);
    const image = wide.json() as SlideImageUpload;
    expect(image).toEqual({
      path: expect.stringMatching(/^\/uploads\/slides\/[0-9a-f]{32}-wide\.webp$/),
      width: 1920,
      height: 720,
    });
    const served = await t.app.inject({ method: 'GET', url: image.path });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload('wide', png)).json()).toMatchObject({ code: 'IMAGE_NOT_JPEG' });
    expect((await upload('wide', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).statusCode).toBe(400);
    expect((await upload('wide', await jpeg(1000, 400))).json()).toMatchObject({
      code: 'IMAGE_TOO_SMALL',
      message: ADMIN_HOME_MESSAGES.slideTooSmall,
    });
    expect((await upload('small', await jpeg(700, 700))).json()).toMatchObject({
      width: 700,
      path: expect.stringMatching(/-small\.webp$/),
    });
  });

  it('creates, changes and deletes a slide, shown publicly at once and audited with before and after', async () => {
    const image = ((await upload('wide', await jpeg(1600, 600))).json() as SlideImageUpload).path;
    const small = ((await upload('small', await jpeg(800, 800))).json() as SlideImageUpload).path;
    expect(await get<Slide[]>('/slides')).toEqual([]);

    const created = await as('POST', '/slides', {
      image,
      imageSmall: small,
      title: 'Desert nights',
      link: '/category/desert',
      isActive: true,
      position: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const slide = created.json() as AdminSlide;
    expect(await get<Slide[]>('/slides')).toMatchObject([
      { id: slide.id, title: 'Desert nights', link: '/category/desert' },
    ]);

    const hidden = await as('PUT', `/slides/${slide.id}`, {
      image,
      imageSmall: small,
      title: 'Desert nights',
      link: 'https://example.com/offer',
      isActive: false,
      position: 1,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await get<Slide[]>('/slides')).toEqual([]);
    expect((await as('GET', '/slides')).json()).toMatchObject([
      { id: slide.id, isActive: false, link: 'https://example.com/offer' },
    ]);

    expect((await as('DELETE', `/slides/${slide.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    const log = await actionsOn(t, 'slide', slide.id);
    expect(log.map((l) => l.action)).toEqual(['slide.create', 'slide.update', 'slide.delete']);
    expect(log[1]).toMatchObject({
      adminId: admin.id,
      before: { isActive: true, link: '/category/desert' },
      after: { isActive: false, link: 'https://example.com/offer' },
    });
    expect(log[2]).toMatchObject({ before: { id: slide.id }, after: null });
  });

  it('takes links on this site or https only, and images that were uploaded', async () => {
    const image = ((await upload('wide', await jpeg(1600, 600))).json() as SlideImageUpload).path;
    for (const link of [
      '//evil.example',
      'http://example.com',
      'javascript:alert(1)',
      '/a b',
      '/\\evil.example',
      'https://user@evil.example/',
    ]) {
      const response = await as('POST', '/slides', { image, imageSmall: image, link, isActive: true, position: 0 });
      expect(response.statusCode, link).toBe(400);
      expect(response.json().fieldErrors.link).toEqual([ADMIN_HOME_MESSAGES.linkInvalid]);
    }
    const foreign = await as('POST', '/slides', {
      image: 'https://evil.example/x.webp',
      imageSmall: image,
      isActive: true,
      position: 0,
    });
    expect(foreign.json()).toMatchObject({ fieldErrors: { image: [ADMIN_HOME_MESSAGES.slideImageUnknown] } });
    // A seeded slide keeps images that are not uploads when they stay the same.
    const seeded = await t.fixtures.insertSlide({
      image: '/images/seed/slide-1.webp',
      imageSmall: '/images/seed/slide-1-small.webp',
    });
    const kept = await as('PUT', `/slides/${seeded.id}`, {
      image: seeded.image,
      imageSmall: seeded.imageSmall,
      title: 'Renamed',
      isActive: true,
      position: 0,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      (await as('PUT', '/slides/999999', { image, imageSmall: image, isActive: true, position: 0 })).statusCode,
    ).toBe(404);
  });
});

describe('home sections', () => {
  it('creates a section, adds, features, orders and removes activities, each shown publicly at once', async () => {
    const [a, b, c] = await Promise.all(
      ['Mangrove Kayak', 'Desert Safari', 'Dhow Dinner'].map((title) => t.fixtures.insertActivity({ title })),
    );
    const created = await as('POST', '/home-sections', {
      name: 'Family Weekends',
      slug: 'family-weekends',
      isActive: true,
      position: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json() as AdminHomeSection;
    const publicSlugs = async () =>
      (await get<HomeSection[]>('/home-sections'))
        .find((s) => s.slug === 'family-weekends')
        ?.activities.map((x) => x.slug);
    expect(await publicSlugs()).toEqual([]);

    for (const activity of [a!, b!, c!])
      expect(
        (await as('POST', `/home-sections/${section.id}/activities`, { activityId: activity.id })).statusCode,
      ).toBe(204);
    expect(await publicSlugs()).toEqual([a!.slug, b!.slug, c!.slug]);
    expect((await as('POST', `/home-sections/${section.id}/activities`, { activityId: b!.id })).json()).toMatchObject({
      code: 'ALREADY_IN_SECTION',
    });

    expect((await as('PATCH', `/home-sections/${section.id}/activities/${c!.id}`, { featured: true })).statusCode).toBe(
      204,
    );
    expect(await publicSlugs()).toEqual([c!.slug, a!.slug, b!.slug]);

    expect(
      (await as('PUT', `/home-sections/${section.id}/order`, { activityIds: [b!.id, a!.id, c!.id] })).statusCode,
    ).toBe(204);
    expect(
      ((await as('GET', `/home-sections/${section.id}/activities`)).json() as AdminSectionActivity[]).map(
        (x) => x.activityId,
      ),
    ).toEqual([b!.id, a!.id, c!.id]);
    expect(await publicSlugs()).toEqual([c!.slug, b!.slug, a!.slug]);
    expect(
      (await as('PUT', `/home-sections/${section.id}/order`, { activityIds: [b!.id, a!.id] })).json(),
    ).toMatchObject({ code: 'ORDER_MISMATCH' });
    expect(
      (await as('PUT', `/home-sections/${section.id}/order`, { activityIds: [b!.id, a!.id, a!.id] })).statusCode,
    ).toBe(400);

    expect((await as('DELETE', `/home-sections/${section.id}/activities/${a!.id}`)).statusCode).toBe(204);
    expect(await publicSlugs()).toEqual([c!.slug, b!.slug]);
    expect((await as('DELETE', `/home-sections/${section.id}/activities/${a!.id}`)).statusCode).toBe(404);

    const log = await actionsOn(t, 'homeSection', section.id);
    expect(log.map((l) => l.action)).toEqual([
      'homeSection.create',
      'homeSection.addActivity',
      'homeSection.addActivity',
      'homeSection.addActivity',
      'homeSection.feature',
      'homeSection.order',
      'homeSection.removeActivity',
    ]);
    expect(log[6]).toMatchObject({
      before: expect.arrayContaining([expect.objectContaining({ activityId: a!.id })]),
      after: [expect.objectContaining({ activityId: b!.id }), expect.objectContaining({ activityId: c!.id })],
    });

    const renamed = await as('PUT', `/home-sections/${section.id}`, {
      name: 'Family Fun',
      slug: 'family-weekends',
      isActive: false,
      position: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await publicSlugs()).toBeUndefined();
    expect((await as('GET', '/home-sections')).json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: section.id, name: 'Family Fun', isActive: false, activityCount: 2 }),
      ]),
    );
  });

  it('keeps slugs unique and well formed, and the trending section findable', async () => {
    await as('POST', '/home-sections', { name: 'Beach Days', slug: 'beach-days', isActive: true, position: 0 });
    const taken = await as('POST', '/home-sections', {
      name: 'Beach',
      slug: 'beach-days',
      isActive: true,
      position: 0,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLUG_TAKEN', fieldErrors: { slug: [ADMIN_HOME_MESSAGES.slugTaken] } });
    expect(
      (await as('POST', '/home-sections', { name: 'Bad', slug: 'Bad Slug', isActive: true, position: 0 })).json()
        .fieldErrors.slug,
    ).toEqual([ADMIN_HOME_MESSAGES.slugInvalid]);

    const trending = await t.fixtures.insertHomeSection({ name: 'Trending', slug: 'trending' });
    expect(
      (
        await as('PUT', `/home-sections/${trending.id}`, {
          name: 'Trending now',
          slug: 'trending-now',
          isActive: true,
          position: 0,
        })
      ).json(),
    ).toMatchObject({ code: 'TRENDING_SLUG_FIXED' });
    expect(
      (
        await as('PUT', `/home-sections/${trending.id}`, {
          name: 'Trending now',
          slug: 'trending',
          isActive: true,
          position: 0,
        })
      ).statusCode,
    ).toBe(200);
    expect((await as('DELETE', `/home-sections/${trending.id}`)).json()).toMatchObject({
      code: 'TRENDING_NOT_DELETABLE',
    });
    expect((await as('DELETE', '/home-sections/999999')).statusCode).toBe(404);
  });
});

describe('settings', () => {
  it('switches the announcement strip on and off for every visitor, audited', async () => {
    expect(await get('/announcement')).toEqual({ announcement: null });
    const on = await as('PUT', '/settings/announcement', {
      text: 'Most experiences are on hold; requests are welcome.',
      link: '/faq',
      isOn: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await get('/announcement')).toEqual({
      announcement: { text: 'Most experiences are on hold; requests are welcome.', link: '/faq' },
    });
    expect(
      (await as('PUT', '/settings/announcement', { text: 'Kept for later', link: null, isOn: false })).statusCode,
    ).toBe(200);
    expect(await get('/announcement')).toEqual({ announcement: null });
    expect((await as('GET', '/settings/announcement')).json()).toEqual({
      text: 'Kept for later',
      textAr: null,
      missingArabic: ['textAr'],
      link: null,
      isOn: false,
    });

    const empty = await as('PUT', '/settings/announcement', { text: '  ', isOn: true });
    expect(empty.json()).toMatchObject({ fieldErrors: { text: [ADMIN_HOME_MESSAGES.announcementTextRequired] } });
    expect(
      (await as('PUT', '/settings/announcement', { text: 'Hi', link: 'http://plain.example', isOn: true })).statusCode,
    ).toBe(400);
    const log = (await actionsOn(t, 'setting', 0)).filter((l) => l.action === 'settings.announcement');
    expect(log).toHaveLength(2);
    expect(log[1]).toMatchObject({
      before: { isOn: true, link: '/faq' },
      after: { isOn: false, text: 'Kept for later' },
    });
  });

  it('sets the default trending cities the catalogue uses, refusing unknown cities', async () => {
    const dubai = await t.fixtures.insertCity({ name: 'Dubai' });
    const fujairah = await t.fixtures.insertCity({ name: 'Fujairah' });
    const inDubai = await t.fixtures.insertActivity({ title: 'Dubai Frame Visit', cityId: dubai.id });
    const inFujairah = await t.fixtures.insertActivity({ title: 'Fujairah Snorkelling', cityId: fujairah.id });
    const trendingIds = async () => (await get<ListingPage>('/trending')).items.map((i) => i.id);
    expect(await trendingIds()).toEqual(expect.arrayContaining([inDubai.id, inFujairah.id]));

    const saved = await as('PUT', '/settings/trending-cities', { cityIds: [fujairah.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await trendingIds()).toContain(inFujairah.id);
    expect(await trendingIds()).not.toContain(inDubai.id);
    expect((await as('GET', '/settings/trending-cities')).json()).toEqual({ cityIds: [fujairah.id] });
    expect((await as('PUT', '/settings/trending-cities', { cityIds: [fujairah.id, 999999] })).json()).toMatchObject({
      code: 'CITY_NOT_FOUND',
    });
    expect((await as('GET', '/settings/trending-cities')).json()).toEqual({ cityIds: [fujairah.id] });
    expect((await actionsOn(t, 'setting', 0)).find((l) => l.action === 'settings.trendingCities')).toMatchObject({
      before: { cityIds: [] },
      after: { cityIds: [fujairah.id] },
    });
  });
});

describe('in Arabic', () => {
  const inArabic = async <T>(url: string) =>
    (await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-weekends-language': 'ar' } })).json() as T;

  it("carries a slide's Arabic title, keeps it when left out, and shows it to Arabic readers", async () => {
    const image = ((await upload('wide', await jpeg(1600, 600))).json() as SlideImageUpload).path;
    const small = ((await upload('small', await jpeg(800, 800))).json() as SlideImageUpload).path;
    const slideBody = { image, imageSmall: small, title: 'Sail at sunset', link: null, isActive: true, position: 3 };
    const created = await as('POST', '/slides', { ...slideBody, titleAr: 'أبحر عند الغروب' });
    expect(created.statusCode, created.body).toBe(201);
    const slide = created.json() as AdminSlide;
    expect(slide).toMatchObject({ title: 'Sail at sunset', titleAr: 'أبحر عند الغروب', missingArabic: [] });
    const shown = async (read: (url: string) => Promise<Slide[]>) =>
      (await read('/slides')).find((s) => s.id === slide.id)?.title;
    expect(await shown(inArabic)).toBe('أبحر عند الغروب');
    expect(await shown(get)).toBe('Sail at sunset');

    const kept = await as('PUT', `/slides/${slide.id}`, { ...slideBody, title: 'Sail into the sunset' });
    expect(kept.json()).toMatchObject({ title: 'Sail into the sunset', titleAr: 'أبحر عند الغروب' });
    const emptied = await as('PUT', `/slides/${slide.id}`, { ...slideBody, titleAr: '' });
    expect(emptied.json()).toMatchObject({ titleAr: null, missingArabic: ['titleAr'] });
    const listed = (await as('GET', '/slides')).json() as AdminSlide[];
    expect(listed.find((s) => s.id === slide.id)).toMatchObject({ titleAr: null, missingArabic: ['titleAr'] });
    expect(await shown(inArabic)).toBe('Sail at sunset');
    expect((await as('DELETE', `/slides/${slide.id}`)).statusCode).toBe(204);
  });

  it("carries a home section's Arabic name and names the section in Arabic for Arabic readers", async () => {
    const activity = await t.fixtures.insertActivity({ title: 'Louvre Tour' });
    const sectionBody = { name: 'Culture Weekends', slug: 'culture-weekends', isActive: true, position: 5 };
    const created = await as('POST', '/home-sections', { ...sectionBody, nameAr: 'عطلات ثقافية' });
    expect(created.statusCode, created.body).toBe(201);
    const section = created.json() as AdminHomeSection;
    expect(section).toMatchObject({ nameAr: 'عطلات ثقافية', missingArabic: [] });
    await as('POST', `/home-sections/${section.id}/activities`, { activityId: activity.id });
    const named = async (read: (url: string) => Promise<HomeSection[]>) =>
      (await read('/home-sections')).find((s) => s.slug === 'culture-weekends')?.name;
    expect(await named(inArabic)).toBe('عطلات ثقافية');
    expect(await named(get)).toBe('Culture Weekends');
    expect((await inArabic<HomeSection>('/home-sections/culture-weekends')).name).toBe('عطلات ثقافية');

    expect((await as('PUT', `/home-sections/${section.id}`, sectionBody)).json()).toMatchObject({
      nameAr: 'عطلات ثقافية',
    });
    const emptied = await as('PUT', `/home-sections/${section.id}`, { ...sectionBody, nameAr: null });
    expect(emptied.json()).toMatchObject({ nameAr: null, missingArabic: ['nameAr'] });
    const listed = (await as('GET', '/home-sections')).json() as AdminHomeSection[];
    expect(listed.find((s) => s.id === section.id)).toMatchObject({ nameAr: null, missingArabic: ['nameAr'] });
    expect(await named(inArabic)).toBe('Culture Weekends');
  });

  it('carries the Arabic announcement, keeps it when left out, and shows it to Arabic readers', async () => {
    const saved = await as('PUT', '/settings/announcement', {
      text: 'National Day offers all weekend.',
      textAr: 'عروض اليوم الوطني طوال عطلة نهاية الأسبوع.',
      link: '/weekend-passes',
      isOn: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      text: 'National Day offers all weekend.',
      textAr: 'عروض اليوم الوطني طوال عطلة نهاية الأسبوع.',
      missingArabic: [],
      link: '/weekend-passes',
      isOn: true,
    });
    expect(await inArabic('/announcement')).toEqual({
      announcement: { text: 'عروض اليوم الوطني طوال عطلة نهاية الأسبوع.', link: '/weekend-passes' },
    });
    expect(await get('/announcement')).toEqual({
      announcement: { text: 'National Day offers all weekend.', link: '/weekend-passes' },
    });

    // Left out (an older form), the Arabic stays; emptied, Arabic readers see the English.
    const kept = await as('PUT', '/settings/announcement', { text: 'National Day offers.', link: null, isOn: true });
    expect(kept.json()).toMatchObject({ textAr: 'عروض اليوم الوطني طوال عطلة نهاية الأسبوع.' });
    expect(await inArabic('/announcement')).toEqual({
      announcement: { text: 'عروض اليوم الوطني طوال عطلة نهاية الأسبوع.', link: null },
    });
    await as('PUT', '/settings/announcement', { text: 'National Day offers.', textAr: '', link: null, isOn: true });
    expect(await inArabic('/announcement')).toEqual({ announcement: { text: 'National Day offers.', link: null } });
    expect((await as('GET', '/settings/announcement')).json()).toMatchObject({
      textAr: null,
      missingArabic: ['textAr'],
    });
    await as('PUT', '/settings/announcement', { text: '', link: null, isOn: false });
  });

  it('reads an announcement stored before it had an Arabic text as untranslated', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'announcement', value: { text: 'Old text', link: null, isOn: true } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { text: 'Old text', link: null, isOn: true } } });
    t.app.catalogCache.clear();
    expect((await as('GET', '/settings/announcement')).json()).toEqual({
      text: 'Old text',
      textAr: null,
      missingArabic: ['textAr'],
      link: null,
      isOn: true,
    });
    expect(await inArabic('/announcement')).toEqual({ announcement: { text: 'Old text', link: null } });
    await as('PUT', '/settings/announcement', { text: '', link: null, isOn: false });
  });
});
