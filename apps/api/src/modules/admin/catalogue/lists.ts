import { asc, eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES,
  timingBodySchema,
  type AdminPreference,
  type AdminTiming,
  type CatalogueOrder,
  type PreferenceBody,
} from '@weekends/shared';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import {
  activities,
  activityPreferences,
  activityRevisions,
  activityTimings,
  timings,
} from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { nextPosition, reorder } from './shared.ts';

/** Timings (Morning, Evening…) and activity preferences (Stay At Home…): short fixed lists, answered whole. */

type TimingInput = z.output<typeof timingBodySchema>;

const timingNotFound = () => new HttpError(404, 'NOT_FOUND', CATALOGUE_MESSAGES.timingNotFound);
const preferenceNotFound = () => new HttpError(404, 'NOT_FOUND', CATALOGUE_MESSAGES.preferenceNotFound);

export function listTimings(db: Database | Tx, only?: number): Promise<AdminTiming[]> {
  return db
    .select({
      id: timings.id,
      name: timings.name,
      nameAr: timings.nameAr,
      isActive: timings.isActive,
      position: timings.position,
      activitiesCount:
        sql<number>`(select count(*) from ${activityTimings} where ${activityTimings.timingId} = ${timings.id})::int`.mapWith(
          Number,
        ),
    })
    .from(timings)
    .where(only === undefined ? undefined : eq(timings.id, only))
    .orderBy(asc(timings.position), asc(timings.id));
}

async function timingAnswer(tx: Tx, id: number): Promise<AdminTiming> {
  const [timing] = await listTimings(tx, id);
  if (!timing) throw timingNotFound();
  return timing;
}

export function createTiming(db: Database, adminId: number, body: TimingInput): Promise<AdminTiming> {
  return db.transaction(async (tx) => {
    const position = await nextPosition(tx, timings);
    const [row] = await tx
      .insert(timings)
      .values({ ...body, position })
      .returning();
    await recordAdminAction(tx, adminId, {
      action: 'timing.create',
      subject: { type: 'timing', id: row!.id },
      before: null,
      after: row,
    });
    return timingAnswer(tx, row!.id);
  });
}

export function updateTiming(db: Database, adminId: number, id: number, body: TimingInput): Promise<AdminTiming> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(timings).where(eq(timings.id, id)).for('update');
    if (!before) throw timingNotFound();
    const [after] = await tx.update(timings).set(body).where(eq(timings.id, id)).returning();
    await recordAdminAction(tx, adminId, { action: 'timing.update', subject: { type: 'timing', id }, before, after });
    return timingAnswer(tx, id);
  });
}

/** A timing activities (or a waiting listing) use stays; deactivating it hides it from new listings and filters. */
export async function deleteTiming(db: Database, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(timings).where(eq(timings.id, id)).for('update');
    if (!before) throw timingNotFound();
    const [used] = (
      await tx.execute<{ n: number }>(sql`
        select ((select count(*) from ${activityTimings} where timing_id = ${id})
          + (select count(*) from ${activityRevisions} where status = 'pending' and payload->'timingIds' @> ${JSON.stringify([id])}::jsonb))::int as n`)
    ).rows;
    if (Number(used?.n) > 0) throw new HttpError(409, 'TIMING_IN_USE', CATALOGUE_MESSAGES.timingInUse);
    await tx.delete(timings).where(eq(timings.id, id));
    await recordAdminAction(tx, adminId, {
      action: 'timing.delete',
      subject: { type: 'timing', id },
      before,
      after: null,
    });
  });
}

export async function reorderTimings(db: Database, adminId: number, order: CatalogueOrder): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.select({ id: timings.id }).from(timings).orderBy(timings.position, timings.id);
    await reorder(tx, timings, sql`true`, order.ids);
    await recordAdminAction(tx, adminId, {
      action: 'timing.reorder',
      subject: { type: 'timing', id: 0 },
      before: before.map((r) => r.id),
      after: order.ids,
    });
  });
}

export function listPreferences(db: Database | Tx, only?: number): Promise<AdminPreference[]> {
  return db
    .select({
      id: activityPreferences.id,
      name: activityPreferences.name,
      nameAr: activityPreferences.nameAr,
      activitiesCount:
        sql<number>`(select count(*) from ${activities} where ${activities.activityPreferenceId} = ${activityPreferences.id})::int`.mapWith(
          Number,
        ),
    })
    .from(activityPreferences)
    .where(only === undefined ? undefined : eq(activityPreferences.id, only))
    .orderBy(asc(activityPreferences.id));
}

async function preferenceAnswer(tx: Tx, id: number): Promise<AdminPreference> {
  const [preference] = await listPreferences(tx, id);
  if (!preference) throw preferenceNotFound();
  return preference;
}

export function createPreference(db: Database, adminId: number, body: PreferenceBody): Promise<AdminPreference> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(activityPreferences).values(body).returning();
    await recordAdminAction(tx, adminId, {
      action: 'preference.create',
      subject: { type: 'activity-preference', id: row!.id },
      before: null,
      after: row,
    });
    return preferenceAnswer(tx, row!.id);
  });
}

export function renamePreference(
  db: Database,
  adminId: number,
  id: number,
  body: PreferenceBody,
): Promise<AdminPreference> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(activityPreferences).where(eq(activityPreferences.id, id)).for('update');
    if (!before) throw preferenceNotFound();
    const [after] = await tx.update(activityPreferences).set(body).where(eq(activityPreferences.id, id)).returning();
    await recordAdminAction(tx, adminId, {
      action: 'preference.update',
      subject: { type: 'activity-preference', id },
      before,
      after,
    });
    return preferenceAnswer(tx, id);
  });
}

export async function deletePreference(db: Database, adminId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(activityPreferences).where(eq(activityPreferences.id, id)).for('update');
    if (!before) throw preferenceNotFound();
    const [used] = (
      await tx.execute<{ n: number }>(sql`
        select ((select count(*) from ${activities} where activity_preference_id = ${id})
          + (select count(*) from ${activityRevisions} where status = 'pending' and payload->>'activityPreferenceId' = ${String(id)}))::int as n`)
    ).rows;
    if (Number(used?.n) > 0) throw new HttpError(409, 'PREFERENCE_IN_USE', CATALOGUE_MESSAGES.preferenceInUse);
    await tx.delete(activityPreferences).where(eq(activityPreferences.id, id));
    await recordAdminAction(tx, adminId, {
      action: 'preference.delete',
      subject: { type: 'activity-preference', id },
      before,
      after: null,
    });
  });
}
