import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { dubaiDay } from '@weekends/shared';
import type { Executor } from '../../../db/client.ts';
import { activities, bookedItems, orderItems, orders } from '../../../db/schema/index.ts';

/**
 * Vouchers of the host's experiences that guests still hold: not cancelled, not redeemed, for a day still to come (a
 * dated one) or still valid (an undated one), in Dubai's calendar. Closing the host would strand them.
 */
export async function guestVouchers(db: Executor, hostId: number, now = new Date()): Promise<number> {
  const today = dubaiDay(now);
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(
      and(
        eq(activities.hostId, hostId),
        isNull(bookedItems.cancelledAt),
        isNull(bookedItems.redeemedAt),
        or(
          gte(bookedItems.bookedFor, today),
          and(isNull(bookedItems.bookedFor), or(isNull(bookedItems.validUntil), gte(bookedItems.validUntil, today))),
        ),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Orders of the host's experiences still waiting for their payment: one paid after the closure would sell a voucher of
 * a host that no longer exists, so closing waits for them to be paid (then their vouchers count above) or to close.
 */
export async function checkoutsInProgress(db: Executor, hostId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${orders.id})`.mapWith(Number) })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(activities, eq(activities.id, orderItems.activityId))
    .where(and(eq(activities.hostId, hostId), eq(orders.status, 'awaiting_payment')));
  return row?.count ?? 0;
}
