import { and, asc, desc, isNotNull, isNull } from 'drizzle-orm';
import type { AdminCustomerRow, AdminCustomersQuery, AdminPage } from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import { countOf } from '../../sales/index.ts';
import { customerFullName } from '../../../lib/paging.ts';
import { matchesAny, offsetOf } from './search.ts';

/** GET /api/admin/customers: every account (guests, hosts and admins included), searched by name or e-mail. */
export async function listCustomers(db: Database, query: AdminCustomersQuery): Promise<AdminPage<AdminCustomerRow>> {
  const where = and(
    query.status === 'suspended'
      ? isNotNull(customers.suspendedAt)
      : query.status === 'active'
        ? isNull(customers.suspendedAt)
        : undefined,
    query.q ? matchesAny(query.q, [customers.email, customerFullName]) : undefined,
  );
  const direction = query.dir === 'asc' ? asc : desc;
  const order = {
    name: [direction(customers.lastName), direction(customers.firstName)],
    email: [direction(customers.email)],
    createdAt: [direction(customers.createdAt)],
  }[query.sort];
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phoneNumber: customers.phoneNumber,
      isGuest: customers.isGuest,
      isHost: customers.isHost,
      isAdmin: customers.isAdmin,
      isCorporate: customers.isCorporate,
      createdAt: customers.createdAt,
      suspendedAt: customers.suspendedAt,
    })
    .from(customers)
    .where(where)
    .orderBy(...order, direction(customers.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [count] = await db.select({ total: countOf() }).from(customers).where(where);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      suspendedAt: r.suspendedAt?.toISOString() ?? null,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
