import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '@weekends/shared';
import { VITALS_BODY_LIMIT, type PageType, type VitalsBatch, type WebVitals } from '@weekends/shared/vitals';
import { webVitals } from '../../db/schema/index.ts';
import { bearer, clientIp, createTestApp, signUp, type TestApp } from '../../test/helpers.ts';
import { pinClock } from '../../test/clock.ts';
import { sessionAs } from '../admin/testing/fixtures.ts';
import { issueVitalsPass, VITALS_PASS_HOURS } from './pass.ts';
import { VITALS_RATE_LIMITS, VITALS_REPORTS_PER_PASS } from './routes.ts';
import { pruneVitals, readWebVitals, VITALS_DAILY_CAP, VITALS_RETENTION_DAYS } from './service.ts';

// 12:00 in Dubai on 10 March 2026: the report's 28 days are 11 February … 10 March.
const now = pinClock('2026-03-10T08:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.delete(webVitals);
});

const batch: Omit<VitalsBatch, 'view' | 'token'> = {
  page: 'activity',
  language: 'ar',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 2380.4, rating: 'good' },
    { name: 'INP', value: 312, rating: 'needs-improvement' },
    { name: 'CLS', value: 0.031, rating: 'good' },
  ],
};

/** A page view's report with a pass of its own, as the server writes it into the sampled page (unless it has one). */
const passed = (payload: object) =>
  'view' in payload
    ? payload
    : { ...issueVitalsPass(t.app.config.SESSION_SECRET, (payload as { page: PageType }).page, now), ...payload };

/** As `navigator.sendBeacon(url, JSON.stringify(batch))` sends it: a text/plain body, with the page's cookies. */
const beacon = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': clientIp(), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(passed(payload as object)),
  });

const stored = () => t.db.select().from(webVitals).orderBy(webVitals.id);

