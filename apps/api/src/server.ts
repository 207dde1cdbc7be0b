import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { findDemoAccounts, formatDemoAccounts, sealDemoAuthenticator } from './db/seed/accounts.ts';
import { stopGracefully, type ShutdownLog } from './shutdown.ts';
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
const running: { app?: FastifyInstance; database?: DatabaseHandle } = {};
const startupLog: ShutdownLog = {
  info: (_, message) => console.log(message),
  error: (details, message) => console.error(message, ...(Object.keys(details).length > 0 ? [details] : [])),
};
stopGracefully(
  () => running.app?.log ?? startupLog,
  async () => {
    // Stops accepting connections and waits for the requests in flight, then runs the app's close hooks (job
    // workers finish their current job, Redis, mail); the database goes last, once nothing can use it.
    await running.app?.close();
    await running.database?.close();
  },
);

const database = (running.database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
await database.migrate();
if (!config.SEED_ON_START)
  console.log('seed: off (SEED_ON_START=false, the default in production): no demo data added');
else {
  const seeded = await seedIfEmpty(database.db, { uploadsDir: config.uploadsDir, log: (m) => console.log(m) });
  if (!seeded) console.log('seed: the database already has data; nothing added');
  // The demo admin's second factor, with the published key, sealed with this server's secret.
  await sealDemoAuthenticator(database.db, config.SESSION_SECRET, seeded);
}

const app = (running.app = await buildApp(config, { database }));
await app.listen({ port: config.PORT, host: config.HOST });
const local = `http://localhost:${config.PORT}`;
app.log.info(`Weekends is running on ${local} (database: ${database.kind}); API docs at ${local}/api/docs`);

// The demo sign-ins, only where the demo seed created them and they still open with the demo password.
const demoAccounts = await findDemoAccounts(database.db);
if (demoAccounts.length > 0) {
  const banner = formatDemoAccounts(demoAccounts, config.NODE_ENV === 'production');
  if (config.NODE_ENV === 'production') app.log.warn(banner);
  else console.log(banner);
}
