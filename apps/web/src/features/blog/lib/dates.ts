import { TIME_ZONE } from '@weekends/shared/constants';
import { formatDubaiDay } from '../../../lib/formatDubaiDay.ts';

/** The featured post and a post's header: '27 Nov 2026' (D MMM YYYY), in Dubai. */
export const formatPostDate = formatDubaiDay;

const numeric = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The 'Most Popular' sidebar: '27-11-2026' (DD-MM-YYYY), in Dubai. */
export function formatPostNumericDate(date: Date | string): string {
  const part = Object.fromEntries(numeric.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return `${part.day}-${part.month}-${part.year}`;
}

/** The machine-readable date of a <time> element, as Dubai sees the day: '2026-11-27'. */
export function isoDay(date: Date | string): string {
  const part = Object.fromEntries(numeric.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}
