import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { fill } from '../mail-templates/format.ts';

/** The words of the calendar file, kept together like every other user-visible text. */
export const calendarMessages = {
  calendarName: 'Weekends bookings',
  /** An undated voucher has no day to put in the calendar, so its last day reminds the customer to use it. */
  voucherReminder: 'Use your voucher: {title}',
} as const;

const productId = 'weekends.ae/bookings';

export interface CalendarEntry {
  /** Stable per booked item, so re-importing the file updates the event instead of duplicating it. */
  uid: string;
  title: string;
  /** The booked day, yyyy-MM-dd (an Asia/Dubai calendar day), or null for a voucher used on any day. */
  date: string | null;
  /** The voucher's last day, yyyy-MM-dd. */
  validUntil: string | null;
  location: string | null;
  latitude?: number | null;
  longitude?: number | null;
  description: string;
  url: string;
}

/**
 * A yyyy-MM-dd day as ics's date-only array. The day is already the Asia/Dubai calendar day, and an all-day event
 * (DTSTART;VALUE=DATE) is floating: it carries no time zone, so no conversion may happen here, or a customer whose
 * phone is set to another zone would see the wrong day.
 */
function dayOf(value: string): DateArray {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new Error(`calendar day '${value}' is not yyyy-MM-dd`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`calendar day '${value}' does not exist`);
  }
  return [year, month, day];
}

/** The day after, as DTEND of an all-day event is exclusive (RFC 5545 3.6.1). UTC arithmetic only counts days here. */
function nextDay([year, month, day]: DateArray): DateArray {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
}

function eventOf(entry: CalendarEntry): EventAttributes | null {
  const day = entry.date ?? entry.validUntil;
  if (day === null) return null;
  const start = dayOf(day);
  const title = entry.date === null ? fill(calendarMessages.voucherReminder, { title: entry.title }) : entry.title;
  const hasGeo =
    entry.latitude != null &&
    entry.longitude != null &&
    Number.isFinite(entry.latitude) &&
    Number.isFinite(entry.longitude);
  return {
    uid: entry.uid,
    title,
    start,
    end: nextDay(start),
    description: entry.description,
    url: entry.url,
    ...(entry.location ? { location: entry.location } : {}),
    ...(hasGeo ? { geo: { lat: entry.latitude!, lon: entry.longitude! } } : {}),
  };
}

/**
 * An .ics file of an order's booked items, for 'Add to calendar'. Dated items are all-day events on their day;
 * vouchers without a day become a reminder on their last valid day, or are left out when they never expire.
 */
export function bookingCalendar(entries: CalendarEntry[]): string {
  const events = entries.map(eventOf).filter((event): event is EventAttributes => event !== null);
  const { error, value } = createEvents(events, { productId, calName: calendarMessages.calendarName });
  if (error || value === null) throw error ?? new Error('ics returned no calendar');
  return value;
}
