import { and, between, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  DEFAULT_LANGUAGE,
  dubaiDay,
  weekdayOf,
  type HostCalendar,
  type HostCalendarQuery,
  type Language,
} from '@weekends/shared';
import { localizedText } from '../../lib/localized.ts';
import { activities, activityPlaces, bookedItems, orderItems, orders } from '../../db/schema/index.ts';
import { activityWeekdays, placesLeft, slotKey } from './service.ts';
import type { Executor } from '../../db/client.ts';

interface Figures {
  sold: number;
  held: number;
}

/** Which days to count, applied to booked_items.booked_for and order_items.booked_for alike. */
type DayFilter = (column: typeof bookedItems.bookedFor | typeof orderItems.bookedFor) => SQL;

/**
 * Sold and held places per day (or for the undated stock, key null), counted the way checkout takes them: each unit
 * uses its option's places (order_items.places_per_unit; 1 for items sold without an order line, the demo's).
 * Sold: booked items not cancelled (they exist only once paid; a refund cancels them). Held: lines of orders still
 * awaiting payment whose places are taken (holds_places, a slot named), exactly what releaseHolds would give back.
 */
async function soldAndHeld(db: Executor, activityId: number, onDays: DayFilter): Promise<Map<string | null, Figures>> {
  const sold = await db
    .select({
      day: bookedItems.bookedFor,
      places: sql<number>`sum(${bookedItems.quantity} * coalesce(${orderItems.placesPerUnit}, 1))::int`,
    })
    .from(bookedItems)
    .leftJoin(orderItems, eq(orderItems.id, bookedItems.orderItemId))
    .where(and(eq(bookedItems.activityId, activityId), isNull(bookedItems.cancelledAt), onDays(bookedItems.bookedFor)))
    .groupBy(bookedItems.bookedFor);
  const held = await db
    .select({
      day: orderItems.bookedFor,
      places: sql<number>`sum(${orderItems.quantity} * ${orderItems.placesPerUnit})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.activityId, activityId),
        eq(orders.status, 'awaiting_payment'),
        eq(orders.holdsPlaces, true),
        isNotNull(orderItems.placesSlotId),
        onDays(orderItems.bookedFor),
      ),
    )
    .groupBy(orderItems.bookedFor);
  const figures = new Map<string | null, Figures>();
  const at = (day: string | null) => figures.get(day) ?? figures.set(day, { sold: 0, held: 0 }).get(day)!;
  for (const row of sold) at(row.day).sold = Number(row.places);
  for (const row of held) at(row.day).held = Number(row.places);
  return figures;
}

/**
 * The host's calendar of an activity between two days: every day it runs on (its weekend days) from today to the
 * end of the booking horizon, with places, sold, held, left (as customers see it) and closed; for an activity
 * without dates, its stock; under its title in `language`. Null when there is no such activity (the caller has
 * checked who may see it).
 */
export async function hostCalendar(
  db: Executor,
  activityId: number,
  range: HostCalendarQuery,
  canManage: boolean,
  language: Language = DEFAULT_LANGUAGE,
  today = dubaiDay(),
): Promise<HostCalendar | null> {
  const [activity] = await db
    .select({
      id: activities.id,
      // The heading's title in the host's page's language.
      title: localizedText<string>(language, activities.title, activities.titleAr),
      dateInput: activities.dateInput,
      places: activities.places,
    })
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!activity) return null;
  const weekdays = await activityWeekdays(db, activityId);
  const lastBookableDay = addDays(today, BOOKING_HORIZON_DAYS);
  const base = {
    activityId,
    title: activity.title,
    canManage,
    dateInput: activity.dateInput,
    defaultPlaces: activity.places,
    weekdays: [...weekdays].sort(),
    today,
    lastBookableDay,
  };

  const slotRows = await db
    .select({ day: activityPlaces.day, places: activityPlaces.places, closed: activityPlaces.closed })
    .from(activityPlaces)
    .where(eq(activityPlaces.activityId, activityId));
  const own = (day: string | null) => slotRows.find((r) => r.day === day);

  if (!activity.dateInput) {
    const figures = (await soldAndHeld(db, activityId, (column) => isNull(column))).get(null) ?? { sold: 0, held: 0 };
    const slot = own(null);
    const left = (await placesLeft(db, [{ activityId, day: null }])).get(slotKey({ activityId, day: null }))!;
    return {
      ...base,
      days: [],
      stock: {
        places: slot?.places ?? activity.places,
        ownPlaces: slot?.places ?? null,
        sold: figures.sold,
        held: figures.held,
        left: left.left,
        closed: left.closed,
      },
    };
  }

  const from = range.from > today ? range.from : today;
  const to = range.to < lastBookableDay ? range.to : lastBookableDay;
  const wanted: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (weekdays.includes(weekdayOf(day))) wanted.push(day);
  if (wanted.length === 0) return { ...base, days: [], stock: null };

  const figures = await soldAndHeld(db, activityId, (column) => between(column, from, to));
  const left = await placesLeft(
    db,
    wanted.map((day) => ({ activityId, day })),
  );
  const days = wanted.map((date) => {
    const slot = own(date);
    const state = left.get(slotKey({ activityId, day: date }))!;
    return {
      date,
      places: slot?.places ?? activity.places,
      ownPlaces: slot?.places ?? null,
      sold: figures.get(date)?.sold ?? 0,
      held: figures.get(date)?.held ?? 0,
      left: state.left,
      closed: state.closed,
    };
  });
  return { ...base, days, stock: null };
}
