import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  CART_MESSAGES,
  LISTING_ARABIC_FIELDS,
  LISTING_MESSAGES,
  listingBodySchema,
  NAME_MAX_LENGTH,
  type Cart,
  type HostListingDetail,
  type ListingBody,
} from '@weekends/shared';
import {
  activities,
  activityAddresses,
  bookedItems,
  bookings,
  orderItems,
  orders,
  priceOptions,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { applyListing, slugFor, slugOf } from './apply.ts';
import { accountWith, callerFor, hostAccount, listingInput, listingLookups, type Lookups } from './testing/fixtures.ts';

/**
 * applyListing on a listing that has sold: price options kept by id are updated in place, dropped ones are deleted
 * without breaking what points at them (sold items, a held order, a cart).
 */
let t: TestApp;
let l: Lookups;

beforeAll(async () => {
  t = await createTestApp();
  l = await listingLookups(t);
});
afterAll(() => t?.close());

const optionsOf = (activityId: number) =>
  t.db.select().from(priceOptions).where(eq(priceOptions.activityId, activityId)).orderBy(asc(priceOptions.position));
const apply = (activityId: number, payload: ListingBody) =>
  t.db.transaction((tx) => applyListing(tx, activityId, payload));

/** The Arabic of the texts added in migration 0020 (the hours, redemption, policies). */
const NEW_ARABIC = {
  durationAr: 'ساعتان',
  workingHoursAr: 'من 8 صباحًا حتى 6 مساءً',
  howToRedeemAr: 'أبرز القسيمة عند المرسى.',
  whatsNextAr: 'نؤكد موعدك عبر البريد الإلكتروني.',
  cancellationPolicyAr: 'الإلغاء مجاني حتى 48 ساعة قبل الموعد.',
  additionalInformationAr: 'يُرجى الحضور قبل الموعد بربع ساعة.',
  termsAndConditionsAr: 'تخضع الحجوزات لشروط الموقع وأحكامه.',
  otherInformationAr: 'مناسبة لمن تجاوزوا الثامنة من العمر.',
  thursdayWorkingHoursAr: '8 صباحًا - 6 مساءً',
  fridayWorkingHoursAr: '8 صباحًا - 6 مساءً',
  saturdayWorkingHoursAr: '8 صباحًا - 4 مساءً',
};

describe('applyListing', () => {
  it('keeps named options, adds new ones and removes dropped ones safely for sold items, held orders and carts', async () => {
    const host = await hostAccount(t);
    const activity = await t.fixtures.insertActivity({
      title: 'Old Kayak Title',
      hostId: host.id,
      cityId: l.dubai.id,
      prices: [
        { price: 10_000, description: 'Single' },
        { price: 18_000, description: 'Double' },
      ],
    });
    const [single, double] = await optionsOf(activity.id);

    // Sold, held and in a cart: the double option.
    const buyer = await accountWith(t);
    const [booking] = await t.db
      .insert(bookings)
      .values({ customerId: buyer.id, cartTotal: 18_000, total: 18_000 })
      .returning({ id: bookings.id });
    const [sold] = await t.db
      .insert(bookedItems)
      .values({
        bookingId: booking!.id,
        customerId: buyer.id,
        activityId: activity.id,
        priceOptionId: double!.id,
        priceOptionDescription: 'Double',
        quantity: 1,
        price: 18_000,
        total: 18_000,
        marketplaceFee: 2_700,
        hostAmount: 15_300,
        voucherCode: 'APPLY234',
      })
      .returning({ id: bookedItems.id });
    const [order] = await t.db
      .insert(orders)
      .values({
        customerId: buyer.id,
        attempt: 'apply-test',
        contact: { firstName: 'A', lastName: 'B', email: 'a@example.test', phoneNumber: null },
        cartTotal: 18_000,
        discount: 0,
        subTotal: 18_000,
        total: 18_000,
        vat: 857,
        expiresAt: new Date(Date.now() + 600_000),
        gateway: 'sandbox',
      })
      .returning({ id: orders.id });
    const [held] = await t.db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        activityId: activity.id,
        priceOptionId: double!.id,
        description: 'Double',
        quantity: 1,
        price: 18_000,
        total: 18_000,
      })
      .returning({ id: orderItems.id });
    const shopper = callerFor(t, buyer.token);
    const added = await shopper('POST', '/api/cart/items', {
      activityId: activity.id,
      options: [{ priceOptionId: double!.id, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const other = await t.fixtures.insertActivity({
      title: 'Untouched Tour',
      cityId: l.dubai.id,
      prices: [{ price: 5_000 }],
    });
    const [otherOption] = await optionsOf(other.id);
    expect(
      (
        await shopper('POST', '/api/cart/items', {
          activityId: other.id,
          options: [{ priceOptionId: otherOption!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201);

    const payload = listingBodySchema.parse(
      listingInput(l, ['/uploads/test/new-1.webp'], {
        title: 'New Kayak Title',
        priceOptions: [
          { id: single!.id, description: 'Single seat', price: 11_000 },
          { description: 'Family', price: 30_000, places: 3 },
          // Another activity's option is never touched: it becomes a new option of this one.
          { id: otherOption!.id, description: 'Borrowed id', price: 7_000 },
        ],
      }),
    );
    await apply(activity.id, payload);

    const after = await optionsOf(activity.id);
    expect(after.map((o) => [o.id === single!.id, o.description, o.price, o.places, o.position])).toEqual([
      [true, 'Single seat', 11_000, 1, 0],
      [false, 'Family', 30_000, 3, 1],
      [false, 'Borrowed id', 7_000, 1, 2],
    ]);
    expect((await optionsOf(other.id)).map((o) => [o.id, o.price])).toEqual([[otherOption!.id, 5_000]]);
    expect((await t.db.select().from(activities).where(eq(activities.id, activity.id)))[0]).toMatchObject({
      title: 'New Kayak Title',
      fromPrice: 7_000,
      isActive: true,
      slug: activity.slug,
    });

    // The sold item keeps its copied figures; the held order's line forgets the id, so its payment can still book.
    expect((await t.db.select().from(bookedItems).where(eq(bookedItems.id, sold!.id)))[0]).toMatchObject({
      priceOptionId: null,
      priceOptionDescription: 'Double',
      price: 18_000,
    });
    expect((await t.db.select().from(orderItems).where(eq(orderItems.id, held!.id)))[0]).toMatchObject({
      priceOptionId: null,
      description: 'Double',
      price: 18_000,
    });

    // The cart names the problem instead of failing or silently pricing the item at nothing.
    const cart = (await shopper('GET', '/api/cart')).json() as Cart;
    const byActivity = new Map(cart.items.map((i) => [i.activity.id, i]));
    expect(byActivity.get(activity.id)).toMatchObject({
      problem: 'UNAVAILABLE',
      problemMessage: CART_MESSAGES.unknownOption,
      activity: { title: 'New Kayak Title' },
    });
    expect(byActivity.get(other.id)).toMatchObject({ problem: null });
    const checkout = await shopper('POST', '/api/orders', { attempt: randomUUID() });
    expect({ status: checkout.statusCode, message: checkout.json().message }).toEqual({
      status: 409,
      message: CART_MESSAGES.unknownOption,
    });

    // Choosing a current option clears it.
    const cartItem = byActivity.get(activity.id)!;
    expect(
      (
        await shopper('PATCH', `/api/cart/items/${cartItem.id}`, {
          options: [{ priceOptionId: single!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(200);
    expect(((await shopper('GET', '/api/cart')).json() as Cart).items.find((i) => i.id === cartItem.id)).toMatchObject({
      problem: null,
    });
  });

  it('gives the same tables the same rows when applied twice', async () => {
    const activity = await t.fixtures.insertActivity({
      title: 'Twice Applied',
      cityId: l.dubai.id,
      prices: [{ price: 10_000 }],
    });
    const payload = listingBodySchema.parse(listingInput(l, ['/uploads/test/a.webp', '/uploads/test/b.webp']));
    await apply(activity.id, payload);
    const first = await optionsOf(activity.id);
    await apply(activity.id, {
      ...payload,
      priceOptions: payload.priceOptions.map((o, i) => ({ ...o, id: first[i]!.id })),
    });
    expect((await optionsOf(activity.id)).map((o) => o.id)).toEqual(first.map((o) => o.id));
    const page = (await callerFor(t)('GET', `/api/activities/${activity.slug}`)).json();
    expect({
      images: page.images,
      days: page.days.length,
      timings: page.timings.length,
      categories: page.categories.length,
    }).toEqual({ images: ['/uploads/test/a.webp', '/uploads/test/b.webp'], days: 2, timings: 1, categories: 1 });
  });
});

describe('slugs', () => {
  it('makes a lowercase hyphenated slug, without accents, never empty', () => {
    expect(slugOf('  Café Crawl: Old Dubai & Deira! ')).toBe('cafe-crawl-old-dubai-and-deira');
    expect(slugOf('رحلة')).toBe('experience');
    expect(slugOf('a'.repeat(100)).length).toBe(80);
  });

  it('takes the next free number when the title’s slug is taken', async () => {
    await t.fixtures.insertActivity({ title: 'x', slug: 'sunset-yoga' });
    await t.fixtures.insertActivity({ title: 'x', slug: 'sunset-yoga-2' });
    await t.fixtures.insertActivity({ title: 'x', slug: 'sunset-yoga-retreat' });
    expect(await t.db.transaction((tx) => slugFor(tx, 'Sunset Yoga'))).toBe('sunset-yoga-3');
    expect(await t.db.transaction((tx) => slugFor(tx, 'Moonrise Yoga'))).toBe('moonrise-yoga');
  });
});

describe('a listing in Arabic', () => {
  it('writes the Arabic sent, keeps it when a submission leaves it out, removes it when sent empty', async () => {
    const host = await hostAccount(t);
    const activity = await t.fixtures.insertActivity({ title: 'Kayak', hostId: host.id, cityId: l.dubai.id });
    const arabic = {
      titleAr: 'جولة كاياك في القرم',
      descriptionAr: 'جدّف بين أشجار القرم الشرقي مع مرشد.',
      highlightAr: 'طيور مالك الحزين',
      thingsToKeepInMindAr: 'أحضر قبعة وواقيًا من الشمس.',
      includedAr: ['قارب كاياك', ' ', 'سترة نجاة'],
      notIncludedAr: ['المواصلات'],
      addressAr: 'القرم الشرقي، أبوظبي',
      ...NEW_ARABIC,
    };
    // Every Arabic field a host writes is sent here, so a field added to the list without being carried fails.
    expect(Object.keys(arabic).sort()).toEqual(LISTING_ARABIC_FIELDS.map((f) => `${f}Ar`).sort());
    await apply(activity.id, listingBodySchema.parse(listingInput(l, ['/uploads/test/k-1.webp'], arabic)));
    const row = async () => (await t.db.select().from(activities).where(eq(activities.id, activity.id)))[0]!;
    const { addressAr: _addressAr, ...onActivity } = { ...arabic, includedAr: ['قارب كاياك', 'سترة نجاة'] };
    expect(await row()).toMatchObject({ title: 'Mangrove Kayak Tour', ...onActivity });
    const [address] = await t.db.select().from(activityAddresses).where(eq(activityAddresses.activityId, activity.id));
    expect(address?.addressAr).toBe('القرم الشرقي، أبوظبي');

    // The host reads both languages back, with what is left to translate: only the price options here.
    const host2 = callerFor(t, host.token);
    const detail = (await host2('GET', `/api/host/activities/${activity.id}`)).json() as HostListingDetail;
    expect(detail.listing).toMatchObject({ ...onActivity, addressAr: 'القرم الشرقي، أبوظبي' });
    expect(detail.missingArabic).toEqual(['priceOptions.0.descriptionAr', 'priceOptions.1.descriptionAr']);

    // A form without Arabic inputs leaves it; an empty one removes it.
    await apply(activity.id, listingBodySchema.parse(listingInput(l, ['/uploads/test/k-1.webp'])));
    expect(await row()).toMatchObject(onActivity);
    await apply(
      activity.id,
      listingBodySchema.parse(
        listingInput(l, ['/uploads/test/k-1.webp'], { titleAr: '', durationAr: '', whatsNextAr: '' }),
      ),
    );
    expect(await row()).toMatchObject({
      titleAr: null,
      durationAr: null,
      whatsNextAr: null,
      descriptionAr: 'جدّف بين أشجار القرم الشرقي مع مرشد.',
      howToRedeemAr: NEW_ARABIC.howToRedeemAr,
    });
  });

  it('counts every untranslated field whose English has a value as missing Arabic', async () => {
    const host = await hostAccount(t);
    const activity = await t.fixtures.insertActivity({ title: 'Kayak', hostId: host.id, cityId: l.dubai.id });
    const english = {
      thingsToKeepInMind: 'Bring a hat.',
      termsAndConditions: 'Bookings follow the site terms.',
      additionalInformation: 'Arrive 15 minutes early.',
      otherInformation: 'Ages 8 and up.',
    };
    await apply(activity.id, listingBodySchema.parse(listingInput(l, ['/uploads/test/k-1.webp'], english)));
    const host2 = callerFor(t, host.token);
    const detail = (await host2('GET', `/api/host/activities/${activity.id}`)).json() as HostListingDetail;
    expect([...detail.missingArabic].sort()).toEqual(
      [
        ...LISTING_ARABIC_FIELDS.map((f) => `${f}Ar`),
        'priceOptions.0.descriptionAr',
        'priceOptions.1.descriptionAr',
      ].sort(),
    );
  });

  it("writes a price option's Arabic, keeps it when a submission leaves it out, removes it when sent empty", async () => {
    const host = await hostAccount(t);
    const activity = await t.fixtures.insertActivity({ title: 'Kayak', hostId: host.id, cityId: l.dubai.id });
    const images = ['/uploads/test/k-1.webp'];
    const options = (arabic: (string | undefined)[], ids: number[] = []) =>
      listingBodySchema.parse(
        listingInput(l, images, {
          priceOptions: [
            { description: 'Adult', price: 15_000, discountedPrice: null, descriptionAr: arabic[0], id: ids[0] },
            {
              description: 'Family of four',
              price: 50_000,
              discountedPrice: null,
              descriptionAr: arabic[1],
              id: ids[1],
            },
          ],
        }),
      );
    await apply(activity.id, options(['بالغ', undefined]));
    const stored = await optionsOf(activity.id);
    expect(stored.map((o) => [o.description, o.descriptionAr])).toEqual([
      ['Adult', 'بالغ'],
      ['Family of four', null],
    ]);
    const ids = stored.map((o) => o.id);
    const host2 = callerFor(t, host.token);
    const detail = (await host2('GET', `/api/host/activities/${activity.id}`)).json() as HostListingDetail;
    expect(detail.listing.priceOptions.map((o) => o.descriptionAr)).toEqual(['بالغ', null]);
    // The option without its Arabic is one to translate.
    expect(detail.missingArabic).toContain('priceOptions.1.descriptionAr');
    expect(detail.missingArabic).not.toContain('priceOptions.0.descriptionAr');

    await apply(activity.id, options([undefined, 'عائلة من أربعة أفراد'], ids));
    expect((await optionsOf(activity.id)).map((o) => o.descriptionAr)).toEqual(['بالغ', 'عائلة من أربعة أفراد']);
    await apply(activity.id, options(['', undefined], ids));
    expect((await optionsOf(activity.id)).map((o) => o.descriptionAr)).toEqual([null, 'عائلة من أربعة أفراد']);
  });

  it('holds the Arabic to the English limits', () => {
    const tooLong = listingBodySchema.safeParse(
      listingInput(l, ['/uploads/test/k-1.webp'], { titleAr: 'ب'.repeat(NAME_MAX_LENGTH + 1) }),
    );
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['titleAr'], message: LISTING_MESSAGES.tooLong });
  });
});
