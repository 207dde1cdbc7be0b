import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { newestModification, recordBuild, staleness } from '../../../scripts/build-freshness.mjs';
import { apiBuild } from '../../../scripts/build-targets.mjs';
import { signUpOverHttp, solveServerCaptcha } from './modules/checkout/testing/server-process.ts';
import { SHUTDOWN_GRACE_MS } from './shutdown.ts';
import { copyOfTemplate } from './test/databases.ts';

/**
 * `npm start`'s server as an operator starts it: its own process, its own environment, on an empty embedded database.
 * It runs compiled, as `npm start` runs it, when the build is current (`npm test` builds before the unit tests);
 * otherwise on the sources (the shared package's too, through its `@weekends/source` export condition), so that the
 * file also runs without a build. A start on the sources spent most of its time compiling them (tsx): seven starts
 * took 125 s. With DATABASE_URL (CI), the tests of what a running
 * server does (its log, its shutdown) start it on a copy of the run's migrated database instead: migrating an
 * embedded one took 10 to 20 s a start, most of this file's time; the first start stays on the embedded database.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverArgs =
  staleness(apiBuild) === null
    ? ['dist/server.js']
    : ['--conditions=@weekends/source', '--import', 'tsx', 'src/server.ts'];
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  PAYMENT_GATEWAY: 'sandbox',
};

interface Running {
  /** Everything the server has written so far. */
  output(): string;
  /** Sends SIGTERM, once. */
  stop(): void;
  /** Stops reading the server's output without closing the pipe, as a reader that lost interest does. */
  stopReading(): void;
  /** Waits up to `timeoutMs` for the server to exit; answers false, and kills it with SIGKILL, if it has not. */
  exitsWithin(timeoutMs: number): Promise<boolean>;
}

/**
 * Starts the server; once `until` shows in its output, runs `then` (given the output so far) and stops it with
 * SIGTERM, unless `then` has already.
 */
async function start(
  env: NodeJS.ProcessEnv,
  until: RegExp,
  then: (output: string, server: Running) => Promise<void> = async () => {},
  { migrated = false }: { migrated?: boolean } = {},
) {
  const database = migrated && process.env.DATABASE_URL ? await copyOfTemplate(process.env.DATABASE_URL) : undefined;
  try {
    return await run(database ? { ...env, DATABASE_URL: database.url } : env, until, then);
  } finally {
    await database?.drop();
  }
}

function run(env: NodeJS.ProcessEnv, until: RegExp, then: (output: string, server: Running) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-start-'));
  const child = spawn(process.execPath, serverArgs, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const readStdout = (chunk: string) => (stdout += chunk);
  child.stdout.on('data', readStdout);
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const server: Running = {
    output: () => stdout + stderr,
    stop() {
      if (stopped) return;
      stopped = true;
      child.kill('SIGTERM');
    },
    stopReading() {
      child.stdout.off('data', readStdout);
      child.stdout.pause();
    },
    async exitsWithin(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const inTime = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (!inTime) child.kill('SIGKILL');
      return inTime;
    },
  };
  const done = new Promise<{ code: number | null; stdout: string; stderr: string; failure?: unknown }>((resolve) => {
    let started = false;
    let failure: unknown;
    // Settled once `then` is, so that what it saw of the exit is known when the exit is reported.
    let thenSettled = Promise.resolve();
    const watch = setInterval(() => {
      if (started || !until.test(stdout + stderr)) return;
      started = true;
      thenSettled = then(stdout + stderr, server)
        .catch((error: unknown) => void (failure = error))
        .finally(() => server.stop());
    }, 100);
    child.once('exit', (code) => {
      clearInterval(watch);
      fs.rmSync(dataDir, { recursive: true, force: true });
      void thenSettled.then(() => resolve({ code, stdout, stderr, failure }));
    });
  });
  return done;
}

const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/** Waits until `pattern` shows in the output (a state, not a time); fails after `timeoutMs`. */
async function waitForOutput(output: () => string, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output())) {
    if (Date.now() > deadline) throw new Error(`${pattern} never showed in:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the server refuses new connections: it has stopped listening. */
async function waitUntilRefused(base: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    if (Date.now() > deadline) throw new Error(`${base} still accepts connections`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A POST whose body the caller sends in parts (`write`, then `end`), on a connection of its own: between the two the
 * server has the request and waits for the rest, as it does for a slow client's upload.
 */
function postInParts(base: string, url: string, body: string) {
  const request = http.request(`${base}${url}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once('error', reject);
    });
  });
  return { request, answer };
}

/** The server's log line for a request to `url` arriving (before its body is read). */
const incoming = (url: string) => new RegExp(`"url":"${url}".*"msg":"incoming request"`);

