import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BOOKINGS_PAGE_SIZE,
  orderNumber,
  type BookedItem,
  type Language,
  type BookedItemsPage,
  type VoucherDetail,
} from '@weekends/shared';
import { firstImage } from '../catalog/service.ts';
import { catalogueIn, soldIn } from '../catalog/service.ts';
import {
  activities,
  activityAddresses,
  bookedItems,
  bookings,
  customers,
  voucherGifts,
} from '../../db/schema/index.ts';
import { READABLE_CODE_ALPHABET } from '../../lib/tokens.ts';
import { itemHistory } from './history.ts';
import { actionsOf } from './items.ts';
import type { Executor } from '../../db/client.ts';

/** Each booked item gets a voucher code of 8 characters from the unambiguous alphabet (no 0/O, 1/I). */
export const VOUCHER_CODE_LENGTH = 8;
export const VOUCHER_ALPHABET = READABLE_CODE_ALPHABET;

/** A fresh voucher code; `pick(n)` draws an index below n (crypto by default, a seeded PRNG in the demo seed). */
export function newVoucherCode(pick: (n: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1) code += VOUCHER_ALPHABET[pick(VOUCHER_ALPHABET.length)];
  return code;
}

/** The Online Marketplace Fee is a rate per host, 15% unless the admin sets another. */
export const DEFAULT_MARKETPLACE_FEE_PERCENT = 15;

/** Splits a line's total into the fee (rounded down, as every money rule) and the host's amount. */
export function splitCommission(
  total: number,
  feePercent = DEFAULT_MARKETPLACE_FEE_PERCENT,
): { marketplaceFee: number; hostAmount: number } {
  const marketplaceFee = Math.floor((total * feePercent) / 100);
  return { marketplaceFee, hostAmount: total - marketplaceFee };
}

/**
 * Booked Activities, a tab of the customer dashboard: the customer's own items, newest (highest id) first, 6 a
 * page. One row more than a page is read to know whether a Load More is due. The image is the activity's first
 * by position, as on cards. A voucher the customer gave away leaves the list at once, even before the receiver's
 * account claims it (until then its row still names the giver). Titles and pass names are in `language`.
 */
export async function listBookedItems(
  db: Executor,
  customerId: number,
  page: number,
  language: Language = 'en',
): Promise<BookedItemsPage> {
  const rows = await db
    .select({
      item: bookedItems,
      slug: activities.slug,
      activityTitle: catalogueIn(language).activity.title,
      bundleName: soldIn(language).passName(bookedItems.passRef, bookedItems.bundleName),
      image: firstImage(),
      orderId: bookings.orderId,
    })
    .from(bookedItems)
    .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(and(eq(bookedItems.customerId, customerId), notGivenAwayBy(customerId)))
    .orderBy(desc(bookedItems.id))
    .limit(BOOKINGS_PAGE_SIZE + 1)
    .offset((page - 1) * BOOKINGS_PAGE_SIZE);
  const items = rows
    .slice(0, BOOKINGS_PAGE_SIZE)
    .map((row) =>
      toBookedItem(
        { ...row.item, bundleName: row.bundleName },
        { slug: row.slug, title: row.activityTitle, image: row.image },
        row.orderId,
      ),
    );
  return { items, page, hasMore: rows.length > BOOKINGS_PAGE_SIZE };
}

/** Pending until the host redeems the voucher; cancelled once refunded. */
export function voucherStatus(row: { redeemedAt: Date | null; cancelledAt: Date | null }): BookedItem['status'] {
  return row.cancelledAt ? 'cancelled' : row.redeemedAt ? 'verified' : 'pending';
}

/** Leaves out the items this customer gave to someone (voucher_gifts), claimed or not. */
const notGivenAwayBy = (customerId: number) =>
  sql`not exists (select 1 from ${voucherGifts} where ${voucherGifts.bookedItemId} = ${bookedItems.id} and ${voucherGifts.fromCustomerId} = ${customerId})`;

/**
 * One of the customer's vouchers, as its own page shows it, with its history, what can be done with it now and, for a
 * gift, who gave it; null for anyone else's and for one the customer gave away (the route answers 404). Its words
 * (title, pass name, option, address) are in `language`.
 */
export async function findVoucher(
  db: Executor,
  customerId: number,
  bookedItemId: number,
  now = new Date(),
  language: Language = 'en',
): Promise<VoucherDetail | null> {
  const within = catalogueIn(language);
  const sold = soldIn(language);
  const [row] = await db
    .select({
      item: bookedItems,
      orderId: bookings.orderId,
      slug: activities.slug,
      activityTitle: within.activity.title,
      bundleName: sold.passName(bookedItems.passRef, bookedItems.bundleName),
      description: sold.option(bookedItems.priceOptionId, bookedItems.priceOptionDescription),
      howToRedeem: within.activity.howToRedeem,
      image: firstImage(),
      activityAddress: within.address.address,
      latitude: activityAddresses.latitude,
      longitude: activityAddresses.longitude,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(bookedItems)
    .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .innerJoin(customers, eq(customers.id, bookedItems.customerId))
    .leftJoin(activityAddresses, eq(activityAddresses.activityId, activities.id))
    .where(and(eq(bookedItems.id, bookedItemId), eq(bookedItems.customerId, customerId), notGivenAwayBy(customerId)));
  if (!row) return null;
  const item = { ...row.item, bundleName: row.bundleName };
  const actions = await actionsOf(db, customerId, item, now);
  if (!actions) return null;
  const [gift] = await db
    .select({ message: voucherGifts.message, firstName: customers.firstName, lastName: customers.lastName })
    .from(voucherGifts)
    .innerJoin(customers, eq(customers.id, voucherGifts.fromCustomerId))
    .where(and(eq(voucherGifts.bookedItemId, item.id), eq(voucherGifts.toCustomerId, customerId)));
  const activity = { slug: row.slug, title: row.activityTitle, image: row.image };
  return {
    ...toBookedItem(item, activity, row.orderId),
    activity: {
      ...activity,
      address: row.activityAddress,
      latitude: row.latitude,
      longitude: row.longitude,
      howToRedeem: row.howToRedeem,
    },
    description: row.description,
    orderNumber: row.orderId === null ? null : orderNumber(row.orderId),
    customerName: `${row.firstName} ${row.lastName}`,
    qrCode: `/api/booked-items/${item.id}/qr.svg`,
    history: await itemHistory(db, item.id),
    actions,
    giftFrom: gift ? { name: `${gift.firstName} ${gift.lastName}`.trim(), message: gift.message } : null,
  };
}

/** A booked item as the dashboard lists it (the title is the pass's name for an experience of a weekend pass). */
function toBookedItem(
  item: typeof bookedItems.$inferSelect,
  activity: BookedItem['activity'],
  orderId: number | null,
): BookedItem {
  const itemType = item.itemType === 1 ? 1 : 0;
  return {
    id: item.id,
    bookingId: item.bookingId,
    itemType,
    title: itemType === 1 && item.bundleName ? item.bundleName : activity.title,
    activity,
    purchaseDate: item.purchaseDate.toISOString(),
    otp: item.voucherCode,
    total: item.total,
    quantity: item.quantity,
    address: item.address,
    date: item.bookedFor,
    validUntil: item.validUntil,
    status: voucherStatus(item),
    orderId,
  };
}
