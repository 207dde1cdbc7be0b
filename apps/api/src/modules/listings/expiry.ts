import { and, eq, lt } from 'drizzle-orm';
import { dubaiDay } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { activities } from '../../db/schema/index.ts';

export const LISTING_EXPIRY_QUEUE = 'listings.expire';

/**
 * A listing with a fixed expiry date stops selling after that day (Asia/Dubai): it is unpublished, so the
 * catalogue, the cart's checks and the checkout treat it as any unpublished listing. Answers the ids it ended.
 */
export async function endExpiredListings(db: Pick<Database, 'update'>, now: Date): Promise<number[]> {
  const ended = await db
    .update(activities)
    .set({ isActive: false })
    .where(and(eq(activities.isActive, true), lt(activities.expiresOn, dubaiDay(now))))
    .returning({ id: activities.id });
  return ended.map((row) => row.id);
}

/** Every hour (a day ends at midnight Dubai time, so at most an hour late), and once at start. */
export async function startListingWorkers(
  deps: { db: Database; catalogCache: ReadCache },
  jobs: Jobs,
  clock: () => Date = () => new Date(),
): Promise<void> {
  await jobs.work(LISTING_EXPIRY_QUEUE, async () => {
    if ((await endExpiredListings(deps.db, clock())).length > 0) deps.catalogCache.clear();
  });
  await jobs.every(LISTING_EXPIRY_QUEUE, '1 * * * *');
  await jobs.send(LISTING_EXPIRY_QUEUE, {}, { singletonKey: 'listings-expire' });
}
