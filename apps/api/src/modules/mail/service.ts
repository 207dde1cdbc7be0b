import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

/**
 * Newest first; `to` ignores case, as mail servers do, so a test or an admin finds a mail however the address was
 * typed.
 */
export function listOutbox(db: Database, filter: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(outbox)
    .where(filter.to ? sql`lower(${outbox.toAddress}) = ${filter.to.toLowerCase()}` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(filter.limit ?? 50);
}

export async function getOutboxMail(db: Database, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