describe('starting the server', () => {
  it('stops with one line naming a missing setting, without a stack trace', async () => {
    const { SESSION_SECRET: _unset, ...withoutSecret } = production;
    const { code, stderr } = await start(withoutSecret, /(?!)/);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid environment: SESSION_SECRET must be set in production');
  }, 60_000);

  it('refuses to take payments in production until the gateway is named, in one line', async () => {
    const { code, stderr } = await start({ ...production, PAYMENT_GATEWAY: '' }, /(?!)/);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      "Invalid environment: PAYMENT_GATEWAY must be set in production ('stripe', or 'sandbox' for a demo that takes no real payments)",
    );
  }, 60_000);

  it('adds no demo data in production unless asked, and says so', async () => {
    const { stdout } = await start(production, /Weekends is running/);
    expect(stdout).toContain('seed: off (SEED_ON_START=false, the default in production): no demo data added');
    expect(stdout).not.toContain('demo catalogue inserted');
  }, 120_000);

  it('logs requests without the tokens, codes or e-mail addresses their addresses carry', async () => {
    const secret = 'SeCrEtToKeN1234567890';
    const { stdout } = await start(
      production,
      listening,
      async (output) => {
        const base = listening.exec(output)![1]!;
        await fetch(`${base}/api/auth/google/callback?code=${secret}&state=${secret}`);
        await fetch(`${base}/api/host-applications/email-check?email=amira%40example.test&token=${secret}`);
        await fetch(`${base}/confirm-email/amira@example.test?t=${secret}`);
      },
      { migrated: true },
    );
    expect(stdout).toContain('"url":"/api/auth/google/callback?code=[redacted]&state=[redacted]"');
    expect(stdout).toContain('/confirm-email/[email]?t=[redacted]');
    expect(stdout).not.toContain(secret);
    expect(stdout).not.toContain('amira');
  }, 120_000);

  it('on SIGTERM stops accepting connections, finishes the request in flight and exits 0', async () => {
    const email = 'layla.shutdown@example.test';
    let answer: { status: number; body: string } | undefined;
    const { code, stdout, failure } = await start(
      { ...production, CAPTCHA_MAX_NUMBER: '1000' },
      listening,
      async (output, server) => {
        const base = listening.exec(output)![1]!;
        await signUpOverHttp(base, email);
        const body = JSON.stringify({
          email,
          password: 'Weekend#2026',
          transport: 'bearer',
          captcha: await solveServerCaptcha(base),
        });
        // A sign-in whose body is half sent when the signal comes: the server has the request and waits for the rest.
        const login = postInParts(base, '/api/accounts/login', body);
        login.request.write(body.slice(0, 20));
        await waitForOutput(server.output, incoming('/api/accounts/login'));
        server.stop();
        await waitForOutput(server.output, /"msg":"shutting down"/);
        await waitUntilRefused(base);
        login.request.end(body.slice(20));
        answer = await login.answer;
      },
      { migrated: true },
    );
    expect(failure).toBeUndefined();
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer!.body)).toMatchObject({ email, token: expect.any(String) });
    expect(code).toBe(0);
    expect(stdout).toContain('"signal":"SIGTERM","msg":"shutting down"');
  }, 120_000);

  // Workers share a database server and Redis: without DATABASE_URL (the embedded PGlite) the server refuses to start
  // more than one (config.ts says why); CI runs this with its PostgreSQL.
  it.runIf(process.env.DATABASE_URL)(
    'with CLUSTER_WORKERS=2 migrates once, serves from two workers, runs the jobs in one, and stops both on SIGTERM',
    async () => {
      const twoWorkers = /cluster worker \d of 2[\s\S]*cluster worker \d of 2/;
      const { code, stdout, failure } = await start(
        { ...production, CLUSTER_WORKERS: '2', REDIS_URL: inject('sharedRedisUrl'), REDIS_KEY_PREFIX: 'cluster-test:' },
        twoWorkers,
        async (output) => {
          const base = listening.exec(output)![1]!;
          // A new connection each: the primary hands connections to the workers in turn.
          for (let i = 0; i < 10; i += 1) await getOnNewConnection(`${base}/api/no-such-route`);
        },
        { migrated: true },
      );
      expect(failure).toBeUndefined();
      expect(code).toBe(0);
      const lines = stdout.split('\n');
      // The start's steps (migrations, then the seed's verdict) ran once, in the primary, before the workers.
      expect(lines.filter((line) => line.startsWith('seed: off'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('cluster worker'))).toHaveLength(2);
      expect(lines.filter((line) => line.includes('running the jobs'))).toHaveLength(1);
      const served = new Set(
        lines
          .filter((line) => line.includes('"msg":"request completed"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
      expect(served.size).toBe(2);
      expect(lines.filter((line) => line.includes('"signal":"SIGTERM","msg":"shutting down"'))).toHaveLength(2);
    },
    120_000,
  );

  it(`exits 1 with one line when a request is still unfinished ${SHUTDOWN_GRACE_MS / 1000} s after SIGTERM`, async () => {
    const { code, stdout, failure } = await start(
      production,
      listening,
      async (output, server) => {
        const base = listening.exec(output)![1]!;
        // A client that never sends the rest of its body.
        const stalled = postInParts(
          base,
          '/api/accounts/login',
          JSON.stringify({ email: 'stalled@example.test', password: 'Weekend#2026', captcha: 'x' }),
        );
        stalled.answer.catch(() => {});
        stalled.request.write('{"email":');
        await waitForOutput(server.output, incoming('/api/accounts/login'));
        server.stop();
      },
      { migrated: true },
    );
    expect(failure).toBeUndefined();
    expect(code).toBe(1);
    const lines = stdout.split('\n').filter((line) => line.includes('shutdown took longer'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s`);
  }, 120_000);

  it('exits within the grace period when nothing reads its output any more', async () => {
    let exitedInTime: boolean | undefined;
    const { code, failure } = await start(
      production,
      listening,
      async (output, server) => {
        const base = listening.exec(output)![1]!;
        // A reader that stops reading without closing its end (a supervisor whose launcher is gone): the pipe fills up
        // and the log lines wait in the server.
        server.stopReading();
        // Each request logs its 1,000-character address twice: 300 of them are several times what a pipe holds (64 KiB
        // on Linux) and what the reading side buffers.
        const address = `${base}/api/no-such-page/${'x'.repeat(1000)}`;
        for (let request = 0; request < 300; request++) expect((await fetch(address)).status).toBe(404);
        server.stop();
        exitedInTime = await server.exitsWithin(SHUTDOWN_GRACE_MS + 2_000);
      },
      { migrated: true },
    );
    expect(failure).toBeUndefined();
    expect(exitedInTime).toBe(true);
    expect(code).toBe(0);
  }, 120_000);
});

describe("npm start's check for what to build", () => {
  /** A source folder with a source and a test, an output, and a stamp path; every file dated `t0` (ms). */
  function project(t0: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weekends-freshness-'));
    const file = (relative: string) => path.join(dir, relative);
    for (const relative of ['src/pages/home.ts', 'src/pages/home.test.ts', 'src/money.ts', 'dist/index.js']) {
      fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
      fs.writeFileSync(file(relative), '');
    }
    for (const relative of [
      'src/pages/home.ts',
      'src/pages/home.test.ts',
      'src/money.ts',
      'src/pages',
      'src',
      'dist/index.js',
    ])
      fs.utimesSync(file(relative), t0 / 1000, t0 / 1000);
    const target = {
      name: 'example',
      inputs: [file('src')],
      outputs: [file('dist/index.js')],
      stamp: file('stamps/example'),
    };
    return {
      dir,
      file,
      target,
      touch: (relative: string, at: number) => fs.utimesSync(file(relative), at / 1000, at / 1000),
    };
  }
  const t0 = Date.now() - 3_600_000;

  it('builds when an output is missing or no build was recorded, and not again after one', () => {
    const { dir, file, target } = project(t0);
    expect(staleness(target)).toBe('no finished build is recorded');
    recordBuild(target, t0 + 10_000);
    expect(staleness(target)).toBeNull();
    fs.rmSync(file('dist/index.js'));
    expect(staleness(target)).toBe(`${file('dist/index.js')} is missing`);
    fs.rmSync(dir, { recursive: true });
  });

  it('builds again when a source changed after the last build started, even while it ran', () => {
    const { dir, target, touch } = project(t0);
    recordBuild(target, t0 + 10_000);
    touch('src/money.ts', t0 + 5_000);
    expect(staleness(target)).toBeNull();
    // Saved a second after the build started: the build may have read the old file.
    touch('src/money.ts', t0 + 11_000);
    expect(staleness(target)).toBe('sources changed since the last build');
    fs.rmSync(dir, { recursive: true });
  });

  it('counts a deleted source through its folder, and ignores tests', () => {
    const { dir, file, target, touch } = project(t0);
    recordBuild(target, t0 + 10_000);
    touch('src/pages/home.test.ts', t0 + 20_000);
    expect(staleness(target)).toBeNull();
    fs.rmSync(file('src/pages/home.ts'));
    expect(newestModification([file('src')])).toBeGreaterThan(t0 + 10_000);
    expect(staleness(target)).toBe('sources changed since the last build');
    fs.rmSync(dir, { recursive: true });
  });
});

/** A GET on a connection of its own (no keep-alive), answering the status. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      })
      .once('error', reject);
  });
}
