import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { categories, days } from '../src/db/schema/index.ts';
import { CITY_IDS, seedBulkActivities, seedDemo } from '../src/db/seed/index.ts';
import { repoRoot, resetDatabase, startServer, table, toRow, type Row } from './support.ts';
import { writeKeepingSections } from './sections.ts';

/**
 * Catalogue benchmark: a fresh PostgreSQL database with the demo catalogue plus 50,000 generated activities,
 * the API in a child process, and autocannon (50 connections, 10 s each) on a trivial list, a filtered listing
 * and a misspelt keyword search. Prints a markdown table and writes docs/PERFORMANCE.md.
 *
 *   npm run bench:catalog                      # PostgreSQL on 127.0.0.1:5432, database weekends_bench
 *   BENCH_DATABASE_URL=postgres://u@host/db npm run bench:catalog
 *   BENCH_ACTIVITIES=5000 BENCH_SECONDS=5 npm run bench:catalog   # a quicker look
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/weekends_bench';
const activityCount = Number(process.env.BENCH_ACTIVITIES ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const log = (message: string) => console.log(`[bench] ${message}`);

async function prepare() {
  const started = Date.now();
  await resetDatabase(databaseUrl);
  const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory://' });
  try {
    await database.migrate();
    await seedDemo(database.db, { uploadsDir: path.join(os.tmpdir(), 'weekends-bench-uploads'), images: false, log });
    await seedBulkActivities(database.db, activityCount, { log });
    const [friday] = await database.db.select({ id: days.id }).from(days).where(eq(days.name, 'Friday'));
    const [adventure] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'adventure'));
    const [version] = (await database.db.execute<{ v: string }>(sql`select current_setting('server_version') as v`)).rows;
    const [listed] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from activities where is_active and has_images`)).rows;
    log(`database ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${listed?.n} listable activities`);
    if (!friday || !adventure) throw new Error('the demo seed has no Friday or no adventure category');
    return { fridayId: friday.id, adventureId: adventure.id, postgresVersion: version?.v ?? 'unknown' };
  } finally {
    await database.close();
  }
}

async function measure(baseUrl: string, name: string, urlPath: string): Promise<Row> {
  const check = await fetch(baseUrl + urlPath);
  const body = (await check.json()) as { items?: { title: string }[] };
  if (!check.ok) throw new Error(`${urlPath} answered ${check.status}: ${JSON.stringify(body)}`);
  log(`${name}: ${urlPath} -> ${check.status}${body.items ? `, first results: ${body.items.slice(0, 3).map((i) => i.title).join(' | ')}` : ''}`);
  await autocannon({ url: baseUrl + urlPath, connections: 10, duration: 2 }); // warm the pool, plans and JIT
  const result = await autocannon({ url: baseUrl + urlPath, connections, duration: seconds });
  const row = toRow(name, urlPath, result);
  log(`${name}: ${row.rps} req/s, p50 ${row.p50} ms, p97.5 ${row.p97_5} ms, p99 ${row.p99} ms, failures ${row.failures}`);
  return row;
}

function report(rows: Row[], postgresVersion: string, loadAverage: string): string {
  const cpu = os.cpus();
  const verdict = (filter: (r: Row) => boolean) => (rows.filter(filter).every((r) => r.p97_5 < 50) ? '**met**' : '**not met**');
  const served = verdict((r) => r.name.includes('as served'));
  const database = verdict((r) => r.name.includes('database every request'));
  return `# Performance: catalogue listing and search

Measured by \`npm run bench:catalog\` (apps/api/bench/catalog.ts) on ${new Date().toISOString().slice(0, 10)}.

- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.platform()} ${os.release()};
  Node ${process.version}; PostgreSQL ${postgresVersion}, on the same machine as the API and the load generator.
  Load average when measuring started: ${loadAverage} (other work on the machine inflates the figures).
- Data: the demo catalogue plus ${activityCount.toLocaleString('en-US')} generated activities (\`seedBulkActivities\`), analysed.
- Load: autocannon, ${connections} connections for ${seconds} s per endpoint after a 2 s warm-up; the API runs in its own
  process in production mode (logging at warn), with the default pool of 10 PostgreSQL connections.
- Latency columns are autocannon's percentiles. Autocannon has no p95, so **p97.5 is the figure we hold to the p95 target**
  (it is an upper bound for p95). Target: p95 < 50 ms for listing and search — as served: ${served}; with every
  request going to the database: ${database}.
- The API caches public listing, search and trending answers in memory for 30 s (\`CATALOG_CACHE_SECONDS\`), and
  identical requests that arrive together share one query. The benchmark repeats one URL, so the 'as served' rows
  mostly measure that cache; the 'database every request' rows (cache off) show what each query costs.

${table(rows)}

\`/api/days\` is the ceiling: a tiny query through the same stack (Fastify, zod serialisation, the pool), so the
difference between it and the other rows is what the listing and search queries cost.

## How the queries stay fast, and what EXPLAIN showed

- Listing: one query selects the page of ids (7 rows, to know whether more follow) with \`EXISTS\` sub-queries on the
  join tables (\`activity_addresses\`, \`activity_days\`, \`activity_categories\` widened to sub-categories), the price
  range on the denormalised \`from_price\`, and the order served by the partial indexes \`WHERE is_active AND has_images\`.
  A second query builds the six cards (first image and first price option through lateral joins, the city through the
  address): two round trips per page, no N+1.
- The sort indexes are \`DESC NULLS LAST\`; the first version ordered by plain \`DESC\` (NULLS FIRST), which they cannot
  serve, so the filtered listing above hash-joined ~23,600 category links with the city and day rows and sorted 1,351
  matches: 140 ms in EXPLAIN ANALYZE. Ordering \`DESC NULLS LAST\` lets the planner walk
  \`activities_listable_trending_idx\` and probe the join tables per row until it has 7: 286 index entries read,
  about 7 ms on the same (busy) machine. \`plans.test.ts\` keeps the listing in that shape.
- Search: \`search_vector @@ websearch_to_tsquery('english', kw)\` OR \`lower(title) %> kw\` (with
  \`pg_trgm.word_similarity_threshold\` 0.4 for the transaction) runs as a BitmapOr of \`activities_search_idx\` and
  \`activities_title_trgm_idx\`, then ranks the matches by \`ts_rank_cd\` plus \`word_similarity\`. Its cost grows with
  the number of matches: 'desrt safary' matches ~1,100 of the generated activities (every generated 'Desert Safari'),
  all fetched and ranked to return 7. A GiST trigram index with nearest-neighbour ordering (\`<<->\`), or caching
  popular searches for a few seconds, would bound that if it matters in production.
- Why the uncached rows sit far above a single query's time: warm, the filtered listing's id query plans in ~2.3 ms
  and runs in ~1.8 ms (EXPLAIN ANALYZE), then the cards query follows; with 50 connections on 2 cores the API, PostgreSQL
  and the load generator share the CPU, so requests queue. Planning is about half of each query; prepared statements per
  filter shape would save it. The search ranks every match ('desrt safary' matches ~1,100 generated titles), which the
  cache hides in production.

## Web: JavaScript on the first page

DESIGN.md section 6 allows a visitor's first page 170 KB of gzipped JavaScript. Measured in Chromium at 390 px
(every .js file the page loads until the network is idle, each gzipped), before and after splitting: \`/\` 193.6 -> 157.3 KB,
\`/search\` 198.4 -> 157.6 KB, \`/category/adventure\` 198.9 -> 158.1 KB, \`/activity/desert-safari-with-bbq-dinner\`
201.2 -> 160.7 KB. Listing pages read their address without zod; menus, dialogs, popovers and the desktop price panel
load when first used (or only from 1024 px); each feature's strings load with its code; review dates use Intl, not
date-fns. Most of what remains is react-dom (~62 KB), react-router (~30 KB) and i18next (~16 KB).
\`e2e/tests/budget.test.ts\` fails when one of these pages goes over 170 KB.

## Re-running

\`\`\`sh
npm run bench:catalog                       # needs PostgreSQL on 127.0.0.1:5432 (user postgres); takes about 3 minutes
BENCH_DATABASE_URL=postgres://user@host:5432/weekends_bench npm run bench:catalog
BENCH_ACTIVITIES=5000 BENCH_SECONDS=5 npm run bench:catalog    # a quicker, smaller run
\`\`\`

The script drops and re-creates the benchmark database (never the application's), then rewrites this file.
`;
}

const { fridayId, adventureId, postgresVersion } = await prepare();
const listingPath = `/api/activities?city[]=${CITY_IDS.dubai}&day[]=${fridayId}&category[]=${adventureId}&minPrice=100&maxPrice=600&sort=2`;
const searchPath = '/api/activities?keyword=desrt%20safary';
const loadAverage = os.loadavg().map((n) => n.toFixed(2)).join(', ');
const rows: Row[] = [];

// First every request goes to the database (cache off), then as served in production (catalogue cache on).
const uncached = await startServer(databaseUrl, { CATALOG_CACHE_SECONDS: '0' });
try {
  rows.push(await measure(uncached.baseUrl, 'ceiling', '/api/days'));
  rows.push(await measure(uncached.baseUrl, 'filtered listing, database every request', listingPath));
  rows.push(await measure(uncached.baseUrl, 'keyword search with a typo, database every request', searchPath));
} finally {
  uncached.child.kill('SIGTERM');
}
const cached = await startServer(databaseUrl);
try {
  rows.push(await measure(cached.baseUrl, 'filtered listing, as served (30 s catalogue cache)', listingPath));
  rows.push(await measure(cached.baseUrl, 'keyword search with a typo, as served (30 s catalogue cache)', searchPath));
} finally {
  cached.child.kill('SIGTERM');
}
console.log(`\n${table(rows)}\n`);
writeKeepingSections(path.join(repoRoot, 'docs/PERFORMANCE.md'), report(rows, postgresVersion, loadAverage));
log('wrote docs/PERFORMANCE.md');
