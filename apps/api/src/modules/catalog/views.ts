import { sql } from 'drizzle-orm';
import { API_MESSAGES, addDays, dubaiDay, dubaiDayStart } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activities, activityViews } from '../../db/schema/index.ts';
import { memoryClaims, type ClaimStore } from '../../lib/redis.ts';
import { notFound } from '../../plugins/errors.ts';
import { limit, MINUTE } from '../../plugins/rate-limit.ts';

/** Days of per-day counts kept per activity; the all-time count stays on the activity. */
export const ACTIVITY_VIEW_DAYS = 90;
/** Visitor-and-activity pairs remembered per process when there is no Redis (the oldest forgotten first). */
const MEMORY = 100_000;
/** A reload loop from one address would otherwise rank 'trending': at most this many calls a minute per address. */
export const ACTIVITY_VIEW_RATE_LIMIT = limit(30, MINUTE);

export interface ActivityViewCounter {
  /** Counts the view unless this visitor was already counted for this activity today (Dubai); true when counted. */
  record(db: Database, activityId: number, visitor: string, now?: Date): Promise<boolean>;
}

/**
 * Views ('trending' ranks by them) count once per visitor (the signed-in customer, else the address) and activity
 * per Dubai day. The claim is taken before the write, so racing requests count once; it lives in Redis when the
 * instances share one, else in this process's memory.
 */
export function createActivityViewCounter(seen: ClaimStore = memoryClaims(MEMORY)): ActivityViewCounter {
  return {
    async record(db, activityId, visitor, now = new Date()) {
      const day = dubaiDay(now);
      const key = `${visitor}|${activityId}|${day}`;
      const untilTomorrow = Math.max(60_000, dubaiDayStart(addDays(day, 1)).getTime() - now.getTime());
      if (!(await seen.claim(key, untilTomorrow))) {
        await exists(db, activityId);
        return false;
      }
      try {
        await addView(db, activityId, day);
        return true;
      } catch (error) {
        await seen.release(key);
        throw error;
      }
    },
  };
}

async function exists(db: Database, activityId: number) {
  const found = await db.execute(sql`select 1 from ${activities} where id = ${activityId} and is_active`);
  if (found.rows.length === 0) throw notFound(API_MESSAGES.activityNotFound);
}

/**
 * One statement: the all-time counter goes up and the day's count with it, or neither (unknown or inactive). The
 * first view of a day drops that activity's days older than ACTIVITY_VIEW_DAYS, so the table stays bounded.
 */
async function addView(db: Database, activityId: number, day: string) {
  const oldest = addDays(day, -ACTIVITY_VIEW_DAYS);
  const result = await db.execute(sql`
    with bumped as (
      update ${activities} set views = views + 1 where id = ${activityId} and is_active returning id
    ), counted as (
      insert into ${activityViews} (activity_id, day, views) select id, ${day}, 1 from bumped
      on conflict (activity_id, day) do update set views = ${activityViews.views} + 1
      returning activity_id, (xmax = 0) as first
    ), pruned as (
      delete from ${activityViews} where activity_id in (select activity_id from counted where first) and day < ${oldest}
    )
    select activity_id from counted`);
  if (result.rows.length === 0) throw notFound(API_MESSAGES.activityNotFound);
}
