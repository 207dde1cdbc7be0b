import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * The browsers an account has signed in from, each known by the random id of its long-lived device cookie (stored
 * only as its SHA-256). A sign-in from a browser not listed here for the account mails its owner, unless the account
 * has none yet (its sign-up, or its first sign-in since devices were recorded).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_customer_device_idx').on(t.customerId, t.deviceHash)],
);

/**
 * A new-device mail's 'This wasn't me' link: signed with the server secret over its id and customer, working until
 * `expires_at`, once (`used_at`). Using it forgets the device it names (`device_hash`), so a later sign-in from that
 * browser mails again.
 */
export const deviceAlerts = pgTable(
  'device_alerts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('device_alerts_customer_idx').on(t.customerId)],
);

/**
 * Every sign-in of an account, kept for a year (sessions are deleted when they end, so they cannot be the history):
 * the 'Recent sign-ins' list, and the sign-in history of the account's data export. How the person proved who they
 * are, and the device as the sign-in's request described it. Erased with the account.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** How: password, passkey, social, sign-up (a new account's first session), guest. */
    method: text('method').notNull(),
    /** The sign-in proved a second factor too (a passkey, or a two-step sign-in's second step). */
    secondFactor: boolean('second_factor').notNull().default(false),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    place: text('place'),
  },
  (t) => [
    index('sign_ins_customer_idx').on(t.customerId, t.signedInAt.desc()),
    check('sign_ins_method_check', sql`${t.method} in ('password', 'passkey', 'social', 'sign-up', 'guest')`),
  ],
);
