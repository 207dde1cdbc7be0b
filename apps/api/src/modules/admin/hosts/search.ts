import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A free-text search as an ILIKE pattern: the admin's % and _ are matched as themselves. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when any of the columns contains the text, case-insensitive. */
export const matchesAny = (q: string, columns: SQLWrapper[]): SQL => {
  const pattern = containing(q);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
};

export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
