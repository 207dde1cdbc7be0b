import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  /** The process started (the server, or `npm start`'s script when that is what ran). */
  pid?: number;
  /**
   * SIGTERM, then SIGKILL after 10 s; answers the exit code, or null when it had to be killed. Calling it again
   * answers the first call's result.
   */
  stop(): Promise<number | null>;
  /** The server's own PostgreSQL database, for a journey that makes its data directly (none on the embedded one). */
  databaseUrl?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * With DATABASE_URL set (CI), a fresh PostgreSQL database beside it, named after the label and the process so runs
 * (and the workers of one run) never collide. `template`: a database to copy (the run's seeded demo database), so the
 * server starts on the demo catalogue without migrating and seeding it again.
 */
async function freshDatabase(label: string, template?: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `weekends_e2e_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`.toLowerCase().slice(0, 60);
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  // A throwaway database's commits need not wait for the disk (about 6 ms a commit on CI's): crash safety is not
  // what these journeys check, and a server's seed alone commits thousands of rows.
  await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A data folder and a database the server is started on and that outlive it (support/demo-once.ts makes them). */
export interface KeptData {
  dataDir: string;
  /** Undefined: the embedded database in the data folder. */
  databaseUrl?: string;
}

/**
 * Starts the real product as `npm start` runs it (migrate, seed with generated images, serve the built web app)
 * on a free port with its own data folder and database. `entry`: the compiled server, or `npm start`'s own script.
 */
export async function startServer(
  label: string,
  extraEnv: NodeJS.ProcessEnv = {},
  entry: 'apps/api/dist/server.js' | 'scripts/start.mjs' = 'apps/api/dist/server.js',
  kept?: KeptData,
): Promise<RunningServer> {
  // While developing a journey, E2E_BASE_URL points the tests at a server that is already running.
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL, stop: async () => 0 };
  const port = await freePort();
  // WebAuthn refuses an IP address: a journey that needs a relying party (passkeys) addresses its server by name.
  const hostName = extraEnv.E2E_HOST_NAME ?? '127.0.0.1';
  const dataDir = kept?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `weekends-e2e-${label}-`));
  // The demo files, made once for the run (support/demo-once.ts): the images, which the seed keeps where it finds
  // them, and the private files a copied demo database refers to.
  if (process.env.E2E_DEMO_DATA_DIR && !kept) fs.cpSync(process.env.E2E_DEMO_DATA_DIR, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: `e2e-${label}-secret-that-is-long-enough-for-production`,
    // Production names its gateway; the journeys pay with the sandbox's test cards.
    PAYMENT_GATEWAY: 'sandbox',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://${hostName}:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Production does not seed demo data unless asked; the journeys run on the demo catalogue.
    SEED_ON_START: 'true',
    // The journeys' API helpers solve captchas on one thread (support/session.ts): the production default would cost
    // seconds per sign-in, and the proof of work's cost is not what these journeys check.
    CAPTCHA_MAX_NUMBER: '20000',
    // No Web Vitals reporter: a fifth of a journey's pages would carry it at random and send beacons, and the JS budget
    // (tests/budget.test.ts) measures the page's own scripts, not the reporter a sampled page view loads after it.
    VITALS_SAMPLE_RATE: '0',
    ...extraEnv,
  };
  // The journeys read @weekends/shared from its sources (NODE_OPTIONS=--conditions=@weekends/source); the compiled
  // server reads the compiled package, as in production.
  if (env.NODE_OPTIONS)
    env.NODE_OPTIONS = env.NODE_OPTIONS.replace(/--conditions[= ]@weekends\/source/g, '').trim() || undefined;
  if (!env.NODE_OPTIONS) delete env.NODE_OPTIONS;
  // A server started with the demo data starts on a copy of the run's seeded database, when there is one.
  const seeded = env.SEED_ON_START === 'true' ? process.env.E2E_DEMO_DATABASE : undefined;
  const database = kept ? { url: kept.databaseUrl, drop: async () => {} } : await freshDatabase(label, seeded);
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;

  // The compiled server, as `npm start` runs it in production (`npm run test:e2e` builds what is stale first).
  const server = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!fs.existsSync(server))
    throw new Error(`${server} is missing: \`node scripts/start.mjs --build-only\` builds it (npm run test:e2e does)`);
  // With a channel as `npm start` opens one: it closes whenever this process ends (a test worker stopped mid-start,
  // or killed outright), and the server then stops by itself (apps/api/src/shutdown.ts) rather than live on.
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The channel is for its closing only: it must not keep this process alive.
  child.channel?.unref();
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  const url = `http://127.0.0.1:${port}`;
  // Migrating and seeding (with generated images) a fresh embedded database took over two minutes while other work
  // loaded the 2-core machine (load average 13 to 18) and the other worker started its own.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  let stopped: Promise<number | null> | undefined;
  return {
    url: `http://${hostName}:${port}`,
    pid: child.pid,
    databaseUrl: database.url,
    // Once: the fixture that started it stops it again after the test, whether the test did or not.
    stop: () => (stopped ??= stopChild()),
  };

  async function stopChild(): Promise<number | null> {
    // A test may have ended it already (killed it outright).
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    const code = child.exitCode;
    if (code === null) child.kill('SIGKILL');
    await database.drop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  }
}
