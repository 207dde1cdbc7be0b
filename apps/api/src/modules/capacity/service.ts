import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  dubaiDay,
  FEW_PLACES_LEFT,
  isRealDay,
  weekdayOf,
  type Availability,
} from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { activities, activityDays, activityPlaces, days } from '../../db/schema/index.ts';

/**
 * Places. An activity that asks for a date has places per date; any other has one undated
 * stock. A slot (activity, day or null) is a row of activity_places, made on first use; its `taken` counts places
 * held by orders awaiting payment and places sold. Taking places is one conditional UPDATE per slot, so two
 * checkouts can never both take the last place, whatever the timing; giving them back happens only together with
 * the order status change that releases them.
 */

/** The cap on units per date in one order, which the cart enforces and the booking steppers show. */
export { readOrderLimits, unitsPerDateOf, UNITS_PER_DATE_SETTING } from './order-limit.ts';

export interface SlotNeed {
  activityId: number;
  /** yyyy-MM-dd, or null for an undated activity. */
  day: string | null;
  places: number;
}

export class NotEnoughPlacesError extends Error {
  constructor(
    readonly activityId: number,
    readonly day: string | null,
    readonly left: number,
  ) {
    super(`not enough places for activity ${activityId} on ${day ?? 'any day'}: ${left} left`);
  }
}

/** Places left on the given slots, with their closed flag; slots never used have the activity's default. */
export async function placesLeft(
  db: Executor,
  slots: readonly { activityId: number; day: string | null }[],
): Promise<Map<string, { left: number; closed: boolean }>> {
  const result = new Map<string, { left: number; closed: boolean }>();
  if (slots.length === 0) return result;
  const ids = [...new Set(slots.map((s) => s.activityId))];
  const defaults = await db
    .select({ id: activities.id, places: activities.places })
    .from(activities)
    .where(inArray(activities.id, ids));
  const rows = await db
    .select({
      activityId: activityPlaces.activityId,
      day: activityPlaces.day,
      places: activityPlaces.places,
      taken: activityPlaces.taken,
      closed: activityPlaces.closed,
    })
    .from(activityPlaces)
    .where(inArray(activityPlaces.activityId, ids));
  for (const slot of slots) {
    const base = defaults.find((d) => d.id === slot.activityId)?.places ?? 0;
    const row = rows.find((r) => r.activityId === slot.activityId && r.day === slot.day);
    const left = Math.max(0, (row?.places ?? base) - (row?.taken ?? 0));
    result.set(slotKey(slot), { left: row?.closed ? 0 : left, closed: row?.closed ?? false });
  }
  return result;
}

export const slotKey = (slot: { activityId: number; day: string | null }) => `${slot.activityId}:${slot.day ?? '-'}`;

/**
 * The one order in which every transaction of the money path locks slots: by activity, then day (the undated slot
 * first). With the promo code rows locked before any slot, and an order's row before both, no two transactions can
 * wait for each other crosswise (docs/ARCHITECTURE.md, 'Lock order').
 */
export const bySlotOrder = (
  a: { activityId: number; day: string | null },
  b: { activityId: number; day: string | null },
) => a.activityId - b.activityId || (a.day ?? '').localeCompare(b.day ?? '');

/**
 * Locks every slot a transaction is about to change, in the one lock order, before it changes any: a checkout that
 * gives back its earlier order's places and takes its cart's, or a move from one day to another, would otherwise lock
 * the released slots first and the taken ones after, crosswise to another transaction. Slots not yet used are made.
 */
export async function lockSlots(
  tx: Executor,
  slots: readonly { activityId: number; day: string | null }[],
  slotIds: readonly number[] = [],
): Promise<void> {
  const keys = new Map(slots.map((s) => [slotKey(s), s]));
  if (slotIds.length > 0) {
    const known = await tx
      .select({ activityId: activityPlaces.activityId, day: activityPlaces.day })
      .from(activityPlaces)
      .where(inArray(activityPlaces.id, [...slotIds]));
    for (const slot of known) keys.set(slotKey(slot), slot);
  }
  const ordered = [...keys.values()].sort(bySlotOrder);
  if (ordered.length === 0) return;
  for (const slot of ordered)
    await tx.insert(activityPlaces).values({ activityId: slot.activityId, day: slot.day }).onConflictDoNothing();
  const ids = [...new Set(ordered.map((s) => s.activityId))];
  // FOR UPDATE after ORDER BY: PostgreSQL locks the rows as the sort hands them over, so in the lock order.
  await tx.execute(sql`
    select id from ${activityPlaces}
    where ${inArray(activityPlaces.activityId, ids)}
      and (${sql.join(
        ordered.map((s) =>
          s.day === null
            ? sql`(${activityPlaces.activityId} = ${s.activityId} and ${activityPlaces.day} is null)`
            : sql`(${activityPlaces.activityId} = ${s.activityId} and ${activityPlaces.day} = ${s.day})`,
        ),
        sql` or `,
      )})
    order by ${activityPlaces.activityId}, ${activityPlaces.day} nulls first
    for update`);
}

