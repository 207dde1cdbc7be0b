import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, dubaiDay, dubaiDayStart, weekdayOf, type HostDashboard } from '@weekends/shared';
import { activities, bookedItems, bookings, customers, hostPayouts } from '../../db/schema/index.ts';
import { bigSum, countOf, ownSoldItems } from './queries.ts';
import type { Executor } from '../../db/client.ts';

/** The sales chart's span: this week and the eleven before it. */
export const DASHBOARD_WEEKS = 12;

/** The Monday (Dubai) of the week a day falls in. */
export function mondayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** What the host has been paid so far, over all statements. */
export async function paidToHost(db: Executor, hostId: number): Promise<number> {
  const [row] = await db
    .select({ paid: bigSum(hostPayouts.amount) })
    .from(hostPayouts)
    .where(eq(hostPayouts.hostId, hostId));
  return row?.paid ?? 0;
}

/**
 * View Activity Bookings' cards and chart, from the figures each booked item copied at its sale. Corporate or retail
 * is the buyer's (the booking's customer), not a gift's receiver.
 */
export async function hostDashboard(db: Executor, hostId: number, now = new Date()): Promise<HostDashboard> {
  const buyer = alias(customers, 'buyer');
  const [totals] = await db
    .select({
      revenue: bigSum(bookedItems.hostAmount),
      orders: sql<number>`count(distinct ${bookedItems.bookingId})`.mapWith(Number),
      items: countOf(),
      pending: countOf(isNull(bookedItems.redeemedAt)),
      redeemed: countOf(isNotNull(bookedItems.redeemedAt)),
      redeemedAmount: bigSum(bookedItems.hostAmount, isNotNull(bookedItems.redeemedAt)),
      corporate: countOf(eq(buyer.isCorporate, true)),
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
    .innerJoin(buyer, eq(buyer.id, bookings.customerId))
    .where(ownSoldItems(hostId));
  const paid = await paidToHost(db, hostId);
  const t = totals!;
  return {
    revenue: t.revenue,
    orders: t.orders,
    pending: t.pending,
    redeemed: t.redeemed,
    amountDue: t.redeemedAmount - paid,
    corporate: t.corporate,
    retail: t.items - t.corporate,
    weeks: await salesByWeek(db, hostId, now),
  };
}

/** Items sold and their host amount per week (Monday to Sunday in Dubai), oldest first, weeks without sales as zero. */
async function salesByWeek(db: Executor, hostId: number, now: Date): Promise<HostDashboard['weeks']> {
  const first = addDays(mondayOf(dubaiDay(now)), -7 * (DASHBOARD_WEEKS - 1));
  // date_trunc('week') starts weeks on Monday (ISO), on the Dubai wall clock.
  const week = sql<string>`to_char(date_trunc('week', ${bookedItems.purchaseDate} at time zone 'Asia/Dubai'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, items: countOf(), amount: bigSum(bookedItems.hostAmount) })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(and(ownSoldItems(hostId), gte(bookedItems.purchaseDate, dubaiDayStart(first))))
    .groupBy(week);
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  return Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
    const weekStart = addDays(first, 7 * i);
    const row = byWeek.get(weekStart);
    return { weekStart, items: row?.items ?? 0, amount: row?.amount ?? 0 };
  });
}
