import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPool } from './client.ts';

/**
 * PostgreSQL going away (a restart, a failover) while a connection is checked out between two statements of a
 * transaction: node-postgres then emits 'error' on that client, which the pool listens to only while the client is
 * idle. Unheard, the error ended the whole API process (found by `npm run soak:checkout`, which kills PostgreSQL
 * under load). The transaction fails, the server stays up, and the pool serves the next request once PostgreSQL
 * answers again.
 */
const url = process.env.DATABASE_URL;

describe.runIf(url)('a connection lost in the middle of a transaction', () => {
  it('fails that transaction only, not the process', async () => {
    const pool = openPool(url!, 2);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const client = await pool.connect();
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      // Between two statements, as a transaction waiting on the application's own work would be.
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await ended;
      await expect(client.query('select 1')).rejects.toThrow();
      client.release(true);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await pool.end();
    }
  });
});
