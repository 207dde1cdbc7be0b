import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { accountOnEmail, byEmail, conflictFor, emailExists, isMergeableGuest, isUniqueViolation, mergeableGuestWhere } from './service.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';

export interface GuestInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** A lost race (two guest forms, or a guest form and a sign-up, at once) decides again with the row that won. */
const ATTEMPTS = 3;

/**
 * 'Continue as a Guest' (spec 001 'Guest and merging'): a new guest account (no password, unconfirmed, no mail),
 * or, when the e-mail already belongs to a guest, that same guest with the names and phone just typed. A social
 * account answers SOCIAL_ACCOUNT naming its provider; a password account EMAIL_EXISTS.
 *
 * The spec gives whoever types a guest's e-mail a session on that guest. That is safe only because a guest session
 * reaches nothing the guest left behind: guests have no dashboard, favourites, reviews or profile edit (full
 * accounts only), and /me shows just what this form has now overwritten. Whatever later gives guests data of their
 * own (checkout addresses, bookings) must keep that true. Other sessions of the guest stay: it is usually the same
 * person checking out again on another device.
 */
export async function continueAsGuest(db: Database, input: GuestInput): Promise<SessionCustomer> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // One conditional statement: it only touches a row that is still a non-social guest when it runs.
    const [merged] = await db
      .update(customers)
      .set({ firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber })
      .where(mergeableGuestWhere(byEmail(input.email)))
      .returning(sessionCustomerColumns);
    if (merged) return merged;

    const existing = await accountOnEmail(db, input.email);
    if (existing) {
      if (isMergeableGuest(existing)) continue; // a guest appeared after the update looked: merge it
      throw conflictFor(existing);
    }
    try {
      const [row] = await db
        .insert(customers)
        .values({ ...input, isGuest: true, passwordHash: null, isConfirmed: false })
        .returning(sessionCustomerColumns);
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw emailExists();
}
