import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderStatus } from '@weekends/shared';
import { orderEvents, orderItems, orders } from '../../db/schema/index.ts';
import { releasePlaces } from '../capacity/service.ts';
import { releasePromoUse } from '../cart/index.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The order state machine (docs/ARCHITECTURE.md), checkout's own: other modules change an order only through
 * checkout's commands (index.ts). Every change goes through `transition`, a conditional UPDATE from the expected
 * status, so two processes racing to change one order cannot both succeed; it records who made the change and why.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['paid', 'expired', 'cancelled', 'declined', 'refund_pending'],
  // A payment confirmed for an order whose hold lapsed: paid if its places and promo code can be taken again, else
  // refunded. A replaced or cancelled order is never paid: its payment is refunded.
  expired: ['paid', 'refund_pending'],
  cancelled: ['refund_pending'],
  declined: ['paid', 'refund_pending'],
  paid: ['refund_pending', 'refunded'],
  refund_pending: ['refunded'],
  refunded: [],
};

export type OrderRow = typeof orders.$inferSelect;

/** Who changed an order: a customer or an admin (by id), the payment gateway (by name) or the system (a job). */
export type OrderActor =
  | { type: 'customer'; id: number }
  | { type: 'admin'; id: number }
  | { type: 'gateway'; name: string }
  | { type: 'system' };

/** One change of an order: why, by whom, and its particulars (a gateway's event id, an amount, a refund's reason). */
export interface OrderChange {
  cause: string;
  actor: OrderActor;
  detail?: Record<string, unknown>;
}

export const SYSTEM: OrderActor = { type: 'system' };

/** The order_events columns of a change. */
export function eventOf(change: OrderChange) {
  const { actor } = change;
  const detail = actor.type === 'gateway' ? { gateway: actor.name, ...change.detail } : (change.detail ?? null);
  return {
    cause: change.cause,
    actorType: actor.type,
    actorId: actor.type === 'customer' || actor.type === 'admin' ? actor.id : null,
    detail,
  };
}

/** Moves an order from one of `from` to `to`; returns the updated row, or null when it was not in `from`. */
export async function transition(
  tx: Executor,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  change: OrderChange,
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
  await tx
    .insert(orderEvents)
    .values({ orderId, fromStatus: before?.status ?? null, toStatus: to, ...eventOf(change) });
  return row;
}

/**
 * Gives back what an order holds (its promo code use, then its places, in the one lock order), once. The flags are
 * claimed under the order row's lock and cleared in the same transaction, so a caller holding an older copy of the
 * row, or two callers at once, cannot give anything back twice.
 */
export async function releaseHolds(tx: Executor, orderId: number): Promise<void> {
  const [held] = await tx
    .select({ holdsPlaces: orders.holdsPlaces, holdsPromo: orders.holdsPromo, promoCodeId: orders.promoCodeId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!held || (!held.holdsPlaces && !held.holdsPromo)) return;
  await tx.update(orders).set({ holdsPlaces: false, holdsPromo: false }).where(eq(orders.id, orderId));
  if (held.holdsPromo && held.promoCodeId !== null) await releasePromoUse(tx, held.promoCodeId);
  if (held.holdsPlaces) {
    const lines = await tx
      .select({ slotId: orderItems.placesSlotId, quantity: orderItems.quantity, perUnit: orderItems.placesPerUnit })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.placesSlotId)));
    await releasePlaces(
      tx,
      lines.map((l) => ({ slotId: l.slotId!, places: l.quantity * l.perUnit })),
    );
  }
}

/** Closes an order that is still awaiting payment (expired, cancelled, declined, replaced) and releases its holds. */
export async function closeUnpaid(
  tx: Executor,
  orderId: number,
  to: 'expired' | 'cancelled' | 'declined',
  change: OrderChange,
): Promise<OrderRow | null> {
  const row = await transition(tx, orderId, ['awaiting_payment'], to, change, { closedAt: new Date() });
  if (row) await releaseHolds(tx, orderId);
  return row;
}
