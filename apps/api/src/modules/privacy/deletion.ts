import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  DATA_RIGHTS_MESSAGES,
  DELETION_GRACE_DAYS,
  REVERIFY_WINDOW_MS,
  TAX_RECORD_YEARS,
  type AccountDeletion,
  type DeleteAccountBody,
  type Language,
} from '@weekends/shared';
import { accountDeletions, customers, hosts } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { cancelBookedItem } from '../aftersale/index.ts';
import { refundable, unusedVouchers } from './vouchers.ts';
import type { PrivacyDeps } from './deps.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DeletionRow = typeof accountDeletions.$inferSelect;

/** Who may delete the account here: staff never themselves, a host through the provider, a customer here. */
export async function closureOf(db: Executor, customerId: number): Promise<'self' | 'host' | 'staff'> {
  const [row] = await db
    .select({
      isAdmin: customers.isAdmin,
      isHost: customers.isHost,
      hasHostRow: sql<boolean>`exists (select 1 from ${hosts} h where h.customer_id = ${customers.id})`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (row?.isAdmin) return 'staff';
  if (row?.isHost || row?.hasHostRow) return 'host';
  return 'self';
}

/** The account's deletion still pending: neither cancelled nor carried out (at most one, by a partial unique index). */
export const pendingOf = (customerId: number) =>
  and(
    eq(accountDeletions.customerId, customerId),
    isNull(accountDeletions.cancelledAt),
    isNull(accountDeletions.erasedAt),
  );

/** The account's deletion waiting for its grace period (or for vouchers), if any. */
export async function pendingDeletion(db: Executor, customerId: number): Promise<DeletionRow | undefined> {
  const [row] = await db.select().from(accountDeletions).where(pendingOf(customerId));
  return row;
}

/** When the last deletion was cancelled by a sign-in (within 30 days, and none asked for since), for the notice. */
export async function cancelledBySignIn(db: Executor, customerId: number, now = new Date()): Promise<Date | null> {
  const [last] = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.customerId, customerId))
    .orderBy(desc(accountDeletions.id))
    .limit(1);
  if (!last?.cancelledAt || last.cancelCause !== 'signed-in') return null;
  return now.getTime() - last.cancelledAt.getTime() <= 30 * DAY_MS ? last.cancelledAt : null;
}

export async function deletionState(db: Executor, row: DeletionRow, now = new Date()): Promise<AccountDeletion> {
  return {
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    voucherChoice: row.voucherChoice,
    waitingForVouchers: (await unusedVouchers(db, row.customerId, now)).length,
  };
}

/** Who asks: the signed-in customer and when their session last proved who they are. */
export interface Asker {
  customerId: number;
  secondFactorAt: Date | null;
  language: Language;
}

/**
 * 'Delete my account', confirmed by the account's password or, without one in the body, by a session that proved who
 * is signed in (a passkey or a second factor) within the last 15 minutes (403 REVERIFY_REQUIRED otherwise, the same
 * answer as `requireRecentVerification`). Staff accounts cannot delete themselves and hosts close theirs through the
 * provider (403). Unused vouchers need a choice: 'refund' cancels now those the customer's own cancellation still
 * refunds (its 48-hour windows; the rest are waited for), 'wait' keeps them all and the erasure waits until the last
 * is used or expired. The erasure is due after the grace period; signing in meanwhile cancels it. The customer is
 * mailed what will be erased, what is kept and why, and how to cancel.
 */
