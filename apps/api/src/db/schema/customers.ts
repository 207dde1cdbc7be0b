import {
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  boolean,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Language, StaffRole } from '@weekends/shared';
import { activities } from './catalog.ts';

/** A corporate buyer; its employees register with an address at its e-mail domain, at /corporate/{slug}/register. */
export const corporates = pgTable('corporates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  emailDomain: text('email_domain').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everyone who has given us an e-mail address: registered customers, guests (isGuest, no password), social-login
 * customers (socialProvider), corporate customers (corporateId), hosts (isHost) and the provider's staff (isAdmin).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    /** argon2id; null for guests and social-login accounts. */
    passwordHash: text('password_hash'),
    isGuest: boolean('is_guest').notNull().default(false),
    /** 0 none, 1 Facebook, 2 Google (the earlier site's values). */
    socialLogin: integer('social_login').notNull().default(0),
    /** The provider's subject id for a social-login account. */
    socialSubject: text('social_subject'),
    isCorporate: boolean('is_corporate').notNull().default(false),
    corporateId: integer('corporate_id').references(() => corporates.id),
    image: text('image'),
    isHost: boolean('is_host').notNull().default(false),
    canManageActivities: boolean('can_manage_activities').notNull().default(false),
    /**
     * The provider's staff: 'owner' | 'finance' | 'support' | 'content' (STAFF_ROLES), null for everyone else. Each
     * back-office route allows some roles (STAFF_AREAS in packages/shared; the owner may use everything).
     */
    staffRole: text('staff_role').$type<StaffRole>(),
    /**
     * Is staff: derived from staff_role by the database (never written), so no account can be staff without a role,
     * and everything that only asks 'is this staff?' (the admin guard, places, the customers list) reads it as before.
     */
    isAdmin: boolean('is_admin')
      .notNull()
      .generatedAlwaysAs(sql`staff_role is not null`),
    /** A corporate customer who runs the corporate's awards and sees its dashboard (set in the back office). */
    isCorporateAdmin: boolean('is_corporate_admin').notNull().default(false),
    /** Set by the provider: a suspended account cannot sign in and its sessions stop working; null when active. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    /** The sign-up's 'Happiness ambassador' opt-in. */
    happinessAmbassador: boolean('happiness_ambassador').notNull().default(false),
    /** The 'left in your cart' reminder mail; the mail's link turns it off. */
    cartReminders: boolean('cart_reminders').notNull().default(true),
    /** The language we write to them in ('en' or 'ar'): the page's at sign-up, then whatever they last chose. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`),
    // New customers over time (the back office's overview).
    index('customers_created_idx')
      .on(t.createdAt)
      .where(sql`not is_guest`),
    // The back office finds customers (and their orders) by part of the name or e-mail with ILIKE '%…%'.
    index('customers_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('customers_staff_role_check', sql`staff_role in ('owner', 'finance', 'support', 'content')`),
  ],
);

/** An opaque session token, stored only as its SHA-256 hash; logout deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    /**
     * What a guest typed in 'Continue as a Guest' for this session. The guest's record keeps its own names: whoever
     * types a guest's e-mail gets a session, so a session's names must not overwrite another person's.
     */
    guestContact: jsonb('guest_contact').$type<{ firstName: string; lastName: string; phoneNumber: string }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this session last proved a second factor (an authenticator code, a recovery code or a passkey): at a
     * two-step sign-in, at enrolment, or when a sensitive action asked again. Null when it never has.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** The device as the sign-in's request described it, for the account's list of signed-in devices. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** An approximate place ('Dubai, AE') when the address's place is known; null otherwise. */
    place: text('place'),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** Password-recovery codes: 4 characters, stored hashed, 10 minutes, single use, 5 tries. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

export const favorites = pgTable(
  'favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_customer_activity_idx').on(t.customerId, t.activityId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_activity_published_idx').on(t.activityId, t.isPublished, t.publishedAt),
    index('reviews_customer_idx').on(t.customerId),
    // The back office's queue of reviews waiting for approval.
    index('reviews_pending_idx')
      .on(t.createdAt)
      .where(sql`not is_published`),
  ],
);
