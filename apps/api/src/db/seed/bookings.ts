import { eq, inArray } from 'drizzle-orm';
import { addDays, AFTERSALE_EVENT_CAUSES, dubaiDay, lineTotal, vatIncluded } from '@weekends/shared';
import {
  bookedItemEvents,
  bookedItems,
  bookings,
  customers,
  orderEvents,
  orderItems,
  orders,
  priceOptions,
} from '../schema/index.ts';
import { activityWeekdays, isBookableDay, takePlaces } from '../../modules/capacity/service.ts';
import { newVoucherCode, splitCommission } from '../../modules/bookings/service.ts';
import { DEMO_CUSTOMER_ADDRESS, demoBookings } from './content/accounts.ts';
import { createRng } from './prng.ts';
import type { Tx } from '../client.ts';

const DAY_MS = 86_400_000;
/** Dubai is UTC+4 all year. */
const DUBAI_OFFSET_HOURS = 4;

/** `daysAgo` days before `now`, at `hour`:12 Dubai time. */
export function dubaiTimeDaysAgo(now: Date, daysAgo: number, hour: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - DUBAI_OFFSET_HOURS, 12));
}

/**
 * The demo customer's orders as checkout writes them: a paid order with its lines and history (so the back office's
 * orders search finds them), one bookings row per order with its totals, one booked_items row per price option (or
 * per experience of a weekend pass) with the prices, fee and host amount of the sale, a voucher code each and the
 * customer's delivery address.
 */
