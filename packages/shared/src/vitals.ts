import { z } from 'zod';
import { API_MESSAGES } from './errors.ts';
import type { Language } from './languages.ts';
import { PAGE_ROUTES, type PageName } from './page-routes.ts';
import { DEVICE_CLASSES } from './vitals-device.ts';

/**
 * Core Web Vitals from real visitors (issue 28): what a sampled page view measured with the `web-vitals` library,
 * sent to POST /api/vitals, and the back office's p75 of each per page type and Dubai day.
 *
 * Nothing personal travels or is kept: no account, no address, no query string, no user agent; only the kind of
 * page, the metric, its value and rating, the page's language and whether the screen was a phone's or a desktop's.
 */

/** The metrics collected: the three Core Web Vitals, and the two that explain a slow LCP. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The Core Web Vitals the back office charts. */
export const CORE_VITALS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalName[];
export type CoreVital = (typeof CORE_VITALS)[number];

/**
 * web.dev's thresholds at the 75th percentile: at or under `good` is good, over `poor` is poor, between needs
 * improvement. LCP, INP, FCP and TTFB in milliseconds, CLS without a unit.
 */
export const VITAL_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const satisfies Record<VitalName, { good: number; poor: number }>;

/**
 * The largest value kept of each metric: beyond it a value is a broken measurement (a tab left in the background for
 * an hour), not a visitor's experience, and is refused.
 */
export const VITAL_MAX_VALUES = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 100,
  FCP: 120_000,
  TTFB: 120_000,
} as const satisfies Record<VitalName, number>;

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * The kinds of page a report names, never its address: home, search and listings (search, a category, a home
 * section), an activity, a weekend pass (the passes, the pass builder, a pass), the blog, the checkout and the order
 * that follows it, and everything else.
 */
export const PAGE_TYPES = ['home', 'search', 'activity', 'pass', 'blog', 'checkout', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * The kind of page each page of the router's table is (packages/shared page-routes, which the browser's router and the
 * server's page handler are both built from): a report names the kind, never the address (no slug, no query string),
 * so it says nothing about whom or what a visitor looked at. A page not named here (accounts, the dashboards, the back
 * office, forms, a 404) is 'other'.
 */
const PAGE_TYPE_OF = {
  home: 'home',
  search: 'search',
  category: 'search',
  section: 'search',
  activity: 'activity',
  weekendPasses: 'pass',
  makeYourOwnPass: 'pass',
  weekendDetail: 'pass',
  blog: 'blog',
  post: 'blog',
  checkout: 'checkout',
  checkoutFor: 'checkout',
  booking: 'checkout',
} as const satisfies Partial<Record<PageName, PageType>>;

/** The kind of page of a route pattern of the table ('/activity/:slug'), or 'other'. */
export function pageTypeOf(routePattern: string | undefined): PageType {
  const name = (Object.keys(PAGE_TYPE_OF) as (keyof typeof PAGE_TYPE_OF)[]).find(
    (page) => PAGE_ROUTES[page].path === routePattern,
  );
  return name ? PAGE_TYPE_OF[name] : 'other';
}

export { DEVICE_CLASSES, DESKTOP_MIN_WIDTH, type DeviceClass } from './vitals-device.ts';

/** A page view sends its metrics in batches of at most this many (five metrics, each at most once a batch). */
export const VITALS_BATCH_MAX = 5;
/** The largest body POST /api/vitals reads, in bytes: a full batch is about 400. */
export const VITALS_BODY_LIMIT = 2048;
/** The share of page views that report, unless the server's VITALS_SAMPLE_RATE says otherwise. */
export const VITALS_DEFAULT_SAMPLE_RATE = 0.2;
/** The days the back office charts, today (Dubai) included. */
export const VITALS_REPORT_DAYS = 28;

// A beacon reads no answer, so its refusals take the catalogue's general words (API_MESSAGES) rather than new ones.
const metricSchema = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().finite().min(0),
    rating: z.enum(VITAL_RATINGS),
  })
  .strict()
  .refine((metric) => metric.value <= VITAL_MAX_VALUES[metric.name], {
    message: API_MESSAGES.notValid,
    path: ['value'],
  });

/**
 * A sampled page view's pass, written by the server beside the reporter's script: a random name for the page view and
 * a signed token over it and the kind of page. Only a report carrying a pass the server issued is kept, and only a few
 * per pass, so filling the day's rows with made-up figures takes a page fetched (and sampled) for each few reports.
 * The view is a random 128-bit name, never tied to the visitor.
 */
export interface VitalsPass {
  view: string;
  token: string;
}

/** POST /api/vitals: one page view's metrics, as `navigator.sendBeacon` sends them. Strict: no other field passes. */
export const vitalsBatchSchema = z
  .object({
    page: z.enum(PAGE_TYPES),
    // The pass (VitalsPass): 16 random bytes in base64url; a token as lib/signed-tokens writes it.
    view: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
    token: z.string().max(64),
    // The languages spelt out (a type-only import): importing languages.ts here split it into a chunk of its own on
    // the first page, beside the back office's chart that reads these schemas.
    language: z.enum(['en', 'ar'] as const satisfies readonly Language[]),
    device: z.enum(DEVICE_CLASSES),
    metrics: z
      .array(metricSchema)
      .min(1)
      .max(VITALS_BATCH_MAX)
      .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, {
        message: API_MESSAGES.notValid,
      }),
  })
  .strict();
export type VitalsBatch = z.infer<typeof vitalsBatchSchema>;
export type VitalReport = VitalsBatch['metrics'][number];

/** One Dubai day's 75th percentile of one metric on one kind of page, and how many reports it rests on. */
const vitalDaySchema = z.object({
  day: z.string(),
  page: z.enum(PAGE_TYPES),
  name: z.enum(CORE_VITALS),
  p75: z.number(),
  samples: z.number().int(),
});
export type VitalDay = z.infer<typeof vitalDaySchema>;

/** GET /api/admin/vitals: the last VITALS_REPORT_DAYS Dubai days, oldest first; days without reports are absent. */
export const webVitalsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(vitalDaySchema),
  /** Each metric's p75 over the whole period per kind of page: the table under the charts. */
  totals: z.array(vitalDaySchema.omit({ day: true })),
});
export type WebVitals = z.infer<typeof webVitalsSchema>;
