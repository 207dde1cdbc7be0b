import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ADMIN_HOSTS_MESSAGES, type CloseHostBody, type HostClosure } from '@weekends/shared';
import type { Executor } from '../../../db/client.ts';
import { activities, activityRevisions, bookedItems, customers, hosts, sessions } from '../../../db/schema/index.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { bigSum, paidToHost } from '../../sales/index.ts';
import { eraseUnlessWaiting, scheduleErasure, type PrivacyDeps } from '../../privacy/index.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { hostNotFound } from './hosts-list.ts';
import { checkoutsInProgress, guestVouchers } from './guest-vouchers.ts';

/** What the host is owed: the host amounts of its redeemed vouchers, less every payout recorded. */
async function amountOwed(db: Executor, hostId: number): Promise<number> {
  const [row] = await db
    .select({ redeemed: bigSum(bookedItems.hostAmount) })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .where(and(eq(activities.hostId, hostId), isNull(bookedItems.cancelledAt), isNotNull(bookedItems.redeemedAt)));
  return (row?.redeemed ?? 0) - (await paidToHost(db, hostId));
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * Closes a host's business account when the host asked to leave (hosts cannot delete their accounts themselves: they
 * have guests and money with us). Refused while guests hold vouchers of its experiences, an order of them waits for
 * its payment, or it is owed money; for a
 * member of staff, and for a name typed wrong. In one transaction, with the host's row locked (a second press, or a
 * second owner, gets 409):
 * - its listings are withdrawn (inactive) and its waiting submissions superseded;
 * - the business's people and bank details, and the trade licence image, are erased; the business name and licence
 *   number stay on its sales and payout records, which the VAT law keeps for five years;
 * - the person's account is suspended and signed out everywhere, and its erasure scheduled;
 * - the audit log records who closed it.
 * Then the account is erased like a customer's deletion (unless the person still holds vouchers of their own, which
 * the hourly sweep waits for), which mails them at their old address.
 */
export async function closeHost(
  deps: PrivacyDeps,
  actorId: number,
  hostId: number,
  body: CloseHostBody,
  now = new Date(),
): Promise<HostClosure> {
  if (hostId === actorId) throw new HttpError(409, 'OWN_ACCOUNT', ADMIN_HOSTS_MESSAGES.closeOwnAccount);
  const closed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ host: hosts, staffRole: customers.staffRole, language: customers.language })
      .from(hosts)
      .innerJoin(customers, eq(customers.id, hosts.customerId))
      .where(eq(hosts.customerId, hostId))
      .for('update');
    if (!row) throw hostNotFound();
    if (row.host.closedAt) throw new HttpError(409, 'ALREADY_CLOSED', ADMIN_HOSTS_MESSAGES.alreadyClosed);
    if (row.staffRole) throw new HttpError(409, 'STAFF_ACCOUNT', ADMIN_HOSTS_MESSAGES.closeStaff);
    if (!sameName(body.businessName, row.host.businessName))
      throw new HttpError(400, 'NAME_MISMATCH', ADMIN_HOSTS_MESSAGES.closeNameMismatch, {
        businessName: [ADMIN_HOSTS_MESSAGES.closeNameMismatch],
      });
    if ((await guestVouchers(tx, hostId, now)) > 0)
      throw new HttpError(409, 'GUESTS_HOLD_VOUCHERS', ADMIN_HOSTS_MESSAGES.closeGuestsHolding);
    if ((await checkoutsInProgress(tx, hostId)) > 0)
      throw new HttpError(409, 'CHECKOUT_IN_PROGRESS', ADMIN_HOSTS_MESSAGES.closeCheckoutInProgress);
    if ((await checkoutsInProgress(tx, hostId)) > 0)
      throw new HttpError(409, 'CHECKOUT_IN_PROGRESS', ADMIN_HOSTS_MESSAGES.closeCheckoutInProgress);
    if ((await amountOwed(tx, hostId)) > 0) throw new HttpError(409, 'HOST_OWED', ADMIN_HOSTS_MESSAGES.closeOwed);

    const withdrawn = await tx
      .update(activities)
      .set({ isActive: false })
      .where(and(eq(activities.hostId, hostId), eq(activities.isActive, true)))
      .returning({ id: activities.id });
    await tx
      .update(activityRevisions)
      .set({ status: 'superseded', reviewedAt: now, reviewedBy: actorId })
      .where(and(eq(activityRevisions.hostId, hostId), eq(activityRevisions.status, 'pending')));
    await tx
      .update(hosts)
      .set({
        closedAt: now,
        closedBy: actorId,
        designation: null,
        landline: null,
        firstName2: null,
        lastName2: null,
        mobile2: null,
        landline2: null,
        designation2: null,
        tradeLicenseImage: null,
        address: null,
        streetName: null,
        buildingName: null,
        poBox: null,
        accountHolder: null,
        accountNumber: null,
        bankName: null,
        bankAddress: null,
        iban: null,
        swiftCode: null,
      })
      .where(eq(hosts.customerId, hostId));
    await tx
      .update(customers)
      .set({
        suspendedAt: sql`coalesce(${customers.suspendedAt}, ${now.toISOString()}::timestamptz)`,
        canManageActivities: false,
      })
      .where(eq(customers.id, hostId));
    await tx.delete(sessions).where(eq(sessions.customerId, hostId));
    const deletion = await scheduleErasure(tx, hostId, row.language, now);
    await recordAdminAction(tx, actorId, {
      action: 'host.close',
      subject: { type: 'host', id: hostId },
      before: { status: row.host.status, closedAt: null },
      after: { closedAt: now.toISOString() },
      detail: { businessName: row.host.businessName, listingsWithdrawn: withdrawn.length },
    });
    return { deletion, licence: row.host.tradeLicenseImage };
  });
  if (closed.licence) await deps.storage.remove(closed.licence);
  const erased = await eraseUnlessWaiting(deps, closed.deletion, now);
  return { id: hostId, closedAt: now.toISOString(), erased };
}
