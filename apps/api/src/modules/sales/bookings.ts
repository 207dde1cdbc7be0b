import { desc } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, HOST_BOOKINGS_PAGE_SIZE, type HostBookings, type Language } from '@weekends/shared';
import { bookedItems } from '../../db/schema/index.ts';
import { ofHost, selectItems, toHostBookedItem } from './queries.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The Sales Overview: every booked item of the host's activities, cancelled ones too (as 'cancelled'), newest first,
 * 6 a page. One row more than a page is read to know whether Load More is due.
 */
export async function hostBookings(
  db: Executor,
  hostId: number,
  page: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HostBookings> {
  const rows = await selectItems(db, language)
    .where(ofHost(hostId))
    .orderBy(desc(bookedItems.id))
    .limit(HOST_BOOKINGS_PAGE_SIZE + 1)
    .offset((page - 1) * HOST_BOOKINGS_PAGE_SIZE);
  return {
    items: rows.slice(0, HOST_BOOKINGS_PAGE_SIZE).map(toHostBookedItem),
    hasMore: rows.length > HOST_BOOKINGS_PAGE_SIZE,
  };
}
