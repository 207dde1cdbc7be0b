import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type HostReviews, type Language } from '@weekends/shared';
import { catalogueIn, firstImage } from '../catalog/service.ts';
import { activities, customers, reviews } from '../../db/schema/index.ts';
import { countOf } from './queries.ts';
import type { Executor } from '../../db/client.ts';

/** The newest reviews sent at most; the count is of all of them. */
export const HOST_REVIEWS_LIMIT = 200;

/**
 * Reviews/Ratings: the published reviews of the host's activities, newest first. A review is published once the
 * provider approves it (modules/reviews); pending ones are the provider's business, not yet the host's. Reviewers
 * are named by first name, as on the public activity page; the activities in `language` (the host's page's).
 */
export async function hostReviews(
  db: Executor,
  hostId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HostReviews> {
  const where = and(eq(activities.hostId, hostId), eq(reviews.isPublished, true));
  const publishedAt = sql<Date>`coalesce(${reviews.publishedAt}, ${reviews.createdAt})`;
  const [{ count } = { count: 0 }] = await db
    .select({ count: countOf() })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .where(where);
  const rows = await db
    .select({
      id: reviews.id,
      customerName: customers.firstName,
      publishedAt,
      rating: reviews.rating,
      content: reviews.content,
      activity: {
        id: activities.id,
        slug: activities.slug,
        title: catalogueIn(language).activity.title,
        image: firstImage(),
      },
    })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(where)
    .orderBy(desc(publishedAt), desc(reviews.id))
    .limit(HOST_REVIEWS_LIMIT);
  return { count, items: rows.map((r) => ({ ...r, publishedAt: new Date(r.publishedAt).toISOString() })) };
}
