import { count, eq, sql } from 'drizzle-orm';
import type { ApprovalCounts } from '@weekends/shared';
import { activityRevisions, hosts, reviews } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';

/**
 * What waits on each tab of Approvals, in one round trip: the tabs show the counts before (and without) loading
 * every queue.
 */
export async function approvalCounts(db: Database): Promise<ApprovalCounts> {
  const [row] = await db
    .select({
      hosts: sql<number>`(${db.select({ n: count() }).from(hosts).where(eq(hosts.status, 'pending'))})`.mapWith(Number),
      listings:
        sql<number>`(${db.select({ n: count() }).from(activityRevisions).where(eq(activityRevisions.status, 'pending'))})`.mapWith(
          Number,
        ),
      reviews: sql<number>`(${db.select({ n: count() }).from(reviews).where(eq(reviews.isPublished, false))})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