export async function requestDeletion(
  deps: PrivacyDeps,
  asker: Asker,
  body: DeleteAccountBody,
  now = new Date(),
): Promise<AccountDeletion> {
  const { customerId } = asker;
  const closure = await closureOf(deps.db, customerId);
  if (closure === 'staff') throw new HttpError(403, 'STAFF_CANNOT_DELETE', DATA_RIGHTS_MESSAGES.staffCannotDelete);
  if (closure === 'host') throw new HttpError(403, 'HOST_CLOSES_THROUGH_PROVIDER', DATA_RIGHTS_MESSAGES.hostCloses);
  const [customer] = await deps.db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw new HttpError(404, 'NOT_FOUND', ACCOUNT_MESSAGES.signInRequired);
  if (body.password !== undefined && body.password !== '') {
    if (!customer.passwordHash || !(await verifyPassword(customer.passwordHash, body.password)))
      throw new HttpError(400, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword, {
        password: [ACCOUNT_MESSAGES.wrongPassword],
      });
  } else {
    const proven = asker.secondFactorAt && now.getTime() - asker.secondFactorAt.getTime() <= REVERIFY_WINDOW_MS;
    if (!proven) throw new HttpError(403, 'REVERIFY_REQUIRED', DATA_RIGHTS_MESSAGES.confirmRequired);
  }
  if (await pendingDeletion(deps.db, customerId))
    throw new HttpError(409, 'DELETION_PENDING', DATA_RIGHTS_MESSAGES.deletionPending);
  const unused = await unusedVouchers(deps.db, customerId, now);
  if (unused.length > 0 && !body.voucherChoice)
    throw new HttpError(400, 'VOUCHER_CHOICE_REQUIRED', DATA_RIGHTS_MESSAGES.voucherChoiceRequired, {
      voucherChoice: [DATA_RIGHTS_MESSAGES.voucherChoiceRequired],
    });
  const choice = unused.length > 0 ? body.voucherChoice! : null;
  const [row] = await deps.db
    .insert(accountDeletions)
    .values({
      customerId,
      requestedAt: now,
      dueAt: new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS),
      voucherChoice: choice,
      language: asker.language,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'DELETION_PENDING', DATA_RIGHTS_MESSAGES.deletionPending);
  if (choice === 'refund') {
    // One by one through the customer's own cancellation: a weekend pass goes whole with its first voucher, so the
    // others of it answer 409 (already cancelled) and are passed over; one whose window closed meanwhile stays.
    for (const item of refundable(unused, now)) {
      await cancelBookedItem(deps.aftersale, customerId, item.id, now).catch((error: unknown) => {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      });
    }
  }
  const state = await deletionState(deps.db, row, now);
  await deps.mailer.send(
    'deletion-requested',
    customer.email,
    {
      firstName: customer.firstName,
      dueAt: row.dueAt.toISOString(),
      graceDays: DELETION_GRACE_DAYS,
      taxYears: TAX_RECORD_YEARS,
      waitingForVouchers: state.waitingForVouchers,
      link: '/customer/dashboard/security',
    },
    { language: asker.language },
  );
  return state;
}

/**
 * Cancels the pending deletion ('Cancel deletion', or a sign-in during the grace period): a conditional update, so a
 * cancel and the erasure never both happen. The customer is mailed. Answers whether there was one to cancel.
 */
export async function cancelDeletion(
  deps: Pick<PrivacyDeps, 'db' | 'mailer'>,
  customerId: number,
  cause: 'signed-in' | 'customer',
  now = new Date(),
): Promise<boolean> {
  const [cancelled] = await deps.db
    .update(accountDeletions)
    .set({ cancelledAt: now, cancelCause: cause })
    .where(pendingOf(customerId))
    .returning();
  if (!cancelled) return false;
  const [customer] = await deps.db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (customer)
    await deps.mailer.send(
      'deletion-cancelled',
      customer.email,
      { firstName: customer.firstName, cause, link: '/customer/dashboard/security' },
      { language: cancelled.language },
    );
  return true;
}

/** 'Cancel deletion': 404 when there is none to cancel. */
export async function cancelOwnDeletion(
  deps: Pick<PrivacyDeps, 'db' | 'mailer'>,
  customerId: number,
  now = new Date(),
) {
  if (!(await cancelDeletion(deps, customerId, 'customer', now)))
    throw new HttpError(404, 'NO_DELETION', DATA_RIGHTS_MESSAGES.noDeletion);
}

/** The deletions whose grace period is over, and which wait for nothing more: the sweep erases them. */
export async function dueDeletions(db: Executor, now = new Date()) {
  const due = await db
    .select()
    .from(accountDeletions)
    .where(
      and(isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt), lte(accountDeletions.dueAt, now)),
    )
    .orderBy(accountDeletions.id);
  const ready: DeletionRow[] = [];
  for (const row of due) if ((await unusedVouchers(db, row.customerId, now)).length === 0) ready.push(row);
  return ready;
}
