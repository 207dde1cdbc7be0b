import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, CONFIRMATION_TTL_HOURS } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import { customers, hosts } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Language } from '@weekends/shared';

const PURPOSE = 'email-confirmation';

/** Bound to the address too: a link mailed to an old address must not confirm a changed one. */
const subject = (customer: { id: number; email: string }) => `${customer.id}:${customer.email.toLowerCase()}`;

/** The web confirmation page reads the id from the route and the token from the query. */
export function confirmationLink(secret: string, customer: { id: number; email: string }, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + CONFIRMATION_TTL_HOURS * 60 * 60 * 1000);
  return `/confirm/${customer.id}?token=${signToken(secret, PURPOSE, subject(customer), expiresAt)}`;
}

/** Mails a fresh link. The mailer never throws; the outcome says whether it got out. */
export function mailConfirmationLink(
  deps: { mailer: Mailer; secret: string },
  customer: { id: number; email: string; firstName: string; language?: Language },
) {
  return deps.mailer.send(
    'email-confirmation',
    customer.email,
    {
      firstName: customer.firstName,
      email: customer.email,
      link: confirmationLink(deps.secret, customer),
      validHours: CONFIRMATION_TTL_HOURS,
    },
    { language: customer.language },
  );
}

/** mailConfirmationLink with the app's mailer and secret. */
export function sendConfirmationMail(
  app: FastifyInstance,
  customer: { id: number; email: string; firstName: string; language?: Language },
) {
  return mailConfirmationLink({ mailer: app.mailer, secret: app.config.SESSION_SECRET }, customer);
}

const invalid = () => new HttpError(400, 'CONFIRMATION_INVALID', ACCOUNT_MESSAGES.confirmationInvalid);

/**
 * Confirms the customer a genuine, unexpired token names and sends the welcome mail, once. A genuine token for an
 * account that is already confirmed answers success again (a second click, a reload), expired or not.
 */
export async function confirmEmail(app: FastifyInstance, id: number, token: string) {
  const [customer] = await app.db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      isConfirmed: customers.isConfirmed,
      language: customers.language,
      isHost: customers.isHost,
      hostStatus: hosts.status,
    })
    .from(customers)
    .leftJoin(hosts, eq(hosts.customerId, customers.id))
    .where(eq(customers.id, id))
    .limit(1);
  if (!customer) throw invalid();
  const check = checkToken(app.config.SESSION_SECRET, PURPOSE, subject(customer), token);
  if (check === 'invalid') throw invalid();
  // An applicant waiting for approval goes to the host area too, which tells them the application is being reviewed.
  const isHost = customer.isHost || customer.hostStatus === 'pending';
  const answer = (alreadyConfirmed: boolean) => ({
    message: ACCOUNT_MESSAGES.emailConfirmed,
    alreadyConfirmed,
    isHost,
  });
  if (customer.isConfirmed) return answer(true);
  if (check === 'expired') throw new HttpError(400, 'CONFIRMATION_EXPIRED', ACCOUNT_MESSAGES.confirmationExpired);

  // Conditional on still unconfirmed: of two clicks at once only one flips the flag and sends the welcome.
  const flipped = await app.db
    .update(customers)
    .set({ isConfirmed: true })
    .where(and(eq(customers.id, id), eq(customers.isConfirmed, false)))
    .returning({ id: customers.id });
  if (flipped.length === 0) return answer(true);
  // The mailbox is proven: whatever waits for that address (vouchers given to it) may now reach the account.
  await app.onEmailProven({ customerId: customer.id, email: customer.email });
  await app.mailer.send('welcome', customer.email, { firstName: customer.firstName }, { language: customer.language });
  return answer(false);
}
