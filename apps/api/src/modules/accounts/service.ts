import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, SOCIAL_LOGIN, signedUpWithMessage, type CurrentUser } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { customers, passwordResets, sessions } from '../../db/schema/index.ts';
import type { Captcha } from '../../lib/captcha.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';
import { DEFAULT_LANGUAGE, type Language } from '@weekends/shared';

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  happinessAmbassador: boolean;
  /** Corporate sign-up (/corporate/{slug}/register): the corporate the account belongs to. */
  corporateId?: number;
  /** The language of the page they signed up on (requestLanguage): their mails are written in it. */
  language?: Language;
}

export const emailExists = () => new HttpError(409, 'EMAIL_EXISTS', ACCOUNT_MESSAGES.emailExists);
/** The e-mail belongs to an account made with Google or Facebook, and the message says which. */
export const socialAccount = (socialLogin: number) =>
  new HttpError(409, 'SOCIAL_ACCOUNT', signedUpWithMessage(socialLogin));
const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);

/** Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;

export const byEmail = (email: string) => eq(sql`lower(${customers.email})`, email.toLowerCase());

/** True for PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Rejects a missing, forged, expired or replayed ALTCHA payload with the one captcha message. */
export async function checkCaptcha(captcha: Pick<Captcha, 'verify'>, payload: string): Promise<void> {
  if (!(await captcha.verify(payload)))
    throw new HttpError(400, 'CAPTCHA_FAILED', ACCOUNT_MESSAGES.captchaFailed, {
      captcha: [ACCOUNT_MESSAGES.captchaFailed],
    });
}

/** checkCaptcha with the app's verifier, for routes that check the captcha themselves. */
export function verifyCaptcha(app: FastifyInstance, payload: string): Promise<void> {
  return checkCaptcha(app.captcha, payload);
}

export interface ExistingAccount {
  id: number;
  isGuest: boolean;
  socialLogin: number;
}

/** The account already on an e-mail (any case), if any. */
export async function accountOnEmail(db: Database, email: string): Promise<ExistingAccount | undefined> {
  const [row] = await db
    .select({ id: customers.id, isGuest: customers.isGuest, socialLogin: customers.socialLogin })
    .from(customers)
    .where(byEmail(email))
    .limit(1);
  return row;
}

/**
 * A guest made from the checkout form: the only kind of account another form may take over. An account made
 * through Google or Facebook never is, guest or not: whoever holds the provider account owns it (the
 * answer names the provider instead).
 */
export const isMergeableGuest = (account: ExistingAccount) =>
  account.isGuest && account.socialLogin === SOCIAL_LOGIN.none;
/** The SQL twin of isMergeableGuest, re-checked by the UPDATE itself so a concurrent change cannot slip in between. */
export const mergeableGuestWhere = (condition: SQL) =>
  and(condition, eq(customers.isGuest, true), eq(customers.socialLogin, SOCIAL_LOGIN.none));

/** Why an e-mail cannot be used: a social account names its provider; any other answers EMAIL_EXISTS. */
export const conflictFor = (account: ExistingAccount) =>
  account.socialLogin !== SOCIAL_LOGIN.none ? socialAccount(account.socialLogin) : emailExists();

/** A lost race retries the decision once with the row that won; a second loss in a row is answered as taken. */
const ATTEMPTS = 2;

/**
 * Sign-up (also the corporate one): a new, unconfirmed customer with a password. An e-mail that belongs to a guest
 * (from 'Continue as a Guest') turns that guest into this full account, same id; a social account answers
 * SOCIAL_ACCOUNT and any other account EMAIL_EXISTS.
 */
export async function register(db: Database, input: NewCustomer): Promise<SessionCustomer> {
  let passwordHash: string | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const existing = await accountOnEmail(db, input.email);
    if (existing && !isMergeableGuest(existing)) throw conflictFor(existing);
    passwordHash ??= await hashPassword(input.password);
    const values = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      passwordHash,
      happinessAmbassador: input.happinessAmbassador,
      isCorporate: input.corporateId !== undefined,
      corporateId: input.corporateId ?? null,
      isConfirmed: false,
      language: input.language ?? DEFAULT_LANGUAGE,
    };
    if (existing) {
      const merged = await mergeGuestIntoAccount(db, existing.id, values);
      if (merged) return merged;
      // The guest changed between the read and the update (another sign-up merged it first): decide again.
      continue;
    }
    try {
      const [row] = await db.insert(customers).values(values).returning(sessionCustomerColumns);
      return row!;
    } catch (error) {
      // Two sign-ups (or a sign-up and a guest) with one e-mail at once: the unique index decides, then decide again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw emailExists();
}

/**
 * The merge: the guest row becomes a full, password account, keeping its id. Whoever signs up with a guest's
 * e-mail takes that guest over, and nothing proves they own the address yet, so:
 * - the UPDATE itself re-checks that the row is still a non-social guest (one statement, race-safe: of two
 *   sign-ups at once only one merges, the other then sees a password account and gets EMAIL_EXISTS);
 * - every session of the guest ends in the same transaction, so a guest session opened before the merge (by the
 *   real owner or anyone else) cannot reach the new full account; the caller starts one fresh session;
 * - the account is unconfirmed (isConfirmed false) until the link mailed to the address is clicked. Anything a
 *   guest left behind (its bookings and vouchers, addresses) must be shown to this account only once it is
 *   confirmed: until then only the mailbox owner is known to be its owner.
 */
async function mergeGuestIntoAccount(
  db: Database,
  guestId: number,
  values: typeof customers.$inferInsert,
): Promise<SessionCustomer | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ ...values, isGuest: false, socialLogin: SOCIAL_LOGIN.none, socialSubject: null })
      .where(mergeableGuestWhere(eq(customers.id, guestId)))
      .returning(sessionCustomerColumns);
    if (!row) return undefined;
    await tx.delete(sessions).where(eq(sessions.customerId, guestId));
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, guestId));
    return row;
  });
}

/**
 * Password login. Unknown e-mail, wrong password, and accounts without a password (guests, social logins)
 * all answer the same message, so the answer never tells which part was wrong.
 */
export async function login(db: Database, email: string, password: string): Promise<SessionCustomer> {
  const [row] = await db
    .select({ ...sessionCustomerColumns, passwordHash: customers.passwordHash, suspendedAt: customers.suspendedAt })
    .from(customers)
    .where(byEmail(email))
    .limit(1);
  if (!row?.passwordHash || row.isGuest) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verifyPassword(await decoyHash, password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw invalidCredentials();
  // Only after the password is proven, so the message never tells a stranger that an address is suspended.
  if (row.suspendedAt) throw new HttpError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_MESSAGES.accountSuspended);
  const { passwordHash: _hash, suspendedAt: _suspended, ...customer } = row;
  return customer;
}

/** The account with a password on this e-mail (not a guest's or a social login's), or undefined. */
export async function passwordAccount(
  db: Database,
  email: string,
): Promise<{ email: string; firstName: string; language: Language } | undefined> {
  const [row] = await db
    .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
    .from(customers)
    .where(and(byEmail(email), isNotNull(customers.passwordHash), eq(customers.isGuest, false)))
    .limit(1);
  return row;
}

/** What GET /api/accounts/me answers: the customer's own fields and role flags, no role internals. */
export function toCurrentUser(customer: SessionCustomer): CurrentUser {
  const { canManageActivities: _canManage, corporateId: _corporate, ...user } = customer;
  return user;
}
