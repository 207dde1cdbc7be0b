import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@weekends/shared';
import type { Database, Tx } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';

const memberColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  role: customers.staffRole,
  suspendedAt: customers.suspendedAt,
};

interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: StaffRole | null;
  suspendedAt: Date | null;
}

const toMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  role: row.role!,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
});

const memberNotFound = () => new HttpError(404, 'NOT_FOUND', STAFF_MESSAGES.memberNotFound);
const changed = () => new HttpError(409, 'CONFLICT', STAFF_MESSAGES.changed);
const lastOwner = () => new HttpError(409, 'LAST_OWNER', STAFF_MESSAGES.lastOwner);

/** Every member of staff, owners first, then by name. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(customers)
    .where(isNotNull(customers.staffRole))
    .orderBy(
      sql`${customers.staffRole} <> 'owner'`,
      asc(customers.firstName),
      asc(customers.lastName),
      asc(customers.id),
    );
  return rows.map(toMember);
}

/**
 * Makes an existing account (not a guest) a member of staff with a role. Conditional on it not being staff yet, so two
 * owners adding the same address at once add it once; the second gets 409.
 */
export async function addStaff(
  db: Database,
  ownerId: number,
  body: { email: string; role: StaffRole },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: customers.id, isGuest: customers.isGuest, staffRole: customers.staffRole })
      .from(customers)
      .where(eq(sql`lower(${customers.email})`, body.email.toLowerCase()))
      .for('update');
    if (!account) throw new HttpError(404, 'ACCOUNT_NOT_FOUND', STAFF_MESSAGES.accountNotFound);
    if (account.isGuest) throw new HttpError(400, 'GUEST_ACCOUNT', STAFF_MESSAGES.guestAccount);
    if (account.staffRole) throw new HttpError(409, 'ALREADY_STAFF', STAFF_MESSAGES.alreadyStaff);
    const [row] = await tx
      .update(customers)
      .set({ staffRole: body.role })
      .where(and(eq(customers.id, account.id), isNull(customers.staffRole)))
      .returning(memberColumns);
    await recordAdminAction(tx, ownerId, {
      action: 'staff.add',
      subject: { type: 'customer', id: account.id },
      before: { staffRole: null },
      after: { staffRole: body.role },
      detail: { email: row!.email },
    });
    return toMember(row!);
  });
}

/**
 * The owners, locked for the rest of the transaction: a change that takes an owner away waits for any other such
 * change, then sees the owners as they are after it, so two owners demoting each other at once cannot leave none.
 */
async function lockedOwners(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.staffRole, 'owner'))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Changes (or, with `to` null, ends) a member's role, conditional on the role the page showed (`from`): a change made
 * meanwhile by another owner answers 409 and changes nothing. An owner is never the last one to go.
 */
async function setRole(
  db: Database,
  ownerId: number,
  memberId: number,
  from: StaffRole,
  to: StaffRole | null,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    if (from === 'owner' && to !== 'owner') {
      const owners = await lockedOwners(tx);
      if (owners.includes(memberId) && owners.length === 1) throw lastOwner();
    }
    const [row] = await tx
      .update(customers)
      .set({ staffRole: to })
      .where(and(eq(customers.id, memberId), eq(customers.staffRole, from)))
      .returning(memberColumns);
    if (!row) {
      const [exists] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, memberId), isNotNull(customers.staffRole)));
      throw exists ? changed() : memberNotFound();
    }
    await recordAdminAction(tx, ownerId, {
      action: to ? 'staff.role' : 'staff.remove',
      subject: { type: 'customer', id: memberId },
      before: { staffRole: from },
      after: { staffRole: to },
      detail: { email: row.email },
    });
    return toMember({ ...row, role: row.role ?? from });
  });
}

export const changeStaffRole = (
  db: Database,
  ownerId: number,
  memberId: number,
  body: { from: StaffRole; role: StaffRole },
) => setRole(db, ownerId, memberId, body.from, body.role);

/** Ends a membership: the account stays, as a customer; its sessions lose the back office on their next request. */
export async function removeStaff(db: Database, ownerId: number, memberId: number, from: StaffRole): Promise<void> {
  await setRole(db, ownerId, memberId, from, null);
}
