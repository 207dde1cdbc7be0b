import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '@weekends/shared';

/**
 * Whose cart, addresses and orders a request reaches. A full account owns everything of its customer record. A guest
 * session owns only what it created itself: anyone who types a guest's e-mail gets a session on that guest's record
 * ('Continue as a Guest'), so a guest session must never see another guest session's cart, addresses or
 * orders; the guest reaches earlier bookings through the signed link in the booking mail, or by signing up.
 */
export interface Owner {
  customerId: number;
  /** The guest session, or null for a full account. */
  guestSessionId: number | null;
}

export function ownerOf(customer: Pick<CurrentUser, 'id' | 'isGuest'>, sessionId: number): Owner {
  return { customerId: customer.id, guestSessionId: customer.isGuest ? sessionId : null };
}

/** The WHERE clause that keeps a table's rows to an owner. */
export function ownedBy(owner: Owner, columns: { customerId: PgColumn; guestSessionId: PgColumn }): SQL {
  return and(
    eq(columns.customerId, owner.customerId),
    owner.guestSessionId === null ? isNull(columns.guestSessionId) : eq(columns.guestSessionId, owner.guestSessionId),
  )!;
}
