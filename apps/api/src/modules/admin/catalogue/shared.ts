import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CATALOGUE_MESSAGES, slugFromName } from '@weekends/shared';
import { HttpError } from '../../../plugins/errors.ts';
import type { Tx } from '../../../db/client.ts';

/** What the catalogue's services need: the database, and who acts (for the audit log). */
export interface Actor {
  adminId: number;
}

export const slugTaken = () =>
  new HttpError(409, 'SLUG_TAKEN', CATALOGUE_MESSAGES.slugTaken, { slug: [CATALOGUE_MESSAGES.slugTaken] });

/**
 * The slug a row gets: the admin's own, or one made from the name. A slug another row holds answers 409 rather than
 * a silent '-2': the slug is an address people share, so the admin chooses it knowingly.
 */
export async function freeSlug(
  tx: Tx,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  wanted: string,
  name: string,
  selfId: number | null,
): Promise<string> {
  const slug = wanted || slugFromName(name);
  if (!slug)
    throw new HttpError(400, 'VALIDATION_FAILED', CATALOGUE_MESSAGES.slugInvalid, {
      slug: [CATALOGUE_MESSAGES.slugInvalid],
    });
  const others = await tx
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.slug} = ${slug} and ${selfId === null ? sql`true` : sql`${table.id} <> ${selfId}`}`);
  if (others.length > 0) throw slugTaken();
  return slug;
}

/** Two admins saving the same new slug at once: the loser's unique violation reads as the same 409. */
export function asSlugConflict(error: unknown): never {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw slugTaken();
  throw error;
}

/**
 * Writes positions 0..n-1 in the order given. `ids` must be exactly the rows of `scope` (all siblings), so an order
 * made from a stale list is refused instead of leaving two rows on one position.
 */
export async function reorder(
  tx: Tx,
  table: PgTable & { id: PgColumn; position: PgColumn },
  scope: SQL,
  ids: number[],
): Promise<void> {
  const rows = await tx.select({ id: table.id }).from(table).where(scope);
  const current = new Set(rows.map((r) => Number(r.id)));
  if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id))) {
    throw new HttpError(409, 'ORDER_MISMATCH', CATALOGUE_MESSAGES.orderMismatch);
  }
  for (const [position, id] of ids.entries()) {
    await tx.execute(sql`update ${table} set position = ${position} where id = ${id}`);
  }
}

/** The next position at the end of a list. */
export async function nextPosition(tx: Tx, table: PgTable, scope: SQL = sql`true`): Promise<number> {
  const result = await tx.execute<{ next: number }>(
    sql`select coalesce(max(position) + 1, 0)::int as next from ${table} where ${scope}`,
  );
  return Number(result.rows[0]?.next ?? 0);
}
