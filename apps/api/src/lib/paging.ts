import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { customers } from '../db/schema/index.ts';
import type { AdminPage, AdminTableQuery } from '@weekends/shared';

/*
 * Searching, ordering and paging the back-office tables: the admin's and the corporate admin's dashboards share them.
 */

/**
 * A customer's full name as the trigram index customers_full_name_trgm_idx holds it: searches must use this expression.
 */
export const customerFullName = sql`(${customers.firstName} || ' ' || ${customers.lastName})`;

/** `%` and `_` typed by an admin are searched for as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The list's order: the chosen column in the chosen direction, then the id the same way, so equal values page without
 * repeats.
 */
export const orderOf = (dir: 'asc' | 'desc', column: AnyColumn | SQL, id: AnyColumn) =>
  dir === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)];

/** LIMIT and OFFSET of the query's page. */
export const pageWindow = (query: Pick<AdminTableQuery, 'page' | 'pageSize'>) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/** The rows of one page and the count of all that the filters find, as `adminPage` answers them. */
export async function pageOf<R, T>(
  query: Pick<AdminTableQuery, 'page' | 'pageSize'>,
  rows: Promise<R[]>,
  total: Promise<{ n: number }[]>,
  map: (row: R) => T,
): Promise<AdminPage<T>> {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { items: items.map(map), total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
