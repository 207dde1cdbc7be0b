import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreatedOrder } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { activities, bookedItems, bookings, customers, hosts, outbox, priceOptions } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { newAttempt, type Shopper } from '../../checkout/testing/shop.ts';
import type { AftersaleDeps } from '../deps.ts';

/** The app's own adapters as the after-sale services take them, so tests can pass the clock. */
export const depsOf = (app: FastifyInstance): AftersaleDeps => ({
  db: app.db,
  gateway: app.gateway,
  jobs: app.jobs,
  mailer: app.mailer,
  publicUrl: app.config.PUBLIC_URL,
  log: app.log,
});

/** A host (a customer with a hosts row) made the host of the given activities; answers the host's e-mail. */
export async function hostActivities(db: Database, activityIds: number[]): Promise<string> {
  const email = `host-${randomUUID()}@example.test`;
  const [host] = await db
    .insert(customers)
    .values({ email, firstName: 'Khalid', lastName: 'Host', isHost: true, isConfirmed: true })
    .returning({ id: customers.id });
  await db.insert(hosts).values({ customerId: host!.id, businessName: 'Desert Co', status: 'approved' });
  for (const id of activityIds) await db.update(activities).set({ hostId: host!.id }).where(eq(activities.id, id));
  return email;
}

/** Puts the lines in the cart and proceeds to payment. */
export async function order(
  buyer: Shopper,
  db: Database,
  lines: { activityId: number; date?: string; quantity?: number }[],
): Promise<CreatedOrder> {
  for (const line of lines) {
    const [option] = await db
      .select()
      .from(priceOptions)
      .where(eq(priceOptions.activityId, line.activityId))
      .orderBy(priceOptions.position);
    const added = await buyer.call('POST', '/api/cart/items', {
      activityId: line.activityId,
      ...(line.date ? { date: line.date } : {}),
      options: [{ priceOptionId: option!.id, quantity: line.quantity ?? 1 }],
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const created = await buyer.call('POST', '/api/orders', newAttempt());
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/** The booked items of an order, in line order. */
export async function itemsOfOrder(db: Database, orderId: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.orderId, orderId));
  return db.select().from(bookedItems).where(eq(bookedItems.bookingId, booking!.id)).orderBy(bookedItems.id);
}

/** A booking made straight in the database (no order, so nothing was charged), e.g. a weekend pass's vouchers. */
export async function insertBooking(
  t: TestApp,
  customerId: number,
  items: (Partial<typeof bookedItems.$inferInsert> & { activityId: number })[],
) {
  const total = items.reduce((sum, i) => sum + (i.total ?? 10_000), 0);
  const [booking] = await t.db
    .insert(bookings)
    .values({ customerId, cartTotal: total, total })
    .returning({ id: bookings.id });
  return t.db
    .insert(bookedItems)
    .values(
      items.map((i) => ({
        quantity: 1,
        price: 10_000,
        total: 10_000,
        marketplaceFee: 1_500,
        hostAmount: 8_500,
        voucherCode: randomUUID().slice(0, 8).toUpperCase(),
        ...i,
        bookingId: booking!.id,
        customerId,
      })),
    )
    .returning();
}

/** The mails of one template to one address. */
export const mailsTo = (db: Database, template: string, to: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.toAddress, to)));
