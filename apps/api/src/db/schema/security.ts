import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * A passkey (a WebAuthn credential) an account signs in with. Signing in with one proves two factors at once (the
 * device, and the face, fingerprint or PIN that unlocks it), so it also counts as the account's second factor.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the authenticator gave it; unique across all accounts. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter the authenticator last reported (0 for those that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (synced by a password manager or a platform account). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    /** The name its owner gave it ('iPhone', 'Work laptop'). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_customer_idx').on(t.customerId)],
);

/**
 * A WebAuthn challenge waiting for its answer: registering a passkey, signing in, or confirming it is you. Single use
 * (deleted when answered) and short-lived; a sign-in's has no customer until the passkey names one.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: serial('id').primaryKey(),
  challenge: text('challenge').notNull().unique(),
  purpose: text('purpose').$type<'register' | 'sign-in' | 'reverify'>().notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An authenticator app (TOTP) of an account: its secret, encrypted with a key derived from the server's secret, so a
 * copy of the database alone cannot mint codes. Pending until its first code confirms it.
 */
export const authenticatorApps = pgTable('authenticator_apps', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code is good once, never replayed within its 30 seconds. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per account, stored hashed, shown once when made. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_customer_idx').on(t.customerId)],
);

/**
 * The second step of a sign-in waiting for its code: the password (or the social provider) was right and the account
 * has a second factor. Single use (deleted when taken), five minutes, stored hashed like a session's token.
 */
export const twoStepTickets = pgTable(
  'two_step_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    transport: text('transport').$type<'cookie' | 'bearer'>().notNull().default('cookie'),
    /** How the first step was taken, for the sign-in log once the second is. */
    firstStep: text('first_step').$type<'password' | 'social'>().notNull().default('password'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_step_tickets_customer_idx').on(t.customerId)],
);
