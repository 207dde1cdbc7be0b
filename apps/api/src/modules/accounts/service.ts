import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type CurrentUser } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string;
  happinessAmbassador: boolean;
}

const emailExists = () => new HttpError(409, 'EMAIL_EXISTS', ACCOUNT_MESSAGES.emailExists);
const invalidCredentials = () => new HttpError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);

/** Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;

const byEmail = (email: string) => eq(sql`lower(${customers.email})`, email.toLowerCase());

/** True for PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Sign-up: a new, unconfirmed customer with a password. Any account already on the e-mail is a 409. */
export async function register(db: Database, input: NewCustomer): Promise<SessionCustomer> {
  const [existing] = await db.select({ id: customers.id }).from(customers).where(byEmail(input.email)).limit(1);
  if (existing) throw emailExists();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(customers)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber ?? null,
        passwordHash,
        happinessAmbassador: input.happinessAmbassador,
        isConfirmed: false,
      })
      .returning(sessionCustomerColumns);
    return row!;
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index decides, the loser gets the same warning.
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

/**
 * Password login. Unknown e-mail, wrong password, and accounts without a password (guests, social logins)
 * all answer the same message, so the answer never tells which part was wrong.
 */
export async function login(db: Database, email: string, password: string): Promise<SessionCustomer> {
  const [row] = await db
    .select({ ...sessionCustomerColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(byEmail(email))
    .limit(1);
  if (!row?.passwordHash || row.isGuest) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verifyPassword(await decoyHash, password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw invalidCredentials();
  const { passwordHash: _hash, ...customer } = row;
  return customer;
}

/** What GET /api/accounts/me answers: no role internals beyond the spec's customer fields. */
export function toCurrentUser(customer: SessionCustomer): CurrentUser {
  const { canManageActivities: _canManage, ...user } = customer;
  return user;
}
