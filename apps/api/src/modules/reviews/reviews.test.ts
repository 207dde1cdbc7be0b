import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LANGUAGE_HEADER, REVIEW_MESSAGES, type AdminReview } from '@weekends/shared';
import { bearer, createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/helpers.ts';
import { activities, adminActions, reviews } from '../../db/schema/index.ts';
import { withMessageKey as keyed } from '../../plugins/message-key.ts';

let t: TestApp;
let activity: { id: number; slug: string; title: string };
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const city = await t.fixtures.insertCity({ name: 'Abu Dhabi' });
  activity = await t.fixtures.insertActivity({
    title: 'Kayak Mangroves',
    cityId: city.id,
    prices: [{ price: 12_000 }],
  });
  adminToken = (await signUpAdmin(t.app, t.db)).token;
});
afterAll(() => t.close());

const review = { title: 'Lovely morning', content: 'Calm water and a great guide.', rating: 4 };
const submit = (token: string | undefined, body: Record<string, unknown> = review, activityId = activity.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/reviews`,
    headers: token ? bearer(token) : {},
    payload: body,
  });
const admin = (method: 'GET' | 'POST', url: string, token = adminToken) =>
  t.app.inject({ method, url, headers: bearer(token) });
const activityRow = async (id = activity.id) => (await t.db.select().from(activities).where(eq(activities.id, id)))[0]!;

describe('POST /api/activities/:id/reviews', () => {
  it('stores the review unpublished and answers with the catalogue sentence', async () => {
    const { token, user } = await signUp(t.app);
    const response = await submit(token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      isPublished: false,
      message: 'Your review has been successfully submitted for approval.',
    });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, body.id));
    expect(row).toMatchObject({
      ...review,
      customerId: user.id,
      activityId: activity.id,
      isPublished: false,
      publishedAt: null,
    });
    // Not listed until approved.
    expect((await t.app.inject({ method: 'GET', url: `/api/activities/${activity.id}/reviews` })).json()).toEqual([]);
  });

  it('answers the headline, text and rating messages from shared', async () => {
    const { token } = await signUp(t.app);
    const response = await submit(token, { title: '  ', content: '', rating: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: [REVIEW_MESSAGES.titleRequired],
      content: [REVIEW_MESSAGES.contentRequired],
      rating: [REVIEW_MESSAGES.ratingRequired],
    });
    const tooHigh = await submit(token, { ...review, rating: 6 });
    expect(tooHigh.json().fieldErrors).toEqual({ rating: [REVIEW_MESSAGES.ratingRequired] });
  });

  it('answers 404 for an unknown activity', async () => {
    const { token } = await signUp(t.app);
    expect((await submit(token, review, 999_999)).statusCode).toBe(404);
  });

  it('limits a customer to 5 reviews an hour, in the one error shape', async () => {
    const { token } = await signUp(t.app);
    for (let i = 0; i < 5; i++) expect((await submit(token)).statusCode).toBe(201);
    const limited = await submit(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(keyed({ statusCode: 429, code: 'RATE_LIMITED', message: REVIEW_MESSAGES.tooMany }));
    expect(limited.headers['retry-after']).toBeDefined();
    // Counted per customer: another customer is not held back.
    const other = await signUp(t.app);
    expect((await submit(other.token)).statusCode).toBe(201);
  });
});

describe('GET /api/accounts/me/reviews', () => {
  it("lists only the caller's own reviews, pending and published, with the activity", async () => {
    const mine = await signUp(t.app);
    const theirs = await signUp(t.app);
    const pendingId = (await submit(mine.token, { ...review, title: 'Pending one' })).json().id;
    const publishedId = (await submit(mine.token, { ...review, title: 'Published one' })).json().id;
    await submit(theirs.token, { ...review, title: 'Not mine' });
    expect((await admin('POST', `/api/admin/reviews/${publishedId}/approve`)).statusCode).toBe(204);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me/reviews',
      headers: bearer(mine.token),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([publishedId, pendingId]);
    expect(list[0]).toMatchObject({
      title: 'Published one',
      isPublished: true,
      activity: { id: activity.id, slug: activity.slug, title: activity.title },
    });
    expect(list[0].publishedAt).toEqual(expect.any(String));
    expect(list[1]).toMatchObject({ title: 'Pending one', isPublished: false, publishedAt: null });
  });

  it("names the activity in the page's language, and keeps the customer's own words", async () => {
    const kayak = await t.fixtures.insertActivity({
      title: 'Mangrove Kayak',
      titleAr: 'كاياك بين أشجار القرم',
      prices: [{ price: 10_000 }],
    });
    const author = await signUp(t.app);
    expect((await submit(author.token, review, kayak.id)).statusCode).toBe(201);
    const read = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/accounts/me/reviews',
          headers: { ...bearer(author.token), ...headers },
        })
      ).json();
    expect((await read({ [LANGUAGE_HEADER]: 'ar' }))[0]).toMatchObject({
      title: review.title,
      content: review.content,
      activity: { id: kayak.id, slug: kayak.slug, title: 'كاياك بين أشجار القرم' },
    });
    expect((await read({}))[0].activity.title).toBe('Mangrove Kayak');
  });
});

describe('admin review approval', () => {
  it('publishes the review and updates rating and count; the public list shows it', async () => {
    const city = await t.fixtures.insertCity({ name: 'Sharjah' });
    const fresh = await t.fixtures.insertActivity({
      title: 'Museum Night',
      cityId: city.id,
      prices: [{ price: 5_000 }],
    });
    const author = await signUp(t.app, { firstName: 'Layla' });
    const ids: number[] = [];
    for (const rating of [5, 4, 4]) ids.push((await submit(author.token, { ...review, rating }, fresh.id)).json().id);

    const pending = (await admin('GET', '/api/admin/reviews?status=pending')).json();
    expect(pending.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining(ids));
    expect(pending.find((r: { id: number }) => r.id === ids[0]).customer).toMatchObject({
      firstName: 'Layla',
      email: author.email,
    });

    await admin('POST', `/api/admin/reviews/${ids[0]}/approve`);
    await admin('POST', `/api/admin/reviews/${ids[1]}/approve`);
    // Approving again changes nothing.
    expect((await admin('POST', `/api/admin/reviews/${ids[1]}/approve`)).statusCode).toBe(204);
    expect(await activityRow(fresh.id)).toMatchObject({ rating: 4.5, reviewsCount: 2 });
    await admin('POST', `/api/admin/reviews/${ids[2]}/approve`);
    expect(await activityRow(fresh.id)).toMatchObject({ rating: 4.3, reviewsCount: 3 });

    const publicList = (await t.app.inject({ method: 'GET', url: `/api/activities/${fresh.id}/reviews` })).json();
    expect(publicList).toHaveLength(3);
    expect(publicList[0]).toMatchObject({ customerFirstName: 'Layla', title: review.title });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/activities/${fresh.slug}` })).json();
    expect(detail).toMatchObject({ rating: 4.3, reviewsCount: 3 });
    const pendingAfter = (await admin('GET', '/api/admin/reviews')).json().map((r: { id: number }) => r.id);
    for (const id of ids) expect(pendingAfter).not.toContain(id);
  });

  it("names the activity in the reader's language and keeps the customer's words as written", async () => {
    const fresh = await t.fixtures.insertActivity({
      title: 'Dhow Dinner',
      titleAr: 'عشاء على متن القارب',
      prices: [{ price: 5_000 }],
    });
    const author = await signUp(t.app);
    const id = (await submit(author.token, review, fresh.id)).json().id as number;
    const queue = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/reviews?status=pending',
          headers: { ...bearer(adminToken), ...headers },
        })
      )
        .json<AdminReview[]>()
        .find((r) => r.id === id);
    expect(await queue({ [LANGUAGE_HEADER]: 'ar' })).toMatchObject({
      activity: { id: fresh.id, title: 'عشاء على متن القارب' },
      title: review.title,
      content: review.content,
    });
    expect((await queue({}))?.activity.title).toBe('Dhow Dinner');
  });

  it('reject deletes the review and takes a published one off the rating', async () => {
    const city = await t.fixtures.insertCity({ name: 'Ajman' });
    const fresh = await t.fixtures.insertActivity({ title: 'Beach Yoga', cityId: city.id, prices: [{ price: 5_000 }] });
    const author = await signUp(t.app);
    const [a, b] = [
      (await submit(author.token, { ...review, rating: 2 }, fresh.id)).json().id,
      (await submit(author.token, { ...review, rating: 5 }, fresh.id)).json().id,
    ];
    await admin('POST', `/api/admin/reviews/${a}/approve`);
    await admin('POST', `/api/admin/reviews/${b}/approve`);
    expect(await activityRow(fresh.id)).toMatchObject({ rating: 3.5, reviewsCount: 2 });
    expect((await admin('POST', `/api/admin/reviews/${a}/reject`)).statusCode).toBe(204);
    expect(await activityRow(fresh.id)).toMatchObject({ rating: 5, reviewsCount: 1 });
    expect(await t.db.select().from(reviews).where(eq(reviews.id, a))).toEqual([]);
    expect((await admin('POST', `/api/admin/reviews/${a}/reject`)).statusCode).toBe(404);
    expect((await admin('POST', `/api/admin/reviews/999999/approve`)).statusCode).toBe(404);
  });
  it('writes one audit line per decision, with the review before and after, and none when nothing changed', async () => {
    const author = await signUp(t.app);
    const [kept, dropped] = [
      (await submit(author.token, { ...review, rating: 5 })).json().id,
      (await submit(author.token, { ...review, rating: 1 })).json().id,
    ];
    const adminId = (await admin('GET', '/api/accounts/me')).json().id;
    const lines = async (id: number) =>
      t.db
        .select()
        .from(adminActions)
        .where(and(eq(adminActions.subjectType, 'review'), eq(adminActions.subjectId, id)));

    await admin('POST', `/api/admin/reviews/${kept}/approve`);
    await admin('POST', `/api/admin/reviews/${kept}/approve`);
    const approved = await lines(kept);
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      adminId,
      action: 'review.approve',
      before: { isPublished: false, publishedAt: null },
      after: { isPublished: true, publishedAt: expect.any(String) },
      detail: { activityId: activity.id, title: review.title, rating: 5 },
    });

    await admin('POST', `/api/admin/reviews/${dropped}/reject`);
    expect(await lines(dropped)).toEqual([
      expect.objectContaining({
        adminId,
        action: 'review.reject',
        before: {
          customerId: author.user.id,
          title: review.title,
          content: review.content,
          rating: 1,
          isPublished: false,
        },
        after: null,
      }),
    ]);
    // A failed rejection (already gone) leaves no line.
    expect((await admin('POST', `/api/admin/reviews/${dropped}/reject`)).statusCode).toBe(404);
    expect(await lines(dropped)).toHaveLength(1);
  });

  it('clears the catalogue cache on approve and reject, so listings show the new rating', async () => {
    const author = await signUp(t.app);
    const id = (await submit(author.token)).json().id;
    const clear = vi.spyOn(t.app.catalogCache, 'clear');
    await admin('POST', `/api/admin/reviews/${id}/approve`);
    expect(clear).toHaveBeenCalledTimes(1);
    await admin('POST', `/api/admin/reviews/${id}/reject`);
    expect(clear).toHaveBeenCalledTimes(2);
    clear.mockRestore();
  });

  it('loses no review when approvals for one activity run at the same time', async () => {
    const city = await t.fixtures.insertCity({ name: 'Fujairah' });
    const fresh = await t.fixtures.insertActivity({
      title: 'Snorkel Trip',
      cityId: city.id,
      prices: [{ price: 9_000 }],
    });
    const author = await signUp(t.app);
    const ids: number[] = [];
    for (const rating of [1, 2, 3, 4, 5])
      ids.push((await submit(author.token, { ...review, rating }, fresh.id)).json().id);
    const answers = await Promise.all(ids.map((id) => admin('POST', `/api/admin/reviews/${id}/approve`)));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect(await activityRow(fresh.id)).toMatchObject({ rating: 3, reviewsCount: 5 });
  });
});

describe('review authorization', () => {
  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['POST', `/api/activities/${activity.id}/reviews`],
      ['GET', '/api/accounts/me/reviews'],
      ['GET', '/api/admin/reviews'],
      ['POST', '/api/admin/reviews/1/approve'],
      ['POST', '/api/admin/reviews/1/reject'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' && url.includes('/activities/') ? { payload: review } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 to a customer on the admin routes and leaves the review pending', async () => {
    const { token } = await signUp(t.app);
    const id = (await submit(token)).json().id;
    for (const [method, url] of [
      ['GET', '/api/admin/reviews'],
      ['POST', `/api/admin/reviews/${id}/approve`],
      ['POST', `/api/admin/reviews/${id}/reject`],
    ] as const) {
      const response = await admin(method, url, token);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.isPublished).toBe(false);
  });
});
