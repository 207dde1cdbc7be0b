import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderStatus } from '@weekends/shared';
import { orderEvents, orderItems, orders } from '../../db/schema/index.ts';
import { releasePlaces, type Executor } from '../capacity/service.ts';
import { releasePromoUse } from '../cart/index.ts';

/**
 * The order state machine (docs/ARCHITECTURE.md). Every change goes through `transition`, a conditional UPDATE from
 * the expected status, so two processes racing to change one order cannot both succeed; it logs the change.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'expired', 'cancelled', 'declined', 'refund_pending'],
  // A payment confirmed for a closed order: paid if its places can be taken again, refunded if not.
  expired: ['paid', 'refund_pending'],
  cancelled: ['paid', 'refund_pending'],
  declined: ['paid', 'refund_pending'],
  paid: ['refund_pending', 'refunded'],
  refund_pending: ['refunded'],
  refunded: [],
};

export type OrderRow = typeof orders.$inferSelect;

/** Moves an order from one of `from` to `to`; returns the updated row, or null when it was not in `from`. */
export async function transition(
  tx: Executor,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  cause: string,
  set: Partial<OrderRow> = {},
): Promise<OrderRow | null> {
  const allowed = from.filter((status) => TRANSITIONS[status].includes(to));
  if (allowed.length === 0) return null;
  const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...allowed])))
    .returning();
  if (!row) return null;
  await tx.insert(orderEvents).values({ orderId, fromStatus: before?.status ?? null, toStatus: to, cause });
  return row;
}

/** Gives back what an order holds (its places and its promo code use), once: the flags say whether it still does. */
export async function releaseHolds(tx: Executor, order: OrderRow): Promise<void> {
  if (order.holdsPlaces) {
    const lines = await tx
      .select({ slotId: orderItems.placesSlotId, quantity: orderItems.quantity, perUnit: orderItems.placesPerUnit })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.placesSlotId)));
    await releasePlaces(
      tx,
      lines.map((l) => ({ slotId: l.slotId!, places: l.quantity * l.perUnit })),
    );
  }
  if (order.holdsPromo && order.promoCodeId !== null) await releasePromoUse(tx, order.promoCodeId);
  await tx.update(orders).set({ holdsPlaces: false, holdsPromo: false }).where(eq(orders.id, order.id));
}

/** Closes an order that is still awaiting payment (expired, cancelled, declined, replaced) and releases its holds. */
export async function closeUnpaid(
  tx: Executor,
  orderId: number,
  to: 'expired' | 'cancelled' | 'declined',
  cause: string,
): Promise<OrderRow | null> {
  const row = await transition(tx, orderId, ['awaiting_payment'], to, cause, { closedAt: new Date() });
  if (row) await releaseHolds(tx, row);
  return row;
}
