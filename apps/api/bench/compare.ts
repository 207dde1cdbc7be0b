import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { measure, summary } from './measure.ts';
import { catalogueUrls, type CatalogueIds } from './workload.ts';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { shoppers } from './shopping.ts';
import { benchServerEnv } from './support.ts';
import { cpuSeconds } from './workers.ts';

/**
 * Before against after in one run: the API of another checkout (BENCH_BASELINE: the path of its apps/api, e.g. a
 * worktree of main) and this one, both on the catalogue benchmark's database (run `npm run bench:catalog` first),
 * cache off. Rounds alternate the two servers for the health check, a listing and a search (with
 * BENCH_MODE=checkout, on the commerce benchmark's database after `npm run bench:checkout`: add to cart and the
 * quote, each connection its own signed-in customer), so the machine's other load falls on both alike. Besides
 * latency it reports each server's CPU time per request (utime + stime of its process from /proc, over the requests
 * it answered) and that of the PostgreSQL backends serving the benchmark's database: on a shared machine those
 * figures move far less than the latencies.
 *
 *   BENCH_BASELINE=/path/to/main/apps/api npx tsx --conditions=@weekends/source bench/compare.ts
 */
/** catalog: the health check, a listing and a search; checkout: the health check, add to cart and the quote. */
const mode = process.env.BENCH_MODE === 'checkout' ? 'checkout' : 'catalog';
const databaseUrl =
  process.env.BENCH_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:5432/${mode === 'checkout' ? 'weekends_bench_checkout' : 'weekends_bench'}`;
const baseline = process.env.BENCH_BASELINE;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
if (!baseline) throw new Error('BENCH_BASELINE=<path of the baseline apps/api> is required');
const here = path.dirname(new URL(import.meta.url).pathname);

async function start(apiDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@weekends/source', '--import', 'tsx', path.join(apiDir, 'bench/serve.ts')],
    {
      cwd: apiDir,
      env: { ...benchServerEnv(databaseUrl), CATALOG_CACHE_SECONDS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const parsed = line.startsWith('{') ? (JSON.parse(line) as { port?: number }) : {};
      if (typeof parsed.port === 'number') resolve(parsed.port);
    });
    child.once('exit', (code) => reject(new Error(`the API in ${apiDir} exited with code ${code}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** CPU seconds so far of each PostgreSQL backend serving the benchmark's database (not other databases' work). */
async function postgresCpu(client: pg.Client): Promise<Map<number, number>> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, cpuSeconds(pid));
    } catch {
      // ended meanwhile
    }
  }
  return cpu;
}

/** What the backends used between two snapshots (a backend that started meanwhile counts from 0). */
function postgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

async function catalogueIds(): Promise<CatalogueIds> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = async (sql: string) => (await client.query<{ id: number }>(sql)).rows.map((r) => r.id);
    return {
      cityIds: await ids('select id from cities where is_active order by id'),
      dayIds: await ids('select id from days order by id'),
      categoryIds: await ids('select id from categories where is_active order by id'),
    };
  } finally {
    await client.end();
  }
}

const ids = mode === 'catalog' ? await catalogueIds() : { cityIds: [], dayIds: [], categoryIds: [] };
const shopping = mode === 'checkout' ? await shoppersOnBenchDatabase() : null;

async function shoppersOnBenchDatabase() {
  const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory://' });
  try {
    return await shoppers(database.db, connections);
  } finally {
    await database.close();
  }
}

type Request = ReturnType<Parameters<typeof measure>[0]['next']>;
/** The stream of requests of one kind; `seed` varies the catalogue's. */
function requests(kind: string, seed: number): (connection: Record<string, unknown>) => Request {
  if (kind === 'health') return () => ({ path: '/api/health' });
  if (kind === 'listing' || kind === 'search') {
    const next = catalogueUrls(kind, ids, seed);
    return () => ({ path: next() });
  }
  let given = 0;
  const tokens = shopping!.tokens;
  const body = JSON.stringify(shopping!.dated);
  return (connection) => {
    // Each connection signs in as its own customer and keeps that session.
    connection.token ??= tokens[given++ % tokens.length];
    const headers = { authorization: `Bearer ${connection.token as string}`, 'content-type': 'application/json' };
    return kind === 'add to cart'
      ? { method: 'POST', path: '/api/cart/items', body, headers }
      : { path: '/api/cart', headers };
  };
}
const kinds = mode === 'catalog' ? ['health', 'listing', 'search'] : ['health', 'add to cart', 'quote'];
const watcher = new pg.Client({ connectionString: databaseUrl });
await watcher.connect();
const servers = { before: await start(baseline), after: await start(path.resolve(here, '..')) };
const results: Record<string, { p97_5: number[]; rps: number[]; cpuMs: number[]; pgMs: number[] }> = {};
console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}; ${connections} connections, ${seconds} s per measurement, ${rounds} rounds`,
);
try {
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) {
      for (const [name, server] of round % 2 === 0 ? Object.entries(servers) : Object.entries(servers).reverse()) {
        // A short warm-up on another part of the stream.
        await measure({
          baseUrl: server.baseUrl,
          name: 'warm',
          what: '',
          next: requests(kind, 99),
          connections: 10,
          seconds: 2,
        });
        const cpuBefore = cpuSeconds(server.child.pid!);
        const pgBefore = await postgresCpu(watcher);
        const loadBefore = process.cpuUsage();
        const row = await measure({
          baseUrl: server.baseUrl,
          name: `${name} ${kind}`,
          what: '',
          next: requests(kind, 2026 + round),
          connections,
          seconds,
        });
        const n = Math.max(1, row.requests);
        const cpuMs = ((cpuSeconds(server.child.pid!) - cpuBefore) * 1000) / n;
        const pgMs = (postgresCpuSince(pgBefore, await postgresCpu(watcher)) * 1000) / n;
        const load = process.cpuUsage(loadBefore);
        const loadMs = (load.user + load.system) / 1000 / n;
        console.log(
          `${summary(row)}; CPU per request: server ${cpuMs.toFixed(3)} ms, PostgreSQL ${pgMs.toFixed(3)} ms, load generator ${loadMs.toFixed(3)} ms`,
        );
        const r = (results[`${kind} ${name}`] ??= { p97_5: [], rps: [], cpuMs: [], pgMs: [] });
        r.pgMs.push(pgMs);
        r.p97_5.push(row.p97_5);
        r.rps.push(row.rps);
        r.cpuMs.push(cpuMs);
      }
    }
  }
} finally {
  for (const server of Object.values(servers)) server.child.kill('SIGTERM');
  await watcher.end();
}
// Every round's figure, in the order measured: on a shared machine the spread is part of the result.
const each = (xs: number[], digits = 0) => xs.map((x) => x.toFixed(digits)).join(' / ');
console.log(
  '\n| what | requests/s | p97.5 (ms) | server CPU per request (ms) | PostgreSQL CPU per request (ms) |\n|---|---:|---:|---:|---:|',
);
for (const [what, r] of Object.entries(results))
  console.log(`| ${what} | ${each(r.rps)} | ${each(r.p97_5, 1)} | ${each(r.cpuMs, 3)} | ${each(r.pgMs, 3)} |`);
