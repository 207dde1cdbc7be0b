import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.ts';
import { repoRoot } from './support.ts';
import { writeSection } from './sections.ts';
import { buildServer, startApi, type ApiProcess } from './soak/api-process.ts';
import { Supervisor } from './soak/supervisor.ts';
import { checkBooks, type Query } from './soak/books.ts';
import { Cleanup } from './soak/cleanup.ts';
import { createCluster } from './soak/cluster.ts';
import { Customers } from './soak/customers.ts';
import { drain } from './soak/drain.ts';
import { summarise, type Timeline } from './soak/figures.ts';
import { startSmtpServer } from '../src/test/mail.ts';
import { parseSoakOptions } from './soak/options.ts';
import { performanceSection, printReport, SOAK_SECTION } from './soak/report.ts';
import { openSoakShop } from './soak/shop.ts';

/**
 * The money path under faults and load: customers check out, pay on the sandbox's hosted page (some declined, some
 * leaving their order to expire, some paying late), cancel vouchers and are refunded by the provider, at 50
 * connections for 5 minutes, against a throwaway PostgreSQL cluster that is killed in the middle and started again a
 * few seconds later. Then it waits for the queue to drain and checks with SQL that the books balance
 * (soak/books.ts); it exits 1 when a check fails, the queue did not drain, or no checkout succeeded after the restart.
 *
 *   npm run soak:checkout                               # 300 s, 50 connections, PostgreSQL killed at 150 s for 5 s
 *   npm run soak:checkout -- --duration 30 --connections 20
 *   npm run soak:checkout -- --record                   # also writes its section of docs/PERFORMANCE.md
 *
 * Options: --duration, --connections, --kill-at, --outage, --drain-timeout (seconds), --port (the cluster's, from
 * 55432). Everything it starts (the cluster, the API, the SMTP sink) is stopped at the end, on an error and on Ctrl-C.
 */
const log = (message: string) => console.log(`[soak] ${message}`);
const options = parseSoakOptions(process.argv.slice(2));
const cleanup = new Cleanup();
cleanup.onSignalsAndExit(log);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The API's and PostgreSQL's logs, kept after the run (the only thing left behind) as evidence. */
const logs = path.join(os.tmpdir(), 'weekends-soak-logs');
const soakStartedAt = performance.now();

