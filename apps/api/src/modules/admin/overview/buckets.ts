import { addDays, weekdayOf, type OverviewInterval } from '@weekends/shared';

/**
 * The Dubai day an interval starts on, as Postgres's date_trunc names it: the day itself, the Monday of its week
 * (ISO weeks, as the hosts' sales chart), or the first of its month.
 */
export function bucketStart(day: string, interval: OverviewInterval): string {
  if (interval === 'day') return day;
  if (interval === 'week') return addDays(day, -((weekdayOf(day) + 6) % 7));
  return `${day.slice(0, 7)}-01`;
}

function nextBucket(start: string, interval: OverviewInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Every interval touching the range, in order, so a chart shows the quiet ones as zeros instead of skipping them. */
export function bucketsOf(from: string, to: string, interval: OverviewInterval): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, interval); start <= to; start = nextBucket(start, interval)) starts.push(start);
  return starts;
}
