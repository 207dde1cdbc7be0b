import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  API_MESSAGES,
  AFTERSALE_EVENT_CAUSES,
  AFTERSALE_MESSAGES,
  orderNumber,
  type CancelResult,
} from '@weekends/shared';
import { bookedItems, bookings, cancellations, customers } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { AFTERSALE_QUEUES, type AftersaleDeps } from './deps.ts';
import { recordEvents, cancelGroup, groupCancelWindow, ownedItem, type BookedItemRow } from '../bookings/index.ts';
import { byHost, mailItems } from './mail-items.ts';
import { releaseItemPlaces } from './places.ts';
import type { Tx } from '../../db/client.ts';

/**
 * The customer cancels a voucher for a full refund: a dated one until 48 hours before its day in Dubai, an
 * undated one within 48 hours of purchase, a weekend pass whole and only while none of its vouchers is used. One
 * transaction, with the items locked, records the cancellation, voids the items, gives their places back, writes
 * their history and stores the mails; the refund through the gateway follows after the commit (refunds.ts). The
 * order stays paid: the cancellation row is the record.
 */
export async function cancelBookedItem(
  deps: AftersaleDeps,
  customerId: number,
  bookedItemId: number,
  now = new Date(),
): Promise<CancelResult> {
  const done = await deps.db.transaction(async (tx) => {
    const found = await ownedItem(tx, customerId, bookedItemId);
    if (!found) throw notFound(API_MESSAGES.voucherNotFound);
    // Locked, then read again: of a double click or two tabs, the second waits here and finds the items cancelled.
    const group = await cancelGroup(tx, customerId, found.item, true);
    const target = group.find((o) => o.item.id === bookedItemId);
    if (!target) throw notFound(API_MESSAGES.voucherNotFound);
    const window = groupCancelWindow(group, target, now);
    if (!window.allowed)
      throw new HttpError(
        409,
        target.item.cancelledAt ? 'ALREADY_CANCELLED' : 'CANCEL_NOT_ALLOWED',
        window.reason ?? AFTERSALE_MESSAGES.cancelFailed,
      );

    const cause = group.length > 1 ? AFTERSALE_EVENT_CAUSES.cancelledWithPass : AFTERSALE_EVENT_CAUSES.cancelled;
    return cancelItemsInTx(tx, deps, { items: group.map((o) => o.item), customerId, cause, now });
  });
  for (const id of done.mails) await deps.mailer.queue(id);
  if (done.result.status === 'refund_pending') await queueRefund(deps, done.result.cancellationId);
  return done.result;
}

/**
 * The cancellation itself, in the caller's transaction with the items already locked and their rules checked (the
 * customer's window above; the provider's own in the back office): records it, voids the items, gives their places
 * back, writes their history and stores the mails. The refund (queueRefund) and the mails' queueing follow the commit.
 */
export async function cancelItemsInTx(
  tx: Tx,
  deps: Pick<AftersaleDeps, 'mailer'>,
  {
    items,
    customerId,
    cause,
    now,
    refunded = false,
  }: {
    items: BookedItemRow[];
    customerId: number;
    cause: string;
    now: Date;
    /** The money is already back on the card (a refund made at the gateway): nothing more to refund. */
    refunded?: boolean;
  },
): Promise<{ result: CancelResult; mails: number[] }> {
  const itemIds = items.map((i) => i.id);
  const amount = items.reduce((sum, i) => sum + i.total, 0);
  const [booking] = await tx
    .select({ id: bookings.id, orderId: bookings.orderId, paymentReference: bookings.paymentReference })
    .from(bookings)
    .where(eq(bookings.id, items[0]!.bookingId));
  // Only money that went through a gateway goes back through it; a booking made without one (the demo's) or paid
  // nothing (a 100% promo code) is not charged.
  const charged = booking!.orderId !== null && booking!.paymentReference && amount > 0;
  const status = !charged ? 'not_charged' : refunded ? 'refunded' : 'refund_pending';
  const [cancellation] = await tx
    .insert(cancellations)
    .values({
      bookingId: booking!.id,
      customerId,
      orderId: booking!.orderId,
      amount,
      status,
      cause,
      createdAt: now,
      ...(status === 'refunded' && { refundedAt: now }),
    })
    .returning({ id: cancellations.id });
  await tx
    .update(bookedItems)
    .set({ cancelledAt: now, cancellationId: cancellation!.id })
    .where(inArray(bookedItems.id, itemIds));
  await releaseItemPlaces(tx, items);
  await recordEvents(tx, itemIds, 'cancelled', cause, now, { cancellationId: cancellation!.id, refund: amount });

  const named = await mailItems(tx, itemIds);
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId));
  const number = booking!.orderId === null ? null : orderNumber(booking!.orderId);
  const mails: number[] = [];
  const sent = await deps.mailer.send(
    'booking-cancelled',
    customer!.email,
    {
      firstName: customer!.firstName,
      orderNumber: number,
      items: named.map((i) => ({
        title: i.title(customer!.language),
        detail: i.detail(customer!.language),
        voucherCode: i.voucherCode,
        total: i.total,
      })),
      refund: amount,
      refundStatus: status,
    },
    { executor: tx, language: customer!.language },
  );
  if (sent.id !== null) mails.push(sent.id);
  for (const { host, items: hostItems } of byHost(named)) {
    const told = await deps.mailer.send(
      'host-booking-cancelled',
      host.email,
      {
        firstName: host.firstName,
        orderNumber: number,
        items: hostItems.map((i) => ({
          title: i.title(host.language),
          detail: i.detail(host.language),
          quantity: i.quantity,
          voucherCode: i.voucherCode,
        })),
        dashboardLink: '/vendor/dashboard',
      },
      { executor: tx, language: host.language },
    );
    if (told.id !== null) mails.push(told.id);
  }
  return { result: { cancellationId: cancellation!.id, refund: amount, status, itemIds }, mails };
}

/** Starts the refund job of a cancellation; the key makes a queued one and the sweep's the same job. */
export async function queueRefund(deps: Pick<AftersaleDeps, 'jobs'>, cancellationId: number): Promise<void> {
  await deps.jobs.send(
    AFTERSALE_QUEUES.refundCancellation,
    { cancellationId },
    { singletonKey: `refund-cancellation:${cancellationId}` },
  );
}

/**
 * A paid order refunded whole at the gateway (its dashboard, or the provider's refund reported back): its vouchers
 * still standing end through the same cancellation as a customer's, with their history, their places back and the
 * customer's and hosts' mails, recorded as already refunded. Checkout calls it through its deps (app.ts wires it), in
 * its transaction with the order locked; the mails to queue after the commit are returned.
 */
export async function voidRefundedOrder(
  tx: Tx,
  deps: Pick<AftersaleDeps, 'mailer'>,
  orderId: number,
  cause: string,
  now = new Date(),
): Promise<number[]> {
  const [booking] = await tx
    .select({ id: bookings.id, customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.orderId, orderId));
  if (!booking) return [];
  const standing = await tx
    .select()
    .from(bookedItems)
    .where(and(eq(bookedItems.bookingId, booking.id), isNull(bookedItems.cancelledAt)))
    .orderBy(bookedItems.id)
    .for('update');
  if (standing.length === 0) return [];
  const done = await cancelItemsInTx(tx, deps, {
    items: standing,
    customerId: booking.customerId,
    cause,
    now,
    refunded: true,
  });
  return done.mails;
}
