import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { findDemoAccounts, formatDemoAccounts, sealDemoAuthenticator } from './db/seed/accounts.ts';
import { SHUTDOWN_GRACE_MS, stopGracefully, type ShutdownLog } from './shutdown.ts';
import { clusterWorkerNumber, startClusterWorkers, type ClusterPrimary } from './cluster.ts';
import type { FastifyInstance } from 'fastify';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A bad or missing setting is one line naming it, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

/**
 * What is open so far: the stop handler is installed before anything opens, so a stop during migrations or the seed
 * closes what there is.
 */
const running: { app?: FastifyInstance; database?: DatabaseHandle; cluster?: ClusterPrimary } = {};
const startupLog: ShutdownLog = {
  info: (_, message) => console.log(message),
  error: (details, message) => console.error(message, ...(Object.keys(details).length > 0 ? [details] : [])),
};
// With CLUSTER_WORKERS above 1 this process is either the primary (it migrates, seeds, then starts the workers: see
// cluster.ts) or one of the workers (it serves, and worker 1 also runs the jobs).
const worker = clusterWorkerNumber();
const primary = config.CLUSTER_WORKERS > 1 && worker === null;
stopGracefully(
  () => running.app?.log ?? startupLog,
  async () => {
    // The primary stops its workers, each gracefully, and fails when one did.
    if (running.cluster && !(await running.cluster.stop())) process.exitCode = 1;
    // Stops accepting connections and waits for the requests in flight, then runs the app's close hooks (job
    // workers finish their current job, Redis, mail); the database goes last, once nothing can use it.
    await running.app?.close();
    await running.database?.close();
    if (process.exitCode === 1) process.exit(1);
  },
  // The primary waits for the workers' own grace period and their last resort.
  primary ? { graceMs: SHUTDOWN_GRACE_MS + 3_000 } : {},
);

const database = (running.database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
if (worker === null) {
  await database.migrate();
  if (!config.SEED_ON_START)
    console.log('seed: off (SEED_ON_START=false, the default in production): no demo data added');
  else {
    const seeded = await seedIfEmpty(database.db, { uploadsDir: config.uploadsDir, log: (m) => console.log(m) });
    if (!seeded) console.log('seed: the database already has data; nothing added');
    // The demo admin's second factor, with the published key, sealed with this server's secret.
    await sealDemoAuthenticator(database.db, config.SESSION_SECRET, seeded);
  }
}

if (primary) {
  // Migrated and seeded once; the workers open their own connections.
  const banner = await demoBanner(database);
  await database.close();
  running.database = undefined;
  console.log(`cluster: starting ${config.CLUSTER_WORKERS} workers on port ${config.PORT}`);
  if (banner) console.log(banner);
  running.cluster = startClusterWorkers(config.CLUSTER_WORKERS, startupLog);
} else {
  // One process, or worker 1 of several: the job workers and schedules run here, and only here.
  const app = (running.app = await buildApp(config, { database, runJobs: worker === null || worker === 1 }));
  await app.listen({ port: config.PORT, host: config.HOST });
  const local = `http://localhost:${config.PORT}`;
  const where =
    worker === null
      ? ''
      : ` (cluster worker ${worker} of ${config.CLUSTER_WORKERS}${worker === 1 ? ', running the jobs' : ''})`;
  app.log.info(`Weekends is running on ${local} (database: ${database.kind}); API docs at ${local}/api/docs${where}`);
  if (worker === null) {
    const banner = await demoBanner(database);
    if (banner && config.NODE_ENV === 'production') app.log.warn(banner);
    else if (banner) console.log(banner);
  }
}

/** The demo sign-ins, only where the demo seed created them and they still open with the demo password. */
async function demoBanner(handle: DatabaseHandle): Promise<string | null> {
  const demoAccounts = await findDemoAccounts(handle.db);
  return demoAccounts.length > 0 ? formatDemoAccounts(demoAccounts, config.NODE_ENV === 'production') : null;
}
