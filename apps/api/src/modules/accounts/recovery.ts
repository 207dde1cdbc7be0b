import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import { customers, passwordResets, sessions } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { READABLE_CODE_ALPHABET } from '../../lib/tokens.ts';
import { HttpError } from '../../plugins/errors.ts';

/** The codes are read from a phone and typed: no look-alike characters. */
export const OTP_ALPHABET = READABLE_CODE_ALPHABET;

export function newOtp(): string {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i += 1) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

/**
 * Only a keyed hash is stored: with about a million possible codes a plain hash would be reversed at once from a
 * leaked row; the server secret and the customer id make the stored value useless without the server.
 */
function otpHash(secret: string, customerId: number, code: string): string {
  return createHmac('sha256', secret).update(`password-reset\n${customerId}\n${code}`).digest('hex');
}

/** Password accounts only: guests and social-login customers have no password to recover. */
async function passwordAccount(app: FastifyInstance, email: string) {
  const [row] = await app.db
    .select({ id: customers.id, firstName: customers.firstName, email: customers.email, language: customers.language })
    .from(customers)
    .where(
      and(
        eq(sql`lower(${customers.email})`, email.toLowerCase()),
        eq(customers.isGuest, false),
        sql`${customers.passwordHash} is not null`,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Step 1: mails a new code and retires any older one. It answers 'Invalid Email Address!' (the earlier site's words)
 * for an unknown address, which tells a visitor whether an address has an account; the per-IP limit keeps that slow.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const customer = await passwordAccount(app, email);
  if (!customer) throw new HttpError(404, 'EMAIL_NOT_FOUND', ACCOUNT_MESSAGES.invalidEmailAddress);
  const code = newOtp();
  const now = new Date();
  await app.db.transaction(async (tx) => {
    // Only the newest code works: an older mail in the inbox must not stay a second way in.
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      customerId: customer.id,
      codeHash: otpHash(app.config.SESSION_SECRET, customer.id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
    });
  });
  await app.mailer.send(
    'password-reset',
    customer.email,
    {
      firstName: customer.firstName,
      code,
      validMinutes: OTP_TTL_MINUTES,
    },
    { language: customer.language },
  );
}

const invalidOtp = () => new HttpError(400, 'INVALID_OTP', ACCOUNT_MESSAGES.invalidOtp);

/**
 * Steps 2 and 3: the code and the new password. Every try spends one of the code's attempts before the comparison,
 * in one conditional UPDATE, so even simultaneous guesses get at most OTP_MAX_ATTEMPTS comparisons in all. Success
 * marks the code used and signs the customer out everywhere: whoever knew the old password loses their session.
 */
export async function resetPassword(
  app: FastifyInstance,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const customer = await passwordAccount(app, input.email);
  if (!customer) throw invalidOtp();
  const now = new Date();
  const live = and(
    eq(passwordResets.customerId, customer.id),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
    lt(passwordResets.attempts, OTP_MAX_ATTEMPTS),
  );
  const [latest] = await app.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(live)
    .orderBy(desc(passwordResets.id))
    .limit(1);
  if (!latest) throw invalidOtp();
  const [spent] = await app.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, latest.id), live))
    .returning({ codeHash: passwordResets.codeHash });
  if (!spent) throw invalidOtp();

  const given = Buffer.from(otpHash(app.config.SESSION_SECRET, customer.id, input.code.toUpperCase()), 'hex');
  if (!timingSafeEqual(given, Buffer.from(spent.codeHash, 'hex'))) throw invalidOtp();

  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    // Conditional on unused: of two correct submissions at once, only one sets a password.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, latest.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalidOtp();
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    await tx.delete(sessions).where(eq(sessions.customerId, customer.id));
  });
}
