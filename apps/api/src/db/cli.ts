/**
 * Database commands:
 *   tsx src/db/cli.ts migrate
 *   tsx src/db/cli.ts seed [--activities N] [--reset]
 * Uses DATABASE_URL when set, else the embedded PGlite database under DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { seedBulkActivities, seedIfEmpty } from './seed/index.ts';
import { sealDemoAuthenticator } from './seed/accounts.ts';

const usage = 'Usage: tsx src/db/cli.ts migrate | seed [--activities N] [--reset]';

async function reset(handle: DatabaseHandle, uploadsDir: string): Promise<void> {
  await handle.db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await handle.db.execute(sql.raw('drop schema if exists public cascade'));
  await handle.db.execute(sql.raw('create schema public'));
  fs.rmSync(path.join(uploadsDir, 'seed'), { recursive: true, force: true });
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      activities: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== 'migrate' && command !== 'seed')) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const bulk = values.activities === undefined ? 0 : Number(values.activities);
  if (!Number.isInteger(bulk) || bulk < 0)
    throw new Error(`--activities must be a whole number, got ${values.activities}`);

  const config = loadConfig();
  const handle = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir, poolSize: 3 });
  const log = (m: string) => console.log(m);
  try {
    log(`database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`}`);
    if (command === 'seed' && values.reset) {
      await reset(handle, config.uploadsDir);
      log('reset: schemas public and drizzle dropped');
    }
    const t0 = Date.now();
    await handle.migrate();
    log(`migrate: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (command === 'seed') {
      const t1 = Date.now();
      const seeded = await seedIfEmpty(handle.db, { uploadsDir: config.uploadsDir, log });
      await sealDemoAuthenticator(handle.db, config.SESSION_SECRET, seeded);
      log(`seed: finished in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
      if (bulk > 0) await seedBulkActivities(handle.db, bulk, { log, concurrency: handle.kind === 'postgres' ? 2 : 1 });
    }
  } finally {
    await handle.close();
  }
}

await main(process.argv.slice(2));
