import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  SOCIAL_LOGIN,
  corporateEmailDomainMessage,
  socialEmailLockedMessage,
  type Language,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { corporates, customers, passwordResets } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sendConfirmationMail } from './confirmation.ts';
import { signOutOtherSessions } from './devices.ts';
import { accountOnEmail, isUniqueViolation } from './service.ts';
import { sessionCustomerColumns, type SessionCustomer } from './sessions.ts';

/** Saves the language the customer's mails are written in (the web's language switch, for a signed-in customer). */
export async function updateLanguage(db: Database, customerId: number, language: Language): Promise<void> {
  await db.update(customers).set({ language }).where(eq(customers.id, customerId));
}

/** The body as the shared schema leaves it: trimmed, the e-mail lower-cased. */
interface UpdateProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

const emailField = (message: string) => ({ email: [message] });
const emailTaken = () =>
  new HttpError(409, 'EMAIL_EXISTS', ACCOUNT_MESSAGES.emailExists, emailField(ACCOUNT_MESSAGES.emailExists));

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Personal Information. The customer id always comes from the session, never from the request, so nobody can edit
 * someone else's profile. A new e-mail address (compared without case; the schema lower-cases it):
 * - is refused for a social-login account: the provider verified its address, which is why the account was created
 *   confirmed and without a password, and the social sign-in also finds accounts by that address, so an unverified
 *   one there would let whoever holds that address at the provider land in this account;
 * - must stay on the corporate's domain for a corporate customer, as corporate sign-up makes it;
 * - must not belong to another account (any kind, guests included: only sign-up merges guests);
 * - makes the account unconfirmed until the link mailed to the new address is clicked (so bookings wait for it, as
 *   after sign-up), retires recovery codes mailed to the old address, and tells the old address what happened.
 * The same address changes nothing about confirmation. Mails that fail do not undo the change: 'Pending' offers Resend.
 */
export async function updateProfile(
  app: FastifyInstance,
  customerId: number,
  input: UpdateProfileInput,
): Promise<SessionCustomer> {
  const [current] = await app.db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      socialLogin: customers.socialLogin,
      corporateDomain: corporates.emailDomain,
    })
    .from(customers)
    .leftJoin(corporates, eq(corporates.id, customers.corporateId))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!current) throw new HttpError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.signInRequired);
  const details = { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber };
  const emailChanged = input.email !== current.email.toLowerCase();

  if (!emailChanged) {
    const [row] = await app.db
      .update(customers)
      .set(details)
      .where(eq(customers.id, customerId))
      .returning(sessionCustomerColumns);
    return row!;
  }
  if (current.socialLogin !== SOCIAL_LOGIN.none) {
    const message = socialEmailLockedMessage(current.socialLogin);
    throw new HttpError(400, 'EMAIL_CHANGE_NOT_ALLOWED', message, emailField(message));
  }
  if (current.corporateDomain && domainOf(input.email) !== current.corporateDomain.toLowerCase()) {
    const message = corporateEmailDomainMessage(current.corporateDomain.toLowerCase());
    throw new HttpError(400, 'CORPORATE_EMAIL_DOMAIN', message, emailField(message));
  }
  const owner = await accountOnEmail(app.db, input.email);
  if (owner && owner.id !== customerId) throw emailTaken();

  let row: SessionCustomer;
  try {
    row = await app.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(customers)
        .set({ ...details, email: input.email, isConfirmed: false })
        .where(eq(customers.id, customerId))
        .returning(sessionCustomerColumns);
      await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
      return updated!;
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await sendConfirmationMail(app, row);
  await app.mailer.send(
    'email-changed',
    current.email,
    { firstName: row.firstName, oldEmail: current.email, newEmail: row.email },
    { language: row.language },
  );
  return row;
}

/**
 * Change Password: the current password must be right ('Wrong password!', also for accounts without one). The
 * session in use stays; every other session ends, so a device signed in with the old password is signed out.
 */
export async function changePassword(
  db: Database,
  customerId: number,
  keepSessionId: number,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new HttpError(400, 'WRONG_PASSWORD', ACCOUNT_MESSAGES.wrongPassword, {
      currentPassword: [ACCOUNT_MESSAGES.wrongPassword],
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
    await signOutOtherSessions(tx, customerId, keepSessionId);
  });
}
