import { randomInt } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { BOOKINGS_PAGE_SIZE, type BookedItem, type BookedItemsPage } from '@weekends/shared';
import type { Executor } from '../catalog/queries.ts';
import { activities, bookedItems } from '../../db/schema/index.ts';
import { OTP_ALPHABET } from '../accounts/recovery.ts';

/** DESIGN 4: each booked item gets a voucher code of 8 characters from the unambiguous alphabet (no 0/O, 1/I). */
export const VOUCHER_CODE_LENGTH = 8;
export const VOUCHER_ALPHABET = OTP_ALPHABET;

/** A fresh voucher code; `pick(n)` draws an index below n (crypto by default, a seeded PRNG in the demo seed). */
export function newVoucherCode(pick: (n: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1) code += VOUCHER_ALPHABET[pick(VOUCHER_ALPHABET.length)];
  return code;
}

/** DESIGN 4: the Online Marketplace Fee is a rate per host, 15% unless the admin sets another. */
export const DEFAULT_MARKETPLACE_FEE_PERCENT = 15;

/** Splits a line's total into the fee (rounded down, as every rule of the spec) and the host's amount. */
export function splitCommission(total: number, feePercent = DEFAULT_MARKETPLACE_FEE_PERCENT): { marketplaceFee: number; hostAmount: number } {
  const marketplaceFee = Math.floor((total * feePercent) / 100);
  return { marketplaceFee, hostAmount: total - marketplaceFee };
}

/**
 * Booked Activities (spec 001 'Customer dashboard'): the customer's own items, newest (highest id) first, 6 a
 * page. One row more than a page is read to know whether a Load More is due. The image is the activity's first
 * by position, as on cards.
 */
export async function listBookedItems(db: Executor, customerId: number, page: number): Promise<BookedItemsPage> {
  const rows = await db
    .select({
      id: bookedItems.id,
      bookingId: bookedItems.bookingId,
      itemType: bookedItems.itemType,
      bundleName: bookedItems.bundleName,
      slug: activities.slug,
      activityTitle: activities.title,
      image: sql<string | null>`(select i.path from activity_images i where i.activity_id = ${activities.id} order by i.position, i.id limit 1)`,
      purchaseDate: bookedItems.purchaseDate,
      voucherCode: bookedItems.voucherCode,
      total: bookedItems.total,
      quantity: bookedItems.quantity,
      address: bookedItems.address,
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(eq(bookedItems.customerId, customerId))
    .orderBy(desc(bookedItems.id))
    .limit(BOOKINGS_PAGE_SIZE + 1)
    .offset((page - 1) * BOOKINGS_PAGE_SIZE);
  const items = rows.slice(0, BOOKINGS_PAGE_SIZE).map((row): BookedItem => {
    const itemType = row.itemType === 1 ? 1 : 0;
    return {
      id: row.id,
      bookingId: row.bookingId,
      itemType,
      title: itemType === 1 && row.bundleName ? row.bundleName : row.activityTitle,
      activity: { slug: row.slug, title: row.activityTitle, image: row.image },
      purchaseDate: row.purchaseDate.toISOString(),
      otp: row.voucherCode,
      total: row.total,
      quantity: row.quantity,
      address: row.address,
    };
  });
  return { items, page, hasMore: rows.length > BOOKINGS_PAGE_SIZE };
}
