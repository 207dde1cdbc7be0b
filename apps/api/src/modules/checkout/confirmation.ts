import { and, eq, inArray, sql } from 'drizzle-orm';
import { AFTERSALE_EVENT_CAUSES, orderNumber } from '@weekends/shared';
import {
  bookedItems,
  bookings,
  cartItems,
  carts,
  customers,
  orderItems,
  orders,
  paymentEvents,
} from '../../db/schema/index.ts';
import type { PaymentEvent } from '../../lib/payments/gateway.ts';
import { NotEnoughPlacesError, takePlaces, type Executor } from '../capacity/service.ts';
import { writeBooking } from './booking-writer.ts';
import { QUEUES, type CheckoutDeps } from './deps.ts';
import { orderLink } from '../bookings/index.ts';
import { itemDetail } from './presentation.ts';
import { closeUnpaid, releaseHolds, transition, type OrderRow } from './state.ts';
import type { Database } from '../../db/client.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Captured {
  orderId: number;
  paymentReference: string;
  amount: number;
  cause: string;
}

/** What a confirmation did; the work to start after its commit (mails to send, a refund to make) comes with it. */
export type ConfirmOutcome = {
  result: 'paid' | 'already-paid' | 'refund-due' | 'already-refunding' | 'unknown-order';
  mails: number[];
};

/**
 * The payment is captured: one transaction marks the order paid and makes its booking, booked items and voucher
 * codes, exactly once. The order row is locked first, so the webhook and the return page, in either
 * order, repeated or at the same moment, queue up here and the second finds the order paid. A payment for an order
 * whose hold lapsed takes its places again if they are still free; if not, the order is marked for a refund.
 */
export async function confirmInTx(
  tx: Tx,
  deps: CheckoutDeps,
  captured: Captured,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, captured.orderId)).for('update');
  if (!order) return { result: 'unknown-order', mails: [] };
  if (order.status === 'paid') return { result: 'already-paid', mails: [] };
  if (order.status === 'refund_pending' || order.status === 'refunded')
    return { result: 'already-refunding', mails: [] };

  const payment = { paymentReference: captured.paymentReference, amountPaid: captured.amount };
  if (captured.amount !== order.total) {
    await transition(
      tx,
      order.id,
      [order.status as 'awaiting_payment'],
      'refund_pending',
      `${captured.cause}: paid ${captured.amount} instead of ${order.total}`,
      payment,
    );
    if (order.status === 'awaiting_payment') await releaseHolds(tx, order);
    return { result: 'refund-due', mails: [] };
  }

  if (order.status !== 'awaiting_payment') {
    // The hold lapsed (or the customer started again) and its places went back: take them again if still free.
    const retaken = await retakePlaces(tx, order);
    if (!retaken) {
      await transition(
        tx,
        order.id,
        [order.status as 'expired'],
        'refund_pending',
        `${captured.cause} after the places were released and taken by others`,
        payment,
      );
      return { result: 'refund-due', mails: [] };
    }
  }

  const paid = await transition(tx, order.id, [order.status as 'awaiting_payment'], 'paid', captured.cause, {
    ...payment,
    paidAt: now,
  });
  if (!paid) throw new Error(`order ${order.id} could not be marked paid from ${order.status}`);
  const mails = await makeBooking(tx, deps, paid, now);
  return { result: 'paid', mails };
}

/** Takes a closed order's places (and promo use) again; false, taking nothing, when some are gone. */
async function retakePlaces(tx: Tx, order: OrderRow): Promise<boolean> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  try {
    // A savepoint: a failed take leaves the order's transaction usable for marking the refund.
    await tx.transaction(async (inner) => {
      await takePlaces(
        inner,
        lines.map((l) => ({ activityId: l.activityId, day: l.bookedFor, places: l.quantity * l.placesPerUnit })),
      );
    });
  } catch (error) {
    if (error instanceof NotEnoughPlacesError) return false;
    throw error;
  }
  if (order.promoCodeId !== null) {
    // The customer paid the promo price; honour it even if the code's last use went to someone meanwhile.
    await tx.execute(sql`update promo_codes set times_used = times_used + 1 where id = ${order.promoCodeId}`);
  }
  await tx
    .update(orders)
    .set({ holdsPlaces: true, holdsPromo: order.promoCodeId !== null })
    .where(eq(orders.id, order.id));
  return true;
}

/**
 * The booking, its booked items with voucher codes and sale figures, the cart emptied of what was bought, and the
 * mails.
 */