export async function insertDemoBookings(
  tx: Tx,
  customerId: number,
  idOf: (slug: string) => number,
  now: Date,
): Promise<void> {
  const slugs = [
    ...new Set(demoBookings.flatMap((b) => (b.kind === 'pass' ? b.activities : b.lines.map((l) => l.activity)))),
  ];
  const options = await tx
    .select()
    .from(priceOptions)
    .where(inArray(priceOptions.activityId, slugs.map(idOf)));
  const optionOf = (slug: string, description?: string) => {
    const own = options
      .filter((o) => o.activityId === idOf(slug))
      .sort((a, b) => a.position - b.position || a.id - b.id);
    const option = description === undefined ? own[0] : own.find((o) => o.description === description);
    if (!option) throw new Error(`Seed refers to unknown price option ${slug} / ${description ?? 'first'}`);
    return option;
  };
  // Seeded so the demo data comes out the same every run (real checkouts draw codes from crypto).
  const rng = createRng('demo-voucher-codes');
  const voucher = () => newVoucherCode((n) => rng.int(0, n - 1));
  const [customer] = await tx
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phoneNumber: customers.phoneNumber,
    })
    .from(customers)
    .where(eq(customers.id, customerId));

  for (const order of demoBookings) {
    const purchaseDate = dubaiTimeDaysAgo(now, order.daysAgo, order.hour);
    const redeemedAt = order.redeemedDaysAgo === undefined ? null : dubaiTimeDaysAgo(now, order.redeemedDaysAgo, 18);
    const lines =
      order.kind === 'pass'
        ? order.activities.map((slug) => {
            // A weekend pass uses each experience's first option, less the pass's percentage (rounded down).
            const option = optionOf(slug);
            const discountedPrice = Math.floor((option.price * (100 - order.discountPercent)) / 100);
            return {
              slug,
              option,
              quantity: 1,
              price: option.price,
              discountedPrice,
              total: discountedPrice,
              itemType: 1,
              bundleName: order.name,
            };
          })
        : order.lines.map((line) => {
            const option = optionOf(line.activity, line.option);
            const total = lineTotal({ ...option, quantity: line.quantity });
            return {
              slug: line.activity,
              option,
              quantity: line.quantity,
              price: option.price,
              discountedPrice: option.discountedPrice,
              total,
              itemType: 0,
              bundleName: null,
            };
          });
    const cartTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const total = lines.reduce((sum, l) => sum + l.total, 0);
    const paymentReference = `demo-payment-${order.daysAgo}-${order.hour}`;
    const [paid] = await tx
      .insert(orders)
      .values({
        customerId,
        attempt: paymentReference,
        status: 'paid',
        contact: customer!,
        address: DEMO_CUSTOMER_ADDRESS,
        cartTotal,
        discount: cartTotal - total,
        subTotal: total,
        total,
        vat: vatIncluded(total),
        holdsPlaces: order.forDayAhead !== undefined,
        expiresAt: purchaseDate,
        gateway: 'sandbox',
        paymentReference,
        amountPaid: total,
        createdAt: purchaseDate,
        paidAt: purchaseDate,
      })
      .returning({ id: orders.id });
    const [booking] = await tx
      .insert(bookings)
      .values({
        customerId,
        cartTotal,
        cartDiscount: cartTotal - total,
        total,
        paymentReference,
        orderId: paid!.id,
        createdAt: purchaseDate,
      })
      .returning({ id: bookings.id });
    // A booking for a day ahead takes its places, as a checkout would.
    let bookedFor: string | null = null;
    if (order.forDayAhead !== undefined) {
      const weekdays = await activityWeekdays(tx, idOf(lines[0]!.slug));
      const today = dubaiDay(now);
      let day = addDays(today, order.forDayAhead);
      while (!isBookableDay(day, weekdays, today)) day = addDays(day, 1);
      bookedFor = day;
      await takePlaces(
        tx,
        lines.map((l) => ({ activityId: idOf(l.slug), day, places: l.quantity * l.option.places })),
      );
    }
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: paid!.id,
        itemType: l.itemType,
        bundleName: l.bundleName,
        passRef: l.itemType === 1 ? 'demo' : null,
        activityId: idOf(l.slug),
        bookedFor,
        priceOptionId: l.option.id,
        description: l.option.description,
        quantity: l.quantity,
        price: l.price,
        // A pass's line is its experience's price less the pass's percentage, as checkout writes it.
        discountedPrice: order.kind === 'pass' ? null : l.discountedPrice,
        discountPercent: order.kind === 'pass' ? order.discountPercent : 0,
        total: l.total,
        placesPerUnit: l.option.places,
      })),
    );
    await tx.insert(orderEvents).values([
      { orderId: paid!.id, fromStatus: null, toStatus: 'awaiting_payment', cause: 'checkout', at: purchaseDate },
      { orderId: paid!.id, fromStatus: 'awaiting_payment', toStatus: 'paid', cause: 'paid by card', at: purchaseDate },
    ]);
    const items = await tx
      .insert(bookedItems)
      .values(
        lines.map((l) => ({
          bookingId: booking!.id,
          customerId,
          itemType: l.itemType,
          activityId: idOf(l.slug),
          bundleName: l.bundleName,
          priceOptionId: l.option.id,
          priceOptionDescription: l.option.description,
          quantity: l.quantity,
          price: l.price,
          discountedPrice: l.discountedPrice !== null && l.discountedPrice < l.price ? l.discountedPrice : null,
          total: l.total,
          ...splitCommission(l.total),
          voucherCode: voucher(),
          address: DEMO_CUSTOMER_ADDRESS,
          purchaseDate,
          bookedFor,
          redeemedAt,
          passRef: l.itemType === 1 ? 'demo' : null,
        })),
      )
      .returning({ id: bookedItems.id });
    // Their history, as the voucher page shows it.
    await tx.insert(bookedItemEvents).values([
      // The words a real purchase writes, so the voucher page shows them in the reader's language.
      ...items.map((i) => ({ bookedItemId: i.id, kind: 'paid', cause: AFTERSALE_EVENT_CAUSES.paid, at: purchaseDate })),
      ...(redeemedAt
        ? items.map((i) => ({
            bookedItemId: i.id,
            kind: 'redeemed',
            cause: 'voucher verified by the host',
            at: redeemedAt,
          }))
        : []),
    ]);
  }
}
