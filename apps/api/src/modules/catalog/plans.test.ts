import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { listingQuerySchema } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { seedBulkActivities, seedDemo } from '../../db/seed/index.ts';
import { cardsSql } from './queries.ts';
import { correctionSql, keywordWords } from './search.ts';
import { listingPageStatement } from './listing.ts';

/**
 * The listing's and the search's statements must stay on their indexes as the catalogue grows. On a realistic
 * catalogue (the demo plus 10,000 generated activities, vacuumed and analysed) and with the planner free to choose
 * (no enable_* switches), EXPLAIN of each real statement must not read `activities` sequentially: a plan that does
 * means a filter, sort or keyword no longer matches an index, and at 50,000 activities every request pays for it.
 */
const ACTIVITIES = 10_000;
let t: TestApp;
const dialect = new PgDialect();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { uploadsDir: path.join(os.tmpdir(), 'weekends-plans-test'), images: false });
  await seedBulkActivities(t.db, ACTIVITIES, { concurrency: t.kind === 'postgres' ? 2 : 1 });
}, 300_000);

afterAll(() => t?.close());

async function explain(statement: SQL): Promise<string> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // EXPLAIN of the statement as the server runs it: parameters bound, no switches.
  const query = sql.raw(`explain ${text.replace(/\$(\d+)/g, (_m, n: string) => literal(params[Number(n) - 1]))}`);
  const result = await t.db.execute<{ 'QUERY PLAN': string }>(query);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

const sequentialScanOfActivities = /Seq Scan on activities\b/;

async function pagePlan(params: Record<string, unknown>): Promise<string> {
  const page = await listingPageStatement(t.db, listingQuerySchema.parse(params));
  if (!page) throw new Error(`no statement for ${JSON.stringify(params)}`);
  return explain(page.statement);
}

async function ids(query: string): Promise<number[]> {
  const result = await t.db.execute<{ id: number }>(sql.raw(query));
  return result.rows.map((r) => r.id);
}

describe('query plans on a realistic catalogue', () => {
  it('has the catalogue it claims', async () => {
    const [row] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from activities`)).rows;
    expect(row?.n).toBeGreaterThan(ACTIVITIES);
  });

  it('has the filter columns the join tables give (the bulk seed writes them itself, bypassing the triggers)', async () => {
    const columns = sql`select id, city_id, category_ids, day_ids, timing_ids from activities order by id`;
    const written = (await t.db.execute(columns)).rows;
    await t.db.execute(sql`select refresh_activity_filters(array(select id from activities))`);
    expect((await t.db.execute(columns)).rows).toEqual(written);
  });

  it('never reads activities sequentially for a listing, whatever the filters, sort and page', async () => {
    const [cities, days, categories] = await Promise.all([
      ids('select id from cities order by id limit 3'),
      ids('select id from days order by id'),
      ids("select id from categories where slug in ('adventure', 'desert-safari', 'weekend-pass') order by id"),
    ]);
    const combos: Record<string, unknown>[] = [{}];
    for (const sort of [undefined, 1, 2, 3]) {
      for (const page of [1, 4]) {
        combos.push({ sort, page });
        combos.push({ sort, page, city: [cities[0]], category: [categories[0]] });
        combos.push({ sort, page, city: cities.slice(0, 2), day: days.slice(0, 2), minPrice: 100, maxPrice: 600 });
        combos.push({ sort, page, category: [categories[2]], maxPrice: 200 });
        combos.push({ sort, page, categorySlug: 'desert-safari', day: [days[0]] });
      }
    }
    for (const params of combos) {
      const plan = await pagePlan(params);
      expect(plan, JSON.stringify(params)).not.toMatch(sequentialScanOfActivities);
      expect(plan, JSON.stringify(params)).toMatch(/activities_listable_\w+_idx/);
    }
  });

  it('never reads activities sequentially for a keyword search, broad, rare, misspelt, filtered or sorted', async () => {
    const [dubai] = await ids("select id from cities where slug = 'dubai'");
    const keywords = [
      'desert safari',
      'desrt safary',
      'tour',
      'dubai',
      'day',
      'kayk',
      'stargazing camp',
      'xqzvwk',
      'with the',
    ];
    for (const keyword of keywords) {
      for (const extra of [{}, { page: 3 }, { city: [dubai], maxPrice: 300 }, { sort: 2 }, { sort: 1, page: 2 }]) {
        const params = { keyword, ...extra };
        const page = await listingPageStatement(t.db, listingQuerySchema.parse(params));
        if (!page) continue; // no word to look for: nothing is asked of the database
        const plan = await explain(page.statement);
        expect(plan, JSON.stringify(params)).not.toMatch(sequentialScanOfActivities);
      }
    }
  });

  it('corrects a keyword through the vocabulary index, and builds cards by primary key', async () => {
    const correction = await explain(correctionSql(keywordWords('desrt safary')));
    expect(correction).toContain('search_words_trgm_idx');
    expect(correction).not.toMatch(/Seq Scan on search_words/);
    const cards = await explain(cardsSql(await ids('select id from activities order by id desc limit 6')));
    expect(cards).toContain('activities_pkey');
    expect(cards).not.toMatch(sequentialScanOfActivities);
  });
});
