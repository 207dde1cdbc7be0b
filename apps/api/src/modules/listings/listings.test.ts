import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  LANGUAGE_HEADER,
  addDays,
  dubaiDay,
  LISTING_MESSAGES,
  listingBodySchema,
  type ActivityDetail,
  type HostListingCard,
  type HostListingDetail,
  type HostListings,
  type ListingBody,
  type ListingInput,
  type ListingPage,
} from '@weekends/shared';
import {
  activities,
  activityAddresses,
  activityCategories,
  activityDays,
  activityImages,
  activityRevisions,
  activityTimings,
  bookedItems,
  bookings,
  priceOptions,
} from '../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, type TestApp } from '../../test/helpers.ts';
import { pinClock } from '../../test/clock.ts';
import { applyListing } from './apply.ts';
import { LISTING_SUBMIT_LIMIT } from './routes.ts';
import {
  accountWith,
  callerFor,
  hostAccount,
  listingInput,
  listingLookups,
  uploadedImage,
  type Caller,
  type Lookups,
} from './testing/fixtures.ts';

// Today, the next Friday and due dates are read by these tests and the API alike: one pinned day, midday in Dubai.
pinClock('2026-06-10T08:00:00Z');

/**
 * The host's listings: Add New Activity (an inactive activity and a pending 'new' revision), Edit (a pending 'edit'
 * revision; the live listing unchanged until approval), Unpublish, Manage Activities, and who may do what.
 */
let t: TestApp;
let l: Lookups;
let host: { id: number; token: string };
let as: Caller;
let visitor: Caller;

beforeAll(async () => {
  t = await createTestApp();
  l = await listingLookups(t);
  host = await hostAccount(t);
  as = callerFor(t, host.token);
  visitor = callerFor(t);
});
afterAll(() => t?.close());

const revisionsOf = (activityId: number) =>
  t.db
    .select()
    .from(activityRevisions)
    .where(eq(activityRevisions.activityId, activityId))
    .orderBy(asc(activityRevisions.id));
const activityRow = async (id: number) => (await t.db.select().from(activities).where(eq(activities.id, id)))[0]!;
const optionsOf = (activityId: number) =>
  t.db
    .select({
      id: priceOptions.id,
      description: priceOptions.description,
      price: priceOptions.price,
      discountedPrice: priceOptions.discountedPrice,
      places: priceOptions.places,
    })
    .from(priceOptions)
    .where(eq(priceOptions.activityId, activityId))
    .orderBy(asc(priceOptions.position));
const publicPage = (slug: string) => visitor('GET', `/api/activities/${slug}`);
const searchTitles = async (keyword: string) =>
  ((await visitor('GET', `/api/activities?keyword=${encodeURIComponent(keyword)}`)).json() as ListingPage).items.map(
    (c) => c.title,
  );
const cards = async (caller: Caller, filter = 'all') =>
  ((await caller('GET', `/api/host/activities?filter=${filter}`)).json() as HostListings).items;

/** What the provider's approval does (modules/admin): apply the pending payload and, for a new listing, publish it. */
async function approvePending(activityId: number) {
  const [pending] = (await revisionsOf(activityId)).filter((r) => r.status === 'pending');
  await t.db.transaction(async (tx) => {
    await applyListing(tx, activityId, pending!.payload as ListingBody);
    if (pending!.kind === 'new')
      await tx.update(activities).set({ isActive: true }).where(eq(activities.id, activityId));
    await tx.update(activityRevisions).set({ status: 'approved' }).where(eq(activityRevisions.id, pending!.id));
  });
  t.app.catalogCache.clear();
}

