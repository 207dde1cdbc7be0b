import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/**
 * The API as the benchmark measures it: its own process (so the load generator does not share its event loop),
 * production settings, an already migrated and seeded PostgreSQL database. Prints its port as a JSON line {"port": n}.
 */
// The web app only when the benchmark asks for it (the load run serves the home page from its own build).
const config = loadConfig(process.env, {
  uploadsDir: path.join(os.tmpdir(), 'weekends-bench-uploads'),
  WEB_DIST: process.env.BENCH_WEB_DIST ?? '/nonexistent',
});
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
const app = await buildApp(config, { database });
// Stopped by the benchmark once measuring ends; nothing to drain, and late requests would only log pool errors.
process.once('SIGTERM', () => process.exit(0));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
