import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, areas, cities } from './catalog.ts';
import { customers } from './customers.ts';

/**
 * The host area's tables (docs/ARCHITECTURE.md, 'The host area'). A host is a customer account (contact person 1's
 * names, e-mail and phone live there) with a `hosts` row: the application, the business, the bank details and the
 * commercial terms. The account becomes a host (`customers.is_host`) when the provider approves the application.
 */
export const hosts = pgTable(
  'hosts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The company name. */
    businessName: text('business_name').notNull(),
    /** The rate of the Online Marketplace Fee kept from each sale. */
    commissionPercent: integer('commission_percent').notNull().default(15),
    /** pending → approved | rejected; a rejected applicant may apply again (back to pending). */
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => customers.id),
    // Contact person 1 (names, e-mail, mobile are the account's own).
    designation: text('designation'),
    landline: text('landline'),
    // Contact person 2, optional.
    firstName2: text('first_name2'),
    lastName2: text('last_name2'),
    mobile2: text('mobile2'),
    landline2: text('landline2'),
    designation2: text('designation2'),
    // The business.
    tradeLicenseId: text('trade_license_id'),
    businessDescription: text('business_description'),
    /** The trade licence image: a key of the private storage (never public). */
    tradeLicenseImage: text('trade_license_image'),
    address: text('address'),
    streetName: text('street_name'),
    buildingName: text('building_name'),
    poBox: text('po_box'),
    cityId: integer('city_id').references(() => cities.id),
    areaId: integer('area_id').references(() => areas.id),
    companyWebsiteLink: text('company_website_link'),
    youtubeLink: text('youtube_link'),
    linkedInLink: text('linked_in_link'),
    instagramLink: text('instagram_link'),
    facebookLink: text('facebook_link'),
    twitterLink: text('twitter_link'),
    // Payment Settings: where payouts go.
    accountHolder: text('account_holder'),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    bankAddress: text('bank_address'),
    iban: text('iban'),
    swiftCode: text('swift_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the application was last (re)submitted; the approvals queue is oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the provider closed the business account (the host asked to leave): its listings withdrawn, the people's
     * and bank details erased, the person's account erased. The business name and licence number stay on the sales
     * and payout records the VAT law keeps.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => customers.id),
  },
  (t) => [
    index('hosts_status_idx').on(t.status, t.submittedAt),
    check('hosts_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A listing as the host submitted it, waiting for the provider's approval. A new listing is an
 * activity row kept inactive with a `new` revision; an edit of a live listing is an `edit` revision while the live
 * row stays as it was. Approving applies `payload` (a ListingBody) to the activity in one transaction. One pending
 * revision per activity: a newer submission supersedes the pending one.
 */
export const activityRevisions = pgTable(
  'activity_revisions',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => customers.id),
  },
  (t) => [
    uniqueIndex('activity_revisions_one_pending_idx')
      .on(t.activityId)
      .where(sql`status = 'pending'`),
    index('activity_revisions_status_idx').on(t.status, t.createdAt),
    index('activity_revisions_host_idx').on(t.hostId, t.id.desc()),
    check('activity_revisions_kind_check', sql`${t.kind} in ('new', 'edit')`),
    check('activity_revisions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'superseded')`),
  ],
);

/**
 * An image a host uploaded for a listing: already re-encoded to WebP in a few widths (public paths under
 * /uploads/listings). A submission may name only its own host's uploads, or images the activity already has.
 */
export const hostUploads = pgTable(
  'host_uploads',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The public path of the main width, which is what activity_images.path stores. */
    path: text('path').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('host_uploads_host_idx').on(t.hostId)],
);

/** What the provider paid a host for a month's statement (the payout itself is made by bank transfer). */
export const hostPayouts = pgTable(
  'host_payouts',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => customers.id),
    /** The first day of the statement's month (Asia/Dubai). */
    month: date('month').notNull(),
    /** fils */
    amount: integer('amount').notNull(),
    reference: text('reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => customers.id),
  },
  (t) => [
    index('host_payouts_host_idx').on(t.hostId, t.month),
    check('host_payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** The audit log: every action of the provider's staff in the back office, with what it acted on. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => customers.id),
    /** e.g. 'host.approve', 'host.reject', 'listing.approve', 'listing.reject'. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    detail: jsonb('detail'),
    /** The subject as it was before the action and as it is after (the audit log shows the difference). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_admin_idx').on(t.adminId, t.createdAt.desc()),
    index('admin_actions_subject_idx').on(t.subjectType, t.subjectId),
    index('admin_actions_created_idx').on(t.createdAt.desc()),
  ],
);
