import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** What the benchmarks share: a fresh database, the API in its own process, and the rows they report. */
const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

/** Drops and re-creates the benchmark's database (only a plainly named one, never by accident the application's). */
export async function resetDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Refusing to reset a database named ${JSON.stringify(name)}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** The environment of an API the benchmarks start: production mode on the benchmark's database, quiet logs. */
export function benchServerEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    SESSION_SECRET: 'benchmark-only-secret-long-enough-for-production',
    // Production names its gateway; the checkout benchmark pays with the sandbox's test cards.
    PAYMENT_GATEWAY: 'sandbox',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
  };
}

/** The API in production mode on the benchmark's database (bench/serve.ts), listening on a free port. */
export async function startServer(
  databaseUrl: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--conditions=@weekends/source',
      '--import',
      'tsx',
      path.join(here, 'serve.ts'),
    ],
    {
      cwd: path.resolve(here, '..'),
      env: { ...benchServerEnv(databaseUrl), ...extraEnv },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // The server's own log lines share stdout; the one carrying `port` says it is listening.
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const parsed = line.startsWith('{') ? (JSON.parse(line) as { port?: number }) : {};
      if (typeof parsed.port === 'number') resolve(parsed.port);
      else console.log(line);
    });
    child.once('exit', (code) => reject(new Error(`the API exited with code ${code} before listening`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

export interface Row {
  name: string;
  /** What was requested: a path, or a method and path. */
  path: string;
  rps: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  requests: number;
  failures: number;
}

/** An autocannon result as a row. */
export function toRow(
  name: string,
  requestPath: string,
  result: {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p97_5: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  },
): Row {
  return {
    name,
    path: requestPath,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export function table(rows: Row[]): string {
  return [
    '| endpoint | requests/s | p50 (ms) | p90 (ms) | p97.5 (ms) | p99 (ms) | requests | non-2xx/errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name}<br>\`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p97_5} | ${r.p99} | ${r.requests} | ${r.failures} |`,
    ),
  ].join('\n');
}
