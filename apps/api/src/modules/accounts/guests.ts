import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import {
  accountOnEmail,
  byEmail,
  conflictFor,
  emailExists,
  isMergeableGuest,
  isUniqueViolation,
  mergeableGuestWhere,
} from './service.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';
import { DEFAULT_LANGUAGE, type Language } from '@weekends/shared';

export interface GuestInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** A lost race (two guest forms, or a guest form and a sign-up, at once) decides again with the row that won. */
const ATTEMPTS = 3;

/**
 * 'Continue as a Guest': a new guest account (no password, unconfirmed, no mail),
 * or, when the e-mail already belongs to a guest, that same guest. A social account answers SOCIAL_ACCOUNT naming
 * its provider; a password account EMAIL_EXISTS.
 *
 * Whoever types a guest's e-mail gets a session on that guest, as on the earlier site: a guest has no password to
 * ask for. That is safe only because a guest session reaches nothing the guest left behind: guests have no
 * dashboard, favourites, reviews or profile edit (full accounts only); a guest session's cart, addresses and orders
 * are its own (modules/cart/owner.ts), earlier bookings are reached through the booking mail's signed link; and the
 * names and phone typed now are kept on the new session (the caller passes them to startSession), never written
 * over an existing guest's record.
 */
export async function continueAsGuest(
  db: Database,
  input: GuestInput,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SessionCustomer> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Only a row that is still a non-social guest when it is read is merged into.
    const [merged] = await db
      .select(sessionCustomerColumns)
      .from(customers)
      .where(mergeableGuestWhere(byEmail(input.email)))
      .limit(1);
    if (merged)
      return { ...merged, firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber };

    const existing = await accountOnEmail(db, input.email);
    if (existing) {
      if (isMergeableGuest(existing)) continue; // a guest appeared after the update looked: merge it
      throw conflictFor(existing);
    }
    try {
      const [row] = await db
        .insert(customers)
        .values({ ...input, isGuest: true, passwordHash: null, isConfirmed: false, language })
        .returning(sessionCustomerColumns);
      return row!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw emailExists();
}
