import { addDays, weekdayOf } from '@weekends/shared/time';
import { formatMonth, weekdayName } from '../../../lib/format/index.ts';

/**
 * Months of the host's calendar as 'yyyy-MM', days as 'yyyy-MM-dd': calendar days already named in Dubai, so plain
 * string arithmetic (shared/time.ts) never shifts a day whatever the browser's time zone.
 */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null): value is string => value !== null && MONTH.test(value);
export const monthOf = (day: string) => day.slice(0, 7);

/** The first and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `by` months after (or before) this one. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The month's weeks, Monday first (the UAE's working week), each seven days or null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: (weekdayOf(from) + 6) % 7 }, () => null);
  for (let day = from; day <= to; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Short weekday names, Monday first, in the page's language. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => weekdayName((i + 1) % 7, { language: locale }));
}

/** 'January 2027'. */
export function monthName(month: string, locale: string): string {
  return formatMonth(month, { language: locale });
}
