import { and, asc, eq } from 'drizzle-orm';
import { API_MESSAGES, DEFAULT_LANGUAGE, isRealDay, type Language, type Manifest } from '@weekends/shared';
import { localizedText } from '../../lib/localized.ts';
import { activities, bookedItems } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { guestName, notCancelled, saleNumber, selectItems } from './queries.ts';
import { voucherStatus } from '../bookings/index.ts';
import type { Executor } from '../../db/client.ts';

/**
 * A day's guest list of one of the host's activities, to print and tick off at the door: the dated items of that day
 * that still stand, by guest name. The activity and the options sold are named in `language` (the host's page's).
 * Another host's activity answers 404, like one that does not exist.
 */
export async function dayManifest(
  db: Executor,
  hostId: number,
  activityId: number,
  day: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Manifest> {
  if (!isRealDay(day))
    throw new HttpError(400, 'VALIDATION_FAILED', API_MESSAGES.notARealDay, { day: [API_MESSAGES.notARealDay] });
  const [activity] = await db
    .select({ id: activities.id, title: localizedText<string>(language, activities.title, activities.titleAr) })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.hostId, hostId)));
  if (!activity) throw notFound(API_MESSAGES.activityNotFound);
  const rows = await selectItems(db, language)
    .where(and(eq(bookedItems.activityId, activityId), eq(bookedItems.bookedFor, day), notCancelled()))
    .orderBy(asc(guestName), asc(bookedItems.id));
  const guests = rows.map(({ item, priceOption, customerName, phoneNumber, orderId, invoiceNumber }) => ({
    bookedItemId: item.id,
    bookingId: item.bookingId,
    orderNumber: saleNumber({ orderId, invoiceNumber }),
    customerName,
    phoneNumber,
    priceOptionDescription: priceOption,
    quantity: item.quantity,
    voucherCode: item.voucherCode,
    status: voucherStatus(item),
  }));
  return { activity, day, guests, totalQuantity: guests.reduce((sum, g) => sum + g.quantity, 0) };
}
