import { and, eq } from 'drizzle-orm';
import { AFTERSALE_EVENT_CAUSES, formatAed, orderNumber } from '@weekends/shared';
import { bookedItems, bookings, cancellations, customers } from '../../db/schema/index.ts';
import type { AftersaleDeps } from './deps.ts';
import { recordEvents } from '../bookings/index.ts';

/**
 * A cancellation's money goes back to the card through the gateway that took the payment: the share of the payment
 * its items cost (a partial refund). The idempotency key makes a retried job the same refund at the gateway; a
 * gateway failure throws and leaves it refund_pending, for the job's retry and the sweep.
 */
export async function refundCancellation(
  deps: AftersaleDeps,
  cancellationId: number,
  now = new Date(),
): Promise<boolean> {
  const [row] = await deps.db
    .select({
      cancellation: cancellations,
      paymentReference: bookings.paymentReference,
      email: customers.email,
      language: customers.language,
      firstName: customers.firstName,
    })
    .from(cancellations)
    .innerJoin(bookings, eq(bookings.id, cancellations.bookingId))
    .innerJoin(customers, eq(customers.id, cancellations.customerId))
    .where(eq(cancellations.id, cancellationId));
  if (!row || row.cancellation.status !== 'refund_pending' || !row.paymentReference) return false;
  const { cancellation } = row;
  const { refundReference } = await deps.gateway.refund({
    paymentReference: row.paymentReference,
    amount: cancellation.amount,
    idempotencyKey: `refund-cancellation-${cancellation.id}`,
  });
  const mail = await deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(cancellations)
      .set({ status: 'refunded', refundReference, refundedAt: now })
      .where(and(eq(cancellations.id, cancellation.id), eq(cancellations.status, 'refund_pending')))
      .returning({ id: cancellations.id });
    if (!marked) return null;
    const items = await tx
      .select({ id: bookedItems.id })
      .from(bookedItems)
      .where(eq(bookedItems.cancellationId, cancellation.id));
    await recordEvents(
      tx,
      items.map((i) => i.id),
      'refunded',
      AFTERSALE_EVENT_CAUSES.refunded(formatAed(cancellation.amount)),
      now,
      { amount: cancellation.amount, refundReference },
    );
    return deps.mailer.send(
      'payment-refunded',
      row.email,
      {
        firstName: row.firstName,
        orderNumber: cancellation.orderId === null ? '' : orderNumber(cancellation.orderId),
        amount: cancellation.amount,
        reason: 'cancelled',
      },
      { executor: tx, language: row.language },
    );
  });
  if (mail?.id) await deps.mailer.queue(mail.id);
  return mail !== null;
}

/** Cancellations still waiting for their refund (a crash, a gateway outage): the sweep starts each again. */
export async function cancellationRefundsDue(deps: Pick<AftersaleDeps, 'db'>): Promise<number[]> {
  const rows = await deps.db
    .select({ id: cancellations.id })
    .from(cancellations)
    .where(eq(cancellations.status, 'refund_pending'));
  return rows.map((r) => r.id);
}
