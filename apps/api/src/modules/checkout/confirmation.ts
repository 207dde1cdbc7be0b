import { and, eq, inArray, sql } from 'drizzle-orm';
import { AFTERSALE_EVENT_CAUSES, orderNumber, type Language } from '@weekends/shared';
import { cartItems, carts, customers, orderItems, orders, paymentEvents } from '../../db/schema/index.ts';
import type { PaymentEvent } from '../../lib/payments/gateway.ts';
import { moneyTransaction } from '../../lib/money-transaction.ts';
import { NotEnoughPlacesError, lockSlots, takePlaces } from '../capacity/service.ts';
import { lockPromoCodes, retakePromoUse } from '../cart/index.ts';
import { writeBooking } from './booking-writer.ts';
import { QUEUES, type CheckoutDeps } from './deps.ts';
import { orderLink } from '../bookings/index.ts';
import { itemDetail, lineWordsIn } from './presentation.ts';
import { closeUnpaid, releaseHolds, transition, type OrderActor, type OrderChange, type OrderRow } from './state.ts';
import type { Tx } from '../../db/client.ts';

export interface Captured {
  orderId: number;
  paymentReference: string;
  amount: number;
  cause: string;
  /** Who reported it: the gateway (its webhook, or its answer when the customer came back). */
  actor: OrderActor;
  detail?: Record<string, unknown>;
}

/** Why a payment is given back rather than booked; the refund's mail says so. */
export type RefundReason = 'late' | 'promo' | 'replaced' | 'amount' | 'cancelled';

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
  const refund = async (reason: RefundReason, cause: string): Promise<ConfirmOutcome> => {
    await transition(
      tx,
      order.id,
      [order.status as 'awaiting_payment'],
      'refund_pending',
      { cause, actor: captured.actor, detail: { ...captured.detail, refundReason: reason, amount: captured.amount } },
      payment,
    );
    await releaseHolds(tx, order.id);
    return { result: 'refund-due', mails: [] };
  };
  if (captured.amount !== order.total)
    return refund('amount', `${captured.cause}: paid ${captured.amount} instead of ${order.total}`);
  // The customer replaced this order with a newer checkout (two tabs, the back button) or cancelled it: its cart is
  // being paid, or was given up, so this payment is never a second booking.
  if (order.status === 'cancelled')
    return refund('replaced', `${captured.cause} for an order that had been replaced or cancelled`);

  if (order.status !== 'awaiting_payment') {
    // The hold lapsed and its places and promo use went back: take them again only if they still hold.
    const retaken = await retakeHolds(tx, order);
    if (retaken === 'places')
      return refund('late', `${captured.cause} after the places were released and taken by others`);
    if (retaken === 'promo')
      return refund('promo', `${captured.cause} after the hold lapsed and the promo code reached its limits`);
  }

  const paid = await transition(
    tx,
    order.id,
    [order.status as 'awaiting_payment'],
    'paid',
    { cause: captured.cause, actor: captured.actor, detail: { ...captured.detail, amount: captured.amount } },
    { ...payment, paidAt: now },
  );
  if (!paid) throw new Error(`order ${order.id} could not be marked paid from ${order.status}`);
  const mails = await makeBooking(tx, deps, paid, now);
  return { result: 'paid', mails };
}

/**
 * Takes a lapsed order's promo code use and places again, in the one lock order (the code, then the slots), and only
 * within the code's limits; 'places' or 'promo' names what no longer holds, and then nothing is taken.
 */
async function retakeHolds(tx: Tx, order: OrderRow): Promise<'taken' | 'places' | 'promo'> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const needs = lines.map((l) => ({
    activityId: l.activityId,
    day: l.bookedFor,
    places: l.quantity * l.placesPerUnit,
  }));
  try {
    // A savepoint: a failed take leaves the order's transaction usable for marking the refund.
    await tx.transaction(async (inner) => {
      if (order.promoCodeId !== null && !(await retakePromoUse(inner, order.promoCodeId, order.customerId, order.id)))
        throw new PromoLimitReached();
      await lockSlots(inner, needs);
      await takePlaces(inner, needs);
    });
  } catch (error) {
    if (error instanceof NotEnoughPlacesError) return 'places';
    if (error instanceof PromoLimitReached) return 'promo';
    throw error;
  }
  await tx
    .update(orders)
    .set({ holdsPlaces: true, holdsPromo: order.promoCodeId !== null })
    .where(eq(orders.id, order.id));
  return 'taken';
}

