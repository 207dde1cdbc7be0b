import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';

/**
 * Personal Information. The customer id always comes from the session, never from the request, so nobody can edit
 * someone else's profile. The e-mail is not editable here: a new address would need confirming again first.
 */
export async function updateProfile(db: Database, customerId: number, input: { firstName: string; lastName: string; phoneNumber: string }): Promise<SessionCustomer> {
  const [row] = await db
    .update(customers)
    .set({ firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber })
    .where(eq(customers.id, customerId))
    .returning(sessionCustomerColumns);
  return row!;
}

/**
 * Change Password: the current password must be right ('Wrong password!', also for accounts without one). The
 * session in use stays; every other session ends, so a device signed in with the old password is signed out.
 */
export async function changePassword(db: Database, customerId: number, keepSessionId: number, currentPassword: string, newPassword: string): Promise<void> {
  const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new HttpError(400, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword, { currentPassword: [ACCOUNT_MESSAGES.wrongPassword] });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
    await tx.delete(sessions).where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId)));
  });
}
