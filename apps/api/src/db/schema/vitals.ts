import { doublePrecision, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Core Web Vitals reported by sampled page views (modules/vitals): one row a metric, with nothing that names a
 * visitor or an address. Bounded: rows older than VITALS_RETENTION_DAYS are deleted every hour, and a Dubai day keeps
 * at most VITALS_DAILY_CAP rows (modules/vitals/service.ts).
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    /** When the report arrived, stamped by the server; grouped by its Dubai day. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** LCP, INP, CLS, FCP or TTFB (VITAL_NAMES). */
    name: text('name').notNull(),
    /** Milliseconds, or for CLS a score without a unit. */
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    /** The kind of page (PAGE_TYPES), never its address. */
    pageType: text('page_type').notNull(),
    language: text('language').notNull(),
    /** mobile or desktop, from the viewport's width. */
    device: text('device').notNull(),
  },
  (t) => [index('web_vitals_recorded_at_idx').on(t.recordedAt)],
);