describe('POST /api/vitals', () => {
  it('keeps a beacon’s batch, one row a metric, stamped with the server’s clock', async () => {
    const before = new Date();
    const response = await beacon(batch);
    const after = new Date();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await stored();
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual(
      batch.metrics.map((metric) => ({
        recordedAt: expect.any(Date),
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        pageType: 'activity',
        language: 'ar',
        device: 'mobile',
      })),
    );
    for (const { recordedAt } of rows) expect(+recordedAt >= +before && +recordedAt <= +after).toBe(true);
  });

  it('reads application/json as well', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'x-forwarded-for': clientIp() },
      payload: passed({ ...batch, metrics: [{ name: 'TTFB', value: 120, rating: 'good' }] }),
    });
    expect(response.statusCode).toBe(204);
    expect((await stored()).map((row) => row.name)).toEqual(['TTFB']);
  });

  it('takes a signed-in visitor’s beacon (cookie and text/plain) without reading the session, and keeps nothing of the account', async () => {
    const { token, email } = await signUp(t.app);
    const response = await beacon(batch, { cookie: `${SESSION_COOKIE}=${token}`, 'user-agent': 'Mozilla/5.0 Test' });
    expect(response.statusCode).toBe(204);
    // Only these columns exist: no account, address, path or browser.
    const columns = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'web_vitals' order by column_name`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'device',
      'id',
      'language',
      'name',
      'page_type',
      'rating',
      'recorded_at',
      'value',
    ]);
    const text = JSON.stringify(await stored());
    expect(text).not.toContain(email);
    expect(text).not.toContain('Mozilla');
    expect(text).not.toContain('10.');
  });

  it.each([
    ['an unknown metric', { ...batch, metrics: [{ name: 'FID', value: 10, rating: 'good' }] }],
    ['an unknown kind of page', { ...batch, page: '/activity/desert-safari?utm=x' }],
    ['a field beyond the batch (an address)', { ...batch, url: 'https://weekends.ae/activity/x?email=a@b.c' }],
    ['a field beyond a metric (an id)', { ...batch, metrics: [{ ...batch.metrics[0], id: 'v5-123' }] }],
    ['a negative value', { ...batch, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] }],
    ['a value beyond the metric’s range', { ...batch, metrics: [{ name: 'CLS', value: 101, rating: 'poor' }] }],
    ['a value that is no number', { ...batch, metrics: [{ name: 'LCP', value: '1200', rating: 'good' }] }],
    ['an unknown rating', { ...batch, metrics: [{ name: 'LCP', value: 1200, rating: 'great' }] }],
    ['no metrics', { ...batch, metrics: [] }],
    [
      'more than five metrics',
      { ...batch, metrics: Array.from({ length: 6 }, () => ({ name: 'LCP', value: 1, rating: 'good' })) },
    ],
    ['the same metric twice', { ...batch, metrics: [batch.metrics[0], batch.metrics[0]] }],
    ['an unknown language', { ...batch, language: 'fr' }],
    ['an unknown device', { ...batch, device: 'tablet' }],
    ['text that is no JSON', '{"page":'],
  ])('refuses %s with 400 and keeps nothing', async (_what, payload) => {
    const response = await beacon(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over 2 KB with 413', async () => {
    const response = await beacon({ ...batch, padding: 'x'.repeat(VITALS_BODY_LIMIT) });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('limits each address', async () => {
    const address = clientIp();
    const { max } = VITALS_RATE_LIMITS.collect;
    for (let i = 0; i < max; i += 1) expect((await beacon(batch, { 'x-forwarded-for': address })).statusCode).toBe(204);
    const refused = await beacon(batch, { 'x-forwarded-for': address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'api.tooManyRequests' });
    // Another address is not held back.
    expect((await beacon(batch)).statusCode).toBe(204);
  });

  it('keeps only a report with a pass the server issued, for its own kind of page, and not expired', async () => {
    const pass = issueVitalsPass(t.app.config.SESSION_SECRET, 'activity', now);
    const refusedPasses = [
      {},
      { view: pass.view },
      { view: pass.view, token: 'x' },
      { ...pass, token: `${pass.token.slice(0, -1)}${pass.token.endsWith('A') ? 'B' : 'A'}` },
      // A pass for another kind of page, or another view's token.
      issueVitalsPass(t.app.config.SESSION_SECRET, 'home', now),
      { ...issueVitalsPass(t.app.config.SESSION_SECRET, 'activity', now), view: pass.view },
      // Signed with another secret.
      issueVitalsPass('another-secret-of-at-least-thirty-two-characters', 'activity', now),
      // Issued more than a day ago.
      issueVitalsPass(t.app.config.SESSION_SECRET, 'activity', new Date(+now - (VITALS_PASS_HOURS * 3_600_000 + 1000))),
    ];
    for (const refused of refusedPasses) {
      const response = await beacon({ view: 'A'.repeat(22), token: '', ...refused, ...batch });
      // The same answer as a kept report: a prober learns nothing.
      expect(response.statusCode, JSON.stringify(refused)).toBe(204);
    }
    expect(await stored()).toEqual([]);
    expect((await beacon({ ...pass, ...batch })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(batch.metrics.length);
  });

  it('keeps at most a few reports a pass, from any address', async () => {
    const pass = issueVitalsPass(t.app.config.SESSION_SECRET, 'activity', now);
    for (let i = 0; i < VITALS_REPORTS_PER_PASS + 2; i += 1)
      expect((await beacon({ ...pass, ...batch })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(VITALS_REPORTS_PER_PASS * batch.metrics.length);
    // Another page view's pass is not held back.
    expect((await beacon(batch)).statusCode).toBe(204);
    expect(await stored()).toHaveLength((VITALS_REPORTS_PER_PASS + 1) * batch.metrics.length);
  });

  it('keeps at most the daily cap of rows a Dubai day', async () => {
    await t.db.execute(sql`
      insert into web_vitals (recorded_at, name, value, rating, page_type, language, device)
      select ${now.toISOString()}::timestamptz, 'LCP', 1000, 'good', 'home', 'en', 'mobile'
      from generate_series(1, ${VITALS_DAILY_CAP})`);
    expect((await beacon(batch)).statusCode).toBe(204);
    const [count] = await t.db.execute<{ n: string }>(sql`select count(*) as n from web_vitals`).then((r) => r.rows);
    expect(Number(count!.n)).toBe(VITALS_DAILY_CAP);
  });
});

/** A row as the beacon stores it, at an instant. */
const row = (at: string, name: string, value: number, page = 'home') => ({
  recordedAt: new Date(at),
  name,
  value,
  rating: 'good',
  pageType: page,
  language: 'en',
  device: 'mobile',
});

describe('pruning', () => {
  it('deletes the rows older than the retention, Dubai days', async () => {
    const cutoff = `2026-02-0${10 - (VITALS_RETENTION_DAYS - 28)}`; // 35 days before 10 March, Dubai
    expect(cutoff).toBe('2026-02-03');
    await t.db
      .insert(webVitals)
      .values([
        row('2026-02-02T19:59:59Z', 'LCP', 1),
        row('2026-02-02T20:00:00Z', 'LCP', 2),
        row(now.toISOString(), 'LCP', 3),
      ]);
    expect(await pruneVitals(t.db)).toBe(1);
    expect((await stored()).map((r) => r.value)).toEqual([2, 3]);
  });
});

describe('the p75 report', () => {
  it('answers the 75th percentile per Dubai day, kind of page and Core Web Vital', async () => {
    await t.db.insert(webVitals).values([
      // 9 March in Dubai: 00:00 is 20:00 UTC the day before.
      row('2026-03-08T20:00:00Z', 'LCP', 1000),
      row('2026-03-09T05:00:00Z', 'LCP', 2000),
      row('2026-03-09T12:00:00Z', 'LCP', 3000),
      row('2026-03-09T19:59:59Z', 'LCP', 4000),
      // 10 March in Dubai, a second after.
      row('2026-03-09T20:00:00Z', 'LCP', 9000),
      row('2026-03-09T21:00:00Z', 'INP', 180, 'search'),
      row('2026-03-09T22:00:00Z', 'INP', 260, 'search'),
      row('2026-03-09T23:00:00Z', 'CLS', 0.12345, 'search'),
      // Not charted: FCP and TTFB, and days outside the 28.
      row('2026-03-09T23:00:00Z', 'FCP', 900),
      row('2026-02-10T19:59:59Z', 'LCP', 50_000),
      row('2026-02-10T20:00:00Z', 'LCP', 500),
    ]);
    const report = await readWebVitals(t.db);
    expect(report).toEqual<WebVitals>({
      from: '2026-02-11',
      to: '2026-03-10',
      days: [
        { day: '2026-02-11', page: 'home', name: 'LCP', p75: 500, samples: 1 },
        // percentile_cont: 3000 + 0.25 × (4000 − 3000)
        { day: '2026-03-09', page: 'home', name: 'LCP', p75: 3250, samples: 4 },
        { day: '2026-03-10', page: 'home', name: 'LCP', p75: 9000, samples: 1 },
        { day: '2026-03-10', page: 'search', name: 'CLS', p75: 0.123, samples: 1 },
        { day: '2026-03-10', page: 'search', name: 'INP', p75: 240, samples: 2 },
      ],
      totals: [
        // 500, 1000, 2000, 3000, 4000, 9000: position 3.75 → 3000 + 0.75 × 1000
        { page: 'home', name: 'LCP', p75: 3750, samples: 6 },
        { page: 'search', name: 'CLS', p75: 0.123, samples: 1 },
        { page: 'search', name: 'INP', p75: 240, samples: 2 },
      ],
    });
  });

  it('is the overview’s: staff who may read the overview, no one else', async () => {
    await t.db.insert(webVitals).values(row(now.toISOString(), 'INP', 90, 'pass'));
    const get = (token?: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/vitals', headers: token ? bearer(token) : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get((await sessionAs(t)).token)).statusCode).toBe(403);
    for (const staffRole of ['support', 'content'] as const) {
      const refused = await get((await sessionAs(t, { staffRole })).token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'STAFF_ROLE_FORBIDDEN' });
    }
    for (const staffRole of ['finance', 'owner'] as const) {
      const allowed = await get((await sessionAs(t, { staffRole })).token);
      expect(allowed.statusCode).toBe(200);
      expect((allowed.json() as WebVitals).days).toEqual([
        { day: '2026-03-10', page: 'pass', name: 'INP', p75: 90, samples: 1 },
      ]);
    }
  });
});