/**
 * Takes places on every slot, in the one lock order (so two orders never wait on each other's rows crosswise), or
 * throws NotEnoughPlacesError and takes none: the caller's transaction rolls back. Returns each slot's row id.
 */
export async function takePlaces(tx: Executor, needs: readonly SlotNeed[]): Promise<Map<string, number>> {
  const merged = new Map<string, SlotNeed>();
  for (const need of needs) {
    const key = slotKey(need);
    const known = merged.get(key);
    merged.set(key, known ? { ...known, places: known.places + need.places } : { ...need });
  }
  const ordered = [...merged.values()].sort(bySlotOrder);
  const slotIds = new Map<string, number>();
  for (const need of ordered) {
    await tx.insert(activityPlaces).values({ activityId: need.activityId, day: need.day }).onConflictDoNothing();
    const [taken] = await tx
      .update(activityPlaces)
      .set({ taken: sql`${activityPlaces.taken} + ${need.places}` })
      .where(
        and(
          eq(activityPlaces.activityId, need.activityId),
          need.day === null ? isNull(activityPlaces.day) : eq(activityPlaces.day, need.day),
          eq(activityPlaces.closed, false),
          sql`${activityPlaces.taken} + ${need.places} <= coalesce(${activityPlaces.places}, (select ${activities.places} from ${activities} where ${activities.id} = ${need.activityId}))`,
        ),
      )
      .returning({ id: activityPlaces.id });
    if (!taken) {
      const left = (await placesLeft(tx, [need])).get(slotKey(need))!.left;
      throw new NotEnoughPlacesError(need.activityId, need.day, left);
    }
    slotIds.set(slotKey(need), taken.id);
  }
  return slotIds;
}

/**
 * Gives places back to their slots (an order closed unpaid, or a sale refunded), in the one lock order: by activity
 * and day, like takePlaces, not by the slots' ids.
 */
export async function releasePlaces(tx: Executor, holds: readonly { slotId: number; places: number }[]): Promise<void> {
  const bySlot = new Map<number, number>();
  for (const hold of holds) bySlot.set(hold.slotId, (bySlot.get(hold.slotId) ?? 0) + hold.places);
  if (bySlot.size === 0) return;
  const slots = await tx
    .select({ id: activityPlaces.id, activityId: activityPlaces.activityId, day: activityPlaces.day })
    .from(activityPlaces)
    .where(inArray(activityPlaces.id, [...bySlot.keys()]));
  for (const slot of slots.sort(bySlotOrder)) {
    await tx
      .update(activityPlaces)
      .set({ taken: sql`greatest(0, ${activityPlaces.taken} - ${bySlot.get(slot.id)!})` })
      .where(eq(activityPlaces.id, slot.id));
  }
}

/** How many days ahead the card's 'Last N Left' looks for a dated activity. */
const CARD_LOOKAHEAD_DAYS = 56;

/**
 * The places left of each activity `activityIds` (a select of ids) names, as rows (id, places_left): for a dated
 * activity its best bookable date in the next eight weeks. A query of its own or part of a larger one. `today` is a
 * day, or an SQL expression of one (a prepared statement's plan then does not depend on the day it was made).
 */
export function placesLeftSql(activityIds: SQL, today: string | SQL = dubaiDay()): SQL {
  return sql`
    with a as (select id, places, date_input from ${activities} where id in (${activityIds})),
    dated as (
      select a.id, max(case when p.closed then 0 else greatest(0, coalesce(p.places, a.places) - coalesce(p.taken, 0)) end) as places_left
      from a
      join ${activityDays} ad on ad.activity_id = a.id
      join ${days} d on d.id = ad.day_id
      cross join lateral generate_series(${today}::date, ${today}::date + ${CARD_LOOKAHEAD_DAYS}::int, interval '1 day') g(day)
      left join ${activityPlaces} p on p.activity_id = a.id and p.day = g.day::date
      where a.date_input and extract(dow from g.day) = d.weekday
      group by a.id
    ),
    undated as (
      select a.id, case when p.closed then 0 else greatest(0, coalesce(p.places, a.places) - coalesce(p.taken, 0)) end as places_left
      from a left join ${activityPlaces} p on p.activity_id = a.id and p.day is null
      where not a.date_input
    )
    select id, places_left from dated union all select id, places_left from undated`;
}

