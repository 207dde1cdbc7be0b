import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activities } from './catalog.ts';
import { customers, corporates } from './customers.ts';
import { bookings } from './bookings.ts';
import { bundles } from './bundles.ts';

/**
 * What a corporate owes for its awards: one invoice per award, due 30 days after it is issued. Money is integer
 * fils, VAT included.
 */
export const corporateInvoices = pgTable(
  'corporate_invoices',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id),
    /** 'CI-2026-000123': printed on the PDF. */
    number: text('number').notNull().unique(),
    amount: integer('amount').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The bank's reference of the corporate's transfer, recorded by the provider when it marks the invoice paid. */
    paymentReference: text('payment_reference'),
  },
  (t) => [
    index('corporate_invoices_corporate_idx').on(t.corporateId, t.issuedAt.desc()),
    check('corporate_invoices_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * An experience (itemType 0) or a weekend pass (itemType 1) a corporate admin gave an employee. The award is a booking
 * of the employee's (with its booked items and vouchers, no card payment) paid by the corporate's invoice. `saved` is
 * what the discounts took off the list price.
 */
export const corporateAwards = pgTable(
  'corporate_awards',
  {
    id: serial('id').primaryKey(),
    corporateId: integer('corporate_id')
      .notNull()
      .references(() => corporates.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => customers.id),
    awardedBy: integer('awarded_by')
      .notNull()
      .references(() => customers.id),
    itemType: integer('item_type').notNull(),
    activityId: integer('activity_id').references(() => activities.id),
    bundleId: integer('bundle_id').references(() => bundles.id),
    title: text('title').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => corporateInvoices.id),
    /** fils: what the corporate pays, and what the discounts saved. */
    total: integer('total').notNull(),
    saved: integer('saved').notNull().default(0),
    /** The admin's words to the employee, in the award mail. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('corporate_awards_corporate_idx').on(t.corporateId, t.createdAt.desc()),
    index('corporate_awards_employee_idx').on(t.employeeId),
    check('corporate_awards_item_type_check', sql`${t.itemType} in (0, 1)`),
  ],
);
