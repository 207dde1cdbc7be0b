import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, AFTERSALE_EVENT_CAUSES, dubaiDay, effectivePrice, fromPrice } from '@weekends/shared';
import { CORE_VITALS, PAGE_TYPES, vitalsBatchSchema } from '@weekends/shared/vitals';
import { readWebVitals } from '../../modules/vitals/service.ts';
import { takenOf } from '../../modules/checkout/testing/buyers.ts';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityPreferences,
  bookedItemEvents,
  bookedItems,
  bookings,
  categories,
  cities,
  corporateAwards,
  corporateInvoices,
  corporates,
  customers,
  days,
  favorites,
  timings,
  homeSectionActivities,
  homeSections,
  priceOptions,
  reviews,
  settings,
  slides,
  hosts,
  promoCodes,
  bundles,
  bundleItems,
  orders as ordersTable,
  orderItems,
  orderEvents,
  webVitals,
} from '../schema/index.ts';
import { seedBulkActivities, seedDemo, seedIfEmpty } from './index.ts';
import { renderImage } from './images/render.ts';
import { DEMO_CUSTOMER_ADDRESS, DEMO_PASSWORD, demoAccounts, demoAwards, demoEmployees } from './content/accounts.ts';
import { demoCustomers } from './content/customers.ts';
import { VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH } from '../../modules/bookings/service.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { THEMES } from './images/themes.ts';
import sharp from 'sharp';
import { listingBodySchema } from '@weekends/shared';
import { activityRevisions } from '../schema/index.ts';
import { createLocalPrivateStorage } from '../../lib/storage.ts';
import { DEMO_APPLICANT, DEMO_LICENCE_KEY, writeDemoLicence } from './approvals.ts';
import { demoActivities } from './content/activities.ts';
import { areas } from '../schema/index.ts';
import { LATIN_KEPT_IN_ARABIC, streetsAr, venuesAr } from './content/arabic.ts';
import { cities as cityData } from './content/cities.ts';

/** The activity texts of migration 0020, each with its Arabic column (`durationAr`...). */
const ACTIVITY_TEXTS_AR = [
  'duration',
  'workingHours',
  'howToRedeem',
  'whatsNext',
  'cancellationPolicy',
  'additionalInformation',
  'termsAndConditions',
  'otherInformation',
  'schedule',
  'thursdayWorkingHours',
  'fridayWorkingHours',
  'saturdayWorkingHours',
  'sundayWorkingHours',
] as const satisfies readonly (keyof typeof activities.$inferSelect)[];

/** The activity's other texts with an Arabic column: given Arabic by the seed wherever the English has a value. */
const MORE_TEXTS_AR = [
  'importantInformation',
  'highlight',
  'thingsToKeepInMind',
] as const satisfies readonly (keyof typeof activities.$inferSelect)[];

/** An Arabic text with the Latin it may keep (road numbers, `LATIN_KEPT_IN_ARABIC`) taken out. */
const withoutKeptLatin = (text: string) =>
  LATIN_KEPT_IN_ARABIC.reduce((t, word) => t.replace(new RegExp(`\\b${word}\\b`, 'g'), ''), text);

/** The demo seed on in-memory PGlite, without image files: the invariants the listing and tests rely on. */
let handle: DatabaseHandle;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-seed-test-'));

beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await handle.migrate();
  expect(await seedDemo(handle.db, { uploadsDir, images: false })).toBe(true);
});

