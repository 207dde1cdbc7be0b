import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Anything that can run a statement: the database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The connection string for PostgreSQL (the job queue opens its own small pool on it). */
  url?: string;
  /** Raw SQL for the job queue on PGlite (pg-boss's `db` option); statements without values may be several. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tar, which `pgliteSnapshot` loads (tests migrate once and copy it). */
  dumpPglite?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock every instance takes to migrate ('weekends' in ASCII): two starting at once migrate once. */
export const MIGRATION_LOCK = 0x7765656b656e6473n;

/**
 * Migrates under a PostgreSQL advisory lock held by one connection: a second instance starting at the same time
 * waits, then finds every migration applied and does nothing. The lock is the session's, so it goes with the
 * connection even if this process dies mid-way.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}

/** The pool of PostgreSQL connections, stopping no process when PostgreSQL goes away. */
export function openPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closes (a restart, a dropped test database) is replaced on next use; without a
  // listener the pool would rethrow that error and stop the process.
  pool.on('error', (error) => console.warn(`database: idle connection closed (${error.message})`));
  // The pool listens only to idle connections: one checked out between two statements (a transaction awaiting its
  // next step) would rethrow the same error and stop the process. Its query fails instead, and the pool drops it.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`database: connection in use closed (${error.message})`)),
  );
  return pool;
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL in WASM) in `pgliteDir`, or in memory when
 * `pgliteDir` is 'memory://'. Both speak the same SQL, so one schema and one set of migrations serve both.
 * `pgliteSnapshot` starts PGlite from a dumped data directory instead of an empty one.
 */
export async function openDatabase(options: {
  url?: string;
  pgliteDir: string;
  poolSize?: number;
  pgliteSnapshot?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = openPool(options.url, options.poolSize ?? 10);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      url: options.url,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      migrate: () => migrateLocked(pool),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    extensions: { pg_trgm },
    loadDataDir: options.pgliteSnapshot,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    dumpPglite: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
