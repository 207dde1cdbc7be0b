import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  LANGUAGE_HEADER,
  type ActivityDetail,
  type ListingBody,
  type ListingPage,
  type ListingRevisionDetail,
  type PendingListing,
} from '@weekends/shared';
import { activities, activityRevisions, hosts } from '../../db/schema/index.ts';
import { bearer, createTestApp, signUpAdmin, type TestApp } from '../../test/helpers.ts';
import { listOutbox } from '../mail/service.ts';
import { actionsOn, listingBody, revisionRow, sessionAs } from './testing/fixtures.ts';

/**
 * Listing submissions in the back office: a new listing goes live on approval, an edit replaces the live version on
 * approval and never before, a rejection leaves everything as it was; the host is mailed either way.
 */
let t: TestApp;
let admin: { id: number; token: string };
let host: { id: number; token: string; email: string };
let ids: Parameters<typeof listingBody>[0];

beforeAll(async () => {
  // A real read cache (30 s), so a search answered before an approval must be forgotten by it.
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '30' });
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = { id: signedUp.user.id, token: signedUp.token };
  host = await sessionAs(t, { isHost: true, canManageActivities: true, firstName: 'Saeed' });
  await t.db
    .insert(hosts)
    .values({ customerId: host.id, businessName: 'Eastern Mangrove Kayaks LLC', status: 'approved' });
  const city = await t.fixtures.insertCity({ name: 'Abu Dhabi' });
  const area = await t.fixtures.insertArea({ cityId: city.id, name: 'Eastern Mangroves' });
  const category = await t.fixtures.insertCategory({ name: 'Water Sports' });
  const { friday, saturday } = await t.fixtures.insertWeekendDays();
  const morning = await t.fixtures.insertTiming({ name: 'Morning' });
  const preference = await t.fixtures.insertPreference('Out Of Home');
  ids = {
    cityId: city.id,
    areaId: area.id,
    categoryId: category.id,
    dayIds: [friday.id, saturday.id],
    timingIds: [morning.id],
    preferenceId: preference.id,
  };
}, 60_000);
afterAll(() => t?.close());

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const publicPage = async (slug: string) => t.app.inject({ method: 'GET', url: `/api/activities/${slug}` });
const search = async (keyword: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: `/api/activities?keyword=${encodeURIComponent(keyword)}` })
    ).json() as ListingPage
  ).items.map((i) => i.slug);
const mailsTo = () => listOutbox(t.db, { to: host.email });

/** A live listing of the host, as approved earlier. */
async function liveListing(title: string) {
  return t.fixtures.insertActivity({
    title,
    hostId: host.id,
    cityId: ids.cityId,
    areaId: ids.areaId,
    categoryIds: [ids.categoryId],
    dayIds: ids.dayIds,
    timingIds: ids.timingIds,
    activityPreferenceId: ids.preferenceId,
    prices: [{ price: 15_000, description: 'Adult' }],
    images: [`/uploads/test/${title.toLowerCase().replace(/\W+/g, '-')}.webp`],
    description: 'Paddle through the Eastern Mangroves with a guide.',
  });
}

/** A submission as the host's form stores it: `new` on an inactive activity, `edit` beside a live one. */
async function submit(activityId: number, kind: 'new' | 'edit', payload: ListingBody, createdAt = new Date()) {
  const [row] = await t.db
    .insert(activityRevisions)
    .values({ activityId, hostId: host.id, kind, payload, createdAt })
    .returning({ id: activityRevisions.id });
  return row!.id;
}

async function newListing(title: string, createdAt?: Date) {
  const [activity] = await t.db
    .insert(activities)
    .values({ slug: title.toLowerCase().replace(/\W+/g, '-'), title, hostId: host.id, isActive: false })
    .returning({ id: activities.id, slug: activities.slug });
  const revisionId = await submit(
    activity!.id,
    'new',
    listingBody(ids, { title, images: ['/uploads/listings/new-listing-960.webp'] }),
    createdAt,
  );
  return { ...activity!, revisionId };
}

