// Every price, number, date and time the web app shows is written here, so that a page never formats on its own and
// a language can be passed to all of them at once.
export type { FormatLanguage, InLanguage } from './language.ts';
export { setPageLanguage } from './language.ts';
export { formatAed } from './money.ts';
export { formatCompact, formatCount, formatTenths } from './numbers.ts';
export { formatList, formatListParts } from './lists.ts';
export { isolate, leftToRight } from './isolate.ts';
export {
  dubaiDateTimeInput,
  dubaiIsoDay,
  formatAgo,
  formatCalendarDay,
  formatDayMonth,
  formatDubaiDay,
  formatDubaiDayTime,
  formatDubaiNumericDay,
  formatDubaiTimeDay,
  formatDubaiWeekdayDay,
  formatMonth,
  formatShortMonth,
  formatTinyMonth,
  weekdayName,
} from './dates.ts';
