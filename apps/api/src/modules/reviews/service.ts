import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  API_MESSAGES,
  DEFAULT_LANGUAGE,
  type AdminReview,
  type AdminReviewsQuery,
  type Language,
  type MyReview,
  type ReviewBody,
} from '@weekends/shared';
import { REVIEW_MESSAGES } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activities, customers, reviews } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';
import { recordAdminAction } from '../admin/index.ts';
import { catalogueIn } from '../catalog/service.ts';
import { lockActivity, recomputeActivityRating } from './rating.ts';

/** A review is stored unpublished and listed only after the provider approves it. */
export async function submitReview(
  db: Database,
  customerId: number,
  activityId: number,
  body: ReviewBody,
): Promise<{ id: number; isPublished: boolean }> {
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.isActive, true)));
  if (!activity) throw notFound(API_MESSAGES.activityNotFound);
  const [row] = await db
    .insert(reviews)
    .values({
      activityId,
      customerId,
      title: body.title,
      content: body.content,
      rating: body.rating,
      isPublished: false,
    })
    .returning({ id: reviews.id, isPublished: reviews.isPublished });
  return row!;
}

const reviewColumns = {
  id: reviews.id,
  title: reviews.title,
  content: reviews.content,
  rating: reviews.rating,
  isPublished: reviews.isPublished,
  publishedAt: reviews.publishedAt,
  createdAt: reviews.createdAt,
  activity: { id: activities.id, slug: activities.slug, title: activities.title },
};

type ReviewRow = { publishedAt: Date | null; createdAt: Date } & Omit<MyReview, 'publishedAt' | 'createdAt'>;
const toIso = <T extends ReviewRow>(row: T) => ({
  ...row,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Reviews/Ratings tab: the customer's own reviews, pending ones too, so they can see what awaits approval. The
 * activity is named in `language` (the page's); the review is in the customer's own words.
 */
export async function listMyReviews(
  db: Database,
  customerId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<MyReview[]> {
  const rows = await db
    .select({
      ...reviewColumns,
      activity: { ...reviewColumns.activity, title: catalogueIn(language).activity.title },
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toIso);
}

const ADMIN_LIST_LIMIT = 200;

/**
 * The back office's queue: pending reviews oldest first (first come, first approved); otherwise newest first. The
 * activity is named in the reader's `language`; the review is the customer's own words, as written.
 */
export async function listReviewsForAdmin(
  db: Database,
  query: AdminReviewsQuery,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AdminReview[]> {
  const where: SQL | undefined =
    query.status === 'all' ? undefined : eq(reviews.isPublished, query.status === 'published');
  const order =
    query.status === 'pending' ? [reviews.createdAt, reviews.id] : [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await db
    .select({
      ...reviewColumns,
      activity: {
        id: activities.id,
        slug: activities.slug,
        title: catalogueIn(language).activity.title,
      },
      customer: {
        id: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      },
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_LIST_LIMIT);
  return rows.map(toIso);
}

async function activityOfReview(db: Pick<Database, 'select'>, reviewId: number): Promise<number> {
  const [row] = await db.select({ activityId: reviews.activityId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return row.activityId;
}

/**
 * Publishes a review and brings the activity's rating and count up to date in the same transaction, so a
 * listing never shows a count that disagrees with the reviews. Approving twice keeps the first publishedAt and
 * writes no second audit line: nothing changed.
 */
export async function approveReview(db: Database, adminId: number, reviewId: number): Promise<void> {
  const activityId = await activityOfReview(db, reviewId);
  await db.transaction(async (tx) => {
    await lockActivity(tx, activityId);
    const [updated] = await tx
      .update(reviews)
      .set({ isPublished: true, publishedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), eq(reviews.isPublished, false)))
      .returning({ id: reviews.id, title: reviews.title, rating: reviews.rating, publishedAt: reviews.publishedAt });
    if (!updated) return;
    await recomputeActivityRating(tx, activityId);
    await recordAdminAction(tx, adminId, {
      action: 'review.approve',
      subject: { type: 'review', id: reviewId },
      before: { isPublished: false, publishedAt: null },
      after: { isPublished: true, publishedAt: updated.publishedAt?.toISOString() ?? null },
      detail: { activityId, title: updated.title, rating: updated.rating },
    });
  });
}

/**
 * Rejecting deletes the review: the schema has no 'rejected' state, and a rejected text has no further use (the
 * audit line keeps it). Rejecting a published review takes it off the page, so the rating is recomputed as well.
 */
export async function rejectReview(db: Database, adminId: number, reviewId: number): Promise<void> {
  const activityId = await activityOfReview(db, reviewId);
  await db.transaction(async (tx) => {
    await lockActivity(tx, activityId);
    const [deleted] = await tx.delete(reviews).where(eq(reviews.id, reviewId)).returning({
      customerId: reviews.customerId,
      title: reviews.title,
      content: reviews.content,
      rating: reviews.rating,
      isPublished: reviews.isPublished,
    });
    if (!deleted) throw notFound(REVIEW_MESSAGES.notFound);
    await recomputeActivityRating(tx, activityId);
    await recordAdminAction(tx, adminId, {
      action: 'review.reject',
      subject: { type: 'review', id: reviewId },
      before: deleted,
      after: null,
      detail: { activityId },
    });
  });
}
