import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  ORDER_HOLD_MINUTES,
  addressLine,
  allocateDiscount,
  fillMessage,
  orderNumber,
  vatIncluded,
} from '@weekends/shared';
import { activities, carts, orderEvents, orderItems, orders, type OrderContact } from '../../db/schema/index.ts';
import { catalogueIn, soldIn } from '../catalog/service.ts';
import { HttpError } from '../../plugins/errors.ts';
import { moneyTransaction } from '../../lib/money-transaction.ts';
import { NotEnoughPlacesError, lockSlots, takePlaces, type SlotNeed } from '../capacity/service.ts';
import { type Owner, cartHolds, findAddress, lockPromoCodes, takePromoUse, ownedBy } from '../cart/index.ts';
import { activityFacts, readCart, slotOf } from '../cart/index.ts';
import { QUEUES, type CheckoutDeps } from './deps.ts';
import { expireSessions } from './sessions.ts';
import { SYSTEM, closeUnpaid, eventOf, type OrderRow } from './state.ts';
import { DEFAULT_LANGUAGE, localizedPath, type Language } from '@weekends/shared';

/** A lock per customer: one checkout at a time, so a double click or two tabs cannot make two orders of one cart. */
const CHECKOUT_LOCK = 4_242;

export interface CreatedOrderResult {
  orderId: number;
  paymentUrl: string;
  expiresAt: Date;
}

/**
 * Proceed to payment: the cart priced by the server becomes an order awaiting payment that holds
 * its places and its promo code use for 15 minutes, then the gateway opens a payment page for it. Steps and their
 * compensation: the order, places and promo use are taken in one transaction (all or nothing); if the gateway then
 * fails, the order is cancelled and releases them. `attempt` is the browser's id for this press of the button: the
 * same attempt answers the same order, so a double click pays once.
 */
