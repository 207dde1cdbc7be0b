import { and, desc, eq } from 'drizzle-orm';
import { orderNumber } from '@weekends/shared';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { moneyTransaction } from '../../lib/money-transaction.ts';
import type { RefundReason } from './confirmation.ts';
import type { CheckoutDeps } from './deps.ts';
import { SYSTEM, transition } from './state.ts';

/**
 * A payment we cannot honour (it came after its places were sold to someone else, or for the wrong amount) goes
 * back to the card: the order waits in refund_pending until the gateway has taken the refund, then the customer is
 * told. The idempotency key makes a retried job the same refund at the gateway. An order that was paid and is
 * refunded whole (the provider's refund in the back office) is told its booking was cancelled, not that it came late.
 */
export async function refundOrder(deps: CheckoutDeps, orderId: number): Promise<boolean> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'refund_pending' || !order.paymentReference) return false;
  const { refundReference } = await deps.gateway.refund({
    paymentReference: order.paymentReference,
    amount: order.amountPaid ?? undefined,
    idempotencyKey: `refund-order-${order.id}`,
  });
  const mail = await moneyTransaction(deps.db, async (tx) => {
    const change = {
      cause: 'refunded to the card',
      actor: SYSTEM,
      detail: { refundReference, gateway: deps.gateway.name },
    };
    const row = await transition(tx, order.id, ['refund_pending'], 'refunded', change, {
      refundReference,
      closedAt: new Date(),
    });
    if (!row) return null;
    // Why it was refunded is the refund_pending change's own detail.
    const [due] = await tx
      .select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'refund_pending')))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    const reason = (due?.detail?.refundReason as RefundReason | undefined) ?? (order.paidAt ? 'cancelled' : 'late');
    return deps.mailer.send(
      'payment-refunded',
      order.contact.email,
      {
        firstName: order.contact.firstName,
        orderNumber: orderNumber(order.id),
        amount: order.amountPaid ?? order.total,
        reason,
      },
      { executor: tx, language: order.language },
    );
  });
  if (mail?.id) await deps.mailer.queue(mail.id);
  return mail !== null;
}

/** Orders still waiting for their refund (a crash, a gateway outage): the sweep starts each again. */
export async function refundsDue(deps: Pick<CheckoutDeps, 'db'>): Promise<number[]> {
  const rows = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'refund_pending'));
  return rows.map((r) => r.id);
}
