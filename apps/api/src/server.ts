import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { findDemoAccounts, formatDemoAccounts } from './db/seed/accounts.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
await database.migrate();
if (config.SEED_ON_START) await seedIfEmpty(database.db, { uploadsDir: config.uploadsDir, log: (m) => console.log(m) });

const app = await buildApp(config, { database });
app.addHook('onClose', () => database.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

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
