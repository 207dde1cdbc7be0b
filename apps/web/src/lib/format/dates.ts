import { TIME_ZONE } from '@weekends/shared/constants';
import { cached, isArabic, type InLanguage } from './language.ts';

// The browser's own Intl, not date-fns: the activity page shows dates on first load, and date-fns with its time-zone
// add-on would add about 7 KB of gzipped JavaScript there, on a page held to 170 KB of it (docs/PERFORMANCE.md).
// English is put together from Intl's parts in the order the site has always written it ('27 Nov 2026, 09:30');
// another language takes Intl's own order for the same parts.

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/**
 * A formatter of moments (or of named calendar days, read in UTC so that they never shift a day) with the given
 * parts, written in English by `english`.
 */
function dateFormat(options: Intl.DateTimeFormatOptions, english: (part: Parts) => string) {
  const formats = cached((locale) => new Intl.DateTimeFormat(locale, options));
  return (date: Date, language: InLanguage['language']) => {
    const format = formats(language);
    if (isArabic(language)) return format.format(date);
    return english(Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value])) as Parts);
  };
}

const inDubai = { timeZone: TIME_ZONE } as const;
const named = { timeZone: 'UTC' } as const;
const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const dayMonthYear = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const moment = (value: Date | string) => new Date(value);
/** A named calendar day ('2027-01-15') or month ('2027-01') as the instant it starts in UTC. */
const calendar = (value: string) => new Date(`${value.length === 7 ? `${value}-01` : value}T00:00:00Z`);

const day = dateFormat({ ...inDubai, ...dayMonthYear }, (p) => `${p.day} ${p.month} ${p.year}`);
/** A day as Dubai sees it: '27 Nov 2026'. */
export const formatDubaiDay = (date: Date | string, { language }: InLanguage = {}) => day(moment(date), language);

const dayTime = dateFormat(
  { ...inDubai, ...dayMonthYear, ...time },
  (p) => `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`,
);
/** A moment in Dubai time, day first: '27 Nov 2026, 09:30'. */
export const formatDubaiDayTime = (date: Date | string, { language }: InLanguage = {}) =>
  dayTime(moment(date), language);

const timeDay = dateFormat(
  { ...inDubai, ...dayMonthYear, ...time },
  (p) => `${p.hour}:${p.minute} ${p.day} ${p.month} ${p.year}`,
);
/**
 * A moment in Dubai time, time first: '09:30, 27 Nov 2026' (`comma: false` for '09:30 27 Nov 2026', as vouchers and
 * receipts write it).
 */
export function formatDubaiTimeDay(
  date: Date | string,
  { language, comma = true }: InLanguage & { comma?: boolean } = {},
) {
  const text = timeDay(moment(date), language);
  return comma && !isArabic(language) ? text.replace(' ', ', ') : text;
}

const weekdayDayInDubai = dateFormat(
  { ...inDubai, weekday: 'short', ...dayMonthYear },
  (p) => `${p.weekday}, ${p.day} ${p.month} ${p.year}`,
);
/** A moment's day in Dubai with its weekday: 'Fri, 27 Nov 2026'. */
export const formatDubaiWeekdayDay = (date: Date | string, { language }: InLanguage = {}) =>
  weekdayDayInDubai(moment(date), language);

const weekdayDayNamed = dateFormat(
  { ...named, weekday: 'short', ...dayMonthYear },
  (p) => `${p.weekday}, ${p.day} ${p.month} ${p.year}`,
);
/** A calendar day already named in Dubai ('2027-01-15', as bookings carry it): 'Fri, 15 Jan 2027'. */
export const formatCalendarDay = (day: string, { language }: InLanguage = {}) =>
  weekdayDayNamed(calendar(day), language);

const dayMonth = dateFormat({ ...named, day: 'numeric', month: 'short' }, (p) => `${p.day} ${p.month}`);
/** A calendar day without its year, as a chart's axis names a day or a week's Monday: '2 Mar'. */
export const formatDayMonth = (day: string, { language }: InLanguage = {}) => dayMonth(calendar(day), language);

const shortMonth = dateFormat({ ...named, month: 'short', year: 'numeric' }, (p) => `${p.month} ${p.year}`);
/** A month ('2026-03') as a chart's axis names it: 'Mar 2026'. */
export const formatShortMonth = (month: string, { language }: InLanguage = {}) => shortMonth(calendar(month), language);

const shortMonthShortYear = dateFormat({ ...named, month: 'short', year: '2-digit' }, (p) => `${p.month} ${p.year}`);
/** A month ('2026-11') in the fewest letters: 'Nov 26'. */
export const formatTinyMonth = (month: string, { language }: InLanguage = {}) =>
  shortMonthShortYear(calendar(month), language);

const longMonth = dateFormat({ ...named, month: 'long', year: 'numeric' }, (p) => `${p.month} ${p.year}`);
/** A month ('2026-11') in full: 'November 2026'. */
export const formatMonth = (month: string, { language }: InLanguage = {}) => longMonth(calendar(month), language);

const weekdayShort = cached((locale) => new Intl.DateTimeFormat(locale, { ...named, weekday: 'short' }));
const weekdayLong = cached((locale) => new Intl.DateTimeFormat(locale, { ...named, weekday: 'long' }));
/** A weekday's names, 0 for Sunday: { short: 'Sun', long: 'Sunday' } (4 January 1970 was a Sunday). */
export function weekdayName(weekday: number, { language }: InLanguage = {}): { short: string; long: string } {
  const date = new Date(Date.UTC(1970, 0, 4 + weekday));
  return { short: weekdayShort(language).format(date), long: weekdayLong(language).format(date) };
}

// Machine-readable forms: the same in every language.
const numeric = dateFormat(
  { ...inDubai, day: '2-digit', month: '2-digit', year: 'numeric', ...time },
  (p) => `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`,
);
const dubaiNumeric = (date: Date | string) => numeric(moment(date), 'en');

/** The Dubai calendar day of a moment as 'yyyy-MM-dd' (a <time> element's date, a day's key). */
export const dubaiIsoDay = (date: Date | string) => dubaiNumeric(date).slice(0, 10);

/** A moment as a datetime-local input shows it, in Dubai time: '2026-11-27T09:30'. */
export const dubaiDateTimeInput = (date: Date | string) => dubaiNumeric(date);

/** The day of a moment in Dubai, day first with dashes: '27-11-2026'. */
export const formatDubaiNumericDay = (date: Date | string) => dubaiIsoDay(date).split('-').reverse().join('-');

const relatives = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'yesterday', '3 weeks ago', 'last month': how long ago a moment was, in the largest unit that fits. */
export function formatAgo(at: string | Date, { language, now = new Date() }: InLanguage & { now?: Date } = {}) {
  const format = relatives(language);
  const seconds = (new Date(at).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
