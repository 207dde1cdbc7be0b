import { and, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import { cancelWindow, dubaiDay } from '@weekends/shared';
import { bookedItems, voucherGifts } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

/**
 * A customer's unused vouchers: their own booked items (a gift they gave away is no longer theirs) not cancelled, not
 * redeemed, for a day still to come (a dated one) or still valid (an undated one), in Dubai's calendar.
 */
export async function unusedVouchers(db: Executor, customerId: number, now = new Date()) {
  const today = dubaiDay(now);
  return db
    .select({
      id: bookedItems.id,
      bookedFor: bookedItems.bookedFor,
      purchaseDate: bookedItems.purchaseDate,
      redeemedAt: bookedItems.redeemedAt,
      cancelledAt: bookedItems.cancelledAt,
      // What is left with a gift row was received: its refund would go to the giver's card, so it is never refunded.
      received: sql<boolean>`exists (select 1 from ${voucherGifts} g where g.booked_item_id = ${bookedItems.id})`,
    })
    .from(bookedItems)
    .where(
      and(
        eq(bookedItems.customerId, customerId),
        isNull(bookedItems.cancelledAt),
        isNull(bookedItems.redeemedAt),
        or(
          gte(bookedItems.bookedFor, today),
          and(isNull(bookedItems.bookedFor), or(isNull(bookedItems.validUntil), gte(bookedItems.validUntil, today))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(voucherGifts)
            .where(and(eq(voucherGifts.bookedItemId, bookedItems.id), eq(voucherGifts.fromCustomerId, customerId))),
        ),
      ),
    )
    .orderBy(bookedItems.id);
}

export type UnusedVoucher = Awaited<ReturnType<typeof unusedVouchers>>[number];

/** How many of them the customer's own cancellation would still refund now (its 48-hour windows). */
export function refundable(items: UnusedVoucher[], now = new Date()): UnusedVoucher[] {
  return items.filter((item) => !item.received && cancelWindow(item, now).allowed);
}
