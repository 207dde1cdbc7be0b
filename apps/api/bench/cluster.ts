import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { catalogueUrls } from './workload.ts';
import {
  cpuSeconds,
  machineTicks,
  postgresPids,
  processTree,
  startWorkers,
  stopWorkers,
  treeCpuSeconds,
} from './workers.ts';

/**
 * One process against CLUSTER_WORKERS=2 (server.ts), as `npm start` runs the server, on the catalogue benchmark's
 * database (run `npm run bench:catalog` first), cache off, Redis on 127.0.0.1:6379. The load generator is wrk (one
 * thread: `apt-get install wrk`), far lighter than autocannon, so the cores go to the server and PostgreSQL. Rounds
 * alternate one and two workers. Besides requests per second it reports the CPU time the server's processes (the
 * primary and its workers) and PostgreSQL's backends spent per request, from /proc.
 *
 *   npx tsx --conditions=@weekends/source bench/cluster.ts
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/weekends_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const port = 3917;

function wrk(script: string | null, url: string, duration: number) {
  const args = ['-t1', '-c50', `-d${duration}s`, '--latency', ...(script ? ['-s', script] : []), url];
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?';
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps, requests, p99, non2xx };
}

// The listing's varied URLs, for wrk to take in turn (a Lua script).
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const ids = async (sql: string) => (await client.query<{ id: number }>(sql)).rows.map((r) => r.id);
const catalogue = {
  cityIds: await ids('select id from cities where is_active order by id'),
  dayIds: await ids('select id from days order by id'),
  categoryIds: await ids('select id from categories where is_active order by id'),
};
const next = catalogueUrls('listing', catalogue);
const urls = Array.from({ length: 5000 }, () => next());
const script = path.join(os.tmpdir(), 'weekends-bench-listing.lua');
fs.writeFileSync(
  script,
  `local urls = {${urls.map((u) => JSON.stringify(u)).join(',\n')}}
local i = 0
request = function()
  i = i % #urls + 1
  return wrk.format("GET", urls[i])
end
`,
);

console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}; wrk -t1 -c50, ${seconds} s per measurement, ${rounds} rounds`,
);
const results: Record<string, { rps: number[]; serverMs: number[]; pgMs: number[]; busy: number[] }> = {};
for (let round = 0; round < rounds; round++) {
  for (const workers of round % 2 === 0 ? [1, 2] : [2, 1]) {
    const server = await startWorkers(databaseUrl, workers, port, 'bench-cluster:');
    try {
      for (const [kind, lua, url] of [
        ['health', null, `http://127.0.0.1:${port}/api/health`],
        ['listing', script, `http://127.0.0.1:${port}`],
      ] as const) {
        wrk(lua, url, 2); // warm-up
        const pids = processTree(server.pid!);
        const pg0 = new Map((await postgresPids(client, databaseUrl)).map((p) => [p, cpuSeconds(p)]));
        const cpu0 = treeCpuSeconds(pids);
        const machine0 = machineTicks();
        const r = wrk(lua, url, seconds);
        const machine1 = machineTicks();
        // How much of both cores was busy: with one process near 100%, a second has no core to run on.
        const busy = (100 * (machine1.busy - machine0.busy)) / (machine1.total - machine0.total);
        const serverMs = ((treeCpuSeconds(pids) - cpu0) * 1000) / r.requests;
        // Backends that started meanwhile count from 0.
        const pgUsed = (await postgresPids(client, databaseUrl)).reduce(
          (t, p) => t + cpuSeconds(p) - (pg0.get(p) ?? 0),
          0,
        );
        const pgMs = (pgUsed * 1000) / r.requests;
        console.log(
          `${workers} worker(s), ${kind}: ${r.rps} req/s, p99 ${r.p99}, non-2xx ${r.non2xx}; CPU per request: server ${serverMs.toFixed(3)} ms, PostgreSQL ${pgMs.toFixed(3)} ms; the cores ${busy.toFixed(0)}% busy`,
        );
        const key = `${kind}, ${workers} worker(s)`;
        const row = (results[key] ??= { rps: [], serverMs: [], pgMs: [], busy: [] });
        row.rps.push(r.rps);
        row.serverMs.push(serverMs);
        row.pgMs.push(pgMs);
        row.busy.push(busy);
      }
    } finally {
      await stopWorkers(server);
    }
  }
}
await client.end();
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  '\n| what | requests/s | server CPU per request (ms) | PostgreSQL CPU per request (ms) | cores busy |\n|---|---:|---:|---:|---:|',
);
for (const [what, r] of Object.entries(results))
  console.log(
    `| ${what} | ${Math.round(mean(r.rps))} | ${mean(r.serverMs).toFixed(3)} | ${mean(r.pgMs).toFixed(3)} | ${mean(r.busy).toFixed(0)}% |`,
  );
for (const kind of ['health', 'listing'])
  console.log(
    `${kind}: two workers answer ${(mean(results[`${kind}, 2 worker(s)`]!.rps) / mean(results[`${kind}, 1 worker(s)`]!.rps)).toFixed(2)}x one process's requests per second`,
  );