describe('the queue of listings', () => {
  it('lists pending submissions oldest first, new and edits, with the host and the submitted title', async () => {
    const now = Date.now();
    const live = await liveListing('Queue Kayak Tour');
    const editId = await submit(
      live.id,
      'edit',
      listingBody(ids, { title: 'Queue Kayak Tour at Sunrise' }),
      new Date(now - 7_200_000),
    );
    const created = await newListing('Queue Stand Up Paddle', new Date(now - 60_000));
    const list = (await as(admin.token, 'GET', '/api/admin/approvals/listings')).json() as PendingListing[];
    const order = list.map((l) => l.id);
    expect(order.indexOf(editId)).toBeLessThan(order.indexOf(created.revisionId));
    expect(list.find((l) => l.id === editId)).toMatchObject({
      kind: 'edit',
      status: 'pending',
      title: 'Queue Kayak Tour at Sunrise',
      activity: { id: live.id, slug: live.slug, title: 'Queue Kayak Tour', isActive: true },
      host: { id: host.id, businessName: 'Eastern Mangrove Kayaks LLC', email: host.email },
    });
    expect(list.find((l) => l.id === created.revisionId)).toMatchObject({
      kind: 'new',
      image: '/uploads/listings/new-listing-960.webp',
      activity: { isActive: false },
    });
  });

  it("titles each submission in the reader's language: the Arabic sent or live, else the English", async () => {
    const live = await liveListing('Arabic Queue Kayak');
    await t.db.update(activities).set({ titleAr: 'كاياك الطابور' }).where(eq(activities.id, live.id));
    const withArabic = await submit(
      live.id,
      'edit',
      listingBody(ids, { title: 'Arabic Queue Kayak at Dawn', titleAr: 'كاياك الفجر' }),
    );
    const englishOnly = await newListing('Arabic Queue Paddle');
    const arabic = { ...bearer(admin.token), [LANGUAGE_HEADER]: 'ar' };
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/admin/approvals/listings', headers: arabic })
    ).json() as PendingListing[];
    expect(list.find((l) => l.id === withArabic)).toMatchObject({
      title: 'كاياك الفجر',
      activity: { id: live.id, title: 'كاياك الطابور' },
    });
    // Not translated yet: the English, for the page to mark as English.
    expect(list.find((l) => l.id === englishOnly.revisionId)?.title).toBe('Arabic Queue Paddle');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/admin/approvals/listings/${withArabic}`, headers: arabic })
    ).json() as ListingRevisionDetail;
    expect(detail.revision.title).toBe('كاياك الفجر');
    // The submission itself is as the host sent it, in both languages.
    expect(detail.submitted).toMatchObject({ title: 'Arabic Queue Kayak at Dawn', titleAr: 'كاياك الفجر' });
    const english = (await as(admin.token, 'GET', '/api/admin/approvals/listings')).json() as PendingListing[];
    expect(english.find((l) => l.id === withArabic)?.title).toBe('Arabic Queue Kayak at Dawn');
  });

  it('shows an edit beside the live version, with the names of the ids', async () => {
    const live = await liveListing('Side By Side Kayak');
    const revisionId = await submit(
      live.id,
      'edit',
      listingBody(ids, {
        title: 'Side By Side Kayak Deluxe',
        priceOptions: [{ description: 'Adult', price: 18_000, discountedPrice: 16_000, places: 1 }],
      }),
    );
    const response = await as(admin.token, 'GET', `/api/admin/approvals/listings/${revisionId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as ListingRevisionDetail;
    expect(detail.revision).toMatchObject({ id: revisionId, kind: 'edit', status: 'pending', rejectionReason: null });
    expect(detail.submitted).toMatchObject({
      title: 'Side By Side Kayak Deluxe',
      priceOptions: [{ price: 18_000, discountedPrice: 16_000 }],
    });
    expect(detail.live).toMatchObject({
      title: 'Side By Side Kayak',
      priceOptions: [{ price: 15_000, discountedPrice: null }],
      cityId: ids.cityId,
      categoryId: ids.categoryId,
    });
    expect([...detail.live!.dayIds].sort()).toEqual([...ids.dayIds].sort());
    expect(detail.names.cities).toEqual([{ id: ids.cityId, name: 'Abu Dhabi' }]);
    expect(detail.names.areas).toEqual([{ id: ids.areaId, name: 'Eastern Mangroves' }]);
    expect(detail.names.categories).toEqual([{ id: ids.categoryId, name: 'Water Sports' }]);
    expect(detail.names.days.map((d) => d.name)).toEqual(['Friday', 'Saturday']);
    expect(detail.names.activityPreferences).toEqual([{ id: ids.preferenceId, name: 'Out Of Home' }]);

    const created = await newListing('Brand New Paddle');
    const fresh = (
      await as(admin.token, 'GET', `/api/admin/approvals/listings/${created.revisionId}`)
    ).json() as ListingRevisionDetail;
    expect(fresh.live).toBeNull();
    expect(fresh.submitted.title).toBe('Brand New Paddle');
    expect((await as(admin.token, 'GET', '/api/admin/approvals/listings/999999')).statusCode).toBe(404);
  });
});

