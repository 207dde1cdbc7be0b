import { asc, eq, inArray } from 'drizzle-orm';
import { COMMERCE_MESSAGES, orderNumber, type CancelResult } from '@weekends/shared';
import { bookedItems, bookings, orders } from '../../../db/schema/index.ts';
import { HttpError, notFound } from '../../../plugins/errors.ts';
import {
  cancelItemsInTx,
  queueRefund,
  type AftersaleDeps,
  byHost,
  mailItems,
  releaseItemPlaces,
} from '../../aftersale/index.ts';
import { recordEvents } from '../../bookings/index.ts';
import { beginProviderRefund, queueOrderRefund } from '../../checkout/index.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { refundable } from './order-detail.ts';

/** What the provider's refund and cancel work with: the after-sale's adapters (the checkout's job queue refunds). */
export type OrderActionDeps = Pick<AftersaleDeps, 'db' | 'jobs' | 'mailer'>;

const conflict = (message: string) => new HttpError(409, 'NOT_ALLOWED', message);

/**
 * The provider refunds a paid order whole. One transaction, with the order and its vouchers locked, moves it from
 * paid to refund_pending through the order state machine, voids its vouchers, gives their places (and its promo
 * code use) back, writes their history and the audit line, and stores the hosts' mails. The refund itself is the
 * checkout's own job (checkout/refunds.ts): it calls the gateway, marks the order refunded and mails the customer.
 */
export async function refundPaidOrder(
  deps: OrderActionDeps,
  adminId: number,
  orderId: number,
  reason: string,
  now = new Date(),
): Promise<{ id: number; status: 'refund_pending' }> {
  const mails = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(COMMERCE_MESSAGES.orderNotFound);
    const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, orderId));
    const items = booking
      ? await tx
          .select()
          .from(bookedItems)
          .where(eq(bookedItems.bookingId, booking.id))
          .orderBy(asc(bookedItems.id))
          .for('update')
      : [];
    const refusal = refundable(order, items);
    if (refusal) throw conflict(refusal);

    const cause = `${COMMERCE_MESSAGES.orderRefunded}: ${reason}`;
    const itemIds = items.map((i) => i.id);
    const moved = await beginProviderRefund(
      tx,
      orderId,
      { cause, actor: { type: 'admin', id: adminId }, detail: { reason } },
      async () => {
        // The vouchers' own slots (a moved voucher holds its new day); their order lines then name none.
        await releaseItemPlaces(tx, items);
        if (itemIds.length > 0)
          await tx.update(bookedItems).set({ cancelledAt: now }).where(inArray(bookedItems.id, itemIds));
      },
    );
    if (!moved) throw conflict(COMMERCE_MESSAGES.refundOnlyPaid);
    await recordEvents(tx, itemIds, 'cancelled', cause, now);
    await recordAdminAction(tx, adminId, {
      action: 'order.refund',
      subject: { type: 'order', id: orderId },
      before: {
        status: order.status,
        vouchers: items.map((i) => ({ id: i.id, voucherCode: i.voucherCode, state: 'valid' })),
      },
      after: {
        status: moved.status,
        vouchers: items.map((i) => ({ id: i.id, voucherCode: i.voucherCode, state: 'cancelled' })),
      },
      detail: { reason, amount: order.amountPaid ?? order.total, orderNumber: orderNumber(orderId) },
    });

    const sent: number[] = [];
    for (const { host, items: hostItems } of byHost(await mailItems(tx, itemIds))) {
      const told = await deps.mailer.send(
        'host-booking-cancelled',
        host.email,
        {
          firstName: host.firstName,
          orderNumber: orderNumber(orderId),
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
      if (told.id !== null) sent.push(told.id);
    }
    return sent;
  });
  for (const id of mails) await deps.mailer.queue(id);
  await queueOrderRefund(deps, orderId);
  return { id: orderId, status: 'refund_pending' };
}

/**
 * The provider cancels one voucher, whatever the customer's window says (a host who cannot run the day, a complaint):
 * the after-sale's own cancellation (cancelItemsInTx) for that one item, so the places, history, mails and the
 * refund of its share are the customer's cancel's, plus the audit line.
 */
export async function cancelItemAsProvider(
  deps: OrderActionDeps,
  adminId: number,
  bookedItemId: number,
  reason: string,
  now = new Date(),
): Promise<CancelResult> {
  const done = await deps.db.transaction(async (tx) => {
    const [item] = await tx.select().from(bookedItems).where(eq(bookedItems.id, bookedItemId)).for('update');
    if (!item) throw notFound(COMMERCE_MESSAGES.itemNotFound);
    if (item.cancelledAt) throw conflict(COMMERCE_MESSAGES.alreadyCancelled);
    if (item.redeemedAt) throw conflict(COMMERCE_MESSAGES.alreadyRedeemed);
    const outcome = await cancelItemsInTx(tx, deps, {
      items: [item],
      customerId: item.customerId,
      cause: `${COMMERCE_MESSAGES.itemCancelled}: ${reason}`,
      now,
    });
    await recordAdminAction(tx, adminId, {
      action: 'booked_item.cancel',
      subject: { type: 'booked_item', id: item.id },
      before: { voucherCode: item.voucherCode, state: 'valid' },
      after: {
        voucherCode: item.voucherCode,
        state: 'cancelled',
        cancellationId: outcome.result.cancellationId,
        refund: outcome.result.refund,
        refundStatus: outcome.result.status,
      },
      detail: { reason, bookingId: item.bookingId },
    });
    return outcome;
  });
  for (const id of done.mails) await deps.mailer.queue(id);
  if (done.result.status === 'refund_pending') await queueRefund(deps, done.result.cancellationId);
  return done.result;
}
