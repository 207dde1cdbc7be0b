import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Named prepared statements (db/prepared.ts): a repeated listing skips parsing and planning. */
export { preparedRows } from '../../db/prepared.ts';

/** Runs a query unprepared: the planner sees the values (a keyword's query, whose matches vary a thousandfold). */
export async function plannedRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}
