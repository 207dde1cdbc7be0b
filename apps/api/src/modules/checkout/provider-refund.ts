import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { lockPromoCodes } from '../cart/index.ts';
import { QUEUES, type CheckoutDeps } from './deps.ts';
import { releaseHolds, transition, type OrderChange, type OrderRow } from './state.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The provider refunds a paid order whole, in the caller's transaction (the back office's, which locked the order and
 * its vouchers and checked that it may): paid → refund_pending, in the one lock order (the order, its promo code,
 * then the slots). `voidVouchers` gives the vouchers' own places back (a moved voucher holds its new day) before the
 * order's remaining holds, its promo code use, go back. Null when the order is no longer paid.
 */
export async function beginProviderRefund(
  tx: Executor,
  orderId: number,
  change: OrderChange,
  voidVouchers: () => Promise<void>,
): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  if (order.promoCodeId !== null) await lockPromoCodes(tx, [order.promoCodeId]);
  const moved = await transition(tx, orderId, ['paid'], 'refund_pending', {
    ...change,
    detail: { refundReason: 'cancelled', ...change.detail },
  });
  if (!moved) return null;
  await voidVouchers();
  await releaseHolds(tx, orderId);
  return moved;
}

/** After the commit: the refund job gives the money back through the gateway and tells the customer. */
export async function queueOrderRefund(deps: Pick<CheckoutDeps, 'jobs'>, orderId: number): Promise<void> {
  await deps.jobs.send(QUEUES.refundOrder, { orderId }, { singletonKey: `refund:${orderId}` });
}
