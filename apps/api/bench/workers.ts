import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { benchServerEnv } from './support.ts';

/**
 * The server as `npm start` runs it (src/server.ts), one process or CLUSTER_WORKERS of them behind one port, for the
 * benchmarks that compare the two; and the CPU time a process tree and PostgreSQL's backends have used, from /proc.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

/** CPU seconds (user + system) the process has used so far; 0 once it has gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/**
 * The machine's CPU ticks so far, busy and in all (the first line of /proc/stat): two readings give the share of
 * every core that was busy between them, whatever process used it.
 */
export function machineTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0); // user … steal; guest time is already in user
  const idle = fields[3]! + fields[4]!; // idle, iowait
  return { busy: total - idle, total };
}

/** The process and its descendants. */
export function processTree(pid: number): number[] {
  const children = fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** CPU seconds the whole tree has used so far. */
export const treeCpuSeconds = (pids: number[]) => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);

/** The backends serving the benchmark's database (not other databases' work, nor the watching connection). */
export async function postgresPids(client: pg.Client, databaseUrl: string): Promise<number[]> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  return rows.map((r) => r.pid);
}

/**
 * src/server.ts with `workers` processes on `port` (Redis on 127.0.0.1:6379, which several workers need), cache off.
 * Resolves once every worker answers and the tree has gone idle: a worker compiles its sources (tsx) for a few
 * seconds after its process appears.
 */
export async function startWorkers(
  databaseUrl: string,
  workers: number,
  port: number,
  redisKeyPrefix: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=@weekends/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(here, '..'),
    env: {
      ...benchServerEnv(databaseUrl),
      CATALOG_CACHE_SECONDS: '0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: redisKeyPrefix,
      WEB_DIST: '/nonexistent',
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_WORKERS: String(workers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the server did not start');
    const nodes = processTree(child.pid!).filter((p) => {
      try {
        return fs.readFileSync(`/proc/${p}/comm`, 'utf8').trim() === 'node';
      } catch {
        return false;
      }
    });
    const serving = nodes.length - (workers > 1 ? 1 : 0);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && serving >= workers) {
      for (;;) {
        const before = treeCpuSeconds(processTree(child.pid!));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        if (treeCpuSeconds(processTree(child.pid!)) - before < 0.1) return child;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export async function stopWorkers(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
