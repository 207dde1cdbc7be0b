import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_MESSAGES } from '@weekends/shared';
import { HttpError } from '../../../plugins/errors.ts';
import type { Tx } from '../../../db/client.ts';

/** A post's or posting's address is its slug: two entries may never share one (the column is unique). */
export const slugTaken = () =>
  new HttpError(409, 'SLUG_TAKEN', CONTENT_MESSAGES.slugTaken, { slug: [CONTENT_MESSAGES.slugTaken] });

/** Checked before writing, for the form's message; the unique index still decides a race (see `uniqueSlug`). */
export async function assertSlugFree(
  tx: Tx,
  table: PgTable,
  columns: { id: PgColumn; slug: PgColumn },
  slug: string,
  exceptId?: number,
) {
  const [other] = await tx
    .select({ id: columns.id })
    .from(table)
    .where(and(eq(columns.slug, slug), exceptId ? ne(columns.id, exceptId) : undefined));
  if (other) throw slugTaken();
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Runs a write and answers a unique-index violation (two admins saving the same slug at once) as SLUG_TAKEN. */
export async function uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
