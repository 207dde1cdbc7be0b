import { lt, sql } from 'drizzle-orm';
import { addDays, dubaiDay, dubaiDayStart } from '@weekends/shared';
import { CORE_VITALS, VITALS_REPORT_DAYS, type VitalsBatch, type WebVitals } from '@weekends/shared/vitals';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { webVitals } from '../../db/schema/index.ts';

/** Rows are kept this many days: the report's 28 and a week to spare. */
export const VITALS_RETENTION_DAYS = 35;
/**
 * At most this many rows a Dubai day, whatever arrives: with the retention above the table never holds more than
 * about 36 × 20,000 rows, even under a flood from many addresses. A fifth of 20,000 daily page views fits.
 */
export const VITALS_DAILY_CAP = 20_000;
export const VITALS_PRUNE_QUEUE = 'vitals.prune';

/**
 * Keeps one page view's metrics, stamped `at` (the server's clock, never the browser's). Only the fields of the
 * batch are written: a kind of page, a language and a device class, nothing that names the visitor. A day already
 * holding VITALS_DAILY_CAP rows keeps nothing more (the answer is the same 204: a beacon reads no answer). Answers how
 * many rows were stored.
 */
export async function recordVitals(db: Database, batch: VitalsBatch, at: Date = new Date()): Promise<number> {
  const dayStart = dubaiDayStart(dubaiDay(at));
  const rows = batch.metrics.map(
    (metric) =>
      sql`(${at.toISOString()}::timestamptz, ${metric.name}, ${metric.value}::double precision, ${metric.rating}, ${batch.page}, ${batch.language}, ${batch.device})`,
  );
  const stored = await db.execute(sql`
    insert into web_vitals (recorded_at, name, value, rating, page_type, language, device)
    select * from (values ${sql.join(rows, sql`, `)}) as batch
    where (select count(*) from web_vitals where recorded_at >= ${dayStart.toISOString()}::timestamptz) < ${VITALS_DAILY_CAP}`);
  return stored.rowCount ?? 0;
}

/** Deletes the rows older than VITALS_RETENTION_DAYS Dubai days before `now`'s; answers how many. */
export async function pruneVitals(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = dubaiDayStart(addDays(dubaiDay(now), -VITALS_RETENTION_DAYS));
  const deleted = await db.delete(webVitals).where(lt(webVitals.recordedAt, cutoff)).returning({ id: webVitals.id });
  return deleted.length;
}

/** Every hour, and once at start. */
export async function startVitalsWorkers(db: Database, jobs: Jobs, clock: () => Date = () => new Date()) {
  await jobs.work(VITALS_PRUNE_QUEUE, async () => {
    await pruneVitals(db, clock());
  });
  await jobs.every(VITALS_PRUNE_QUEUE, '7 * * * *');
  await jobs.send(VITALS_PRUNE_QUEUE, {}, { singletonKey: 'vitals-prune' });
}

type Aggregated = { day?: string; page: string; name: string; p75: number | string; samples: number | string };

/**
 * The back office's view: the 75th percentile of LCP, INP and CLS per kind of page and Dubai day over the last
 * VITALS_REPORT_DAYS days (today included), and over the whole period, computed by PostgreSQL (percentile_cont, which
 * PGlite has too). CLS keeps its decimals; the others are whole milliseconds.
 */
export async function readWebVitals(db: Database, now: Date = new Date()): Promise<WebVitals> {
  const to = dubaiDay(now);
  const from = addDays(to, -(VITALS_REPORT_DAYS - 1));
  const start = dubaiDayStart(from).toISOString();
  const end = dubaiDayStart(addDays(to, 1)).toISOString();
  const names = sql.join(
    CORE_VITALS.map((name) => sql`${name}`),
    sql`, `,
  );
  const inPeriod = sql`recorded_at >= ${start}::timestamptz and recorded_at < ${end}::timestamptz and name in (${names})`;
  const p75 = sql`percentile_cont(0.75) within group (order by value)`;
  const [byDay, overall] = await Promise.all([
    db.execute<Aggregated>(sql`
      select to_char(recorded_at at time zone 'Asia/Dubai', 'YYYY-MM-DD') as day, page_type as page, name,
        ${p75} as p75, count(*) as samples
      from web_vitals where ${inPeriod}
      group by 1, 2, 3 order by 1, 2, 3`),
    db.execute<Aggregated>(sql`
      select page_type as page, name, ${p75} as p75, count(*) as samples
      from web_vitals where ${inPeriod}
      group by 1, 2 order by 1, 2`),
  ]);
  const shaped = (row: Aggregated) => ({
    page: row.page as WebVitals['totals'][number]['page'],
    name: row.name as WebVitals['totals'][number]['name'],
    p75: row.name === 'CLS' ? Math.round(Number(row.p75) * 1000) / 1000 : Math.round(Number(row.p75)),
    samples: Number(row.samples),
  });
  return {
    from,
    to,
    days: byDay.rows.map((row) => ({ day: row.day!, ...shaped(row) })),
    totals: overall.rows.map(shaped),
  };
}