class PromoLimitReached extends Error {}

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

  // Each mail names what was sold in its reader's language: the customer's in the order's, a host's in the host's.
  const wordsIn = new Map<Language, Map<number, { title: string; description: string }>>();
  const words = async (language: Language) => {
    if (!wordsIn.has(language)) wordsIn.set(language, await lineWordsIn(tx, order.id, language));
    return wordsIn.get(language)!;
  };
  const named = (
    line: (typeof lines)[number],
    fallback: string,
    inLanguage: Map<number, { title: string; description: string }>,
  ) => inLanguage.get(line.id) ?? { title: fallback, description: line.description };
  const customerWords = await words(order.language);
  const items = lines.map((line, index) => {
    const b = booked[index]!;
    const { title, description } = named(line, b.title, customerWords);
    return {
      line,
      title,
      hostId: b.hostId,
      booked: b,
      detail: itemDetail(description, line.bookedFor, b.validUntil, order.language),
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
    { executor: tx, attachments: [{ kind: 'tax-invoice', orderId: order.id }], language: order.language },
  );
  if (customerMail.id !== null) mails.push(customerMail.id);

  const byHost = new Map<number, typeof items>();
  for (const item of items) {
    if (item.hostId !== null) byHost.set(item.hostId, [...(byHost.get(item.hostId) ?? []), item]);
  }
  if (byHost.size > 0) {
    const hostRows = await tx
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        language: customers.language,
      })
      .from(customers)
      .where(inArray(customers.id, [...byHost.keys()]));
    for (const host of hostRows) {
      const hostWords = await words(host.language);
      const sent = await deps.mailer.send(
        'host-sale',
        host.email,
        {
          firstName: host.firstName,
          orderNumber: number,
          items: byHost.get(host.id)!.map((i) => {
            const { title, description } = named(i.line, i.booked.title, hostWords);
            return {
              title,
              detail: itemDetail(description, i.line.bookedFor, i.booked.validUntil, host.language),
              quantity: i.line.quantity,
              hostAmount: i.booked.hostAmount,
            };
          }),
          dashboardLink: '/vendor/dashboard',
        },
        { executor: tx, language: host.language },
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
  const outcome = await moneyTransaction(deps.db, (tx) => confirmInTx(tx, deps, captured, now));
  await afterConfirm(deps, captured.orderId, outcome);
  return outcome;
}

/**
 * A verified webhook event: recorded by its id in the same transaction as its effect, so a repeated delivery finds
 * it recorded and does nothing, and a failure records nothing (the gateway delivers again).
 */
export async function handlePaymentEvent(deps: CheckoutDeps, event: PaymentEvent): Promise<'handled' | 'duplicate'> {
  const gateway: OrderActor = { type: 'gateway', name: deps.gateway.name };
  const handled = await moneyTransaction(
    deps.db,
    async (tx): Promise<{ outcome: ConfirmOutcome | null; mails?: number[] } | null> => {
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
              actor: gateway,
              detail: { eventId: event.eventId },
            }),
          };
        case 'closed':
          await closeUnpaid(tx, event.orderId, event.reason, {
            cause: `${deps.gateway.name} webhook: payment ${event.reason}`,
            actor: gateway,
            detail: { eventId: event.eventId },
          });
          break;
        case 'refunded':
          return {
            outcome: null,
            mails: await markRefunded(
              tx,
              deps,
              event.paymentReference,
              { cause: `${deps.gateway.name} webhook: refunded`, actor: gateway, detail: { eventId: event.eventId } },
              event.amount,
            ),
          };
        case 'ignored':
          break;
      }
      return { outcome: null };
    },
  );
  if (!handled) return 'duplicate';
  for (const id of handled.mails ?? []) await deps.mailer.queue(id);
  if (handled.outcome && event.type === 'captured') await afterConfirm(deps, event.orderId, handled.outcome);
  return 'handled';
}

/**
 * A refund the gateway reports. A paid order refunded whole (in the gateway's dashboard, or the sum of its vouchers'
 * cancellations) ends: its vouchers still standing are cancelled through the after-sale's cancellation, and its holds
 * (the promo code's use, places not yet given back) return. An order in refund_pending is our own refund in flight:
 * the refund job finishes it and tells the customer. A partial refund (a cancelled voucher's) ends only the vouchers
 * its cancellation names.
 */
export async function markRefunded(
  tx: Tx,
  deps: Pick<CheckoutDeps, 'voidRefundedOrder'>,
  paymentReference: string,
  change: OrderChange,
  refundedSoFar?: number,
): Promise<number[]> {
  const [order] = await tx.select().from(orders).where(eq(orders.paymentReference, paymentReference)).for('update');
  if (!order || order.status !== 'paid') return [];
  if (refundedSoFar !== undefined && order.amountPaid !== null && refundedSoFar < order.amountPaid) return [];
  if (order.promoCodeId !== null) await lockPromoCodes(tx, [order.promoCodeId]);
  const row = await transition(tx, order.id, ['paid'], 'refunded', change, { closedAt: new Date() });
  if (!row) return [];
  const mails = await deps.voidRefundedOrder(tx, order.id, change.cause);
  await releaseHolds(tx, order.id);
  return mails;
}
