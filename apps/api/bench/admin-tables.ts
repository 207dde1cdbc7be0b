import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import { seedBulkActivities, seedIfEmpty } from '../src/db/seed/index.ts';
import { createSession } from '../src/modules/accounts/sessions.ts';
import { resetDatabase, startServer, table, toRow, type Row } from './support.ts';
import { createRng } from '../src/db/seed/prng.ts';

/**
 * The back office's tables at scale: 50,000 activities, 50,000 customers and 100,000 paid orders (each with its
 * booking, line and voucher), then each admin list measured through the API with varied inputs (searches by voucher,
 * e-mail, name, experience, host, days and status; sorts; deep pages), a few connections as a staff would make.
 *
 *   npm run bench:admin -w apps/api [-- --orders 100000 --activities 50000 --seconds 5]
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '50000' },
    activities: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
  },
});
const ORDERS = Number(values.orders);
const CUSTOMERS = Number(values.customers);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/weekends_admin_bench';

await resetDatabase(url);
const handle = await openDatabase({ url, pgliteDir: '', poolSize: 4 });
const t0 = Date.now();
await handle.migrate();
await seedIfEmpty(handle.db, { uploadsDir: '/tmp/weekends-admin-bench-uploads', log: () => {} });
if (Number(values.activities) > 0) await seedBulkActivities(handle.db, Number(values.activities), { concurrency: 2 });
console.log(`catalogue ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

// Customers, orders, bookings, lines and vouchers in set-based inserts: minutes, not hours.
const t1 = Date.now();
const FIRST = [
  'Aisha',
  'Omar',
  'Layla',
  'Yousef',
  'Fatima',
  'Khalid',
  'Mariam',
  'Hassan',
  'Noura',
  'Rashid',
  'Sara',
  'Ahmed',
  'Hind',
  'Saeed',
  'Maya',
  'Tariq',
];
const LAST = [
  'Al Mansoori',
  'Haddad',
  'Khalifa',
  'Nasser',
  'Rahman',
  'Saleh',
  'Karim',
  'Farouk',
  'Aziz',
  'Hamdan',
  'Qasim',
  'Zayed',
];
const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);
await handle.db.execute(sql`
  insert into customers (email, first_name, last_name, is_confirmed, created_at)
  select 'customer' || i || '@bench.example.test', (${arr(FIRST)})[1 + i % 16], (${arr(LAST)})[1 + (i / 16) % 12], true, now() - (i % 365) * interval '1 day'
  from generate_series(1, ${CUSTOMERS}) i`);
await handle.db.execute(sql`
  create temporary table bench_orders as
  with a as (select array_agg(id order by id) as ids from activities where is_active)
  select i, (select min(id) from customers where email like 'customer%@bench.example.test') + (i::bigint * 7919) % ${CUSTOMERS} as customer_id,
         a.ids[1 + (i::bigint * 104729) % cardinality(a.ids)] as activity_id,
         5000 + (i * 37) % 95000 as total,
         now() - ((i * 13) % 365) * interval '1 day' - (i % 24) * interval '1 hour' as at
  from generate_series(1, ${ORDERS}) i, a`);
await handle.db.execute(sql`
  insert into orders (customer_id, attempt, status, contact, cart_total, discount, sub_total, total, vat, holds_places, expires_at, gateway, payment_reference, amount_paid, created_at, paid_at)
  select customer_id, 'bench-' || i, 'paid', '{"firstName":"B","lastName":"C","email":"b@c.test","phoneNumber":null}'::jsonb, total, 0, total, total, total * 5 / 105, false, at, 'sandbox', 'bench-pay-' || i, total, at, at
  from bench_orders order by i`);
await handle.db.execute(sql`
  insert into order_items (order_id, activity_id, description, quantity, price, total)
  select o.id, b.activity_id, 'Adult', 1, b.total, b.total from bench_orders b join orders o on o.attempt = 'bench-' || b.i`);
await handle.db.execute(sql`
  insert into bookings (customer_id, cart_total, total, payment_reference, order_id, created_at)
  select o.customer_id, o.total, o.total, o.payment_reference, o.id, o.created_at from orders o where o.attempt like 'bench-%'`);
await handle.db.execute(sql`
  insert into booked_items (booking_id, customer_id, activity_id, quantity, price, total, marketplace_fee, host_amount, voucher_code, purchase_date)
  select bk.id, bk.customer_id, b.activity_id, 1, b.total, b.total, b.total * 15 / 100, b.total - b.total * 15 / 100, 'B' || lpad(b.i::text, 7, '0'), bk.created_at
  from bench_orders b join orders o on o.attempt = 'bench-' || b.i join bookings bk on bk.order_id = o.id`);
await handle.db.execute(sql`analyze`);
console.log(`${ORDERS} orders for ${CUSTOMERS} customers in ${((Date.now() - t1) / 1000).toFixed(0)} s`);

const [staff] = (await handle.db.execute(sql`select id from customers where is_admin limit 1`)).rows as {
  id: number;
}[];
const { token } = await createSession(handle.db, staff!.id, false);
const hosts = (
  (await handle.db.execute(sql`select business_name from hosts where business_name is not null limit 20`)).rows as {
    business_name: string;
  }[]
).map((h) => h.business_name);
const titles = (
  (
    await handle.db.execute(
      sql`select split_part(title, ' ', 1) || ' ' || split_part(title, ' ', 2) as words from activities order by id desc limit 40`,
    )
  ).rows as { words: string }[]
).map((r) => r.words);
await handle.close();

const rng = createRng('admin-bench');
const pick = <T>(xs: readonly T[]) => xs[rng.int(0, xs.length - 1)]!;
const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
const n = () => rng.int(1, ORDERS);
const WORKLOADS: { name: string; paths: () => string }[] = [
  { name: 'orders, newest first (pages 1-400)', paths: () => `/api/admin/orders?page=${rng.int(1, 400)}` },
  { name: 'orders by voucher code', paths: () => `/api/admin/orders?q=B${String(n()).padStart(7, '0')}` },
  { name: 'orders by order number', paths: () => `/api/admin/orders?q=WK-${String(n()).padStart(6, '0')}` },
  {
    name: 'orders by customer e-mail',
    paths: () => `/api/admin/orders?customer=customer${rng.int(1, CUSTOMERS)}@bench.example.test`,
  },
  {
    name: 'orders by customer name',
    paths: () => `/api/admin/orders?customer=${encodeURIComponent(`${pick(FIRST)} ${pick(LAST)}`)}`,
  },
  { name: 'orders by experience', paths: () => `/api/admin/orders?activity=${encodeURIComponent(pick(titles))}` },
  { name: 'orders by host', paths: () => `/api/admin/orders?host=${encodeURIComponent(pick(hosts).slice(0, 8))}` },
  {
    name: 'orders by days and status, by total',
    paths: () =>
      `/api/admin/orders?from=${day(rng.int(20, 60))}&to=${day(rng.int(0, 19))}&status=paid&sort=total&dir=${pick(['asc', 'desc'])}`,
  },
  {
    name: 'customers, searched and sorted',
    paths: () =>
      `/api/admin/customers?q=${encodeURIComponent(pick([...FIRST, ...LAST]))}&sort=${pick(['createdAt', 'name', 'email'])}&page=${rng.int(1, 5)}`,
  },
  {
    name: 'activities, filtered and sorted',
    paths: () =>
      `/api/admin/catalogue/activities?sort=${pick(['id', 'title', 'created', 'sales', 'rating'])}&dir=${pick(['asc', 'desc'])}&page=${rng.int(1, 200)}`,
  },
  { name: 'audit log', paths: () => `/api/admin/audit?page=${rng.int(1, 3)}` },
];

const server = await startServer(url);
const rows: Row[] = [];
try {
  for (const workload of WORKLOADS) {
    const result = await autocannon({
      url: server.baseUrl,
      connections: Number(values.connections),
      duration: Number(values.seconds),
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (request) => ({ ...request, path: workload.paths() }) }],
    });
    rows.push(toRow(workload.name, workload.paths().split('?')[0]!, result));
  }
} finally {
  server.child.kill('SIGTERM');
}
console.log(
  `\n${ORDERS} orders, ${CUSTOMERS} customers, ${values.activities} bulk activities; ${values.connections} connections, ${values.seconds} s each, varied inputs\n`,
);
console.log(table(rows));