async function soak(): Promise<boolean> {
  fs.mkdirSync(logs, { recursive: true });
  fs.rmSync(path.join(logs, 'api.log'), { force: true });
  log('building what is stale (node scripts/start.mjs --build-only)');
  await buildServer();
  const sink = await startSmtpServer({ keep: false });
  cleanup.add({ name: 'the SMTP sink', stop: () => sink.close(), stopSync: () => undefined });
  const cluster = await createCluster(options.port, logs, log);
  cleanup.add({ name: 'the PostgreSQL cluster', stop: () => cluster.destroy(), stopSync: () => cluster.destroySync() });

  const apiPort = await freePort();
  const secret = randomBytes(32).toString('hex');
  const api = new Supervisor<ApiProcess>(
    (exited) =>
      startApi({
        databaseUrl: cluster.url,
        port: apiPort,
        dir: cluster.dir,
        logDir: logs,
        smtpUrl: sink.url,
        secret,
        // Ctrl-C reaches the API too (the same process group): that exit is the stop, not a failure.
        onUnexpectedExit: (code, signal) => {
          if (cleanup.stopping) return;
          exited(
            `exit ${code ?? signal} at ${Math.round((performance.now() - soakStartedAt) / 1000)} s; its log: ${logs}/api.log`,
          );
        },
      }),
    log,
  );
  cleanup.add({ name: 'the API', stop: () => api.stop(), stopSync: () => api.stopSync() });
  log(`starting the compiled API on port ${apiPort} (migrates, seeds the demo catalogue)`);
  const { baseUrl } = await api.start();

  const database = await openDatabase({ url: cluster.url, pgliteDir: 'memory://', poolSize: 4 });
  cleanup.add({ name: "the soak's connections", stop: () => database.close(), stopSync: () => undefined });
  const query: Query = async (text) => (await database.executeSql(text)).rows as never;
  const customerCount = Math.max(400, options.connections * 20);
  const shop = await openSoakShop(database.db, customerCount);
  const [{ v: postgresVersion = 'unknown' } = {}] = await query<{ v: string }>(
    `select current_setting('server_version') as v`,
  );
  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

  // The orders from here on are the soak's; the demo seed's came before.
  const [{ first = 1 } = {}] = await query<{ first: number }>(
    `select coalesce(max(id), 0)::int + 1 as first from orders`,
  );
  const scope = { firstOrderId: first };
  const customers = new Customers(baseUrl, shop);
  const timeline: Timeline = { loadStartedAt: performance.now(), loadEndedAt: 0, killedAt: null, upAt: null };
  const stopAt = timeline.loadStartedAt + options.duration * 1000;
  log(
    `load: ${options.connections} customers at once for ${options.duration} s; PostgreSQL killed at ${options.killAt} s for ${options.outage} s`,
  );

  // Abandoned orders are made to lapse a few seconds after they are left, as their 15 minutes would: the sweep then
  // expires them during the run, across the restart too.
  const aged = new Set<number>();
  const ageOrders = async (all: boolean) => {
    const due = customers.abandoned.filter((a) => !aged.has(a.orderId) && (all || a.ageAt <= performance.now()));
    if (due.length === 0) return;
    const ids = due.map((a) => a.orderId);
    try {
      await database.executeSql(
        `update orders set expires_at = now() where id = any($1::int[]) and status = 'awaiting_payment'`,
        [ids],
      );
      for (const id of ids) aged.add(id);
    } catch {
      // PostgreSQL is down: they are aged on a later tick.
    }
  };
  const ager = setInterval(() => void ageOrders(false), 2_000);
  const progress = setInterval(() => {
    const s = summarise(customers.answers, { ...timeline, loadEndedAt: performance.now() });
    log(
      `${Math.round((performance.now() - timeline.loadStartedAt) / 1000)} s: ${s.requests} requests, ${s.checkouts} checkouts, ${s.payments} payments, ${s.windows.reduce((n, w) => n + w.errors, 0)} errors`,
    );
  }, 15_000);

  const fault = (async () => {
    await pause(options.killAt * 1000);
    log('killing PostgreSQL (pg_ctl stop -m immediate)');
    await cluster.kill();
    timeline.killedAt = performance.now();
    await pause(options.outage * 1000);
    log('starting PostgreSQL again');
    await cluster.start();
    timeline.upAt = performance.now();
    log(
      `PostgreSQL is back after ${((timeline.upAt - timeline.killedAt) / 1000).toFixed(1)} s (crash recovery included)`,
    );
  })();
  try {
    await Promise.all([customers.run(options.connections, stopAt), fault]);
  } finally {
    clearInterval(ager);
    clearInterval(progress);
  }
  timeline.loadEndedAt = performance.now();
  await ageOrders(true);

  log(`load done; waiting up to ${options.drainTimeout} s for expiries, refunds and webhooks`);
  const drained = await drain(query, options.drainTimeout, log);
  const checks = await checkBooks(query, scope);
  const result = {
    options,
    figures: summarise(customers.answers, timeline),
    checks,
    drain: drained,
    apiExits: api.exits,
    mailAccepted: sink.accepted(),
    postgresVersion,
    loadAverage,
    customers: customerCount,
  };
  printReport(result, log);
  if (options.record) {
    writeSection(path.join(repoRoot, 'docs/PERFORMANCE.md'), ...SOAK_SECTION, performanceSection(result));
    log('wrote its section of docs/PERFORMANCE.md');
  }
  return checks.every((c) => c.ok) && drained.drained && result.figures.recoverySeconds !== null;
}

let passed = false;
try {
  passed = await soak();
} catch (error) {
  console.error(`[soak] failed: ${(error as Error).stack}`);
} finally {
  await cleanup.stopAll(log);
}
log(passed ? 'the books balance' : 'FAILED: see above');
process.exit(passed ? 0 : 1);