afterAll(async () => {
  await handle.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('has 14 days of Web Vitals reports for every kind of page, which the back office’s p75 (percentile_cont, on PGlite too) charts', async () => {
    const rows = await handle.db.select().from(webVitals);
    for (const row of rows) {
      // A row as a report would have written it; the pass a report carries is not kept.
      const { page, language, device, metrics } = vitalsBatchSchema.omit({ view: true, token: true }).parse({
        page: row.pageType,
        language: row.language,
        device: row.device,
        metrics: [{ name: row.name, value: row.value, rating: row.rating }],
      });
      expect([page, language, device, metrics[0]!.rating]).toEqual([
        row.pageType,
        row.language,
        row.device,
        row.rating,
      ]);
    }
    const report = await readWebVitals(handle.db);
    expect(new Set(report.days.map((day) => day.day)).size).toBe(14);
    for (const page of PAGE_TYPES)
      for (const name of CORE_VITALS)
        expect(report.totals.find((total) => total.page === page && total.name === name)?.samples).toBeGreaterThan(14);
  });

  it('has the seven emirates in order, each with areas', async () => {
    const rows = await handle.db.select().from(cities).orderBy(cities.id);
    expect(rows.map((c) => c.name)).toEqual([
      'Dubai',
      'Abu Dhabi',
      'Sharjah',
      'Ajman',
      'Umm Al Quwain',
      'Ras Al Khaimah',
      'Fujairah',
    ]);
    for (const c of rows) {
      expect(c.latitude).toBeGreaterThan(22.5);
      expect(c.latitude).toBeLessThan(26.5);
      expect(c.longitude).toBeGreaterThan(51);
      expect(c.longitude).toBeLessThan(56.5);
    }
  });

  it('has fixed lookup ids', async () => {
    // Named in Arabic too, for the filters, the planner and the activity page on the Arabic site.
    expect(await handle.db.select().from(days).orderBy(days.id)).toEqual([
      { id: 1, name: 'Thursday', nameAr: 'الخميس', weekday: 4 },
      { id: 2, name: 'Friday', nameAr: 'الجمعة', weekday: 5 },
      { id: 3, name: 'Saturday', nameAr: 'السبت', weekday: 6 },
    ]);
    expect(
      (await handle.db.select().from(timings).orderBy(timings.id)).map(({ id, name, nameAr }) => ({
        id,
        name,
        nameAr,
      })),
    ).toEqual([
      { id: 1, name: 'Morning', nameAr: 'الصباح' },
      { id: 2, name: 'Afternoon', nameAr: 'بعد الظهر' },
      { id: 3, name: 'Evening', nameAr: 'المساء' },
      { id: 4, name: 'Night', nameAr: 'الليل' },
    ]);
    expect(await handle.db.select().from(activityPreferences).orderBy(activityPreferences.id)).toEqual([
      { id: 1, name: 'Stay At Home', nameAr: 'في المنزل' },
      { id: 2, name: 'Out Of Home', nameAr: 'خارج المنزل' },
    ]);
    const [setting] = await handle.db.select().from(settings).where(eq(settings.key, 'defaultTrendingCities'));
    expect(setting).toEqual({ key: 'defaultTrendingCities', value: [1, 2] });
  });

  it('has a level-1 weekend-pass category and sub-categories under real parents', async () => {
    const rows = await handle.db.select().from(categories);
    const pass = rows.find((c) => c.slug === 'weekend-pass');
    expect(pass).toMatchObject({ name: 'Weekend Pass', level: 1, parentId: null });
    const ids = new Set(rows.filter((c) => c.level === 1).map((c) => c.id));
    for (const c of rows.filter((r) => r.level === 2)) expect(ids.has(c.parentId!)).toBe(true);
    for (const c of rows)
      expect(c.image && c.menuImage && c.headerImage && c.metaTitle && c.metaDescription).toBeTruthy();
  });

  it('has exactly one Desert Safari with BBQ Dinner', async () => {
    const rows = await handle.db.select({ title: activities.title }).from(activities);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.filter((r) => r.title === 'Desert Safari with BBQ Dinner')).toHaveLength(1);
    expect(rows.filter((r) => r.title.toLowerCase().includes('desert')).length).toBeGreaterThan(1);
  });

  it('is in Arabic too: no demo activity, price option, category, city, area or pass without its Arabic', async () => {
    const arabic = /^[\u0600-\u06FF]/;
    const demoTitles = new Set(demoActivities.map((a) => a.title));
    const rows = (await handle.db.select().from(activities)).filter((a) => demoTitles.has(a.title));
    expect(rows).toHaveLength(demoActivities.length);
    for (const a of rows) {
      expect(a.titleAr, a.title).toMatch(/[\u0600-\u06FF]{3}/);
      expect(a.descriptionAr, a.title).toMatch(arabic);
      expect(a.metaTitleAr, a.title).toMatch(arabic);
      expect(a.metaDescriptionAr, a.title).toMatch(arabic);
    }
    expect(new Set(rows.map((a) => a.titleAr)).size).toBe(rows.length);
    // The page's hours, redemption, policies, notes, important information, highlight and things to keep in mind:
    // Arabic wherever the English has a value, with no Latin letters left in them (the venue is named in Arabic too).
    for (const a of rows) {
      for (const field of [...ACTIVITY_TEXTS_AR, ...MORE_TEXTS_AR]) {
        const [english, translated] = [a[field], a[`${field}Ar`]];
        if (english === null) expect(translated, `${a.title}: ${field}Ar`).toBeNull();
        else {
          expect(translated, `${a.title}: ${field}Ar`).toMatch(/[\u0600-\u06FF]/);
          expect(withoutKeptLatin(translated!), `${a.title}: ${field}Ar`).not.toMatch(/[A-Za-z]/);
        }
      }
      // What is included and what is not: row for row in Arabic.
      for (const field of ['included', 'notIncluded'] as const) {
        const translated = a[`${field}Ar`];
        expect(translated, `${a.title}: ${field}Ar`).toHaveLength(a[field].length);
        for (const row of translated!) {
          expect(row, `${a.title}: ${field}Ar`).toMatch(/[\u0600-\u06FF]/);
          expect(withoutKeptLatin(row), `${a.title}: ${field}Ar`).not.toMatch(/[A-Za-z]/);
        }
      }
    }
    expect(rows.filter((a) => a.highlight !== null).length).toBeGreaterThan(10);
    const demoIds = new Set(rows.map((a) => a.id));
    const options = (await handle.db.select().from(priceOptions)).filter((o) => demoIds.has(o.activityId));
    expect(options.length).toBeGreaterThan(rows.length);
    for (const o of options) expect(o.descriptionAr, o.description).toMatch(arabic);
    const addresses = await handle.db.select().from(activityAddresses);
    // The address in Arabic throughout, venue and street included; only road numbers (E66) keep their Latin.
    for (const a of addresses.filter((r) => rows.some((row) => row.id === r.activityId))) {
      expect(a.addressAr, a.address!).toMatch(/[\u0600-\u06FF]/);
      expect(withoutKeptLatin(a.addressAr!), a.address!).not.toMatch(/[A-Za-z]/);
    }
    // Every street an address may pick, and every venue, has its Arabic, in Arabic letters.
    for (const street of cityData.flatMap((c) => c.areas.flatMap((area) => area.streets)))
      expect(withoutKeptLatin(streetsAr[street] ?? 'none'), street).not.toMatch(/[A-Za-z]/);
    for (const venue of demoActivities.map((a) => a.venue))
      expect(withoutKeptLatin(venuesAr[venue] ?? 'none'), venue).not.toMatch(/[A-Za-z]/);
    const cityRows = await handle.db.select().from(cities).orderBy(cities.id);
    expect(cityRows.map((c) => c.nameAr)).toEqual([
      'دبي',
      'أبوظبي',
      'الشارقة',
      'عجمان',
      'أم القيوين',
      'رأس الخيمة',
      'الفجيرة',
    ]);
    for (const a of await handle.db.select().from(areas)) expect(a.nameAr, a.name).toMatch(arabic);
    for (const c of await handle.db.select().from(categories)) {
      expect(c.nameAr, c.slug).toMatch(arabic);
      expect(c.metaDescriptionAr, c.slug).toMatch(arabic);
    }
    const passes = await handle.db.select().from(bundles);
    expect(passes.length).toBeGreaterThan(0);
    for (const p of passes) {
      expect(p.nameAr, p.slug).toMatch(arabic);
      expect(p.descriptionAr, p.slug).toMatch(arabic);
      expect(p.highlightsAr, p.slug).toHaveLength(p.highlights.length);
    }
  });

  it('keeps fromPrice and hasImages in step with options and images', async () => {
    const acts = await handle.db.select().from(activities);
    const options = await handle.db.select().from(priceOptions);
    const images = await handle.db.select().from(activityImages);
    for (const a of acts) {
      const own = options.filter((o) => o.activityId === a.id);
      expect(own.length, a.title).toBeGreaterThanOrEqual(1);
      expect(own.length, a.title).toBeLessThanOrEqual(3);
      expect(a.fromPrice, a.title).toBe(fromPrice(own));
      for (const o of own) {
        expect(o.price).toBeGreaterThanOrEqual(4900);
        expect(o.price).toBeLessThanOrEqual(150000);
        if (o.discountedPrice !== null) expect(o.discountedPrice).toBeLessThan(o.price);
      }
      expect(a.hasImages, a.title).toBe(images.some((i) => i.activityId === a.id));
    }
    expect(acts.filter((a) => !a.hasImages).length).toBeGreaterThanOrEqual(1);
    expect(acts.filter((a) => !a.isActive)).toHaveLength(2);
    expect(acts.filter((a) => a.soldOut)).toHaveLength(2);
    expect(acts.filter((a) => a.submitRequest && a.submitRequestText)).toHaveLength(3);
    expect(acts.filter((a) => a.isOnline).length).toBeGreaterThanOrEqual(4);
    expect(acts.some((a) => a.description.split(/\s+/).length > 75)).toBe(true);
    expect(options.some((o) => o.price > 100000)).toBe(true);
  });

  it('links every activity to a category, days, an address in its city', async () => {
    const acts = await handle.db.select({ id: activities.id }).from(activities);
    const links = await handle.db.select().from(activityCategories);
    const dayLinks = await handle.db.select().from(activityDays);
    const addresses = await handle.db.select().from(activityAddresses);
    for (const a of acts) {
      expect(links.some((l) => l.activityId === a.id)).toBe(true);
      const n = dayLinks.filter((d) => d.activityId === a.id).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      expect(addresses.filter((ad) => ad.activityId === a.id)).toHaveLength(1);
    }
  });

  it('keeps rating and reviewsCount consistent with published reviews', async () => {
    const acts = await handle.db.select().from(activities);
    const rows = await handle.db.select().from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(90);
    expect(rows.some((r) => !r.isPublished && r.publishedAt === null)).toBe(true);
    for (const a of acts) {
      const published = rows.filter((r) => r.activityId === a.id && r.isPublished);
      expect(a.reviewsCount, a.title).toBe(published.length);
      const avg = published.length
        ? Math.round((published.reduce((s, r) => s + r.rating, 0) / published.length) * 10) / 10
        : 0;
      expect(a.rating, a.title).toBeCloseTo(avg, 5);
    }
    expect(acts.some((a) => a.reviewsCount === 0)).toBe(true);
  });

  it('has slides and home sections, trending included', async () => {
    expect(await handle.db.select().from(slides)).toHaveLength(4);
    const sections = await handle.db.select().from(homeSections);
    expect(sections.map((s) => s.slug)).toContain('trending');
    const entries = await handle.db.select().from(homeSectionActivities);
    for (const s of sections.filter((x) => x.slug !== 'trending')) {
      const own = entries.filter((e) => e.sectionId === s.id);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.some((e) => e.featured)).toBe(true);
    }
  });

  it('names every slide and home section in Arabic, and has the announcement ready in both languages', async () => {
    const arabic = /^[\u0600-\u06FF\s،:.!؟-]+$/;
    const slideRows = await handle.db.select().from(slides);
    for (const slide of slideRows) expect(slide.titleAr, slide.title ?? '').toMatch(arabic);
    for (const section of await handle.db.select().from(homeSections))
      expect(section.nameAr, section.slug).toMatch(arabic);
    const [announcement] = await handle.db.select().from(settings).where(eq(settings.key, 'announcement'));
    expect(announcement?.value).toMatchObject({
      text: expect.stringMatching(/\w/),
      textAr: expect.stringMatching(arabic),
      link: expect.stringMatching(/^\//),
      isOn: false,
    });
  });

  it('has the corporate Emirates Tech', async () => {
    expect(
      await handle.db
        .select({ name: corporates.name, slug: corporates.slug, emailDomain: corporates.emailDomain })
        .from(corporates),
    ).toEqual([{ name: 'Emirates Tech', slug: 'emirates-tech', emailDomain: 'emiratestech.ae' }]);
  });

  it('gives Emirates Tech its employees, its corporate admin and past awards, each booked with an invoice due 30 days after it', async () => {
    const [corporate] = await handle.db.select().from(corporates);
    const staff = await handle.db.select().from(customers).where(eq(customers.corporateId, corporate!.id));
    expect(staff.map((c) => c.email).sort()).toEqual(
      ['hr@emiratestech.ae', ...demoEmployees.map((e) => e.email)].sort(),
    );
    for (const c of staff)
      expect(c).toMatchObject({
        isCorporate: true,
        isConfirmed: true,
        isCorporateAdmin: c.email === 'hr@emiratestech.ae',
      });
    const awards = await handle.db
      .select()
      .from(corporateAwards)
      .innerJoin(corporateInvoices, eq(corporateInvoices.id, corporateAwards.invoiceId));
    expect(awards).toHaveLength(demoAwards.length);
    for (const { corporate_awards: award, corporate_invoices: invoice } of awards) {
      expect(invoice.amount).toBe(award.total);
      expect(invoice.number).toMatch(/^CI-\d{4}-\d{6}$/);
      expect(invoice.dueOn).toBe(addDays(dubaiDay(invoice.issuedAt), 30));
      const [item] = await handle.db.select().from(bookedItems).where(eq(bookedItems.bookingId, award.bookingId));
      expect(item).toMatchObject({ customerId: award.employeeId, total: award.total });
    }
  });

  it('has confirmed demo accounts whose password meets the sign-up rule, beside the 12 reviewers', async () => {
    expect(DEMO_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{6,}$/);
    const rows = await handle.db.select().from(customers);
    for (const c of demoCustomers)
      expect(
        rows.find((r) => r.email === c.email),
        c.email,
      ).toMatchObject({ passwordHash: null, isHost: false, isAdmin: false });
    const byRole = Object.fromEntries(demoAccounts.map((a) => [a.role, rows.find((r) => r.email === a.email)!]));
    expect(byRole.customer).toMatchObject({
      isConfirmed: true,
      isGuest: false,
      isHost: false,
      isAdmin: false,
      isCorporate: false,
    });
    expect(byRole.host).toMatchObject({ isConfirmed: true, isHost: true, canManageActivities: true, isAdmin: false });
    expect(byRole.admin).toMatchObject({ isConfirmed: true, isHost: false, staffRole: 'owner' });
    for (const account of Object.values(byRole)) {
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(account.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives the demo customer 9 booked items over 4 bookings whose figures add up, with their history', async () => {
    const [customer] = await handle.db.select().from(customers).where(eq(customers.email, 'customer@weekends.ae'));
    const orders = await handle.db.select().from(bookings).where(eq(bookings.customerId, customer!.id));
    const items = await handle.db.select().from(bookedItems).where(eq(bookedItems.customerId, customer!.id));
    const options = await handle.db.select().from(priceOptions);
    expect(orders).toHaveLength(4);
    expect(items).toHaveLength(9);
    // The oldest order was redeemed; the newest is for a day ahead, holding its places; all have their history.
    expect(items.filter((i) => i.redeemedAt !== null)).toHaveLength(2);
    const ahead = items.filter((i) => i.bookedFor !== null);
    expect(ahead).toHaveLength(1);
    expect(ahead[0]!.bookedFor! > dubaiDay()).toBe(true);
    expect(await takenOf(handle.db, ahead[0]!.activityId, ahead[0]!.bookedFor)).toBe(ahead[0]!.quantity);
    // The customer's own history (Emirates Tech's awards have theirs too).
    const events = (await handle.db.select().from(bookedItemEvents)).filter((e) =>
      items.some((i) => i.id === e.bookedItemId),
    );
    expect(events.filter((e) => e.kind === 'paid')).toHaveLength(9);
    // In the words a purchase writes, which the voucher page shows in Arabic too (not an English line of its own).
    expect(new Set(events.filter((e) => e.kind === 'paid').map((e) => e.cause))).toEqual(
      new Set([AFTERSALE_EVENT_CAUSES.paid]),
    );
    expect(events.filter((e) => e.kind === 'redeemed')).toHaveLength(2);
    expect(new Set(items.filter((i) => i.itemType === 1).map((i) => i.passRef))).toEqual(new Set(['demo']));
    expect(items.filter((i) => i.itemType === 1)).toHaveLength(3);
    for (const order of orders) {
      const own = items.filter((i) => i.bookingId === order.id);
      expect(own.length).toBeGreaterThan(0);
      expect(order.total).toBe(own.reduce((sum, i) => sum + i.total, 0));
      expect(order.cartTotal).toBe(own.reduce((sum, i) => sum + i.price * i.quantity, 0));
      expect(order.cartDiscount).toBe(order.cartTotal - order.total);
      // Each was paid through an order the back office finds, with its lines and history.
      const [paid] = await handle.db.select().from(ordersTable).where(eq(ordersTable.id, order.orderId!));
      expect(paid).toMatchObject({
        status: 'paid',
        total: order.total,
        amountPaid: order.total,
        paymentReference: order.paymentReference,
      });
      const lines = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, paid!.id));
      expect(lines.reduce((sum, l) => sum + l.total, 0)).toBe(order.total);
      const history = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, paid!.id));
      expect(history.map((e) => e.toStatus)).toEqual(['awaiting_payment', 'paid']);
    }
    for (const item of items) {
      const option = options.find((o) => o.id === item.priceOptionId)!;
      expect(option.activityId).toBe(item.activityId);
      expect(item.priceOptionDescription).toBe(option.description);
      expect(item.price).toBe(option.price);
      if (item.itemType === 0) {
        expect(item.bundleName).toBeNull();
        expect(item.total).toBe(effectivePrice(option) * item.quantity);
      } else {
        expect(item.bundleName).toBe('Weekends Pass: Abu Dhabi Culture and Coast');
        expect(item.total).toBe(Math.floor((option.price * 85) / 100) * item.quantity);
      }
      expect(item.marketplaceFee + item.hostAmount).toBe(item.total);
      expect(item.marketplaceFee).toBe(Math.floor((item.total * 15) / 100));
      expect(item.voucherCode).toMatch(new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`));
      expect(item.address).toBe(DEMO_CUSTOMER_ADDRESS);
      expect(item.purchaseDate.getTime()).toBeLessThan(Date.now());
    }
    expect(new Set(items.map((i) => i.voucherCode)).size).toBe(9);
  });

  it('gives the demo customer 3 favourites and 2 published reviews', async () => {
    const [customer] = await handle.db.select().from(customers).where(eq(customers.email, 'customer@weekends.ae'));
    expect(await handle.db.select().from(favorites).where(eq(favorites.customerId, customer!.id))).toHaveLength(3);
    const own = await handle.db.select().from(reviews).where(eq(reviews.customerId, customer!.id));
    expect(own).toHaveLength(2);
    for (const r of own) expect(r.isPublished && r.publishedAt !== null).toBe(true);
  });

  it('does nothing when the database already has cities', async () => {
    const before = await handle.db.select({ id: activities.id }).from(activities);
    const customersBefore = await handle.db.select({ id: customers.id }).from(customers);
    await seedIfEmpty(handle.db, { uploadsDir });
    expect(await seedDemo(handle.db, { uploadsDir, images: false })).toBe(false);
    expect(await handle.db.select({ id: activities.id }).from(activities)).toHaveLength(before.length);
    expect(await handle.db.select({ id: customers.id }).from(customers)).toHaveLength(customersBefore.length);
    // The demo customer's 9 and one per award of Emirates Tech's.
    expect(await handle.db.select({ id: bookedItems.id }).from(bookedItems)).toHaveLength(9 + demoAwards.length);
  });

  it('adds bulk activities with consistent fromPrice and hasImages', async () => {
    const before = await handle.db.select({ id: activities.id }).from(activities);
    await seedBulkActivities(handle.db, 250, { batchSize: 100 });
    const acts = await handle.db.select().from(activities);
    expect(acts).toHaveLength(before.length + 250);
    const options = await handle.db.select().from(priceOptions);
    const images = await handle.db.select().from(activityImages);
    const imageIds = new Set(images.map((i) => i.activityId));
    for (const a of acts) {
      expect(a.fromPrice).toBe(fromPrice(options.filter((o) => o.activityId === a.id)));
      expect(a.hasImages).toBe(imageIds.has(a.id));
      // Their lists in Arabic too, row for row.
      expect(a.includedAr ?? [], a.title).toHaveLength(a.included.length);
      expect(a.notIncludedAr ?? [], a.title).toHaveLength(a.notIncluded.length);
      for (const row of [...(a.includedAr ?? []), ...(a.notIncludedAr ?? [])]) {
        expect(row, a.title).toMatch(/[\u0600-\u06FF]/);
        expect(row, a.title).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});

describe('seed images', () => {
  it('renders every theme to a WebP deterministically', async () => {
    for (const theme of THEMES) {
      const job = { publicPath: `/uploads/seed/test/${theme}.webp`, theme, key: theme, width: 240, height: 160 };
      const a = await renderImage(job);
      expect(a.subarray(8, 12).toString()).toBe('WEBP');
      expect((await renderImage(job)).equals(a)).toBe(true);
    }
  });
});

describe('demo commerce', () => {
  it('gives every activity a host with a commission rate, and places, one undated activity with only 3', async () => {
    const rows = await handle.db
      .select({ hostId: activities.hostId, places: activities.places, dateInput: activities.dateInput })
      .from(activities);
    expect(rows.every((r) => r.hostId !== null)).toBe(true);
    // The approved hosts run the catalogue; the one application waiting for approval runs nothing yet.
    const hostRows = await handle.db.select().from(hosts).where(eq(hosts.status, 'approved'));
    expect(new Set(rows.map((r) => r.hostId))).toEqual(new Set(hostRows.map((h) => h.customerId)));
    expect(hostRows.map((h) => h.commissionPercent).sort()).toEqual([12, 15, 15, 18]);
    expect(rows.filter((r) => !r.dateInput && r.places === 3)).toHaveLength(1);
    expect(rows.filter((r) => r.dateInput).every((r) => r.places >= 8 && r.places <= 30)).toBe(true);
    const family = await handle.db
      .select({ places: priceOptions.places })
      .from(priceOptions)
      .where(eq(priceOptions.description, 'Family of four'));
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((o) => o.places === 4)).toBe(true);
  });

  it('seeds WEEKEND10 (10%, no limits) and EXPIRED20 (expired), and the provider for tax invoices', async () => {
    const codes = await handle.db.select().from(promoCodes);
    expect(codes.find((c) => c.code === 'WEEKEND10')).toMatchObject({
      percent: 10,
      validUntil: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      isActive: true,
    });
    const expired = codes.find((c) => c.code === 'EXPIRED20')!;
    expect(expired.percent).toBe(20);
    expect(expired.validUntil!.getTime()).toBeLessThan(Date.now());
    const [provider] = await handle.db.select().from(settings).where(eq(settings.key, 'provider'));
    expect(provider!.value).toMatchObject({ trn: expect.stringMatching(/^\d{15}$/) });
  });
});

describe('demo weekend passes', () => {
  it('seeds four passes in four emirates, each of experiences that sell, with a discount each', async () => {
    const passes = await handle.db.select().from(bundles);
    expect(passes.map((p) => p.slug).sort()).toEqual([
      'abu-dhabi-culture-and-coast',
      'dubai-thrills-weekend',
      'east-coast-sea-weekend',
      'ras-al-khaimah-mountain-escape',
    ]);
    const items = await handle.db
      .select({
        bundleId: bundleItems.bundleId,
        discount: bundleItems.discountPercent,
        isActive: activities.isActive,
        submitRequest: activities.submitRequest,
      })
      .from(bundleItems)
      .innerJoin(activities, eq(activities.id, bundleItems.activityId));
    for (const pass of passes) {
      const own = items.filter((i) => i.bundleId === pass.id);
      expect(own.length, pass.slug).toBeGreaterThanOrEqual(2);
      expect(own.every((i) => i.isActive && !i.submitRequest && i.discount > 0)).toBe(true);
      expect(pass.highlights.length).toBeLessThanOrEqual(5);
      expect(pass.coverImage).toBeTruthy();
    }
  });
});

describe('demo approvals', () => {
  it('has one host application waiting, its licence a JPEG in private storage', async () => {
    const pending = await handle.db.select().from(hosts).where(eq(hosts.status, 'pending'));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      businessName: DEMO_APPLICANT.businessName,
      tradeLicenseImage: DEMO_LICENCE_KEY,
      cityId: expect.any(Number),
      areaId: expect.any(Number),
    });
    const [account] = await handle.db.select().from(customers).where(eq(customers.id, pending[0]!.customerId));
    expect(account).toMatchObject({ email: DEMO_APPLICANT.email, isHost: false, canManageActivities: false });

    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-seed-private-'));
    try {
      expect(await writeDemoLicence(privateDir)).toBe(true);
      const data = await createLocalPrivateStorage(privateDir).read(DEMO_LICENCE_KEY);
      expect((await sharp(data!).metadata()).format).toBe('jpeg');
      // A second seed keeps the file it finds.
      expect(await writeDemoLicence(privateDir)).toBe(false);
    } finally {
      fs.rmSync(privateDir, { recursive: true, force: true });
    }
  });

  it("has one edit of the demo host's live listing waiting: a valid listing that differs from the live one", async () => {
    const [host] = await handle.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, demoAccounts.find((a) => a.role === 'host')!.email));
    const revisions = await handle.db.select().from(activityRevisions);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ kind: 'edit', status: 'pending', hostId: host!.id });
    const payload = listingBodySchema.parse(revisions[0]!.payload);
    const [live] = await handle.db.select().from(activities).where(eq(activities.id, revisions[0]!.activityId));
    expect(live).toMatchObject({ hostId: host!.id, isActive: true });
    expect(payload.title).not.toBe(live!.title);
    // The edit carries the live Arabic, and writes its note on the Saturday hours in both languages.
    for (const field of ACTIVITY_TEXTS_AR.filter((f) => !['schedule', 'sundayWorkingHours'].includes(f)))
      expect(payload[`${field}Ar` as keyof typeof payload], field).toEqual(
        field === 'saturdayWorkingHours' && live!.saturdayWorkingHours !== 'Closed'
          ? `${live!.saturdayWorkingHoursAr} (آخر دخول قبل الإغلاق بساعة)`
          : live![`${field}Ar`],
      );
  });
});