async function submitNew(caller: Caller, token: string, overrides: Partial<ListingInput> = {}) {
  const images = overrides.images ?? [await uploadedImage(t, token), await uploadedImage(t, token)];
  const response = await caller('POST', '/api/host/activities', listingInput(l, images, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return { id: (response.json() as { id: number }).id, images };
}

describe('Add New Activity', () => {
  it('creates the listing inactive with a pending new revision, written to every table the catalogue reads', async () => {
    const images = [await uploadedImage(t, host.token), await uploadedImage(t, host.token)];
    const response = await as(
      'POST',
      '/api/host/activities',
      listingInput(l, images, { title: 'Sunrise Kayak at the Mangroves', expiryDate: dubaiDay() }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), message: LISTING_MESSAGES.submitted });
    const id = response.json().id as number;

    const row = await activityRow(id);
    expect(row).toMatchObject({
      slug: 'sunrise-kayak-at-the-mangroves',
      title: 'Sunrise Kayak at the Mangroves',
      hostId: host.id,
      isActive: false,
      dateInput: false,
      places: 40,
      validityPeriod: 8,
      expiresOn: dubaiDay(),
      duration: '2 hours',
      howToRedeem: 'Show the voucher at the jetty.',
      saturdayWorkingHours: '8am - 4pm',
      included: ['Kayak', 'Life jacket'],
      notIncluded: ['Transport'],
      activityPreferenceId: l.outOfHome.id,
      // The lowest effective price: the adult's discounted 120 AED.
      fromPrice: 12_000,
      hasImages: true,
    });
    expect(
      await t.db
        .select({ path: activityImages.path })
        .from(activityImages)
        .where(eq(activityImages.activityId, id))
        .orderBy(asc(activityImages.position)),
    ).toEqual(images.map((path) => ({ path })));
    expect(await optionsOf(id)).toEqual([
      { id: expect.any(Number), description: 'Adult', price: 15_000, discountedPrice: 12_000, places: 1 },
      { id: expect.any(Number), description: 'Family of four', price: 50_000, discountedPrice: null, places: 4 },
    ]);
    expect(
      await t.db
        .select({ categoryId: activityCategories.categoryId })
        .from(activityCategories)
        .where(eq(activityCategories.activityId, id)),
    ).toEqual([{ categoryId: l.adventure.id }]);
    expect(
      (await t.db.select({ dayId: activityDays.dayId }).from(activityDays).where(eq(activityDays.activityId, id)))
        .map((d) => d.dayId)
        .sort(),
    ).toEqual([l.days.friday.id, l.days.saturday.id].sort());
    expect(
      await t.db
        .select({ timingId: activityTimings.timingId })
        .from(activityTimings)
        .where(eq(activityTimings.activityId, id)),
    ).toEqual([{ timingId: l.evening.id }]);
    expect((await t.db.select().from(activityAddresses).where(eq(activityAddresses.activityId, id)))[0]).toMatchObject({
      address: 'Eastern Mangroves Promenade',
      latitude: 24.45,
      longitude: 54.42,
      cityId: l.dubai.id,
      areaId: l.marina.id,
      street: 'Sheikh Zayed Road',
      buildingNo: '7',
      poBoxNo: '12345',
    });

    const [revision] = await revisionsOf(id);
    expect(revision).toMatchObject({ kind: 'new', status: 'pending', hostId: host.id });
    // The stored payload names the options' ids, so approving it keeps them.
    const options = await optionsOf(id);
    expect((revision!.payload as ListingBody).priceOptions.map((o) => o.id)).toEqual(options.map((o) => o.id));
  });

  it('is not public until it is approved, then shows on its page and in search', async () => {
    const { id } = await submitNew(as, host.token, { title: 'Glowworm Night Paddle' });
    const { slug } = await activityRow(id);
    expect((await publicPage(slug)).statusCode).toBe(404);
    expect(await searchTitles('glowworm')).toEqual([]);
    expect(
      (await visitor('GET', `/api/activities?category=${l.adventure.id}`))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).not.toContain(id);

    await approvePending(id);
    const page = (await publicPage(slug)).json() as ActivityDetail;
    expect(page).toMatchObject({
      title: 'Glowworm Night Paddle',
      city: { id: l.dubai.id, name: 'Dubai' },
      address: { area: { id: l.marina.id, name: 'Dubai Marina' } },
    });
    expect(page.priceOptions.map((o) => [o.description, o.price, o.discountedPrice, o.places])).toEqual([
      ['Adult', 15_000, 12_000, 1],
      ['Family of four', 50_000, null, 4],
    ]);
    expect(page.categories.map((c) => c.id)).toEqual([l.adventure.id]);
    expect(await searchTitles('glowworm')).toEqual(['Glowworm Night Paddle']);
    expect(
      (await visitor('GET', `/api/activities?category=${l.adventure.id}&city=${l.dubai.id}&maxPrice=120`))
        .json()
        .items.map((c: { id: number }) => c.id),
    ).toContain(id);
  });

  it('gives each new listing its own slug', async () => {
    const first = await submitNew(as, host.token, { title: 'Desert Stargazing!' });
    const second = await submitNew(as, host.token, { title: 'Desert  stargazing' });
    const third = await submitNew(as, host.token, { title: 'حفلة' });
    expect([
      (await activityRow(first.id)).slug,
      (await activityRow(second.id)).slug,
      (await activityRow(third.id)).slug,
    ]).toEqual(['desert-stargazing', 'desert-stargazing-2', 'experience']);
  });

  describe('refusals: 400 with the catalogue’s message and the field at fault', () => {
    let images: string[];
    beforeAll(async () => {
      images = [await uploadedImage(t, host.token)];
    });
    const refused = async (overrides: Partial<ListingInput>, field: string) => {
      const before = (await t.db.select({ id: activities.id }).from(activities)).length;
      const response = await as('POST', '/api/host/activities', listingInput(l, images, overrides));
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message: LISTING_MESSAGES.invalid,
      });
      expect(Object.keys(response.json().fieldErrors ?? {})).toContain(field);
      // Nothing was created.
      expect((await t.db.select({ id: activities.id }).from(activities)).length).toBe(before);
    };

    it('refuses a category that is not an active top-level one', async () => {
      await refused({ categoryId: l.water.id }, 'categoryId');
      await refused({ categoryId: l.hidden.id }, 'categoryId');
      await refused({ categoryId: 999_999 }, 'categoryId');
      await refused({ categoryId: null }, 'categoryId');
    });

    it('refuses unknown days, inactive timings, an inactive city, an area of another city and an unknown preference', async () => {
      await refused({ dayIds: [l.days.friday.id, 999_999] }, 'dayIds');
      await refused({ timingIds: [l.retired.id] }, 'timingIds');
      await refused({ cityId: l.closedCity.id, areaId: null }, 'cityId');
      await refused({ cityId: l.dubai.id, areaId: l.corniche.id }, 'areaId');
      await refused({ activityPreferenceId: 999_999 }, 'activityPreferenceId');
    });

    it('refuses images that are not the host’s uploads', async () => {
      const other = await hostAccount(t);
      const theirs = await uploadedImage(t, other.token);
      await refused({ images: [theirs] }, 'images.0');
      await refused({ images: [images[0]!, '/uploads/listings/unknown-960.webp'] }, 'images.1');
      await refused({ images: [images[0]!, images[0]!] }, 'images.1');
      await refused({ images: [] }, 'images');
    });

    it('refuses an expiry date before today in Dubai, and accepts today', async () => {
      await refused({ expiryDate: addDays(dubaiDay(), -1) }, 'expiryDate');
      await refused({ expiryDate: '2026-02-30' }, 'expiryDate');
      expect(
        (
          await as(
            'POST',
            '/api/host/activities',
            listingInput(l, images, { title: 'Expires today', expiryDate: dubaiDay() }),
          )
        ).statusCode,
      ).toBe(201);
    });

    it('refuses option ids on a new listing, a discount not below the price, and missing required fields', async () => {
      const [someOption] = await t.db.select({ id: priceOptions.id }).from(priceOptions).limit(1);
      await refused(
        { priceOptions: [{ id: someOption!.id, description: 'Stolen', price: 1_000 }] },
        'priceOptions.0.id',
      );
      await refused(
        { priceOptions: [{ description: 'Adult', price: 10_000, discountedPrice: 10_000 }] },
        'priceOptions.0.discountedPrice',
      );
      await refused({ priceOptions: [] }, 'priceOptions');
      await refused({ title: '   ' }, 'title');
      await refused({ duration: '' }, 'duration');
      await refused({ latitude: 48.85, longitude: 2.35 }, 'latitude');
      await refused({ activityPreferenceId: null }, 'activityPreferenceId');
    });
  });
});

