import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './catalog.ts';
import type { Language } from '@weekends/shared';

/**
 * The marketplace's inbound channels: every form a visitor sends is a row here first, so nothing is
 * lost when mail fails, and the back office lists them. `handledAt` marks what the provider has dealt with.
 */

/** One row per address; unsubscribing keeps the row (with unsubscribedAt) so a later subscribe is a re-subscribe. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Where the visitor subscribed: 'home', 'blog' or 'popup'. */
    source: text('source').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** 'Submit Interest' on a submit-request activity: a visitor asks to hear when it can be booked. */
export const interestRequests = pgTable(
  'interest_requests',
  {
    id: serial('id').primaryKey(),
    // Restrict, not cascade: a request is the provider's inbox and must outlive a mistaken delete of its activity.
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    comment: text('comment'),
    /** The language of the page the request came from: the mail that the activity is on sale again is written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** When the person was mailed that the activity is on sale again; null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('interest_requests_activity_idx').on(t.activityId),
    index('interest_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Contact (/contact), corporate 'Get in touch' (/corporate) and partner contact (/partner-contact) messages.
 * The fields every form has are columns; each form's own fields (company, designation, landline) go in `details`.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    /** 'contact', 'corporate' or 'partner'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_requests_kind_created_idx').on(t.kind, t.createdAt)],
);

/**
 * Return Gift Weekend (/give-back) and Sports weekend (/sports-weekend) nominations; each form's answers in `details`.
 */
export const nominations = pgTable(
  'nominations',
  {
    id: serial('id').primaryKey(),
    /** 'give-back' or 'sports'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('nominations_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Job openings are data, edited in the back office and shown at /career and /career-detail/{id}. */
export const careerOpenings = pgTable('career_openings', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleAr: text('title_ar'),
  location: text('location').notNull(),
  locationAr: text('location_ar'),
  /** 'Full time', 'Permanent', … as written on the posting. */
  employmentType: text('employment_type').notNull(),
  employmentTypeAr: text('employment_type_ar'),
  summary: text('summary').notNull(),
  summaryAr: text('summary_ar'),
  /** Markdown. */
  description: text('description').notNull(),
  descriptionAr: text('description_ar'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An application with its résumé; the file lives in private storage under `resumeKey`, never served publicly. */
export const careerApplications = pgTable(
  'career_applications',
  {
    id: serial('id').primaryKey(),
    openingId: integer('opening_id')
      .notNull()
      .references(() => careerOpenings.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    coverLetter: text('cover_letter').notNull(),
    resumeKey: text('resume_key').notNull(),
    resumeFileName: text('resume_file_name').notNull(),
    /** Detected from the file's content (PDF or Word), not from its name or the browser's claim. */
    resumeMimeType: text('resume_mime_type').notNull(),
    resumeSize: integer('resume_size').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('career_applications_opening_idx').on(t.openingId)],
);
