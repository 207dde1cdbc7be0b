import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  dubaiDayStart,
  orderNumber,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type AdminPage,
  type Language,
} from '@weekends/shared';
import { activities, bookedItems, bookings, customers, hosts, orders } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/client.ts';
import { customerFullName, likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';
import { aliasedIn } from '../../catalog/service.ts';

/**
 * The orders search of the back office. Each filter reaches its orders through an index, so the list stays fast with
 * 100,000 bookings: a voucher code through booked_items' unique code, an e-mail through customers' lower(email), an
 * activity through the trigram index on titles then booked_items by activity, a host through activities by host.
 * The date range and the default order use the primary key's order (ids grow with time).
 */
export type OrdersFilter = Omit<AdminOrdersQuery, 'page' | 'pageSize'>;

/**
 * Orders whose booking holds an item matching `itemWhere`. The matching orders are gathered first (materialized),
 * so a host or experience with few sales costs a few index reads instead of a walk back through every order
 * probing each one; a large one costs a hash of its own orders.
 */
const ordersWithItems = (itemWhere: SQL) =>
  sql`${orders.id} in (with matched as materialized (select ${bookings.orderId} as order_id from ${bookings} where ${bookings.id} in (select ${bookedItems.bookingId} from ${bookedItems} where ${itemWhere})) select order_id from matched)`;

/** What the search box holds: an order number (WK-000123), a booking number, or a voucher code. */
function byCode(text: string): SQL {
  const order = /^WK-?(\d{1,9})$/i.exec(text);
  if (order) return eq(orders.id, Number(order[1]));
  if (/^\d{1,9}$/.test(text)) {
    const n = Number(text);
    return sql`(${orders.id} = ${n} or ${orders.id} = (select ${bookings.orderId} from ${bookings} where ${bookings.id} = ${n}))`;
  }
  return ordersWithItems(sql`${bookedItems.voucherCode} = ${text.toUpperCase()}`);
}

/**
 * An e-mail address exactly (any case), or part of the full name ('Layla', 'Haddad', 'Layla Had'): the name is
 * matched as the back office's customers list matches it, through the trigram index on the full name.
 */
function byCustomer(text: string): SQL {
  if (text.includes('@'))
    return sql`${orders.customerId} in (select ${customers.id} from ${customers} where lower(${customers.email}) = lower(${text}))`;
  return sql`${orders.customerId} in (select ${customers.id} from ${customers} where ${customerFullName} ilike ${likePattern(text)})`;
}

const byActivity = (text: string) =>
  ordersWithItems(
    sql`${bookedItems.activityId} in (select ${activities.id} from ${activities} where lower(${activities.title}) like lower(${likePattern(text)}))`,
  );

const byHost = (text: string) =>
  ordersWithItems(
    sql`${bookedItems.activityId} in (select ${activities.id} from ${activities} where ${activities.hostId} in (select ${hosts.customerId} from ${hosts} where ${hosts.businessName} ilike ${likePattern(text)}))`,
  );

export function ordersWhere(filter: OrdersFilter): SQL | undefined {
  return and(
    filter.q ? byCode(filter.q) : undefined,
    filter.customer ? byCustomer(filter.customer) : undefined,
    filter.activity ? byActivity(filter.activity) : undefined,
    filter.host ? byHost(filter.host) : undefined,
    filter.from ? gte(orders.createdAt, dubaiDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, dubaiDayStart(addDays(filter.to, 1))) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
  );
}

const SORTS = { created: orders.id, total: orders.total, status: orders.status } as const;

/** An order's row, its experiences named in the reader's `language` (English where the Arabic is still to write). */
export const orderRowColumns = (language: Language = 'en') => ({
  id: orders.id,
  bookingId: bookings.id,
  createdAt: orders.createdAt,
  status: orders.status,
  customerId: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  guest: orders.placedAsGuest,
  couponCode: orders.couponCode,
  total: orders.total,
  cartTotal: orders.cartTotal,
  discount: orders.discount,
  couponDiscount: orders.couponDiscount,
  vat: orders.vat,
  paidAt: orders.paidAt,
  // A handful of lines per order, read through order_items' index on order_id.
  activities: sql<
    string[]
  >`array(select distinct ${aliasedIn(language, 'a', 'title')} from order_items oi join activities a on a.id = oi.activity_id where oi.order_id = ${orders.id} order by 1)`,
});

/**
 * The rows the filter finds, in the chosen order, from `offset`. The page's ids come first, through the order's index
 * (a deep page skips ids only); then only those rows are joined and described, not every row before them.
 */
export function selectOrders(
  db: Database,
  filter: OrdersFilter,
  window: { limit: number; offset: number },
  language: Language = 'en',
) {
  const order = orderOf(filter.dir, SORTS[filter.sort], orders.id);
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(ordersWhere(filter))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select(orderRowColumns(language))
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(bookings, eq(bookings.orderId, orders.id))
    .where(inArray(orders.id, page))
    .orderBy(...order);
}

export type OrderRowData = Awaited<ReturnType<typeof selectOrders>>[number];

export function toOrderRow(row: OrderRowData): AdminOrderRow {
  return {
    id: row.id,
    number: orderNumber(row.id),
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    status: row.status as AdminOrderRow['status'],
    customer: {
      id: row.customerId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      guest: row.guest,
    },
    activities: row.activities,
    couponCode: row.couponCode,
    total: row.total,
  };
}

export function searchOrders(
  db: Database,
  query: AdminOrdersQuery,
  language: Language = 'en',
): Promise<AdminPage<AdminOrderRow>> {
  return pageOf(
    query,
    selectOrders(db, query, pageWindow(query), language),
    db.select({ n: count() }).from(orders).where(ordersWhere(query)),
    toOrderRow,
  );
}
