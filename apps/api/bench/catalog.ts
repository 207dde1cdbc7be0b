import os from 'node:os';
import path from 'node:path';
import { prepareCatalogue } from './catalogue-data.ts';
import { repoRoot, startServer } from './support.ts';
import { writeSection } from './sections.ts';
import { measure, measuredTable, p97_5Ratio, summary, type Measured } from './measure.ts';
import { catalogueUrls, type CatalogueIds, type RequestKind } from './workload.ts';

/**
 * Catalogue benchmark: a PostgreSQL database with the demo catalogue plus 50,000 generated activities, the API in a
 * child process, and autocannon at 50 connections replaying a varied, seeded workload (about a hundred keywords,
 * two in five of the longer ones misspelt; random city, day, category, price, sort and page) with the catalogue
 * cache on (as served) and off (CATALOG_CACHE_SECONDS=0: every request reaches the database), beside the ceiling of
 * a trivial endpoint. The health check (`GET /api/health`, one `select 1`) is measured by the same server in the same
 * run, just before the catalogue's rows, and each row's p97.5 is given as a multiple of its p97.5 (the target: at most
 * HEALTH_RATIO_TARGET with the cache off). Prints a table and writes it into docs/PERFORMANCE.md between the
 * bench:catalog markers.
 *
 *   npm run bench:catalog                      # PostgreSQL on 127.0.0.1:5432, database weekends_bench
 *   BENCH_DATABASE_URL=postgres://u@host/db npm run bench:catalog
 *   BENCH_KEEP_DATA=1 npm run bench:catalog    # reuse the database a previous run seeded
 *   BENCH_ACTIVITIES=5000 BENCH_SECONDS=5 npm run bench:catalog   # a quicker look
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/weekends_bench';
const activityCount = Number(process.env.BENCH_ACTIVITIES ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const keepData = process.env.BENCH_KEEP_DATA === '1';
const connections = 50;
/** Listing and search, cache off: p97.5 at most this many times the health check's in the same run. */
const HEALTH_RATIO_TARGET = 2;
const log = (message: string) => console.log(`[bench] ${message}`);
export const CATALOG_SECTION = ['<!-- bench:catalog -->', '<!-- /bench:catalog -->'] as const;

/** The first answers of a few workload URLs, so a run shows that it asks real questions and gets real answers. */
async function sample(baseUrl: string, kind: RequestKind, ids: CatalogueIds) {
  const next = catalogueUrls(kind, ids);
  for (let i = 0; i < 3; i++) {
    const url = next();
    const res = await fetch(baseUrl + url);
    const body = (await res.json()) as { items?: { title: string }[] };
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    log(
      `${decodeURIComponent(url)} -> ${
        body.items
          ?.slice(0, 2)
          .map((i) => i.title)
          .join(' | ') || '(no match)'
      }`,
    );
  }
}

async function run(baseUrl: string, mode: string, ids: CatalogueIds): Promise<Measured[]> {
  const rows: Measured[] = [];
  for (const kind of ['listing', 'search'] as const) {
    await sample(baseUrl, kind, ids);
    // Warm the pool, the plans and the JIT on another part of the stream than the one measured.
    const warm = catalogueUrls(kind, ids, 99);
    await measure({ baseUrl, name: 'warm-up', what: '', next: () => ({ path: warm() }), connections: 10, seconds: 3 });
    const next = catalogueUrls(kind, ids);
    const what =
      kind === 'listing'
        ? 'random city, day, category, price, sort, page'
        : 'about 100 keywords (2 in 5 longer ones misspelt), sometimes a filter, sort, page';
    const row = await measure({
      baseUrl,
      name: `${kind === 'listing' ? 'listing' : 'keyword search'}, ${mode}`,
      what,
      next: () => ({ path: next() }),
      connections,
      seconds,
    });
    log(summary(row));
    rows.push(row);
  }
  return rows;
}

function section(
  rows: Measured[],
  ceiling: Measured,
  postgresVersion: string,
  listable: number,
  seeded: number | null,
  loadAverage: string,
): string {
  const cpu = os.cpus();
  return `${CATALOG_SECTION[0]}
Measured by \`npm run bench:catalog\` on ${new Date().toISOString().slice(0, 10)}: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}),
${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, PostgreSQL ${postgresVersion}; the API (one process, pool of 10),
PostgreSQL and the load generator share the cores. ${listable.toLocaleString('en-US')} listable activities${seeded === null ? '' : ` (seeded in ${seeded} s)`}. ${connections} connections,
${seconds} s per row after a 3 s warm-up. Load average when measuring started: ${loadAverage}.

${measuredTable(rows, ceiling)}

${ratioLines(rows, ceiling).join('\n')}
${CATALOG_SECTION[1]}`;
}

/** Each cache-off row's p97.5 against the health check's, and whether it meets the target. */
function ratioLines(rows: Measured[], ceiling: Measured): string[] {
  return rows
    .filter((r) => r !== ceiling && r.name.includes('cache off'))
    .map((r) => {
      const ratio = p97_5Ratio(r, ceiling);
      return `- ${r.name.split(',')[0]}, cache off: p97.5 ${r.p97_5} ms, ${ratio}x the health check's ${ceiling.p97_5} ms (target at most ${HEALTH_RATIO_TARGET}x): ${ratio <= HEALTH_RATIO_TARGET ? 'met' : 'not met'}`;
    });
}

const ids = await prepareCatalogue(databaseUrl, { activities: activityCount, keep: keepData, log });
const loadAverage = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
const rows: Measured[] = [];
let ceiling!: Measured;

const uncached = await startServer(databaseUrl, { CATALOG_CACHE_SECONDS: '0' });
try {
  ceiling = await measure({
    baseUrl: uncached.baseUrl,
    name: 'ceiling',
    what: '`GET /api/health`',
    next: () => ({ path: '/api/health' }),
    connections,
    seconds,
  });
  log(summary(ceiling));
  rows.push(ceiling, ...(await run(uncached.baseUrl, 'cache off (every request reaches PostgreSQL)', ids)));
} finally {
  uncached.child.kill('SIGTERM');
}
const cached = await startServer(databaseUrl);
try {
  rows.push(...(await run(cached.baseUrl, 'cache on (30 s, as served)', ids)));
} finally {
  cached.child.kill('SIGTERM');
}
console.log(`\n${measuredTable(rows, ceiling)}\n\n${ratioLines(rows, ceiling).join('\n')}\n`);
if (process.env.BENCH_WRITE !== '0') {
  writeSection(
    path.join(repoRoot, 'docs/PERFORMANCE.md'),
    CATALOG_SECTION[0],
    CATALOG_SECTION[1],
    section(rows, ceiling, ids.postgresVersion, ids.listable, ids.seededSeconds, loadAverage),
  );
  log('wrote the bench:catalog section of docs/PERFORMANCE.md');
}
