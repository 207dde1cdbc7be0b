import { addDays, dubaiDay, weekdayOf, type OverviewInterval } from '@weekends/shared';
import { formatDayMonth, formatShortMonth } from '../../../lib/format/index.ts';

export const OVERVIEW_RANGES = ['days30', 'weeks12', 'months12'] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export const isOverviewRange = (value: string | null): value is OverviewRange =>
  (OVERVIEW_RANGES as readonly (string | null)[]).includes(value);

/**
 * The range picker's periods as the API's days, ending today in Dubai: 30 days by day, 12 whole ISO weeks by week
 * (the current one included), 12 calendar months by month. Whole weeks and months, so no bar covers part of one.
 */
export function rangeDates(
  range: OverviewRange,
  today = dubaiDay(),
): { from: string; to: string; interval: OverviewInterval } {
  if (range === 'days30') return { from: addDays(today, -29), to: today, interval: 'day' };
  if (range === 'weeks12') {
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    return { from: addDays(monday, -77), to: today, interval: 'week' };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: first, to: today, interval: 'month' };
}

/**
 * A point's label: '2 Mar' for a day or the Monday of a week, 'Mar 2026' for a month (a named day has no zone: UTC).
 */
export function pointLabel(start: string, interval: OverviewInterval): string {
  return interval === 'month' ? formatShortMonth(start.slice(0, 7)) : formatDayMonth(start);
}
