import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './client.ts';

const dialect = new PgDialect();
/** Each text's statement name, hashed once: the texts are a bounded set (their values are parameters). */
const names = new Map<string, string>();

/**
 * Runs a query as a named prepared statement on PostgreSQL, on the database or inside a transaction alike: each
 * pooled connection parses it once per shape, and PostgreSQL may keep a generic plan, so a repeated query skips
 * parsing and planning (for the cart's priced read, planning took several times longer than running it). The name
 * is a hash of the text, so one name never stands for two texts (node-postgres refuses that); a query's values must
 * therefore be parameters, never written into its text. PGlite (one embedded connection) runs the query as it is.
 */
export async function preparedRows<T extends Record<string, unknown>>(
  db: Pick<Executor, 'execute'>,
  query: SQL,
): Promise<T[]> {
  // drizzle keeps the node-postgres pool (the database) or pooled client (a transaction) as its session's client.
  const client = (db as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof pg.Pool || client instanceof pg.Client)) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return (await client.query<T>({ name, text, values: params })).rows;
}
