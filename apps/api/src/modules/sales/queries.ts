import { and, eq, gte, isNotNull, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, dubaiDayStart, orderNumber, type HostBookedItem, type Language } from '@weekends/shared';
import { localizedText } from '../../lib/localized.ts';
import {
  activities,
  bookedItems,
  bookings,
  corporateAwards,
  corporateInvoices,
  customers,
  hostPayouts,
  orders,
} from '../../db/schema/index.ts';
import { voucherStatus } from '../bookings/index.ts';
import type { Executor } from '../../db/client.ts';

/**
 * What every host figure starts from: the booked items of the host's own activities. Another host's items never
 * enter a query, so they cannot leak into a sum or a row.
 */
export const ofHost = (hostId: number): SQL => eq(activities.hostId, hostId);

/** Items that count in figures: a cancelled item was refunded and shows only as a 'cancelled' row. */
export const notCancelled = (): SQL => isNull(bookedItems.cancelledAt);

export const ownSoldItems = (hostId: number): SQL => and(ofHost(hostId), notCancelled())!;

/**
 * The guest's names as the host should greet them: what a guest typed at checkout (kept on the order; the guest's
 * customer row may carry another person's names, see sessions.guest_contact), else the holder's account. A voucher
 * given away belongs to its receiver, whose account is then the item's customer.
 */
const typedByGuest = sql`(${orders.placedAsGuest} and ${orders.customerId} = ${bookedItems.customerId})`;
export const guestName = sql<string>`case when ${typedByGuest}
  then trim(coalesce(${orders.contact}->>'firstName', '') || ' ' || coalesce(${orders.contact}->>'lastName', ''))
  else trim(${customers.firstName} || ' ' || ${customers.lastName}) end`;
const guestPhone = sql<
  string | null
>`case when ${typedByGuest} then ${orders.contact}->>'phoneNumber' else ${customers.phoneNumber} end`;

/** What names a sale: its order, or for a corporate's award (which has no order) the award's invoice. */
export const saleNumberColumns = { orderId: bookings.orderId, invoiceNumber: corporateInvoices.number };

/**
 * The number people quote for a sale: the order's ('WK-000018'), which the customer's mails and the host's sale notice
 * carry, or an award's invoice number, which the host's notice of an award carries instead. Null for a booking with
 * neither (the demo's own).
 */
export function saleNumber(sale: { orderId: number | null; invoiceNumber: string | null }): string | null {
  return sale.orderId !== null ? orderNumber(sale.orderId) : sale.invoiceNumber;
}

/**
 * A row's columns in the host's language: the activity's title in it, and the option as sold, in Arabic while the
 * option still carries the words it was sold with (an option renamed since is not what the customer bought).
 */
const rowColumns = (language: Language) => ({
  item: bookedItems,
  title: localizedText(language, activities.title, activities.titleAr),
  priceOption:
    language === 'ar'
      ? sql<string | null>`coalesce((select nullif(p.description_ar, '') from price_options p
          where p.id = ${bookedItems.priceOptionId} and p.description = ${bookedItems.priceOptionDescription}),
          ${bookedItems.priceOptionDescription})`
      : sql<string | null>`${bookedItems.priceOptionDescription}`,
  customerName: guestName,
  phoneNumber: guestPhone,
  ...saleNumberColumns,
});

/**
 * Booked items of activities, with their holder, the order (for a guest's typed names) and the sale's number, named in
 * `language` (the host's page's); the caller adds the where.
 */
export function selectItems(db: Executor, language: Language = DEFAULT_LANGUAGE) {
  return db
    .select(rowColumns(language))
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
    .innerJoin(customers, eq(customers.id, bookedItems.customerId))
    .leftJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(corporateAwards, eq(corporateAwards.bookingId, bookings.id))
    .leftJoin(corporateInvoices, eq(corporateInvoices.id, corporateAwards.invoiceId))
    .$dynamic();
}

export type ItemRow = {
  item: typeof bookedItems.$inferSelect;
  title: string;
  priceOption: string | null;
  customerName: string;
  phoneNumber: string | null;
  orderId: number | null;
  invoiceNumber: string | null;
};

/** One row of the Sales Overview. */
export function toHostBookedItem(row: ItemRow): HostBookedItem {
  const { item, title, priceOption, customerName } = row;
  return {
    id: item.id,
    bookingId: item.bookingId,
    orderNumber: saleNumber(row),
    purchaseDate: item.purchaseDate.toISOString(),
    activityId: item.activityId,
    title,
    priceOptionDescription: priceOption,
    quantity: item.quantity,
    bookedFor: item.bookedFor,
    customerName,
    status: voucherStatus(item),
    hostAmount: item.hostAmount,
    redeemedAt: item.redeemedAt?.toISOString() ?? null,
  };
}

/** Sums of fils can outgrow a 32-bit integer for a busy host; PostgreSQL answers bigint sums as text. */
export const bigSum = (expression: SQLWrapper, filter?: SQL) =>
  (filter
    ? sql<number>`coalesce(sum(${expression}) filter (where ${filter}), 0)`
    : sql<number>`coalesce(sum(${expression}), 0)`
  ).mapWith(Number);
export const countOf = (filter?: SQL) =>
  (filter ? sql<number>`count(*) filter (where ${filter})` : sql<number>`count(*)`).mapWith(Number);

/** The first day of the month after a yyyy-MM month. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/**
 * Payouts: a voucher belongs to the month of its redemption on the Dubai calendar, and a payout to the
 * month of the statement it pays. The host's statement and the back office's payouts both count with these.
 */
export const redeemedIn = (month: string): SQL =>
  and(
    isNotNull(bookedItems.redeemedAt),
    gte(bookedItems.redeemedAt, dubaiDayStart(`${month}-01`)),
    lt(bookedItems.redeemedAt, dubaiDayStart(`${nextMonth(month)}-01`)),
  )!;
export const paidFor = (month: string): SQL =>
  and(gte(hostPayouts.month, `${month}-01`), lt(hostPayouts.month, `${nextMonth(month)}-01`))!;
