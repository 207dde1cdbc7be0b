import { addDays, dubaiDay, dubaiDayStart } from '@weekends/shared';
import { PAGE_TYPES, VITAL_THRESHOLDS, type PageType, type VitalName, type VitalRating } from '@weekends/shared/vitals';
import type { Tx } from '../client.ts';
import { webVitals } from '../schema/index.ts';
import { createRng, type Rng } from './prng.ts';

/** The demo's days of reports, today included. */
const DAYS = 14;

/**
 * Each kind of page's typical value (the median of a log-normal spread) of each metric on a phone: the activity
 * page's large image makes its LCP the slowest, the checkout's form the slowest to answer a tap, and the home page's
 * carousel shifts a little. Desktops are faster; the activity page gets better over the fortnight (as after a fix).
 */
const MEDIANS: Record<PageType, Record<VitalName, number>> = {
  home: { LCP: 1900, INP: 120, CLS: 0.05, FCP: 1200, TTFB: 420 },
  search: { LCP: 2100, INP: 150, CLS: 0.03, FCP: 1300, TTFB: 480 },
  activity: { LCP: 2900, INP: 140, CLS: 0.02, FCP: 1400, TTFB: 500 },
  pass: { LCP: 2200, INP: 130, CLS: 0.04, FCP: 1300, TTFB: 460 },
  blog: { LCP: 1600, INP: 90, CLS: 0.01, FCP: 1000, TTFB: 380 },
  checkout: { LCP: 1700, INP: 230, CLS: 0.06, FCP: 1100, TTFB: 520 },
  other: { LCP: 1500, INP: 110, CLS: 0.02, FCP: 1000, TTFB: 400 },
};
/** Page views a day in the demo: the home page and listings see most visitors. */
const VIEWS: Record<PageType, number> = {
  home: 40,
  search: 30,
  activity: 36,
  pass: 16,
  blog: 12,
  checkout: 12,
  other: 14,
};

const ratingOf = (name: VitalName, value: number): VitalRating =>
  value <= VITAL_THRESHOLDS[name].good ? 'good' : value <= VITAL_THRESHOLDS[name].poor ? 'needs-improvement' : 'poor';

/** A standard normal draw (Box–Muller) from the seeded generator. */
const normal = (rng: Rng) => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

/**
 * Plausible Web Vitals for the last DAYS Dubai days, as sampled page views would have reported them, so the back
 * office's chart shows something on a fresh `npm start`. Seeded: the same rows every run for the same day.
 */
export async function insertDemoVitals(tx: Tx, now: Date): Promise<void> {
  const rng = createRng('web-vitals');
  const today = dubaiDay(now);
  const rows: (typeof webVitals.$inferInsert)[] = [];
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const dayStart = dubaiDayStart(addDays(today, -back)).getTime();
    // Today's reports so far: none later than now.
    const span = Math.min(86_400_000, now.getTime() - dayStart);
    for (const page of PAGE_TYPES) {
      for (let view = 0; view < VIEWS[page]; view += 1) {
        const desktop = rng.chance(0.35);
        const recordedAt = new Date(dayStart + Math.floor(rng.next() * span));
        const language = rng.chance(0.3) ? 'ar' : 'en';
        for (const name of Object.keys(MEDIANS[page]) as VitalName[]) {
          const improving = page === 'activity' && (name === 'LCP' || name === 'FCP') ? 1 - 0.025 * (DAYS - back) : 1;
          const median = MEDIANS[page][name] * (desktop ? 0.7 : 1) * improving;
          const raw = median * Math.exp(0.35 * normal(rng));
          const value = name === 'CLS' ? Math.round(raw * 1000) / 1000 : Math.round(raw);
          rows.push({
            recordedAt,
            name,
            value,
            rating: ratingOf(name, value),
            pageType: page,
            language,
            device: desktop ? 'desktop' : 'mobile',
          });
        }
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(webVitals).values(rows.slice(i, i + 1000));
}
