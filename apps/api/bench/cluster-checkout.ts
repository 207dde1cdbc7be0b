import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { measure, summary, type Measured } from './measure.ts';
import { shoppers } from './shopping.ts';
import { cpuSeconds, postgresPids, processTree, startWorkers, stopWorkers, treeCpuSeconds } from './workers.ts';

/**
 * Add to cart and the quote with one server process against CLUSTER_WORKERS=2, as `npm start` runs the server, on
 * the commerce benchmark's database (run `npm run bench:checkout` first): 50 customers, each connection signed in as
 * its own, autocannon as `bench:checkout` drives them, so the figures compare with its. Rounds alternate one and two
 * workers. Besides latency it reports the CPU time the server's processes (the primary and its workers) and
 * PostgreSQL's backends spent per request, from /proc.
 *
 *   npm run bench:cluster-checkout -w apps/api
 *   BENCH_ROUNDS=3 BENCH_SECONDS=10 npm run bench:cluster-checkout -w apps/api
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/weekends_bench_checkout';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = 50;
const port = 3918;
/** The target: add to cart and the quote answered at a p95 under 50 ms at 50 connections. */
const TARGET_P95_MS = 50;

const database = await openDatabase({ url: databaseUrl, pgliteDir: 'memory://' });
const shopping = await shoppers(database.db, connections).finally(() => database.close());
const body = JSON.stringify(shopping.dated);

function requests(kind: 'add to cart' | 'quote') {
  let given = 0;
  return (connection: Record<string, unknown>) => {
    connection.token ??= shopping.tokens[given++ % shopping.tokens.length];
    const headers = { authorization: `Bearer ${connection.token as string}`, 'content-type': 'application/json' };
    return kind === 'add to cart'
      ? { method: 'POST' as const, path: '/api/cart/items', body, headers }
      : { path: '/api/cart', headers };
  };
}

const watcher = new pg.Client({ connectionString: databaseUrl });
await watcher.connect();
console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}; ${connections} connections, ${seconds} s per measurement, ${rounds} rounds`,
);
const results: Record<string, { rows: Measured[]; serverMs: number[]; pgMs: number[] }> = {};
try {
  for (let round = 0; round < rounds; round++) {
    for (const workers of round % 2 === 0 ? [1, 2] : [2, 1]) {
      const server = await startWorkers(databaseUrl, workers, port, 'bench-cluster-checkout:');
      const baseUrl = `http://127.0.0.1:${port}`;
      try {
        for (const kind of ['add to cart', 'quote'] as const) {
          await measure({ baseUrl, name: 'warm', what: '', next: requests(kind), connections: 10, seconds: 2 });
          const pids = processTree(server.pid!);
          const pg0 = new Map((await postgresPids(watcher, databaseUrl)).map((p) => [p, cpuSeconds(p)]));
          const cpu0 = treeCpuSeconds(pids);
          const row = await measure({
            baseUrl,
            name: `${workers} worker(s), ${kind}`,
            what: '',
            next: requests(kind),
            connections,
            seconds,
          });
          const n = Math.max(1, row.requests);
          const serverMs = ((treeCpuSeconds(pids) - cpu0) * 1000) / n;
          // Backends that started meanwhile count from 0.
          const pgUsed = (await postgresPids(watcher, databaseUrl)).reduce(
            (total, p) => total + cpuSeconds(p) - (pg0.get(p) ?? 0),
            0,
          );
          const pgMs = (pgUsed * 1000) / n;
          console.log(
            `${summary(row)}; CPU per request: server ${serverMs.toFixed(3)} ms, PostgreSQL ${pgMs.toFixed(3)} ms`,
          );
          const entry = (results[`${kind}, ${workers} worker(s)`] ??= { rows: [], serverMs: [], pgMs: [] });
          entry.rows.push(row);
          entry.serverMs.push(serverMs);
          entry.pgMs.push(pgMs);
        }
      } finally {
        await stopWorkers(server);
      }
    }
  }
} finally {
  await watcher.end();
}

// Every round's figure, in the order measured: on a shared machine the spread is part of the result.
const each = (xs: number[], digits = 0) => xs.map((x) => x.toFixed(digits)).join(' / ');
console.log(
  '\n| what | requests/s | p95 (ms) | p97.5 (ms) | server CPU per request (ms) | PostgreSQL CPU per request (ms) |\n|---|---:|---:|---:|---:|---:|',
);
for (const [what, r] of Object.entries(results))
  console.log(
    `| ${what} | ${each(r.rows.map((x) => x.rps))} | ${each(
      r.rows.map((x) => x.p95),
      1,
    )} | ${each(
      r.rows.map((x) => x.p97_5),
      1,
    )} | ${each(r.serverMs, 3)} | ${each(r.pgMs, 3)} |`,
  );
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const kind of ['add to cart', 'quote']) {
  const one = results[`${kind}, 1 worker(s)`]!.rows;
  const two = results[`${kind}, 2 worker(s)`]!.rows;
  const worst = Math.max(...two.map((x) => x.p95));
  console.log(
    `${kind}: two workers answer ${(mean(two.map((x) => x.rps)) / mean(one.map((x) => x.rps))).toFixed(2)}x one process's requests per second; their p95 at most ${worst} ms (target under ${TARGET_P95_MS} ms: ${worst < TARGET_P95_MS ? 'met' : 'not met'})`,
  );
}
