import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, orderNumber, type Language, type Order, type OrderStatus } from '@weekends/shared';
import { fill, formatMailDay } from '../../lib/mail-templates/format.ts';
import { mailMessages } from '../../lib/mail-templates/messages.ts';
import { activities, activityAddresses, bookedItems, bookings, orderItems } from '../../db/schema/index.ts';
import type { OrderRow } from './state.ts';
import { firstImage } from '../catalog/service.ts';
import { givenAway } from '../bookings/index.ts';
import { catalogueIn, soldIn } from '../catalog/service.ts';
import type { Executor } from '../../db/client.ts';

/** 'Fri 4 Dec 2026' for a calendar day (already a Dubai day, so printed as it is); Intl's Arabic in Arabic. */
export const formatDay = (day: string, language: Language = DEFAULT_LANGUAGE) => formatMailDay(day, language);

/**
 * The line under an item's title in mails and invoices: the option, and the date or how long the voucher lasts, in
 * the reader's language.
 */
export function itemDetail(
  description: string,
  bookedFor: string | null,
  validUntil: string | null,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (bookedFor) return `${description} · ${formatDay(bookedFor, language)}`;
  if (validUntil)
    return `${description} · ${fill(mailMessages[language].layout.validUntil, { day: formatDay(validUntil, language) })}`;
  return description;
}

/**
 * How a reader of `language` names each line of an order, by order item id: its activity's title and its option.
 * The mails use it in their reader's language.
 */
export async function lineWordsIn(
  db: Executor,
  orderId: number,
  language: Language,
): Promise<Map<number, { title: string; description: string }>> {
  const rows = await db
    .select({
      id: orderItems.id,
      title: catalogueIn(language).activity.title,
      description: soldIn(language).option(orderItems.priceOptionId, orderItems.description),
    })
    .from(orderItems)
    .innerJoin(activities, eq(activities.id, orderItems.activityId))
    .where(eq(orderItems.orderId, orderId));
  return new Map(rows.map((r) => [r.id, { title: r.title, description: r.description }]));
}

/**
 * The order as the checkout's return, the success page and the voucher mail link show it, its words (titles,
 * options, pass names, addresses) in `language`, the reader's.
 */
export async function orderView(db: Executor, order: OrderRow, language: Language = DEFAULT_LANGUAGE): Promise<Order> {
  const within = catalogueIn(language);
  const sold = soldIn(language);
  const lines = await db
    .select({
      line: orderItems,
      slug: activities.slug,
      title: within.activity.title,
      description: sold.option(orderItems.priceOptionId, orderItems.description),
      bundleName: sold.passName(orderItems.passRef, orderItems.bundleName),
      image: firstImage(),
      address: within.address.address,
      latitude: activityAddresses.latitude,
      longitude: activityAddresses.longitude,
    })
    .from(orderItems)
    .innerJoin(activities, eq(activities.id, orderItems.activityId))
    .leftJoin(activityAddresses, eq(activityAddresses.activityId, activities.id))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, order.id));
  const vouchers = booking
    ? await db
        .select({
          id: bookedItems.id,
          orderItemId: bookedItems.orderItemId,
          code: bookedItems.voucherCode,
          redeemedAt: bookedItems.redeemedAt,
          cancelledAt: bookedItems.cancelledAt,
          validUntil: bookedItems.validUntil,
        })
        .from(bookedItems)
        .where(
          inArray(
            bookedItems.orderItemId,
            lines.map((l) => l.line.id),
          ),
        )
    : [];
  // What the customer gave away shows as given, with its old (void) code, never the receiver's new one.
  const gifts = await givenAway(
    db,
    vouchers.map((v) => v.id),
  );
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    expiresAt: order.expiresAt.toISOString(),
    customer: order.contact,
    address: order.address,
    couponCode: order.couponCode,
    quote: {
      cartTotal: order.cartTotal,
      discount: order.discount,
      subTotal: order.subTotal,
      couponPercent: order.couponPercent,
      couponDiscount: order.couponDiscount,
      total: order.total,
      vat: order.vat,
    },
    items: lines.map(({ line, slug, title, description, bundleName, image, address, latitude, longitude }) => {
      const v = vouchers.find((x) => x.orderItemId === line.id);
      return {
        id: line.id,
        itemType: line.itemType === 1 ? 1 : 0,
        title: bundleName ?? title,
        bundleName,
        activity: {
          id: line.activityId,
          slug,
          title,
          image,
          address: address ?? null,
          latitude: latitude ?? null,
          longitude: longitude ?? null,
        },
        date: line.bookedFor,
        validUntil: v?.validUntil ?? null,
        description,
        quantity: line.quantity,
        price: line.price,
        discountedPrice: line.discountedPrice,
        total: line.total,
        voucher: v
          ? gifts.has(v.id)
            ? { bookedItemId: v.id, code: gifts.get(v.id) ?? v.code, status: 'gifted' }
            : {
                bookedItemId: v.id,
                code: v.code,
                status: v.cancelledAt ? 'cancelled' : v.redeemedAt ? 'verified' : 'pending',
              }
          : null,
      };
    }),
    bookingId: booking?.id ?? null,
  };
}