/** A places_left figure as cards show it: the number only when few are left, and whether none are. */
export function toScarcity(placesLeft: number | string | null): { placesLeft: number | null; noneLeft: boolean } {
  const left = placesLeft === null ? null : Number(placesLeft);
  return { placesLeft: left !== null && left <= FEW_PLACES_LEFT ? left : null, noneLeft: left === 0 };
}

/**
 * For cards and the detail page: the places left of each activity when few are left (null when plenty), and
 * whether none are. A dated activity counts its best bookable date in the next eight weeks.
 */
export async function scarcity(
  db: Pick<Database, 'execute'>,
  activityIds: readonly number[],
  today = dubaiDay(),
): Promise<Map<number, { placesLeft: number | null; noneLeft: boolean }>> {
  const result = new Map<number, { placesLeft: number | null; noneLeft: boolean }>();
  if (activityIds.length === 0) return result;
  const rows = await db.execute<{ id: number; places_left: number | null }>(
    placesLeftSql(sql.raw(activityIds.map(Number).join(',')), today),
  );
  for (const row of rows.rows) result.set(Number(row.id), toScarcity(row.places_left));
  return result;
}

/** The activity's weekend days as JavaScript weekday numbers. */
export async function activityWeekdays(db: Executor, activityId: number): Promise<number[]> {
  const rows = await db
    .select({ weekday: days.weekday })
    .from(activityDays)
    .innerJoin(days, eq(days.id, activityDays.dayId))
    .where(eq(activityDays.activityId, activityId));
  return rows.map((r) => r.weekday).filter((w) => w === 4 || w === 5 || w === 6);
}

/** Whether a day can be chosen for an activity: a real day, one of its weekend days, not past, within the horizon. */
export function isBookableDay(day: string, weekdays: readonly number[], today = dubaiDay()): boolean {
  return (
    isRealDay(day) && weekdays.includes(weekdayOf(day)) && day >= today && day <= addDays(today, BOOKING_HORIZON_DAYS)
  );
}

/** The availability calendar of an activity between two days (at most the booking horizon). */
export async function availability(
  db: Executor,
  activityId: number,
  range: { from?: string; to?: string },
  today = dubaiDay(),
): Promise<Availability | null> {
  const [activity] = await db
    .select({ id: activities.id, dateInput: activities.dateInput, soldOut: activities.soldOut })
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!activity) return null;
  if (!activity.dateInput) {
    const left = (await placesLeft(db, [{ activityId, day: null }])).get(slotKey({ activityId, day: null }))!.left;
    return {
      dateInput: false,
      left: left <= FEW_PLACES_LEFT ? left : null,
      soldOut: activity.soldOut || left === 0,
      dates: [],
    };
  }
  const from = range.from && range.from > today ? range.from : today;
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const to = range.to && range.to < horizon ? range.to : addDays(from, 62) < horizon ? addDays(from, 62) : horizon;
  const weekdays = await activityWeekdays(db, activityId);
  const wanted: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (weekdays.includes(weekdayOf(day))) wanted.push(day);
  const left = await placesLeft(
    db,
    wanted.map((day) => ({ activityId, day })),
  );
  const dates = wanted.map((day) => ({ date: day, ...left.get(slotKey({ activityId, day }))! }));
  return {
    dateInput: true,
    left: null,
    soldOut: activity.soldOut || (dates.length > 0 && dates.every((d) => d.left === 0)),
    dates,
  };
}

/** The host's or admin's default places per date (or the undated stock). */
export async function setDefaultPlaces(db: Executor, activityId: number, places: number): Promise<boolean> {
  const rows = await db
    .update(activities)
    .set({ places })
    .where(eq(activities.id, activityId))
    .returning({ id: activities.id });
  return rows.length > 0;
}

/** A date's own places (null: back to the default) or closing it; places already taken stay taken. */
export async function setDatePlaces(
  db: Database,
  activityId: number,
  day: string,
  change: { places?: number | null; closed?: boolean },
): Promise<void> {
  await db
    .insert(activityPlaces)
    .values({ activityId, day, places: change.places ?? null, closed: change.closed ?? false })
    .onConflictDoUpdate({
      target: [activityPlaces.activityId, activityPlaces.day],
      set: {
        ...(change.places !== undefined ? { places: change.places } : {}),
        ...(change.closed !== undefined ? { closed: change.closed } : {}),
      },
    });
}
