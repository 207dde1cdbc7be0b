import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema/index.ts';

/** A full account whose e-mail address is proven to be its owner's. */
export interface ProvenEmail {
  customerId: number;
  email: string;
}

/**
 * What the app does once an address is proven (aftersale moves the vouchers given to it into the account). Accounts
 * only announces it, through the hook the app is built with, so it knows nothing of the modules that listen.
 */
export type OnEmailProven = (proven: ProvenEmail) => Promise<void>;

/**
 * Announces a sign-in's address when the account behind it is proven: confirmed through the mailed link, or signed up
 * with a provider that verified the address. An unconfirmed sign-up proves nothing (anyone can type any address), and
 * neither does a guest.
 */
export async function announceIfProven(app: FastifyInstance, customerId: number): Promise<void> {
  const [customer] = await app.db
    .select({ email: customers.email, isGuest: customers.isGuest, isConfirmed: customers.isConfirmed })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || customer.isGuest || !customer.isConfirmed) return;
  await app.onEmailProven({ customerId, email: customer.email });
}
