import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { ERASED_FIRST_NAME, ERASED_LAST_NAME, TAX_RECORD_YEARS } from '@weekends/shared';
import {
  accountDeletions,
  addresses,
  authenticatorApps,
  bookedItems,
  carts,
  customers,
  dataExports,
  deviceAlerts,
  favorites,
  interestRequests,
  knownDevices,
  newsletterSubscriptions,
  orders,
  outbox,
  passkeys,
  passwordResets,
  recoveryCodes,
  sessions,
  signIns,
  voucherGifts,
  webauthnChallenges,
} from '../../db/schema/index.ts';
import type { Language } from '@weekends/shared';
import type { Executor } from '../../db/client.ts';
import { moneyTransaction } from '../../lib/money-transaction.ts';
import type { PrivacyDeps } from './deps.ts';
import { unusedVouchers } from './vouchers.ts';
import { dueDeletions, pendingOf } from './deletion.ts';
import { removeExpiredExports } from './export.ts';

type DeletionRow = typeof accountDeletions.$inferSelect;

/** The address an erased account carries: unique, and undeliverable by design (RFC 2606's .invalid). */
export const erasedEmail = (customerId: number) => `deleted-${customerId}@erased.invalid`;

/**
 * Erases an account whose grace period is over, in one transaction that first claims the deletion (a conditional
 * update, so a sign-in cancelling it at the same moment and the erasure never both happen):
 * - the customer row stays (orders point at it) as 'Deleted customer' with an undeliverable unique address, no phone,
 *   password, social link or picture, every mail preference off;
 * - orders (their buyer copy) and booked items keep their figures for the VAT law's five years, the buyer's name
 *   replaced and the delivery address dropped; invoices are printed from them, so they read 'Deleted customer';
 * - reviews stay (the activity's rating is others' information too) under the replaced name;
 * - addresses, carts, favourites, sessions, the sign-in log, known devices and their alerts, password resets,
 *   passkeys, authenticator apps,
 *   recovery codes, the newsletter subscription, interest requests, data exports and the mails stored for the
 *   address are deleted; a gift's personal message is emptied (the receiver's voucher stays).
 * The person is mailed at the old address once it is done: that last mail is the only row that keeps it.
 */
export async function eraseAccount(deps: PrivacyDeps, deletion: DeletionRow, now = new Date()): Promise<boolean> {
  const customerId = deletion.customerId;
  // A money transaction: it rewrites the customer's orders, so it locks them in the money path's order (the orders
  // by id, then rows that name the customer) and runs again if PostgreSQL ends it for a deadlock or a lock wait.
  const erased = await moneyTransaction(deps.db, async (tx) => {
    const [claimed] = await tx
      .update(accountDeletions)
      .set({ erasedAt: now })
      .where(
        and(
          eq(accountDeletions.id, deletion.id),
          isNull(accountDeletions.cancelledAt),
          isNull(accountDeletions.erasedAt),
        ),
      )
      .returning();
    if (!claimed) return null;
    // The orders before the customer's row: a refund or cancellation holds its order, then inserts rows naming the
    // customer (their foreign key takes KEY SHARE on it), so the other way round the two would wait for each other.
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(orders.id)
      .for('update');
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) return null;
    const placeholder = erasedEmail(customerId);
    await tx
      .update(customers)
      .set({
        firstName: ERASED_FIRST_NAME,
        lastName: ERASED_LAST_NAME,
        email: placeholder,
        phoneNumber: null,
        passwordHash: null,
        socialLogin: 0,
        socialSubject: null,
        image: null,
        isConfirmed: false,
        happinessAmbassador: false,
        cartReminders: false,
      })
      .where(eq(customers.id, customerId));
    await tx
      .update(orders)
      .set({
        contact: { firstName: ERASED_FIRST_NAME, lastName: ERASED_LAST_NAME, email: placeholder, phoneNumber: null },
        address: null,
      })
      .where(eq(orders.customerId, customerId));
    await tx.update(bookedItems).set({ address: null }).where(eq(bookedItems.customerId, customerId));
    await tx.update(voucherGifts).set({ message: '' }).where(eq(voucherGifts.fromCustomerId, customerId));
    await tx.delete(carts).where(eq(carts.customerId, customerId));
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(favorites).where(eq(favorites.customerId, customerId));
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
    await tx.delete(passkeys).where(eq(passkeys.customerId, customerId));
    await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.customerId, customerId));
    await tx.delete(authenticatorApps).where(eq(authenticatorApps.customerId, customerId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    await tx.delete(signIns).where(eq(signIns.customerId, customerId));
    await tx.delete(knownDevices).where(eq(knownDevices.customerId, customerId));
    await tx.delete(deviceAlerts).where(eq(deviceAlerts.customerId, customerId));
    const old = customer.email.toLowerCase();
    await tx.delete(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${old}`);
    await tx.delete(interestRequests).where(sql`lower(${interestRequests.email}) = ${old}`);
    await tx.delete(outbox).where(sql`lower(${outbox.toAddress}) = ${old}`);
    const files = await tx
      .delete(dataExports)
      .where(eq(dataExports.customerId, customerId))
      .returning({ key: dataExports.fileKey });
    return { customer, files: files.flatMap((f) => (f.key ? [f.key] : [])) };
  });
  if (!erased) return false;
  for (const key of erased.files) await deps.storage.remove(key);
  await deps.mailer.send(
    'account-erased',
    erased.customer.email,
    { firstName: erased.customer.firstName, taxYears: TAX_RECORD_YEARS },
    { language: deletion.language },
  );
  return true;
}

/**
 * The provider closing an account for its owner (a host who asked to leave): an erasure due now, inserted in the
 * caller's transaction so the closure and its erasure commit together. A deletion already pending is brought forward.
 */
export async function scheduleErasure(
  tx: Executor,
  customerId: number,
  language: Language,
  now = new Date(),
): Promise<DeletionRow> {
  const [row] = await tx
    .insert(accountDeletions)
    .values({ customerId, requestedAt: now, dueAt: now, voucherChoice: 'wait', language })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [pending] = await tx.update(accountDeletions).set({ dueAt: now }).where(pendingOf(customerId)).returning();
  return pending!;
}

/**
 * Erases at once an account whose erasure is due, unless it still holds unused vouchers of its own: then the hourly
 * sweep erases it once the last is used or expired. Answers whether it was erased now.
 */
export async function eraseUnlessWaiting(deps: PrivacyDeps, deletion: DeletionRow, now = new Date()): Promise<boolean> {
  if ((await unusedVouchers(deps.db, deletion.customerId, now)).length > 0) return false;
  return eraseAccount(deps, deletion, now);
}

/** An export still preparing after this long lost its job: it is failed, so the customer may ask again. */
const STALE_EXPORT_MS = 60 * 60 * 1000;

/**
 * The hourly cleanup: expired exports' files removed, exports whose job was lost failed, and the accounts whose grace
 * period is over (and which wait for no voucher) erased.
 */
export async function privacySweep(deps: PrivacyDeps, now = new Date()) {
  const removed = await removeExpiredExports(deps, now);
  await deps.db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(
      and(eq(dataExports.status, 'preparing'), lt(dataExports.requestedAt, new Date(now.getTime() - STALE_EXPORT_MS))),
    );
  let erased = 0;
  for (const deletion of await dueDeletions(deps.db, now)) if (await eraseAccount(deps, deletion, now)) erased += 1;
  return { removed, erased };
}
