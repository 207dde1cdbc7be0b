import { TIME_ZONE } from '@weekends/shared/constants';

// The browser's own Intl, not date-fns: the activity page shows review dates on first load, and date-fns with its
// time-zone add-on would add about 7 KB of gzipped JavaScript there, on a page held to 170 KB of it
// (docs/PERFORMANCE.md).
// Each formatter is made on first use: making one with a time zone loads the zone's data, tens of milliseconds on a
// phone, which would otherwise be spent as the page's code loads, whether or not the page shows a date.
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-US', options));
}

const parts = lazyFormat({ timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** A day as Dubai sees it, e.g. '27 Nov 2026' (the same as formatDubaiDate(date, 'd MMM yyyy')). */
export function formatDubaiDay(date: Date | string): string {
  const part = Object.fromEntries(
    parts()
      .formatToParts(new Date(date))
      .map((p) => [p.type, p.value]),
  );
  return `${part.day} ${part.month} ${part.year}`;
}

const isoParts = lazyFormat({ timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** The Dubai calendar day as 'yyyy-MM-dd' (the same as formatDubaiDate(date, 'yyyy-MM-dd')), without date-fns. */
export function dubaiIsoDay(date: Date | string): string {
  const part = Object.fromEntries(
    isoParts()
      .formatToParts(new Date(date))
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day}`;
}

const calendarParts = lazyFormat({
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * A calendar day already named in Dubai ('2027-01-15', as bookings carry it) as 'Fri, 15 Jan 2027' (the same as
 * formatDubaiDate's default), without date-fns: it has no time, so it is read in UTC and never shifts a day.
 */
export function formatCalendarDay(day: string): string {
  const part = Object.fromEntries(
    calendarParts()
      .formatToParts(new Date(`${day}T00:00:00Z`))
      .map((p) => [p.type, p.value]),
  );
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}
