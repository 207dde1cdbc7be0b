import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { listingQuerySchema } from '@weekends/shared';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { activities } from '../../db/schema/index.ts';
import { keywordSearch, listingShape, pageOfIdsQuery, WORD_SIMILARITY_THRESHOLD } from './queries.ts';

/**
 * The listing's SQL must stay in a shape its indexes can serve; on 50,000 activities the difference is a walk of a
 * few index entries against sorting every match (docs/PERFORMANCE.md). A table this small would be scanned anyway,
 * so the planner is told to avoid scans and sorts it can avoid: a plan that still sorts or scans means the query
 * no longer matches the index.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const dubai = await t.fixtures.insertCity({ name: 'Dubai' });
  for (const title of ['Desert Safari with BBQ Dinner', 'Sunset Kayak', 'Spa Day']) await t.fixtures.insertActivity({ title, cityId: dubai.id });
  await t.db.execute(sql`analyze`);
});

afterAll(() => t?.close());

async function plan(params: Record<string, unknown>, settings: string[]): Promise<string> {
  const { where, orderBy } = listingShape(listingQuerySchema.parse(params));
  return t.db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${pageOfIdsQuery(tx, where, orderBy, 0, 7)}`);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('query plans', () => {
  it.each([
    [1, 'activities_listable_new_idx'],
    [2, 'activities_listable_trending_idx'],
    [3, 'activities_listable_rating_idx'],
  ])('sort %i walks %s instead of sorting', async (sort, index) => {
    const text = await plan({ sort, city: [1], day: [1] }, ['enable_sort', 'enable_seqscan']);
    expect(text).toContain(index);
    expect(text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  });

  it('a misspelt keyword is matched through the trigram index on lower(title) and the full-text index', async () => {
    // The match alone: on 50,000 rows the listing runs it as a BitmapOr of these two indexes (docs/PERFORMANCE.md).
    const { match } = keywordSearch('desrt safary');
    const text = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${tx.select({ id: activities.id }).from(activities).where(match)}`);
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('activities_title_trgm_idx');
    expect(text).toContain('activities_search_idx');
  });
});