describe('approving', () => {
  it('puts an edit live: the public page changes only on approval, the host is mailed, the action logged', async () => {
    const live = await liveListing('Mangrove Kayak Tour');
    const revisionId = await submit(
      live.id,
      'edit',
      listingBody(ids, {
        title: 'Mangrove Kayak Tour at Sunrise',
        images: ['/uploads/test/sunrise-960.webp'],
        priceOptions: [{ description: 'Adult', price: 19_000, discountedPrice: null, places: 1 }],
      }),
    );
    const before = (await publicPage(live.slug)).json() as ActivityDetail;
    expect(before.title).toBe('Mangrove Kayak Tour');
    expect(before.priceOptions[0]!.price).toBe(15_000);

    const clear = vi.spyOn(t.app.catalogCache, 'clear');
    const response = await as(admin.token, 'POST', `/api/admin/approvals/listings/${revisionId}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: revisionId, status: 'approved' });
    expect(clear).toHaveBeenCalled();
    clear.mockRestore();

    const after = (await publicPage(live.slug)).json() as ActivityDetail;
    expect(after.title).toBe('Mangrove Kayak Tour at Sunrise');
    expect(after.priceOptions.map((o) => o.price)).toEqual([19_000]);
    expect(after.images).toEqual(['/uploads/test/sunrise-960.webp']);
    expect(await revisionRow(t, revisionId)).toMatchObject({ status: 'approved', reviewedBy: admin.id });
    expect(await actionsOn(t, 'activity_revision', revisionId)).toMatchObject([
      { adminId: admin.id, action: 'listing.approve', detail: { activityId: live.id, kind: 'edit' } },
    ]);
    const [mail] = await mailsTo();
    expect(mail).toMatchObject({
      template: 'listing-approved',
      subject: 'Your experience is live: Mangrove Kayak Tour at Sunrise',
    });
    expect(mail!.text).toContain(`/activity/${live.slug}`);
  });

  it("shows an edit's Arabic beside the live Arabic, puts it live on approval, and keeps what an older edit lacks", async () => {
    const live = await liveListing('Arabic Hours Kayak');
    await t.db
      .update(activities)
      .set({ durationAr: 'ساعتان', howToRedeemAr: 'أبرز القسيمة عند المرسى.' })
      .where(eq(activities.id, live.id));
    const arabic = {
      durationAr: 'ثلاث ساعات',
      workingHoursAr: 'من 7:00 ص حتى 12:00 م',
      whatsNextAr: 'نؤكد موعدك عبر البريد الإلكتروني.',
      cancellationPolicyAr: 'الإلغاء مجاني حتى 48 ساعة قبل الموعد.',
      additionalInformationAr: 'يُرجى الحضور قبل الموعد بربع ساعة.',
      termsAndConditionsAr: 'تخضع الحجوزات لشروط الموقع وأحكامه.',
      otherInformationAr: 'مناسبة لمن تجاوزوا الثامنة.',
      thursdayWorkingHoursAr: 'مغلق',
      fridayWorkingHoursAr: '7:00 ص – 12:00 م',
      saturdayWorkingHoursAr: '7:00 ص – 11:00 ص',
    };
    // An edit made before `howToRedeemAr` existed: its payload has no such field at all.
    const revisionId = await submit(live.id, 'edit', listingBody(ids, { title: 'Arabic Hours Kayak', ...arabic }));
    const view = (
      await as(admin.token, 'GET', `/api/admin/approvals/listings/${revisionId}`)
    ).json() as ListingRevisionDetail;
    expect(view.submitted).toMatchObject(arabic);
    expect(view.live).toMatchObject({ durationAr: 'ساعتان', howToRedeemAr: 'أبرز القسيمة عند المرسى.' });

    expect((await as(admin.token, 'POST', `/api/admin/approvals/listings/${revisionId}/approve`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, live.id));
    expect(row).toMatchObject({ ...arabic, howToRedeemAr: 'أبرز القسيمة عند المرسى.' });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/activities/${live.slug}`, headers: { [LANGUAGE_HEADER]: 'ar' } })
    ).json() as ActivityDetail;
    expect(page.top).toMatchObject({ duration: 'ثلاث ساعات', howToRedeem: 'أبرز القسيمة عند المرسى.' });
    expect(page.bottom.saturdayWorkingHours).toBe('7:00 ص – 11:00 ص');
  });

  it('makes a new listing live and found in search at once', async () => {
    const created = await newListing('Hatta Dam Sunrise Paddle');
    expect((await publicPage(created.slug)).statusCode).toBe(404);
    // Asked (and cached) before the approval.
    expect(await search('Hatta')).not.toContain(created.slug);

    expect(
      (await as(admin.token, 'POST', `/api/admin/approvals/listings/${created.revisionId}/approve`)).statusCode,
    ).toBe(200);
    expect((await publicPage(created.slug)).statusCode).toBe(200);
    expect(await search('Hatta')).toContain(created.slug);
    const [activity] = await t.db
      .select({ isActive: activities.isActive })
      .from(activities)
      .where(eq(activities.id, created.id));
    expect(activity!.isActive).toBe(true);
    expect((await mailsTo())[0]!.text).toContain('It is now live on Weekends');
  });

  it('acts once: a second approve is 409, and two admins at once approve it once', async () => {
    const live = await liveListing('Double Click Kayak');
    const first = await submit(live.id, 'edit', listingBody(ids, { title: 'Double Click Kayak II' }));
    expect((await as(admin.token, 'POST', `/api/admin/approvals/listings/${first}/approve`)).statusCode).toBe(200);
    const again = await as(admin.token, 'POST', `/api/admin/approvals/listings/${first}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_MESSAGES.notPending);
    expect(
      (await as(admin.token, 'POST', `/api/admin/approvals/listings/${first}/reject`, { reason: 'Late.' })).statusCode,
    ).toBe(409);

    const second = await signUpAdmin(t.app, t.db);
    const contested = await submit(live.id, 'edit', listingBody(ids, { title: 'Double Click Kayak III' }));
    const answers = await Promise.all([
      as(admin.token, 'POST', `/api/admin/approvals/listings/${contested}/approve`),
      as(second.token, 'POST', `/api/admin/approvals/listings/${contested}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await actionsOn(t, 'activity_revision', contested)).toHaveLength(1);
    expect((await mailsTo()).filter((m) => m.subject.includes('Double Click Kayak III'))).toHaveLength(1);
  });
});

