import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ADMIN_HOSTS_MESSAGES, STAFF_MESSAGES, type StaffRole, type SuspensionOutcome } from '@weekends/shared';
import type { Database, Tx } from '../../../db/client.ts';
import { customers, hosts } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';

const accountNotFound = () => new HttpError(404, 'NOT_FOUND', ADMIN_HOSTS_MESSAGES.accountNotFound);

async function refuseWhy(tx: Tx, customerId: number, conflict: string): Promise<never> {
  const [exists] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  throw exists ? new HttpError(409, 'CONFLICT', conflict) : accountNotFound();
}

/** Who acts: their id, and their staff role (only an owner suspends or reinstates a member of staff). */
export interface SuspensionActor {
  id: number;
  staffRole: StaffRole | null;
}

/**
 * Support suspends customers and hosts, never a member of staff: otherwise any role could lock the owners out.
 * Checked in the action's transaction, with the row locked.
 */
async function refuseStaffUnlessOwner(tx: Tx, actor: SuspensionActor, customerId: number): Promise<void> {
  if (actor.staffRole === 'owner') return;
  const [target] = await tx
    .select({ staffRole: customers.staffRole })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (target?.staffRole) throw new HttpError(403, 'STAFF_ROLE_FORBIDDEN', STAFF_MESSAGES.staffSuspension);
}

/**
 * Suspends an account (a customer or a host): it can no longer sign in, and its sessions stop working on their next
 * request (resolveSession). A host's listings stay as they are; the back office says so. Conditional on not being
 * suspended, so a second press answers 409 and logs nothing.
 */
export async function suspendAccount(
  db: Database,
  actor: SuspensionActor,
  customerId: number,
  now = new Date(),
): Promise<SuspensionOutcome> {
  const adminId = actor.id;
  // An admin who locks themselves out has nobody left to reinstate them.
  if (customerId === adminId) throw new HttpError(409, 'OWN_ACCOUNT', ADMIN_HOSTS_MESSAGES.ownAccount);
  return db.transaction(async (tx) => {
    await refuseStaffUnlessOwner(tx, actor, customerId);
    const [row] = await tx
      .update(customers)
      .set({ suspendedAt: now })
      .where(and(eq(customers.id, customerId), isNull(customers.suspendedAt)))
      .returning({ email: customers.email });
    if (!row) return refuseWhy(tx, customerId, ADMIN_HOSTS_MESSAGES.alreadySuspended);
    await recordAdminAction(tx, adminId, {
      action: 'account.suspend',
      subject: { type: 'customer', id: customerId },
      before: { suspendedAt: null },
      after: { suspendedAt: now.toISOString() },
      detail: { email: row.email },
    });
    return { id: customerId, suspendedAt: now.toISOString() };
  });
}

/** Lifts a suspension: the account signs in again (sessions from before the suspension work again too). */
export async function reinstateAccount(
  db: Database,
  actor: SuspensionActor,
  customerId: number,
): Promise<SuspensionOutcome> {
  const adminId = actor.id;
  return db.transaction(async (tx) => {
    await refuseStaffUnlessOwner(tx, actor, customerId);
    // A closed host's account waits for its erasure: signing in again would cancel it.
    const [closed] = await tx
      .select({ closedAt: hosts.closedAt })
      .from(hosts)
      .where(and(eq(hosts.customerId, customerId), isNotNull(hosts.closedAt)));
    if (closed) throw new HttpError(409, 'ALREADY_CLOSED', ADMIN_HOSTS_MESSAGES.alreadyClosed);
    const [before] = await tx
      .select({ suspendedAt: customers.suspendedAt })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNotNull(customers.suspendedAt)))
      .for('update');
    if (!before) return refuseWhy(tx, customerId, ADMIN_HOSTS_MESSAGES.notSuspended);
    const [row] = await tx
      .update(customers)
      .set({ suspendedAt: null })
      .where(eq(customers.id, customerId))
      .returning({ email: customers.email });
    await recordAdminAction(tx, adminId, {
      action: 'account.reinstate',
      subject: { type: 'customer', id: customerId },
      before: { suspendedAt: before.suspendedAt!.toISOString() },
      after: { suspendedAt: null },
      detail: { email: row!.email },
    });
    return { id: customerId, suspendedAt: null };
  });
}