export async function createOrder(
  deps: CheckoutDeps,
  owner: Owner,
  contact: OrderContact,
  attempt: string,
  /** The page's language at checkout: the order's mails to its customer are written in it. */
  language: Language = DEFAULT_LANGUAGE,
  now = new Date(),
): Promise<CreatedOrderResult> {
  const customer = { type: 'customer', id: owner.customerId } as const;
  /** The payment sessions of the orders this checkout replaced, closed at the gateway once it commits. */
  let replaced: string[] = [];
  const order = await moneyTransaction(deps.db, async (tx) => {
    replaced = [];
    await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${owner.customerId})`);
    const [repeat] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, owner.customerId), eq(orders.attempt, attempt)));
    if (repeat) return repeat;

    // An order this customer left open at the gateway (the back button, another tab) gives its places and promo
    // code use back first, so that its own hold neither sells this cart out nor uses up its code (rolled back,
    // like everything here, if this checkout fails). The lock order: the orders' rows, then every promo code and
    // slot this checkout gives back or takes, before any is changed.
    const open = await tx
      .select({ id: orders.id, promoCodeId: orders.promoCodeId, gatewaySessionId: orders.gatewaySessionId })
      .from(orders)
      .where(and(ownedBy(owner, orders), eq(orders.status, 'awaiting_payment')))
      .orderBy(orders.id)
      .for('update');
    const holds = await cartHolds(tx, owner);
    await lockPromoCodes(tx, [
      ...open.flatMap((o) => (o.promoCodeId === null ? [] : [o.promoCodeId])),
      ...(holds.promoCodeId === null ? [] : [holds.promoCodeId]),
    ]);
    const openSlots =
      open.length === 0
        ? []
        : await tx
            .select({ slotId: orderItems.placesSlotId })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                open.map((o) => o.id),
              ),
            );
    await lockSlots(
      tx,
      holds.slots,
      openSlots.flatMap((l) => (l.slotId === null ? [] : [l.slotId])),
    );
    for (const o of open) {
      await closeUnpaid(tx, o.id, 'cancelled', { cause: 'replaced by a new checkout', actor: customer });
      if (o.gatewaySessionId) replaced.push(o.gatewaySessionId);
    }

    const cart = await readCart(tx, owner);
    if (cart.items.length === 0) throw new HttpError(409, 'EMPTY_CART', CART_MESSAGES.emptyCart);
    const troubled = cart.items.find((i) => i.problem !== null);
    if (troubled) throw new HttpError(409, troubled.problem!, troubled.problemMessage ?? CART_MESSAGES.unavailable);
    const address = cart.addressId !== null ? await findAddress(tx, owner, cart.addressId) : null;
    if (cart.needsAddress && !address) throw new HttpError(400, 'ADDRESS_REQUIRED', CART_MESSAGES.addAddress);

    // A code the customer applied that stopped applying (its last use went to someone else) is refused, not
    // silently dropped: the customer would otherwise pay more than the cart showed.
    if (cart.cartId !== null && cart.promoCodeId === null) {
      const [row] = await tx.select({ promoCodeId: carts.promoCodeId }).from(carts).where(eq(carts.id, cart.cartId));
      if (row?.promoCodeId != null) throw new StalePromoCode(cart.cartId, row.promoCodeId);
    }
    if (cart.promoCodeId !== null && !(await takePromoUse(tx, cart.promoCodeId)))
      throw new StalePromoCode(cart.cartId!, cart.promoCodeId);

    const facts = await activityFacts(
      tx,
      cart.items.map((i) => i.activity.id),
    );
    const lines = cart.items.flatMap((item) => {
      const f = facts.get(item.activity.id)!;
      return item.lines
        .filter((l) => l.quantity > 0)
        .map((l) => ({
          item,
          line: l,
          perUnit: f.options.find((o) => o.id === l.priceOptionId)?.places ?? 1,
          slot: slotOf(f, item.date),
        }));
    });
    const needs: SlotNeed[] = lines.map(({ line, perUnit, slot }) => ({ ...slot, places: line.quantity * perUnit }));
    let slotIds: Map<string, number>;
    try {
      slotIds = await takePlaces(tx, needs);
    } catch (error) {
      if (!(error instanceof NotEnoughPlacesError)) throw error;
      const title = cart.items.find((i) => i.activity.id === error.activityId)?.activity.title ?? '';
      throw new HttpError(
        409,
        'NOT_ENOUGH_PLACES',
        error.left === 0
          ? fillMessage(CART_MESSAGES.soldOut, { title })
          : fillMessage(CART_MESSAGES.notEnoughPlaces, { left: error.left, title }),
      );
    }

    const lineTotals = lines.map(({ item, line }) => Math.floor((line.total * (100 - item.discountPercent)) / 100));
    // Item totals are floored once per item; the lines of an item share its rounding so they add up to it.
    const itemTotals = new Map(cart.items.map((i) => [i.id, i.total]));
    for (const item of cart.items) {
      const indexes = lines.flatMap((l, index) => (l.item.id === item.id ? [index] : []));
      const sum = indexes.reduce((s, index) => s + lineTotals[index]!, 0);
      if (indexes.length > 0) lineTotals[indexes[indexes.length - 1]!]! += itemTotals.get(item.id)! - sum;
    }
    const couponShares = allocateDiscount(lineTotals, cart.quote.couponDiscount);

    const [row] = await tx
      .insert(orders)
      .values({
        customerId: owner.customerId,
        guestSessionId: owner.guestSessionId,
        placedAsGuest: owner.guestSessionId !== null,
        attempt,
        contact,
        address: address ? addressLine(address) : null,
        cartTotal: cart.quote.cartTotal,
        discount: cart.quote.discount,
        subTotal: cart.quote.subTotal,
        promoCodeId: cart.promoCodeId,
        couponCode: cart.promo?.code ?? null,
        couponPercent: cart.quote.couponPercent,
        couponDiscount: cart.quote.couponDiscount,
        total: cart.quote.total,
        vat: vatIncluded(cart.quote.total),
        holdsPromo: cart.promoCodeId !== null,
        holdsPlaces: true,
        expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
        gateway: deps.gateway.name,
        cartItemIds: cart.items.map((i) => i.id),
        language,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map(({ item, line, perUnit, slot }, index) => ({
        orderId: row!.id,
        cartItemId: item.id,
        itemType: item.itemType,
        bundleName: item.pass?.name ?? null,
        passRef: item.pass?.ref ?? null,
        activityId: item.activity.id,
        bookedFor: slot.day,
        priceOptionId: line.priceOptionId,
        description: line.description,
        quantity: line.quantity,
        price: line.price,
        discountedPrice: line.discountedPrice,
        discountPercent: item.discountPercent,
        total: lineTotals[index]!,
        couponShare: couponShares[index]!,
        placesPerUnit: perUnit,
        placesSlotId: slotIds.get(`${slot.activityId}:${slot.day ?? '-'}`)!,
      })),
    );
    await tx.insert(orderEvents).values({
      orderId: row!.id,
      fromStatus: null,
      toStatus: 'awaiting_payment',
      ...eventOf({ cause: 'checkout', actor: customer, detail: { attempt } }),
    });
    return row!;
  }).catch(async (error: unknown) => {
    if (!(error instanceof StalePromoCode)) throw error;
    // Taken off the cart, so the next Proceed is at the price the cart then shows.
    await deps.db
      .update(carts)
      .set({ promoCodeId: null })
      .where(and(eq(carts.id, error.cartId), eq(carts.promoCodeId, error.promoCodeId)));
    throw new HttpError(409, 'INVALID_PROMO_CODE', CART_MESSAGES.invalidPromoCode);
  });

  // Nothing can be paid on the replaced orders' sessions any more (a payment that got through first is refunded).
  await expireSessions(deps, replaced);
  if (order.status !== 'awaiting_payment') throw new HttpError(409, 'ORDER_CLOSED', CHECKOUT_MESSAGES.orderNotPayable);
  if (order.paymentUrl) return { orderId: order.id, paymentUrl: order.paymentUrl, expiresAt: order.expiresAt };
  return openPayment(deps, order);
}

/** The cart's promo code stopped applying between Apply and Proceed (its last use went to someone else). */
class StalePromoCode extends Error {
  constructor(
    readonly cartId: number,
    readonly promoCodeId: number,
  ) {
    super('the promo code no longer applies');
  }
}

/** What the payment page says is being paid for: the first name, and how many more, in the order's language. */
export function paymentDescription(names: readonly string[], language: Language): string {
  const [first] = names;
  if (first === undefined) return language === 'ar' ? 'طلب Weekends' : 'Weekends order';
  if (names.length === 1) return first;
  // The Arabic counts without the noun, so one wording fits every number ('and others (2)').
  return language === 'ar' ? `${first} وتجارب أخرى (${names.length - 1})` : `${first} and ${names.length - 1} more`;
}

/** Step two: the gateway's payment page. Its compensation, when the gateway fails, is closing the order. */
async function openPayment(deps: CheckoutDeps, order: OrderRow): Promise<CreatedOrderResult> {
  // The payment page names the order in its language: an Arabic order is paid on the Arabic payment page.
  const items = await deps.db
    .select({
      title: catalogueIn(order.language).activity.title,
      bundleName: soldIn(order.language).passName(orderItems.passRef, orderItems.bundleName),
    })
    .from(orderItems)
    .innerJoin(activities, eq(activities.id, orderItems.activityId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  // A weekend pass is named once, by its name, rather than by each of its experiences.
  const names = [...new Set(items.map((i) => i.bundleName ?? i.title))];
  const description = paymentDescription(names, order.language);
  // Back to the checkout in the order's language, so an Arabic order ends on the Arabic success page.
  const returnPath = localizedPath(order.language, `/checkout/${order.customerId}`);
  const returnUrl = new URL(`${returnPath}?order=${order.id}`, deps.publicUrl).toString();
  try {
    const session = await deps.gateway.createSession({
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      amount: order.total,
      currency: 'AED',
      description,
      customerEmail: order.contact.email,
      returnUrl,
      expiresAt: order.expiresAt,
      idempotencyKey: `order-${order.id}`,
    });
    await deps.db
      .update(orders)
      .set({ gatewaySessionId: session.sessionId, paymentUrl: session.url })
      .where(eq(orders.id, order.id));
    await deps.jobs.send(
      QUEUES.expireOrder,
      { orderId: order.id },
      { startAfter: new Date(order.expiresAt.getTime() + 1_000), singletonKey: `expire:${order.id}` },
    );
    return { orderId: order.id, paymentUrl: session.url, expiresAt: order.expiresAt };
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'payment session not opened');
    await moneyTransaction(deps.db, (tx) =>
      closeUnpaid(tx, order.id, 'cancelled', {
        cause: 'the payment gateway could not open a payment',
        actor: SYSTEM,
        detail: { gateway: deps.gateway.name },
      }),
    );
    throw new HttpError(502, 'GATEWAY_UNAVAILABLE', CHECKOUT_MESSAGES.proceedFailed);
  }
}

/** Closes every order whose hold has lapsed unpaid, releasing its places; the job queue runs it (and a sweep). */
export async function expireDueOrders(deps: Pick<CheckoutDeps, 'db'>, now = new Date()): Promise<number[]> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), sql`${orders.expiresAt} <= ${now}`));
  const expired: number[] = [];
  for (const { id } of due) {
    const row = await moneyTransaction(deps.db, (tx) =>
      closeUnpaid(tx, id, 'expired', { cause: `not paid within ${ORDER_HOLD_MINUTES} minutes`, actor: SYSTEM }),
    );
    if (row) expired.push(id);
  }
  return expired;
}

/** Expires one order when its time has come (the job sent at checkout). */
export async function expireOrder(deps: Pick<CheckoutDeps, 'db'>, orderId: number, now = new Date()): Promise<boolean> {
  return moneyTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select({ expiresAt: orders.expiresAt, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row || row.status !== 'awaiting_payment' || row.expiresAt > now) return false;
    const change = { cause: `not paid within ${ORDER_HOLD_MINUTES} minutes`, actor: SYSTEM };
    return (await closeUnpaid(tx, orderId, 'expired', change)) !== null;
  });
}
