import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

/** Two instances starting at once on an empty PostgreSQL database: one migrates, the other waits and finds it done. */
const url = process.env.DATABASE_URL;

describe.runIf(url)('migrating at start', () => {
  it('applies each migration once when two instances migrate at the same moment', async () => {
    const name = `weekends_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openDatabase({ url: target.toString(), pgliteDir: '', poolSize: 2 }),
      openDatabase({ url: target.toString(), pgliteDir: '', poolSize: 2 }),
    ]);
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      const applied = await a.executeSql('select hash from drizzle.__drizzle_migrations');
      const hashes = applied.rows.map((r) => (r as { hash: string }).hash);
      expect(hashes.length).toBeGreaterThan(5);
      expect(new Set(hashes).size).toBe(hashes.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.query(`drop database "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
