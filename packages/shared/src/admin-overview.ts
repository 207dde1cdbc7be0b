import { z } from 'zod';
import { isRealDay } from './time.ts';

export const OVERVIEW_INTERVALS = ['day', 'week', 'month'] as const;
export type OverviewInterval = (typeof OVERVIEW_INTERVALS)[number];

/** Two years of days at most: the charts stay readable and the query bounded. */
export const OVERVIEW_MAX_DAYS = 731;

const day = z.string().refine(isRealDay, 'Choose a date as yyyy-mm-dd.');
const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** GET /api/admin/overview: Dubai calendar days, both included, and the interval each point of the series covers. */
export const overviewQuerySchema = z
  .object({ from: day, to: day, interval: z.enum(OVERVIEW_INTERVALS).default('day') })
  .refine((q) => q.from <= q.to, { message: 'The end date must not be before the start date.', path: ['to'] })
  .refine((q) => spanDays(q.from, q.to) < OVERVIEW_MAX_DAYS, {
    message: 'Choose a range of at most two years.',
    path: ['from'],
  });
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const figures = {
  /** Bookings' totals less what was given back for cancellations, in fils. */
  revenue: z.number().int(),
  bookings: z.number().int(),
  /** Accounts registered (guests not counted). */
  newCustomers: z.number().int(),
};

const ranked = z.object({ id: z.number().int(), name: z.string(), revenue: z.number().int(), items: z.number().int() });
export type OverviewRanked = z.infer<typeof ranked>;

export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(OVERVIEW_INTERVALS),
  totals: z.object({ ...figures, refunds: z.number().int() }),
  /**
   * One point per interval, every interval of the range present (zeros where nothing happened); `start` a Dubai day.
   */
  series: z.array(z.object({ start: z.string(), ...figures })),
  /** By revenue of their booked items (cancelled items left out), highest first. */
  topActivities: z.array(ranked.extend({ slug: z.string() })),
  topHosts: z.array(ranked),
});
export type Overview = z.infer<typeof overviewSchema>;
