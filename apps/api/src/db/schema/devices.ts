import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
