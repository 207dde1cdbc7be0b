import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_HOSTS_MESSAGES,
  DEFAULT_LANGUAGE,
  type Language,
  type AdminHostDetail,
  type AdminHostRow,
  type AdminHostsQuery,
  type AdminPage,
  type AdminHostStatus,
} from '@weekends/shared';
import type { Database, Executor } from '../../../db/client.ts';
import { activities, areas, bookedItems, cities, customers, hostPayouts, hosts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { localizedText } from '../../../lib/localized.ts';
import { hostDashboard, paidToHost, bigSum, countOf, notCancelled } from '../../sales/index.ts';
import { matchesAny, offsetOf } from './search.ts';
import { guestVouchers } from './guest-vouchers.ts';

export const hostNotFound = () => new HttpError(404, 'NOT_FOUND', ADMIN_HOSTS_MESSAGES.hostNotFound);

/**
 * Every host's figures in one pass, as the host's own dashboard counts them (modules/sales): sales and redeemed host
 * amounts of its items that were not cancelled, less every payout recorded.
 */
function figures(db: Executor) {
  const sold = db
    .select({
      hostId: sql<number>`${activities.hostId}`.as('sold_host_id'),
      sales: bigSum(bookedItems.total).as('sales'),
      redeemed: bigSum(bookedItems.hostAmount, isNotNull(bookedItems.redeemedAt)).as('redeemed'),
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(and(notCancelled(), isNotNull(activities.hostId)))
    .groupBy(activities.hostId)
    .as('sold');
  const listed = db
    .select({ hostId: sql<number>`${activities.hostId}`.as('listed_host_id'), listings: countOf().as('listings') })
    .from(activities)
    .where(isNotNull(activities.hostId))
    .groupBy(activities.hostId)
    .as('listed');
  const paid = db
    .select({
      hostId: sql<number>`${hostPayouts.hostId}`.as('paid_host_id'),
      paid: bigSum(hostPayouts.amount).as('paid'),
    })
    .from(hostPayouts)
    .groupBy(hostPayouts.hostId)
    .as('paid');
  return { sold, listed, paid };
}

/** Closed wins (a closed host's account is suspended too), then suspended, then the application's state. */
const statusOf = sql<AdminHostStatus>`case when ${hosts.closedAt} is not null then 'closed' when ${customers.suspendedAt} is not null then 'suspended' else ${hosts.status} end`;

function statusFilter(status: AdminHostStatus | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'closed') return isNotNull(hosts.closedAt);
  if (status === 'suspended') return and(isNull(hosts.closedAt), isNotNull(customers.suspendedAt));
  return and(isNull(hosts.closedAt), isNull(customers.suspendedAt), eq(hosts.status, status));
}

/** GET /api/admin/hosts: a page of hosts, sorted and searched (business, contact names, e-mail) by the database. */
export async function listHosts(db: Database, query: AdminHostsQuery): Promise<AdminPage<AdminHostRow>> {
  const { sold, listed, paid } = figures(db);
  const sales = sql<number>`coalesce(${sold.sales}, 0)`.mapWith(Number);
  const amountDue = sql<number>`coalesce(${sold.redeemed}, 0) - coalesce(${paid.paid}, 0)`.mapWith(Number);
  const listings = sql<number>`coalesce(${listed.listings}, 0)`.mapWith(Number);
  const where = and(
    statusFilter(query.status),
    query.q
      ? matchesAny(query.q, [
          hosts.businessName,
          customers.email,
          sql`${customers.firstName} || ' ' || ${customers.lastName}`,
        ])
      : undefined,
  );
  const sortBy = {
    business: hosts.businessName,
    email: customers.email,
    status: statusOf,
    listings,
    sales,
    amountDue,
    createdAt: hosts.createdAt,
  }[query.sort];
  const direction = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: hosts.customerId,
      businessName: hosts.businessName,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      status: statusOf,
      commissionPercent: hosts.commissionPercent,
      canManageActivities: customers.canManageActivities,
      listings,
      sales,
      amountDue,
      createdAt: hosts.createdAt,
    })
    .from(hosts)
    .innerJoin(customers, eq(customers.id, hosts.customerId))
    .leftJoin(sold, eq(sold.hostId, hosts.customerId))
    .leftJoin(listed, eq(listed.hostId, hosts.customerId))
    .leftJoin(paid, eq(paid.hostId, hosts.customerId))
    .where(where)
    .orderBy(direction(sortBy), direction(hosts.customerId))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [count] = await db
    .select({ total: countOf() })
    .from(hosts)
    .innerJoin(customers, eq(customers.id, hosts.customerId))
    .where(where);
  return {
    items: rows.map(({ firstName, lastName, createdAt, ...row }) => ({
      ...row,
      contactName: `${firstName} ${lastName}`.trim(),
      createdAt: createdAt.toISOString(),
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/admin/hosts/:id: the list's row with the profile, the bank details and the dashboard's figures. */
export async function hostDetail(
  db: Database,
  hostId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<AdminHostDetail> {
  const [row] = await db
    .select({
      host: hosts,
      customer: customers,
      // The place in the reader's language.
      cityName: localizedText<string | null>(language, cities.name, cities.nameAr),
      areaName: localizedText<string | null>(language, areas.name, areas.nameAr),
    })
    .from(hosts)
    .innerJoin(customers, eq(customers.id, hosts.customerId))
    .leftJoin(cities, eq(cities.id, hosts.cityId))
    .leftJoin(areas, eq(areas.id, hosts.areaId))
    .where(eq(hosts.customerId, hostId));
  if (!row) throw hostNotFound();
  const { host: h, customer: c } = row;
  const dashboard = await hostDashboard(db, hostId);
  const [listed] = await db.select({ listings: countOf() }).from(activities).where(eq(activities.hostId, hostId));
  const [sold] = await db
    .select({ sales: bigSum(bookedItems.total) })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(and(eq(activities.hostId, hostId), notCancelled()));
  const contact2Name = `${h.firstName2 ?? ''} ${h.lastName2 ?? ''}`.trim();
  const hasContact2 = [contact2Name, h.mobile2, h.landline2, h.designation2].some((v) => v);
  return {
    id: hostId,
    businessName: h.businessName,
    contactName: `${c.firstName} ${c.lastName}`.trim(),
    email: c.email,
    status: h.closedAt ? 'closed' : c.suspendedAt ? 'suspended' : (h.status as AdminHostStatus),
    commissionPercent: h.commissionPercent,
    canManageActivities: c.canManageActivities,
    listings: listed?.listings ?? 0,
    sales: sold?.sales ?? 0,
    amountDue: dashboard.amountDue,
    createdAt: h.createdAt.toISOString(),
    suspendedAt: c.suspendedAt?.toISOString() ?? null,
    closedAt: h.closedAt?.toISOString() ?? null,
    guestVouchers: await guestVouchers(db, hostId),
    phoneNumber: c.phoneNumber,
    designation: h.designation,
    landline: h.landline,
    contact2: hasContact2
      ? { name: contact2Name, mobile: h.mobile2, landline: h.landline2, designation: h.designation2 }
      : null,
    business: {
      tradeLicenseId: h.tradeLicenseId,
      description: h.businessDescription,
      address: h.address,
      city: row.cityName,
      area: row.areaName,
      website: h.companyWebsiteLink,
    },
    bank: {
      accountHolder: h.accountHolder,
      accountNumber: h.accountNumber,
      bankName: h.bankName,
      bankAddress: h.bankAddress,
      iban: h.iban,
      swiftCode: h.swiftCode,
    },
    figures: {
      revenue: dashboard.revenue,
      orders: dashboard.orders,
      pending: dashboard.pending,
      redeemed: dashboard.redeemed,
      paid: await paidToHost(db, hostId),
    },
  };
}
