import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement on PostgreSQL: each pooled connection parses it once per shape, and
 * PostgreSQL may keep a generic plan, so a repeated listing skips parsing and planning. The name is a hash of the
 * text, so one name never stands for two texts (node-postgres refuses that). PGlite (one embedded connection) runs
 * the query as it is.
 */
export async function preparedRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const client: unknown = db.$client;
  if (!(client instanceof pg.Pool)) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `catalog_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  return (await client.query<T>({ name, text, values: params })).rows;
}

/** Runs a query unprepared: the planner sees the values (a keyword's query, whose matches vary a thousandfold). */
export async function plannedRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}
