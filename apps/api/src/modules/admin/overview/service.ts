import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  dubaiDayStart,
  type Language,
  type Overview,
  type OverviewQuery,
  type OverviewRanked,
} from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import { aliasedIn } from '../../catalog/service.ts';
import { bucketsOf } from './buckets.ts';

const TOP = 5;

type Bucketed = { start: string; n: number | string; amount: number | string | null };
type Ranked = { id: number; name: string; slug?: string; revenue: number | string; items: number | string };

/**
 * The back office's first page: revenue, bookings and new customers per day, week or month of a range of Dubai
 * days, and the activities and hosts that sold most in it.
 *
 * Revenue is what bookings charged less what cancellations gave back: a booking exists only once paid, and a
 * cancelled item's money is not the provider's whether the gateway refunded it or it was never charged (the demo's
 * bookings). Each figure is one grouped query over the range's rows (bookings, cancellations and customers by
 * created_at), summed by Postgres rather than read row by row. The activities are named in the reader's `language`.
 */
export async function readOverview(db: Database, query: OverviewQuery, language: Language = 'en'): Promise<Overview> {
  const start = dubaiDayStart(query.from);
  const end = dubaiDayStart(addDays(query.to, 1));
  // Validated against OVERVIEW_INTERVALS by the route's schema: a fixed word, never the caller's text.
  const unit = sql.raw(`'${query.interval}'`);
  const bucket = (column: SQL) => sql`to_char(date_trunc(${unit}, ${column} at time zone 'Asia/Dubai'), 'YYYY-MM-DD')`;
  const inRange = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;

  const [booked, refunded, joined, topActivities, topHosts] = await Promise.all([
    db.execute<Bucketed>(sql`
      select ${bucket(sql`created_at`)} as start, count(*) as n, sum(total) as amount
      from bookings where ${inRange(sql`created_at`)} group by 1`),
    db.execute<Bucketed>(sql`
      select ${bucket(sql`created_at`)} as start, count(*) as n, sum(amount) as amount
      from cancellations where ${inRange(sql`created_at`)} group by 1`),
    db.execute<Bucketed>(sql`
      select ${bucket(sql`created_at`)} as start, count(*) as n, null as amount
      from customers where ${inRange(sql`created_at`)} and not is_guest and not is_admin group by 1`),
    db.execute<Ranked>(sql`
      select a.id, ${aliasedIn(language, 'a', 'title')} as name, a.slug, sum(bi.total) as revenue, sum(bi.quantity) as items
      from bookings b
      join booked_items bi on bi.booking_id = b.id and bi.cancelled_at is null
      join activities a on a.id = bi.activity_id
      where ${inRange(sql`b.created_at`)}
      group by a.id order by revenue desc, a.id limit ${TOP}`),
    db.execute<Ranked>(sql`
      select h.customer_id as id, h.business_name as name, sum(bi.total) as revenue, sum(bi.quantity) as items
      from bookings b
      join booked_items bi on bi.booking_id = b.id and bi.cancelled_at is null
      join activities a on a.id = bi.activity_id
      join hosts h on h.customer_id = a.host_id
      where ${inRange(sql`b.created_at`)}
      group by h.customer_id order by revenue desc, h.customer_id limit ${TOP}`),
  ]);

  const byStart = (rows: Bucketed[]) =>
    new Map(rows.map((r) => [r.start, { n: Number(r.n), amount: Number(r.amount ?? 0) }]));
  const bookings = byStart(booked.rows);
  const refunds = byStart(refunded.rows);
  const customers = byStart(joined.rows);
  const series = bucketsOf(query.from, query.to, query.interval).map((s) => ({
    start: s,
    revenue: (bookings.get(s)?.amount ?? 0) - (refunds.get(s)?.amount ?? 0),
    bookings: bookings.get(s)?.n ?? 0,
    newCustomers: customers.get(s)?.n ?? 0,
  }));
  const sum = (key: 'revenue' | 'bookings' | 'newCustomers') => series.reduce((total, point) => total + point[key], 0);
  const ranked = (row: Ranked): OverviewRanked => ({
    id: row.id,
    name: row.name,
    revenue: Number(row.revenue),
    items: Number(row.items),
  });

  return {
    from: query.from,
    to: query.to,
    interval: query.interval,
    totals: {
      revenue: sum('revenue'),
      bookings: sum('bookings'),
      newCustomers: sum('newCustomers'),
      refunds: [...refunds.values()].reduce((total, r) => total + r.amount, 0),
    },
    series,
    topActivities: topActivities.rows.map((row) => ({ ...ranked(row), slug: row.slug ?? '' })),
    topHosts: topHosts.rows.map(ranked),
  };
}