describe('rejecting', () => {
  it('leaves the live listing as it was, stores and mails the reason', async () => {
    const live = await liveListing('Corniche Bike Ride');
    const revisionId = await submit(
      live.id,
      'edit',
      listingBody(ids, {
        title: 'Corniche Bike Ride (cheaper)',
        priceOptions: [{ description: 'Adult', price: 5_000, discountedPrice: null, places: 1 }],
      }),
    );
    const url = `/api/admin/approvals/listings/${revisionId}/reject`;
    expect((await as(admin.token, 'POST', url, {})).statusCode).toBe(400);
    expect((await as(admin.token, 'POST', url, { reason: ' ' })).json().fieldErrors.reason).toEqual([
      APPROVAL_MESSAGES.reasonRequired,
    ]);
    expect((await revisionRow(t, revisionId)).status).toBe('pending');

    const reason = 'The photos show a different beach.';
    const response = await as(admin.token, 'POST', url, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: revisionId, status: 'rejected' });
    const page = (await publicPage(live.slug)).json() as ActivityDetail;
    expect(page.title).toBe('Corniche Bike Ride');
    expect(page.priceOptions.map((o) => o.price)).toEqual([15_000]);
    expect(await revisionRow(t, revisionId)).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: admin.id,
    });
    expect(await actionsOn(t, 'activity_revision', revisionId)).toMatchObject([
      { action: 'listing.reject', detail: { reason } },
    ]);
    const [mail] = await mailsTo();
    expect(mail).toMatchObject({ template: 'listing-rejected' });
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain('Customers still see the listing as it was');
    expect(
      (await as(admin.token, 'GET', '/api/admin/approvals/listings')).json().map((l: PendingListing) => l.id),
    ).not.toContain(revisionId);
  });

  it('keeps a rejected new listing off the site', async () => {
    const created = await newListing('Liwa Dune Camp');
    expect(
      (
        await as(admin.token, 'POST', `/api/admin/approvals/listings/${created.revisionId}/reject`, {
          reason: 'Please add the camp location.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await publicPage(created.slug)).statusCode).toBe(404);
    expect(await search('Liwa')).not.toContain(created.slug);
  });
});

describe('who may', () => {
  it('refuses customers and hosts with 403, and the submission stays pending', async () => {
    const live = await liveListing('Guarded Kayak');
    const revisionId = await submit(live.id, 'edit', listingBody(ids, { title: 'Guarded Kayak Approved By Myself' }));
    for (const who of [await sessionAs(t), host]) {
      expect((await as(who.token, 'GET', '/api/admin/approvals/listings')).statusCode).toBe(403);
      expect((await as(who.token, 'GET', `/api/admin/approvals/listings/${revisionId}`)).statusCode).toBe(403);
      expect((await as(who.token, 'POST', `/api/admin/approvals/listings/${revisionId}/approve`)).statusCode).toBe(403);
      expect(
        (await as(who.token, 'POST', `/api/admin/approvals/listings/${revisionId}/reject`, { reason: 'No.' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await revisionRow(t, revisionId)).status).toBe('pending');
    expect(((await publicPage(live.slug)).json() as ActivityDetail).title).toBe('Guarded Kayak');
  });
});
