import { addDays } from '@weekends/shared';
import {
  VITAL_THRESHOLDS,
  type CoreVital,
  type PageType,
  type VitalRating,
  type WebVitals,
} from '@weekends/shared/vitals';

/** A line's colour per kind of page, the same on the three charts and in their legend. */
export const PAGE_COLOURS: Record<PageType, string> = {
  home: '#0f766e',
  search: '#2563eb',
  activity: '#d97706',
  pass: '#7c3aed',
  blog: '#db2777',
  checkout: '#dc2626',
  other: '#64748b',
};

/** One day of a chart: the day and each kind of page's p75 that day (absent: no report). */
export type VitalsChartRow = { day: string } & Partial<Record<PageType, number>>;

/** The period's days, oldest first, each with the p75 of `name` per kind of page. */
export function chartRows(vitals: WebVitals, name: CoreVital): VitalsChartRow[] {
  const rows: VitalsChartRow[] = [];
  for (let day = vitals.from; day <= vitals.to; day = addDays(day, 1)) rows.push({ day });
  const byDay = new Map(rows.map((row) => [row.day, row]));
  for (const point of vitals.days) {
    const row = byDay.get(point.day);
    if (row && point.name === name) row[point.page] = point.p75;
  }
  return rows;
}

/** The kinds of page with a report of `name` in the period, in PAGE_COLOURS' order. */
export function pagesWith(vitals: WebVitals, name: CoreVital): PageType[] {
  const found = new Set(vitals.days.filter((point) => point.name === name).map((point) => point.page));
  return (Object.keys(PAGE_COLOURS) as PageType[]).filter((page) => found.has(page));
}

/** web.dev's rating of a 75th percentile. */
export function ratingOf(name: CoreVital, p75: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor';
}
