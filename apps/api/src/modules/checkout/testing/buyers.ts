import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { SANDBOX_CARDS, type CreatedOrder } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { activityPlaces, bookedItems, bookings, customers } from '../../../db/schema/index.ts';
import { bearer, clientIp } from '../../../test/helpers.ts';
import { createSession } from '../../accounts/sessions.ts';
import type { Shopper } from './shop.ts';

/**
 * Buyers made straight in the database (a customer row and a session), for tests that need many of them at once:
 * signing a hundred customers up through the API (captcha and argon2 each) would take most of a minute. Each
 * buyer talks to the app instance it is given, as a browser behind a load balancer would.
 */
export async function quickBuyer(
  db: Database,
  app: FastifyInstance,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<Shopper> {
  const [row] = await db
    .insert(customers)
    .values({
      email: `buyer-${randomUUID()}@example.test`,
      firstName: 'Noor',
      lastName: 'Buyer',
      phoneNumber: '+971501234567',
      isConfirmed: true,
      ...values,
    })
    .returning({ id: customers.id });
  // Staff sessions have proved a second factor, as the back office requires.
  const { token } = await createSession(db, row!.id, false, undefined, { secondFactor: Boolean(values.staffRole) });
  return boundShopper(app, token, row!.id);
}

/** The same customer's session, talking to another instance. */
export function boundShopper(app: FastifyInstance, token: string, userId: number): Shopper {
  const headers = bearer(token);
  return {
    token,
    userId,
    headers,
    call: (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { ...headers, 'x-forwarded-for': clientIp() },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

export const sessionOf = (created: Pick<CreatedOrder, 'paymentUrl'>) => created.paymentUrl.split('/').pop()!;
export const card = (cardNumber: string = SANDBOX_CARDS.pays) => ({
  cardNumber,
  expiry: '12 / 34',
  cvc: '123',
  name: 'Noor Buyer',
});

/** Pays on the sandbox's hosted page, as the browser would. */
export const payOnSandbox = (
  app: FastifyInstance,
  created: Pick<CreatedOrder, 'paymentUrl'>,
  cardNumber: string = SANDBOX_CARDS.pays,
) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/sessions/${sessionOf(created)}/pay`,
    payload: card(cardNumber),
  });

/** What a slot has taken (places held and sold); 0 for a slot never used. */
export async function takenOf(db: Database, activityId: number, day: string | null = null): Promise<number> {
  const rows = await db
    .select({ day: activityPlaces.day, taken: activityPlaces.taken })
    .from(activityPlaces)
    .where(eq(activityPlaces.activityId, activityId));
  return rows.find((r) => r.day === day)?.taken ?? 0;
}

/** The bookings whose booked items are of an activity. */
export async function bookingsForActivity(db: Database, activityId: number) {
  const ids = db
    .selectDistinct({ id: bookedItems.bookingId })
    .from(bookedItems)
    .where(eq(bookedItems.activityId, activityId));
  return db.select().from(bookings).where(inArray(bookings.id, ids));
}

/** The bookings of one order. */
export const bookingsOfOrder = (db: Database, orderId: number) =>
  db.select().from(bookings).where(eq(bookings.orderId, orderId));
