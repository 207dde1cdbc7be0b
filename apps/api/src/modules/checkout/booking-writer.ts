import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_PERCENT, dubaiDay, splitSale, voucherValidUntil } from '@weekends/shared';
import { activities, bookedItems, bookings, hosts } from '../../db/schema/index.ts';
import { newVoucherCode } from '../bookings/index.ts';
import { recordEvents } from '../bookings/index.ts';
import type { Executor } from '../../db/client.ts';

/** What a booking row holds besides its items: the order's totals (fils) and how it was paid. */
export interface BookingHead {
  customerId: number;
  orderId: number | null;
  cartTotal: number;
  cartDiscount: number;
  couponCode: string | null;
  couponDiscount: number;
  total: number;
  paymentReference: string | null;
  address: string | null;
}

/** One sold line: an activity's price option, with its figures before (`total`) and after (`paid`) any promo code. */
export interface BookingLine {
  itemType: number;
  activityId: number;
  bundleName: string | null;
  passRef: string | null;
  priceOptionId: number | null;
  description: string;
  quantity: number;
  price: number;
  discountedPrice: number | null;
  total: number;
  paid: number;
  bookedFor: string | null;
  orderItemId: number | null;
}

export interface BookedLine {
  id: number;
  voucherCode: string;
  hostAmount: number;
  validUntil: string | null;
  title: string;
  hostId: number | null;
}

/**
 * The booking of a sale (a paid order, or a corporate's award): the bookings row, a booked item per line with its
 * voucher code, the host's amount and fee at the host's commission, how long an undated voucher lasts, the 'paid'
 * event of each item's history, and the activities' lifetime sales. Answers the items in the order of `lines`.
 */
export async function writeBooking(
  tx: Executor,
  head: BookingHead,
  lines: readonly BookingLine[],
  cause: string,
  now: Date,
): Promise<{ bookingId: number; items: BookedLine[] }> {
  const facts = await tx
    .select({
      id: activities.id,
      title: activities.title,
      validityPeriod: activities.validityPeriod,
      hostId: activities.hostId,
      commission: hosts.commissionPercent,
    })
    .from(activities)
    .leftJoin(hosts, eq(hosts.customerId, activities.hostId))
    .where(inArray(activities.id, [...new Set(lines.map((l) => l.activityId))]));
  const factOf = (activityId: number) => facts.find((f) => f.id === activityId)!;

  const [booking] = await tx
    .insert(bookings)
    .values({
      customerId: head.customerId,
      orderId: head.orderId,
      cartTotal: head.cartTotal,
      cartDiscount: head.cartDiscount,
      couponCode: head.couponCode,
      couponDiscount: head.couponDiscount,
      total: head.total,
      paymentReference: head.paymentReference,
      createdAt: now,
    })
    .returning({ id: bookings.id });

  const today = dubaiDay(now);
  // Drawn first, so each row that comes back is known by its (unique) code.
  const codes = lines.map(() => newVoucherCode());
  const rows = await tx
    .insert(bookedItems)
    .values(
      lines.map((line, index) => {
        const { validityPeriod, hostId, commission } = factOf(line.activityId);
        // The provider's own experiences have no host: the whole amount stays with the provider.
        const split =
          hostId === null
            ? { hostAmount: 0, marketplaceFee: line.paid }
            : splitSale(line.total, line.paid, commission ?? DEFAULT_COMMISSION_PERCENT);
        return {
          bookingId: booking!.id,
          customerId: head.customerId,
          itemType: line.itemType,
          activityId: line.activityId,
          bundleName: line.bundleName,
          passRef: line.passRef,
          priceOptionId: line.priceOptionId,
          priceOptionDescription: line.description,
          quantity: line.quantity,
          price: line.price,
          discountedPrice: line.discountedPrice,
          total: line.paid,
          ...split,
          voucherCode: codes[index]!,
          address: head.address,
          bookedFor: line.bookedFor,
          validUntil: line.bookedFor === null && validityPeriod ? voucherValidUntil(today, validityPeriod) : null,
          purchaseDate: now,
          orderItemId: line.orderItemId,
        };
      }),
    )
    .returning({
      id: bookedItems.id,
      voucherCode: bookedItems.voucherCode,
      hostAmount: bookedItems.hostAmount,
      validUntil: bookedItems.validUntil,
    });
  await recordEvents(
    tx,
    rows.map((b) => b.id),
    'paid',
    cause,
    now,
  );

  const sold = new Map<number, number>();
  for (const line of lines) sold.set(line.activityId, (sold.get(line.activityId) ?? 0) + line.quantity);
  for (const [activityId, quantity] of sold) {
    await tx
      .update(activities)
      .set({ lifeTimeSales: sql`${activities.lifeTimeSales} + ${quantity}` })
      .where(eq(activities.id, activityId));
  }
  const items = lines.map((line, index) => {
    const row = rows.find((r) => r.voucherCode === codes[index])!;
    const { title, hostId } = factOf(line.activityId);
    return { ...row, title, hostId };
  });
  return { bookingId: booking!.id, items };
}
