import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { seedBulkActivities, seedDemo } from '../src/db/seed/index.ts';
import { resetDatabase } from './support.ts';
import type { CatalogueIds } from './workload.ts';

/**
 * The benchmarks' catalogue: a PostgreSQL database with the demo catalogue plus `activities` generated ones,
 * seeded afresh, or, with `keep`, the one a previous run left (migrated to the current schema). Answers the ids the
 * workload picks from.
 */
export interface CatalogueData extends CatalogueIds {
  postgresVersion: string;
  listable: number;
  seededSeconds: number | null;
}

export async function prepareCatalogue(
  databaseUrl: string,
  options: { activities: number; keep: boolean; log: (m: string) => void },
): Promise<CatalogueData> {
  const started = Date.now();
  if (!options.keep) await resetDatabase(databaseUrl);
  const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory://' });
  try {
    await database.migrate();
    let seededSeconds: number | null = null;
    if (!options.keep) {
      await seedDemo(database.db, {
        uploadsDir: path.join(os.tmpdir(), 'weekends-bench-uploads'),
        images: false,
        log: options.log,
      });
      await seedBulkActivities(database.db, options.activities, { log: options.log, concurrency: 2 });
      seededSeconds = Math.round((Date.now() - started) / 1000);
    }
    const ids = async (query: ReturnType<typeof sql>) =>
      (await database.db.execute<{ id: number }>(query)).rows.map((r) => r.id);
    const cityIds = await ids(sql`select id from cities where is_active order by id`);
    const dayIds = await ids(sql`select id from days order by id`);
    const categoryIds = await ids(sql`select id from categories where is_active order by id`);
    const [version] = (await database.db.execute<{ v: string }>(sql`select current_setting('server_version') as v`))
      .rows;
    const [listed] = (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from activities where is_active and has_images`,
      )
    ).rows;
    options.log(`database ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${listed?.n} listable activities`);
    return {
      cityIds,
      dayIds,
      categoryIds,
      postgresVersion: version?.v ?? 'unknown',
      listable: listed?.n ?? 0,
      seededSeconds,
    };
  } finally {
    await database.close();
  }
}
