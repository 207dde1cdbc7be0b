import { asc, eq, inArray } from 'drizzle-orm';
import { COMMERCE_MESSAGES, type AdminBookedItem, type AdminOrderDetail, type Language } from '@weekends/shared';
import {
  activities,
  bookedItemEvents,
  bookedItems,
  cancellations,
  customers,
  hosts,
  orderEvents,
  orderItems,
  orders,
} from '../../../db/schema/index.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../plugins/errors.ts';
import { catalogueIn, soldIn } from '../../catalog/service.ts';
import { orderRowColumns, toOrderRow } from './orders-search.ts';
import { bookings } from '../../../db/schema/index.ts';

type ItemRow = typeof bookedItems.$inferSelect;

const itemState = (item: Pick<ItemRow, 'cancelledAt' | 'redeemedAt'>): AdminBookedItem['state'] =>
  item.cancelledAt ? 'cancelled' : item.redeemedAt ? 'redeemed' : 'valid';

/**
 * An order's refund is whole: only while it is paid through a gateway and none of its vouchers was used or cancelled
 * (a partly used or cancelled order is settled voucher by voucher instead).
 */
export function refundable(
  order: { status: string; paymentReference: string | null },
  items: readonly Pick<ItemRow, 'cancelledAt' | 'redeemedAt'>[],
): string | null {
  if (order.status !== 'paid') return COMMERCE_MESSAGES.refundOnlyPaid;
  if (!order.paymentReference) return COMMERCE_MESSAGES.refundNoPayment;
  if (items.some((i) => itemState(i) !== 'valid')) return COMMERCE_MESSAGES.refundItemsChanged;
  return null;
}

/**
 * Everything the back office shows of one order: its lines, booking, vouchers with their history, payment and log.
 * What was sold is named in the reader's `language` (the experience's Arabic title; the option and pass as soldIn
 * gives them), the English where the Arabic is still to write.
 */
export async function orderDetail(db: Database, orderId: number, language: Language = 'en'): Promise<AdminOrderDetail> {
  const within = catalogueIn(language);
  const sold = soldIn(language);
  const [row] = await db
    .select({ ...orderRowColumns(language), order: orders })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(bookings, eq(bookings.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound(COMMERCE_MESSAGES.orderNotFound);
  const { order } = row;
  const [lines, events, items, refunds] = await Promise.all([
    db
      .select({
        line: orderItems,
        activity: within.activity.title,
        description: sold.option(orderItems.priceOptionId, orderItems.description),
        bundleName: sold.passName(orderItems.passRef, orderItems.bundleName),
      })
      .from(orderItems)
      .innerJoin(activities, eq(activities.id, orderItems.activityId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    row.bookingId === null
      ? Promise.resolve([])
      : db
          .select({
            item: bookedItems,
            title: within.activity.title,
            host: hosts.businessName,
            bundleName: sold.passName(bookedItems.passRef, bookedItems.bundleName),
            option: sold.option(bookedItems.priceOptionId, bookedItems.priceOptionDescription),
          })
          .from(bookedItems)
          .innerJoin(activities, eq(activities.id, bookedItems.activityId))
          .leftJoin(hosts, eq(hosts.customerId, activities.hostId))
          .where(eq(bookedItems.bookingId, row.bookingId))
          .orderBy(asc(bookedItems.id)),
    db.select().from(cancellations).where(eq(cancellations.orderId, orderId)).orderBy(asc(cancellations.id)),
  ]);
  const itemIds = items.map((i) => i.item.id);
  const itemEvents =
    itemIds.length === 0
      ? []
      : await db
          .select()
          .from(bookedItemEvents)
          .where(inArray(bookedItemEvents.bookedItemId, itemIds))
          .orderBy(asc(bookedItemEvents.at), asc(bookedItemEvents.id));
  return {
    ...toOrderRow(row),
    contact: {
      firstName: order.contact.firstName,
      lastName: order.contact.lastName,
      email: order.contact.email,
      phoneNumber: order.contact.phoneNumber,
    },
    address: order.address,
    lines: lines.map(({ line, activity, description, bundleName }) => ({
      id: line.id,
      description,
      activity,
      bundleName,
      bookedFor: line.bookedFor,
      quantity: line.quantity,
      price: line.price,
      discountedPrice: line.discountedPrice,
      total: line.total,
    })),
    totals: {
      cartTotal: order.cartTotal,
      discount: order.discount,
      couponDiscount: order.couponDiscount,
      total: order.total,
      vat: order.vat,
    },
    payment: {
      gateway: order.gateway,
      reference: order.paymentReference,
      amountPaid: order.amountPaid,
      paidAt: order.paidAt?.toISOString() ?? null,
      refundReference: order.refundReference,
    },
    cancellations: refunds.map((c) => ({
      id: c.id,
      amount: c.amount,
      status: c.status,
      cause: c.cause,
      refundReference: c.refundReference,
      createdAt: c.createdAt.toISOString(),
    })),
    history: events.map((e) => ({ at: e.at.toISOString(), what: e.toStatus, cause: e.cause })),
    items: items.map(({ item, title, host, bundleName, option }) => ({
      id: item.id,
      activity: { id: item.activityId, title },
      host,
      bundleName,
      option,
      quantity: item.quantity,
      bookedFor: item.bookedFor,
      total: item.total,
      voucherCode: item.voucherCode,
      state: itemState(item),
      canCancel: itemState(item) === 'valid',
      history: itemEvents
        .filter((e) => e.bookedItemId === item.id)
        .map((e) => ({ at: e.at.toISOString(), what: e.kind, cause: e.cause })),
    })),
    canRefund:
      refundable(
        order,
        items.map((i) => i.item),
      ) === null,
  };
}