async function makeBooking(tx: Tx, deps: CheckoutDeps, order: OrderRow, now: Date): Promise<number[]> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const { items: booked } = await writeBooking(
    tx,
    {
      customerId: order.customerId,
      orderId: order.id,
      cartTotal: order.cartTotal,
      cartDiscount: order.discount,
      couponCode: order.couponCode,
      couponDiscount: order.couponDiscount,
      total: order.total,
      paymentReference: order.paymentReference,
      address: order.address,
    },
    lines.map((line) => ({
      itemType: line.itemType,
      activityId: line.activityId,
      bundleName: line.bundleName,
      passRef: line.passRef,
      priceOptionId: line.priceOptionId,
      description: line.description,
      quantity: line.quantity,
      price: line.price,
      discountedPrice: line.discountedPrice,
      total: line.total,
      paid: line.total - line.couponShare,
      bookedFor: line.bookedFor,
      orderItemId: line.id,
    })),
    AFTERSALE_EVENT_CAUSES.paid,
    now,
  );

  // What was bought leaves the cart; anything added since (another tab) stays.
  const [cart] = await tx
    .select({ id: carts.id, promoCodeId: carts.promoCodeId })
    .from(carts)
    .where(
      and(
        eq(carts.customerId, order.customerId),
        order.guestSessionId === null
          ? sql`${carts.guestSessionId} is null`
          : eq(carts.guestSessionId, order.guestSessionId),
      ),
    );
  if (cart) {
    if (order.cartItemIds.length > 0)
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, order.cartItemIds)));
    if (cart.promoCodeId !== null && cart.promoCodeId === order.promoCodeId)
      await tx.update(carts).set({ promoCodeId: null }).where(eq(carts.id, cart.id));
    // An emptied cart is done with: what is put in it later gets a 'left in your cart' reminder of its own
    // (modules/reminders).
    await tx
      .update(carts)
      .set({ reminderSentAt: null })
      .where(
        and(eq(carts.id, cart.id), sql`not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${cart.id})`),
      );
  }

  const items = lines.map((line, index) => {
    const b = booked[index]!;
    return {
      line,
      title: b.title,
      hostId: b.hostId,
      booked: b,
      detail: itemDetail(line.description, line.bookedFor, b.validUntil),
    };
  });
  const mails: number[] = [];
  const number = orderNumber(order.id);
  const customerMail = await deps.mailer.send(
    'booking-confirmation',
    order.contact.email,
    {
      firstName: order.contact.firstName,
      orderNumber: number,
      orderLink: orderLink(deps, order),
      items: items.map((i) => ({
        title: i.title,
        detail: i.detail,
        quantity: i.line.quantity,
        voucherCode: i.booked.voucherCode,
        total: i.line.total - i.line.couponShare,
      })),
      address: order.address,
      total: order.total,
      vat: order.vat,
    },
    { executor: tx, attachments: [{ kind: 'tax-invoice', orderId: order.id }] },
  );
  if (customerMail.id !== null) mails.push(customerMail.id);

  const byHost = new Map<number, typeof items>();
  for (const item of items) {
    if (item.hostId !== null) byHost.set(item.hostId, [...(byHost.get(item.hostId) ?? []), item]);
  }
  if (byHost.size > 0) {
    const hostRows = await tx
      .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(inArray(customers.id, [...byHost.keys()]));
    for (const host of hostRows) {
      const sent = await deps.mailer.send(
        'host-sale',
        host.email,
        {
          firstName: host.firstName,
          orderNumber: number,
          items: byHost.get(host.id)!.map((i) => ({
            title: i.title,
            detail: i.detail,
            quantity: i.line.quantity,
            hostAmount: i.booked.hostAmount,
          })),
          dashboardLink: '/vendor/dashboard',
        },
        { executor: tx },
      );
      if (sent.id !== null) mails.push(sent.id);
    }
  }
  return mails;
}

/** After the commit: hand the mails to the queue, and start a refund that became due. */
export async function afterConfirm(deps: CheckoutDeps, orderId: number, outcome: ConfirmOutcome): Promise<void> {
  for (const id of outcome.mails) await deps.mailer.queue(id);
  if (outcome.result === 'refund-due')
    await deps.jobs.send(QUEUES.refundOrder, { orderId }, { singletonKey: `refund:${orderId}` });
}

export async function confirmPayment(
  deps: CheckoutDeps,
  captured: Captured,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const outcome = await deps.db.transaction((tx) => confirmInTx(tx, deps, captured, now));
  await afterConfirm(deps, captured.orderId, outcome);
  return outcome;
}

/**
 * A verified webhook event: recorded by its id in the same transaction as its effect, so a repeated delivery finds
 * it recorded and does nothing, and a failure records nothing (the gateway delivers again).
 */
export async function handlePaymentEvent(deps: CheckoutDeps, event: PaymentEvent): Promise<'handled' | 'duplicate'> {
  const handled = await deps.db.transaction(async (tx): Promise<{ outcome: ConfirmOutcome | null } | null> => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ gateway: deps.gateway.name, eventId: event.eventId, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (recorded.length === 0) return null;
    switch (event.type) {
      case 'captured':
        return {
          outcome: await confirmInTx(tx, deps, {
            orderId: event.orderId,
            paymentReference: event.paymentReference,
            amount: event.amount,
            cause: `${deps.gateway.name} webhook: payment captured`,
          }),
        };
      case 'closed':
        await closeUnpaid(tx, event.orderId, event.reason, `${deps.gateway.name} webhook: payment ${event.reason}`);
        break;
      case 'refunded':
        await markRefunded(tx, event.paymentReference, `${deps.gateway.name} webhook: refunded`, event.amount);
        break;
      case 'ignored':
        break;
    }
    return { outcome: null };
  });
  if (!handled) return 'duplicate';
  if (handled.outcome && event.type === 'captured') await afterConfirm(deps, event.orderId, handled.outcome);
  return 'handled';
}

/** A refund the gateway reports (ours, or one made in its dashboard): the order and its vouchers end. */
export async function markRefunded(
  tx: Executor,
  paymentReference: string,
  cause: string,
  refundedSoFar?: number,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.paymentReference, paymentReference));
  if (!order) return;
  // A partial refund (a cancelled voucher's, modules/aftersale) ends only its vouchers, which its cancellation records.
  if (refundedSoFar !== undefined && order.amountPaid !== null && refundedSoFar < order.amountPaid) return;
  const row = await transition(tx, order.id, ['refund_pending', 'paid'], 'refunded', cause);
  if (!row) return;
  if (order.status === 'paid') await releaseHolds(tx, order);
  await tx
    .update(bookedItems)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        sql`${bookedItems.cancelledAt} is null`,
        inArray(
          bookedItems.bookingId,
          tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, order.id)),
        ),
      ),
    );
}
