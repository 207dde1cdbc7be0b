import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Locks the activity row until the transaction ends. Two approvals for one activity then run one after the
 * other, and the second recompute's statement snapshot sees the first one's review, so no count is lost.
 */
export async function lockActivity(tx: Executor, activityId: number): Promise<void> {
  await tx.execute(sql`select id from activities where id = ${activityId} for update`);
}

/**
 * activities.rating and reviewsCount are what cards, the detail page and the rating filter read: the average
 * of PUBLISHED reviews to one decimal (0 with none) and their count. Recomputed from the reviews rather than
 * adjusted by one, so it corrects itself whatever happened before.
 */
export async function recomputeActivityRating(tx: Executor, activityId: number): Promise<void> {
  await tx.execute(sql`
    update activities set
      rating = coalesce((select round(avg(r.rating)::numeric, 1) from reviews r where r.activity_id = ${activityId} and r.is_published), 0),
      reviews_count = (select count(*) from reviews r where r.activity_id = ${activityId} and r.is_published)
    where id = ${activityId}`);
}