describe('Edit', () => {
  it('of a live listing waits as an edit revision: the public page keeps the old title and price until it is approved', async () => {
    const { id, images } = await submitNew(as, host.token, { title: 'Hatta Kayak Classic', asksForDate: false });
    await approvePending(id);
    const { slug } = await activityRow(id);
    const [adult, family] = await optionsOf(id);

    const edited = listingInput(l, [images[1]!, await uploadedImage(t, host.token)], {
      title: 'Hatta Kayak Deluxe',
      priceOptions: [
        { id: adult!.id, description: 'Adult', price: 18_000, discountedPrice: null },
        { description: 'Child', price: 9_000 },
      ],
    });
    const response = await as('PUT', `/api/host/activities/${id}`, edited);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, message: LISTING_MESSAGES.submitted });

    // The live listing is untouched.
    const before = (await publicPage(slug)).json() as ActivityDetail;
    expect(before.title).toBe('Hatta Kayak Classic');
    expect(before.priceOptions.map((o) => [o.id, o.price])).toEqual([
      [adult!.id, 15_000],
      [family!.id, 50_000],
    ]);
    expect(await searchTitles('deluxe')).toEqual([]);
    // The host's form shows what was sent, waiting.
    const detail = (await as('GET', `/api/host/activities/${id}`)).json() as HostListingDetail;
    expect(detail).toMatchObject({
      id,
      slug,
      isActive: true,
      pendingRevision: 'edit',
      listing: { title: 'Hatta Kayak Deluxe' },
    });
    expect((await cards(as)).find((c) => c.id === id)).toMatchObject({
      title: 'Hatta Kayak Classic',
      pendingRevision: 'edit',
      isActive: true,
    });

    // A second edit replaces the waiting one.
    const again = await as('PUT', `/api/host/activities/${id}`, { ...edited, title: 'Hatta Kayak Deluxe Plus' });
    expect(again.statusCode).toBe(200);
    expect((await revisionsOf(id)).map((r) => [r.kind, r.status])).toEqual([
      ['new', 'approved'],
      ['edit', 'superseded'],
      ['edit', 'pending'],
    ]);

    await approvePending(id);
    const after = (await publicPage(slug)).json() as ActivityDetail;
    expect(after.title).toBe('Hatta Kayak Deluxe Plus');
    // The kept option is the same row, updated; the dropped one is gone; the new one is added.
    expect(after.priceOptions.map((o) => [o.id === adult!.id, o.description, o.price])).toEqual([
      [true, 'Adult', 18_000],
      [false, 'Child', 9_000],
    ]);
    expect(after.images).toEqual(edited.images);
    expect((await activityRow(id)).fromPrice).toBe(9_000);
    expect(await searchTitles('deluxe')).toEqual(['Hatta Kayak Deluxe Plus']);
    expect((await as('GET', `/api/host/activities/${id}`)).json()).toMatchObject({
      pendingRevision: null,
      listing: { title: 'Hatta Kayak Deluxe Plus' },
    });
  });

  it('of a listing never yet live rewrites its inactive row and its waiting new revision', async () => {
    const { id, images } = await submitNew(as, host.token, { title: 'Draft Falconry' });
    const [adult] = await optionsOf(id);
    const response = await as(
      'PUT',
      `/api/host/activities/${id}`,
      listingInput(l, images, {
        title: 'Falconry Morning',
        priceOptions: [{ id: adult!.id, description: 'Adult', price: 20_000 }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await activityRow(id)).toMatchObject({ title: 'Falconry Morning', isActive: false, fromPrice: 20_000 });
    expect(await optionsOf(id)).toEqual([
      { id: adult!.id, description: 'Adult', price: 20_000, discountedPrice: null, places: 1 },
    ]);
    const revisions = await revisionsOf(id);
    expect(revisions.map((r) => [r.kind, r.status, (r.payload as ListingBody).title])).toEqual([
      ['new', 'pending', 'Falconry Morning'],
    ]);
    expect((await publicPage((await activityRow(id)).slug)).statusCode).toBe(404);

    // Rejected, then corrected: submitted again as a new listing, and the card no longer shows the reason.
    await t.db
      .update(activityRevisions)
      .set({ status: 'rejected', rejectionReason: 'Please add a photo of the falcons.' })
      .where(eq(activityRevisions.id, revisions[0]!.id));
    expect((await cards(as)).find((c) => c.id === id)).toMatchObject({
      pendingRevision: null,
      rejectionReason: 'Please add a photo of the falcons.',
    });
    expect(
      (await as('PUT', `/api/host/activities/${id}`, listingInput(l, images, { title: 'Falconry Morning' })))
        .statusCode,
    ).toBe(200);
    expect((await revisionsOf(id)).map((r) => [r.kind, r.status])).toEqual([
      ['new', 'rejected'],
      ['new', 'pending'],
    ]);
    expect((await cards(as)).find((c) => c.id === id)).toMatchObject({ pendingRevision: 'new', rejectionReason: null });
  });

  it('accepts the listing’s own images and options, and refuses another listing’s', async () => {
    const mine = await t.fixtures.insertActivity({
      title: 'Seeded Dhow Dinner',
      hostId: host.id,
      cityId: l.dubai.id,
      prices: [{ price: 20_000 }],
      images: ['/uploads/seed/dhow-1.webp', '/uploads/seed/dhow-2.webp'],
    });
    const elsewhere = await t.fixtures.insertActivity({
      title: 'Provider Cruise',
      cityId: l.dubai.id,
      prices: [{ price: 30_000 }],
      images: ['/uploads/seed/cruise.webp'],
    });
    const [option] = await optionsOf(mine.id);
    const [foreignOption] = await optionsOf(elsewhere.id);
    const body = (overrides: Partial<ListingInput>) =>
      listingInput(l, ['/uploads/seed/dhow-2.webp', '/uploads/seed/dhow-1.webp'], {
        priceOptions: [{ id: option!.id, description: 'Dinner', price: 20_000 }],
        ...overrides,
      });

    expect((await as('PUT', `/api/host/activities/${mine.id}`, body({}))).statusCode).toBe(200);
    const withForeignImage = await as(
      'PUT',
      `/api/host/activities/${mine.id}`,
      body({ images: ['/uploads/seed/cruise.webp'] }),
    );
    expect({
      status: withForeignImage.statusCode,
      message: withForeignImage.json().message,
      fields: Object.keys(withForeignImage.json().fieldErrors),
    }).toEqual({ status: 400, message: LISTING_MESSAGES.invalid, fields: ['images.0'] });
    const withForeignOption = await as(
      'PUT',
      `/api/host/activities/${mine.id}`,
      body({ priceOptions: [{ id: foreignOption!.id, description: 'Cruise', price: 1_000 }] }),
    );
    expect({ status: withForeignOption.statusCode, fields: Object.keys(withForeignOption.json().fieldErrors) }).toEqual(
      { status: 400, fields: ['priceOptions.0.id'] },
    );
    const invalid = await as('PUT', `/api/host/activities/${mine.id}`, { title: '' });
    expect({ status: invalid.statusCode, message: invalid.json().message }).toEqual({
      status: 400,
      message: LISTING_MESSAGES.invalid,
    });
    // The provider's own activity is no host's: 404.
    expect((await as('PUT', `/api/host/activities/${elsewhere.id}`, body({}))).statusCode).toBe(404);
  });
});

describe('the edit form’s data', () => {
  it('is read back from the live tables when nothing waits, with a sub-category shown as its parent', async () => {
    const seeded = await t.fixtures.insertActivity({
      title: 'Seeded Snorkelling',
      hostId: host.id,
      cityId: l.abuDhabi.id,
      areaId: l.corniche.id,
      latitude: 24.5,
      longitude: 54.3,
      categoryIds: [l.water.id],
      dayIds: [l.days.thursday.id],
      timingIds: [l.evening.id],
      prices: [{ price: 25_000, discountedPrice: 20_000, description: 'Snorkel' }],
      images: ['/uploads/seed/snorkel.webp'],
      description: 'Reef trip.',
      duration: '3 hours',
      validityPeriod: 4,
      activityPreferenceId: l.outOfHome.id,
    });
    const response = await as('GET', `/api/host/activities/${seeded.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const [option] = await optionsOf(seeded.id);
    expect((response.json() as HostListingDetail).listing).toMatchObject({
      title: 'Seeded Snorkelling',
      description: 'Reef trip.',
      images: ['/uploads/seed/snorkel.webp'],
      priceOptions: [{ id: option!.id, description: 'Snorkel', price: 25_000, discountedPrice: 20_000, places: 1 }],
      dayIds: [l.days.thursday.id],
      timingIds: [l.evening.id],
      categoryId: l.adventure.id,
      validityPeriod: 4,
      duration: '3 hours',
      // Not filled in by whoever seeded it: empty, for the host to complete.
      whatsNext: '',
      cityId: l.abuDhabi.id,
      areaId: l.corniche.id,
      latitude: 24.5,
      activityPreferenceId: l.outOfHome.id,
    });
  });
});

describe('Unpublish', () => {
  it('takes an active listing out of the catalogue at once; an inactive one answers 409', async () => {
    const live = await t.fixtures.insertActivity({
      title: 'Liwa Dune Bashing',
      hostId: host.id,
      cityId: l.dubai.id,
      prices: [{ price: 30_000 }],
    });
    expect((await publicPage(live.slug)).statusCode).toBe(200);
    expect(await searchTitles('liwa')).toEqual(['Liwa Dune Bashing']);
    const response = await as('POST', `/api/host/activities/${live.id}/unpublish`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await activityRow(live.id)).isActive).toBe(false);
    expect((await publicPage(live.slug)).statusCode).toBe(404);
    expect(await searchTitles('liwa')).toEqual([]);
    const again = await as('POST', `/api/host/activities/${live.id}/unpublish`);
    expect({ status: again.statusCode, code: again.json().code }).toEqual({ status: 409, code: 'NOT_ACTIVE' });
  });
});

describe('Manage Activities', () => {
  it('lists the host’s own listings with the filters, first price, and BEST SELLER from real sales', async () => {
    const seller = await hostAccount(t);
    const mine = callerFor(t, seller.token);
    const make = (title: string, extra: Parameters<TestApp['fixtures']['insertActivity']>[0] | object = {}) =>
      t.fixtures.insertActivity({
        title,
        hostId: seller.id,
        cityId: l.dubai.id,
        prices: [{ price: 10_000, discountedPrice: 8_000 }, { price: 5_000 }],
        ...extra,
      });
    const a = await make('Top Seller');
    const b = await make('Second Seller');
    const c = await make('Third Seller');
    const d = await make('Fourth Seller');
    const e = await make('Cancelled Only');
    const off = await make('Switched Off', { isActive: false });
    const full = await make('Fully Booked', { soldOut: true });
    const buyer = await accountWith(t);
    const [booking] = await t.db
      .insert(bookings)
      .values({ customerId: buyer.id, cartTotal: 0, total: 0 })
      .returning({ id: bookings.id });
    let code = 0;
    const sell = (activityId: number, quantity: number, cancelled = false) =>
      t.db.insert(bookedItems).values({
        bookingId: booking!.id,
        customerId: buyer.id,
        activityId,
        quantity,
        price: 1_000,
        total: 1_000 * quantity,
        marketplaceFee: 150,
        hostAmount: 850,
        voucherCode: `BS${String(++code).padStart(6, '0')}`,
        cancelledAt: cancelled ? new Date() : null,
      });
    await sell(a.id, 5);
    await sell(b.id, 2);
    await sell(b.id, 2);
    await sell(c.id, 3);
    await sell(d.id, 1);
    await sell(e.id, 20, true);

    const all = await cards(mine);
    expect(all.map((card) => card.id)).toEqual([full.id, off.id, e.id, d.id, c.id, b.id, a.id]);
    const byId = new Map(all.map((card) => [card.id, card]));
    expect(
      all
        .filter((card) => card.bestSeller)
        .map((card) => card.title)
        .sort(),
    ).toEqual(['Second Seller', 'Third Seller', 'Top Seller']);
    expect(byId.get(a.id)).toEqual({
      id: a.id,
      slug: a.slug,
      title: 'Top Seller',
      image: expect.stringMatching(/^\/uploads\//),
      rating: 0,
      reviewsCount: 0,
      firstPrice: 8_000,
      isActive: true,
      soldOut: false,
      bestSeller: true,
      pendingRevision: null,
      rejectionReason: null,
    } satisfies HostListingCard);
    expect((await cards(mine, 'active')).map((card) => card.id)).toEqual([full.id, e.id, d.id, c.id, b.id, a.id]);
    expect((await cards(mine, 'inactive')).map((card) => card.id)).toEqual([off.id]);
    expect((await cards(mine, 'sold_out')).map((card) => card.id)).toEqual([full.id]);
    expect((await mine('GET', '/api/host/activities')).json().canManageActivities).toBe(true);
    expect((await mine('GET', '/api/host/activities?filter=nope')).statusCode).toBe(400);
  });

  it("titles each card in the page's language: the Arabic title where there is one, else the English", async () => {
    const host = await hostAccount(t);
    const translated = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      titleAr: 'كاياك بين أشجار القرم',
      hostId: host.id,
      prices: [{ price: 9_000 }],
    });
    const untranslated = await t.fixtures.insertActivity({
      title: 'Pottery Class',
      hostId: host.id,
      prices: [{ price: 9_000 }],
    });
    const inArabic = await t.app.inject({
      method: 'GET',
      url: '/api/host/activities',
      headers: { ...bearer(host.token), [LANGUAGE_HEADER]: 'ar', 'x-forwarded-for': clientIp() },
    });
    expect(inArabic.statusCode, inArabic.body).toBe(200);
    expect((inArabic.json() as HostListings).items.map((c) => [c.id, c.title])).toEqual([
      [untranslated.id, 'Pottery Class'],
      [translated.id, 'كاياك بين أشجار القرم'],
    ]);
    expect((await cards(callerFor(t, host.token))).map((c) => c.title)).toEqual(['Pottery Class', 'Mangrove Kayak']);
  });
});

describe('who may do what', () => {
  it('never shows, edits or unpublishes another host’s listing, nor lets it use another host’s uploads', async () => {
    const owner = await hostAccount(t);
    const ownerCalls = callerFor(t, owner.token);
    const { id, images } = await submitNew(ownerCalls, owner.token, { title: 'Owner’s Pottery Class' });
    const live = await t.fixtures.insertActivity({
      title: 'Owner’s Live Class',
      hostId: owner.id,
      cityId: l.dubai.id,
      prices: [{ price: 9_000 }],
    });
    const intruder = await hostAccount(t);
    const theirs = callerFor(t, intruder.token);

    expect((await theirs('GET', `/api/host/activities/${id}`)).statusCode).toBe(404);
    expect(
      (await theirs('PUT', `/api/host/activities/${id}`, listingInput(l, images, { title: 'Hijacked' }))).statusCode,
    ).toBe(404);
    // Even an invalid body: the activity is not theirs, so it does not exist for them.
    expect((await theirs('PUT', `/api/host/activities/${id}`, { title: '' })).statusCode).toBe(404);
    expect((await theirs('POST', `/api/host/activities/${live.id}/unpublish`)).statusCode).toBe(404);
    expect(await cards(theirs)).toEqual([]);
    expect((await activityRow(live.id)).isActive).toBe(true);
    expect((await revisionsOf(id)).map((r) => (r.payload as ListingBody).title)).toEqual(['Owner’s Pottery Class']);

    const stolen = await theirs('POST', '/api/host/activities', listingInput(l, images, { title: 'Copied Pottery' }));
    expect({ status: stolen.statusCode, fields: Object.keys(stolen.json().fieldErrors) }).toEqual({
      status: 400,
      fields: ['images.0', 'images.1'],
    });
  });

  it('lets a host without canManageActivities see its listings but not add, edit or unpublish', async () => {
    const restricted = await hostAccount(t, false);
    const calls = callerFor(t, restricted.token);
    const live = await t.fixtures.insertActivity({
      title: 'Restricted Host Tour',
      hostId: restricted.id,
      cityId: l.dubai.id,
      prices: [{ price: 9_000 }],
    });
    const listed = (await calls('GET', '/api/host/activities')).json() as HostListings;
    expect({ canManage: listed.canManageActivities, ids: listed.items.map((c) => c.id) }).toEqual({
      canManage: false,
      ids: [live.id],
    });
    expect((await calls('GET', `/api/host/activities/${live.id}`)).statusCode).toBe(200);
    const body = listingInput(l, ['/uploads/test/x.webp']);
    for (const [method, url] of [
      ['POST', '/api/host/activities'],
      ['PUT', `/api/host/activities/${live.id}`],
      ['POST', `/api/host/activities/${live.id}/unpublish`],
    ] as const) {
      expect({ url, status: (await calls(method, url, body)).statusCode }).toEqual({ url, status: 403 });
    }
    expect((await activityRow(live.id)).isActive).toBe(true);
    expect(await t.db.select().from(activityRevisions).where(eq(activityRevisions.hostId, restricted.id))).toEqual([]);
  });

  it('refuses customers (403) and visitors (401) everywhere', async () => {
    const customer = callerFor(t, (await accountWith(t)).token);
    const live = await t.fixtures.insertActivity({
      title: 'Guarded Tour',
      hostId: host.id,
      cityId: l.dubai.id,
      prices: [{ price: 9_000 }],
    });
    const routes = [
      ['GET', '/api/host/activities'],
      ['GET', `/api/host/activities/${live.id}`],
      ['POST', '/api/host/activities'],
      ['PUT', `/api/host/activities/${live.id}`],
      ['POST', `/api/host/activities/${live.id}/unpublish`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'GET' ? undefined : {};
      expect({ url, status: (await customer(method, url, payload)).statusCode }).toEqual({ url, status: 403 });
      expect({ url, status: (await visitor(method, url, payload)).statusCode }).toEqual({ url, status: 401 });
    }
    expect((await activityRow(live.id)).isActive).toBe(true);
  });
});

describe('the stored payload', () => {
  it('is the parsed body: defaults filled and empty rows dropped', async () => {
    const author = await hostAccount(t);
    const { id } = await submitNew(callerFor(t, author.token), author.token, {
      title: 'Payload Check',
      included: ['Tea', ' ', ''],
      notIncluded: undefined,
    });
    const [revision] = await revisionsOf(id);
    const payload = revision!.payload as ListingBody;
    expect(listingBodySchema.parse(payload)).toEqual(payload);
    expect({
      included: payload.included,
      notIncluded: payload.notIncluded,
      otherInformation: payload.otherInformation,
    }).toEqual({ included: ['Tea'], notIncluded: [], otherInformation: '' });
    expect(await t.db.select({ included: activities.included }).from(activities).where(eq(activities.id, id))).toEqual([
      { included: ['Tea'] },
    ]);
  });
});

describe('rate limits', () => {
  it('counts each host’s submissions on its own', async () => {
    const busy = await hostAccount(t);
    const calls = callerFor(t, busy.token);
    for (let i = 0; i < LISTING_SUBMIT_LIMIT.max; i += 1)
      expect((await calls('POST', '/api/host/activities', { title: '' })).statusCode).toBe(400);
    // Each call came from another address: the count is the host's.
    const over = await calls('POST', '/api/host/activities', { title: '' });
    expect({ status: over.statusCode, code: over.json().code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
    const other = await hostAccount(t);
    expect((await callerFor(t, other.token)('POST', '/api/host/activities', { title: '' })).statusCode).toBe(400);
  });
});
