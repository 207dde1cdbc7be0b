import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { bookedItems, bookings, customers, hosts, orders } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { bearer, clientIp } from '../../../test/helpers.ts';
import { createSession } from '../../accounts/sessions.ts';

export interface Caller {
  id: number;
  /** The session's Authorization header, to call another instance of the API. */
  headers: Record<string, string>;
  call(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

async function signedIn(t: TestApp, id: number): Promise<Caller> {
  const { token } = await createSession(t.db, id, false);
  return {
    id,
    headers: bearer(token),
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'x-forwarded-for': clientIp() },
        ...(payload ? { payload } : {}),
      }),
  };
}

/** An approved host (its customer row flagged, its hosts row with the commission rate), signed in. */
export async function insertHost(t: TestApp, businessName: string, commissionPercent = 15): Promise<Caller> {
  const [row] = await t.db
    .insert(customers)
    .values({
      email: `host-${randomUUID()}@example.test`,
      firstName: 'Khalid',
      lastName: 'Host',
      isHost: true,
      canManageActivities: true,
      isConfirmed: true,
    })
    .returning({ id: customers.id });
  await t.db.insert(hosts).values({ customerId: row!.id, businessName, commissionPercent, status: 'approved' });
  return signedIn(t, row!.id);
}

/** A customer (corporate or not), signed in. */
export async function insertBuyer(
  t: TestApp,
  firstName: string,
  lastName: string,
  flags: Partial<typeof customers.$inferInsert> = {},
): Promise<Caller> {
  const [row] = await t.db
    .insert(customers)
    .values({
      email: `buyer-${randomUUID()}@example.test`,
      firstName,
      lastName,
      phoneNumber: '+971500000001',
      isConfirmed: true,
      ...flags,
    })
    .returning({ id: customers.id });
  return signedIn(t, row!.id);
}

export type ItemValues = Partial<typeof bookedItems.$inferInsert> & { activityId: number };

/**
 * A booking made straight in the database with the figures its sale copied (total, fee, host amount), from a paid
 * order (whose number, 'WK-000018', is what customers and hosts quote). With `guest`, the order was placed by a guest
 * session, whose typed names it keeps.
 */
export async function sell(
  t: TestApp,
  buyerId: number,
  items: ItemValues[],
  guest?: { firstName: string; lastName: string; phoneNumber: string | null },
) {
  const total = items.reduce((sum, i) => sum + (i.total ?? 10_000), 0);
  const [order] = await t.db
    .insert(orders)
    .values({
      customerId: buyerId,
      placedAsGuest: guest !== undefined,
      attempt: randomUUID(),
      status: 'paid',
      contact: {
        ...(guest ?? { firstName: 'Typed', lastName: 'Contact', phoneNumber: null }),
        email: 'buyer@example.test',
      },
      cartTotal: total,
      discount: 0,
      subTotal: total,
      total,
      vat: Math.floor((total * 5) / 105),
      expiresAt: new Date(),
      gateway: 'sandbox',
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const [booking] = await t.db
    .insert(bookings)
    .values({ customerId: buyerId, cartTotal: total, total, orderId })
    .returning({ id: bookings.id });
  return t.db
    .insert(bookedItems)
    .values(
      items.map((i) => ({
        quantity: 1,
        price: i.total ?? 10_000,
        total: 10_000,
        marketplaceFee: 1_500,
        hostAmount: 8_500,
        voucherCode: randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase(),
        ...i,
        bookingId: booking!.id,
        customerId: buyerId,
      })),
    )
    .returning()
    .then((rows) => rows.map((row) => ({ ...row, orderId })));
}

/** Rows of a CSV file (RFC 4180: quoted fields, doubled quotes, CRLF or LF), without the byte order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
