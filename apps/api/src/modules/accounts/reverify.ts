import { eq } from 'drizzle-orm';
import { REVERIFY_WINDOW_MS, SECURITY_MESSAGES, type SecurityOverview, type VerifyMethod } from '@weekends/shared';
import type { Executor } from '../../db/client.ts';
import { authenticatorApps, customers } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { verifyAuthenticatorCode, type FactorDeps } from './authenticator.ts';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes.ts';
import { hasSecondFactor, lastProofOf, secondFactorsOf } from './second-factors.ts';
import { markSessionVerified } from './sessions.ts';

export type ReverifyAnswer =
  { method: 'authenticator' | 'recovery'; code: string } | { method: 'password'; password: string };

const unavailable = () => new HttpError(400, 'METHOD_UNAVAILABLE', SECURITY_MESSAGES.methodUnavailable);

/**
 * 'Confirm it is you' before a sensitive action: a code of the account's second factor, or, only for an account that
 * has none, its password. The session then counts as verified for REVERIFY_WINDOW_MS.
 */
export async function reverify(
  deps: FactorDeps,
  customerId: number,
  sessionId: number,
  answer: ReverifyAnswer,
): Promise<void> {
  const factors = await secondFactorsOf(deps.db, customerId);
  if (answer.method === 'password') {
    if (hasSecondFactor(factors)) throw unavailable();
    const [row] = await deps.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row?.passwordHash) throw unavailable();
    if (!(await verifyPassword(row.passwordHash, answer.password)))
      throw new HttpError(400, 'PASSWORD_WRONG', SECURITY_MESSAGES.passwordWrong, {
        password: [SECURITY_MESSAGES.passwordWrong],
      });
  } else if (answer.method === 'authenticator') {
    await verifyAuthenticatorCode(deps.db, deps.secret, customerId, answer.code);
  } else {
    if (!hasSecondFactor(factors)) throw unavailable();
    await useRecoveryCode(deps.db, deps.secret, customerId, answer.code);
  }
  await markSessionVerified(deps.db, sessionId);
}

/** The Security tab's view of the account's second factors, and how this session can confirm it is you. */
export async function securityOverview(
  db: Executor,
  customer: { id: number; isAdmin: boolean },
  session: { secondFactorAt: Date | null; signedInAt: Date },
): Promise<SecurityOverview> {
  const [factors, left, [app], [account]] = await Promise.all([
    secondFactorsOf(db, customer.id),
    recoveryCodesLeft(db, customer.id),
    db
      .select({ confirmedAt: authenticatorApps.confirmedAt })
      .from(authenticatorApps)
      .where(eq(authenticatorApps.customerId, customer.id)),
    db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customer.id)),
  ]);
  const verifyWith: VerifyMethod[] = hasSecondFactor(factors)
    ? [
        ...(factors.authenticator ? (['authenticator'] as const) : []),
        ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
        ...(left > 0 ? (['recovery'] as const) : []),
      ]
    : account?.passwordHash
      ? ['password']
      : [];
  const proof = await lastProofOf(db, customer, session);
  const until = proof && proof.getTime() + REVERIFY_WINDOW_MS;
  return {
    required: customer.isAdmin,
    authenticator: { enabled: factors.authenticator, confirmedAt: app?.confirmedAt?.toISOString() ?? null },
    passkeys: factors.passkeys,
    recoveryCodesLeft: left,
    verifyWith,
    verifiedUntil: until && until > Date.now() ? new Date(until).toISOString() : null,
    proven: session.secondFactorAt !== null,
  };
}
