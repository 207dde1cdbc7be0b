import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
import type { Language } from '@weekends/shared';
import { customers } from './customers.ts';

/**
 * 'Download my data': a ZIP a job prepares (JSON per area and the invoices' PDFs), kept as a private file and mailed as
 * a signed link that expires; the file is removed once the link has expired. One preparing at a time per account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<'preparing' | 'ready' | 'failed'>().notNull().default('preparing'),
    /** The ZIP's private storage key while it exists. */
    fileKey: text('file_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The link's and the file's end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the file was removed (expired, replaced, or the account erased). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_customer_idx').on(t.customerId, t.id.desc()),
    uniqueIndex('data_exports_one_preparing_idx')
      .on(t.customerId)
      .where(sql`status = 'preparing'`),
    check('data_exports_status_check', sql`${t.status} in ('preparing', 'ready', 'failed')`),
  ],
);

/**
 * 'Delete my account': pending for a grace period (signing in cancels it), then the account's personal data is erased
 * while its orders, booked items and invoices stay for the VAT law's five years under a replaced name. The row stays
 * as the record that the erasure was asked for and done.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    // No cascade: the customer row is anonymised, never deleted (its orders point at it).
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of the grace period. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Unused vouchers: 'refund' (cancelled and refunded at the request) or 'wait' (erased once none is left). */
    voucherChoice: text('voucher_choice').$type<'refund' | 'wait'>(),
    /** The language of the page it was asked from: its mails are written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'signed-in' (a sign-in during the grace period) or 'customer' (Cancel deletion). */
    cancelCause: text('cancel_cause').$type<'signed-in' | 'customer'>(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_customer_idx').on(t.customerId, t.id.desc()),
    uniqueIndex('account_deletions_one_pending_idx')
      .on(t.customerId)
      .where(sql`cancelled_at is null and erased_at is null`),
    index('account_deletions_due_idx')
      .on(t.dueAt)
      .where(sql`cancelled_at is null and erased_at is null`),
  ],
);
