import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from '../support.ts';

/**
 * The compiled API server (`node apps/api/dist/server.js`, as `npm start` runs it) in production mode on the soak's
 * cluster, with the sandbox gateway, the demo catalogue seeded at its first start, and mail to the soak's SMTP sink.
 * It stays in the soak's process group, and is also stopped explicitly.
 */
export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
  stopSync(): void;
}

/** `npm start`'s build, of whatever is stale (the shared package, the API, the web app). */
export async function buildServer(): Promise<void> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--build-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the build failed (exit ${code})`);
}

export async function startApi(options: {
  databaseUrl: string;
  port: number;
  dir: string;
  /** Where its log goes (kept after the run). */
  logDir: string;
  smtpUrl: string;
  secret: string;
  /** Called when the server, once it had answered, exits while nobody is stopping it (a failed start throws). */
  onUnexpectedExit(code: number | null, signal: NodeJS.Signals | null): void;
}): Promise<ApiProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.logDir, 'api.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SESSION_SECRET: options.secret,
      PAYMENT_GATEWAY: 'sandbox',
      SEED_ON_START: 'true',
      // The smallest the configuration allows: each worker takes one job per poll (lib/jobs.ts).
      JOBS_POLL_SECONDS: '0.5',
      SMTP_URL: options.smtpUrl,
      DATA_DIR: path.join(options.dir, 'api-data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let stopping = false;
  let answered = false;
  const exited = once(child, 'exit');
  child.once('exit', (code, signal) => {
    if (!stopping && answered) options.onUnexpectedExit(code, signal);
  });
  const api: ApiProcess = {
    baseUrl,
    child,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // The server's own grace is 10 s (src/shutdown.ts); past that it is killed.
      const late = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(late);
    },
    stopSync() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
  // The first start migrates and seeds the demo catalogue (drawing its pictures): allow it minutes.
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the API exited with ${child.exitCode} before it answered; see ${logFile}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) {
      answered = true;
      return api;
    }
    if (Date.now() > until) {
      api.stopSync();
      throw new Error(`the API did not answer /api/health within 5 minutes; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
