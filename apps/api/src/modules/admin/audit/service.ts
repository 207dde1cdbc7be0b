import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { addDays, dubaiDayStart, type AdminPage, type AuditEntry, type AuditQuery } from '@weekends/shared';
import { adminActions, customers } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/client.ts';

/** `%` and `_` typed by an admin are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: AuditQuery): SQL | undefined {
  const q = query.q ? likePattern(query.q) : null;
  return and(
    q ? or(ilike(adminActions.action, q), ilike(adminActions.subjectType, q)) : undefined,
    query.adminId ? eq(adminActions.adminId, query.adminId) : undefined,
    query.subjectType ? eq(adminActions.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(adminActions.subjectId, query.subjectId) : undefined,
    // Dubai days, both included: from the first day's midnight to the midnight after the last.
    query.from ? gte(adminActions.createdAt, dubaiDayStart(query.from)) : undefined,
    query.to ? lt(adminActions.createdAt, dubaiDayStart(addDays(query.to, 1))) : undefined,
  );
}

/**
 * One page of the audit log (who did what to what, when, before and after), newest first unless asked otherwise.
 * Ordered by created_at then id (admin_actions_created_idx), so equal times still page without repeats.
 */
export async function listAuditEntries(db: Database, query: AuditQuery): Promise<AdminPage<AuditEntry>> {
  const where = filters(query);
  const order =
    query.dir === 'asc'
      ? [asc(adminActions.createdAt), asc(adminActions.id)]
      : [desc(adminActions.createdAt), desc(adminActions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        action: adminActions,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
      })
      .from(adminActions)
      .innerJoin(customers, eq(customers.id, adminActions.adminId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(adminActions).where(where),
  ]);
  return {
    items: rows.map(({ action: a, ...admin }) => ({
      id: a.id,
      admin: { id: a.adminId, name: `${admin.firstName} ${admin.lastName}`.trim(), email: admin.email },
      action: a.action,
      subjectType: a.subjectType,
      subjectId: a.subjectId,
      before: a.before ?? null,
      after: a.after ?? null,
      detail: a.detail ?? null,
      createdAt: a.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
