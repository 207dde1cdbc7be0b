import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authenticatorApps, passkeys } from '../../db/schema/index.ts';

/** Which second factors an account has: a confirmed authenticator app, and how many passkeys. */
export interface SecondFactors {
  authenticator: boolean;
  passkeys: number;
}

export async function secondFactorsOf(db: Executor, customerId: number): Promise<SecondFactors> {
  const [[app], [keys]] = await Promise.all([
    db
      .select({ customerId: authenticatorApps.customerId })
      .from(authenticatorApps)
      .where(and(eq(authenticatorApps.customerId, customerId), isNotNull(authenticatorApps.confirmedAt))),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.customerId, customerId)),
  ]);
  return { authenticator: app !== undefined, passkeys: keys?.n ?? 0 };
}

/** Two-step sign-in is on for an account that has any second factor: a password alone then no longer signs it in. */
export const hasSecondFactor = (factors: SecondFactors) => factors.authenticator || factors.passkeys > 0;

/**
 * What the session's answers tell the web of second factors: whether two-step sign-in is on, whether the account must
 * have it (staff), and whether this session proved it.
 */
export async function secondFactorState(
  db: Executor,
  customer: { id: number; isAdmin: boolean; isGuest: boolean },
  secondFactorAt: Date | null,
) {
  const enabled = !customer.isGuest && hasSecondFactor(await secondFactorsOf(db, customer.id));
  return { enabled, required: customer.isAdmin, proven: secondFactorAt !== null };
}

/**
 * When the session last proved who is signed in: its last second-factor proof; for an account without a second
 * factor, also the sign-in itself (the password, or the social provider), so a fresh sign-in is not asked again.
 */
export async function lastProofOf(
  db: Executor,
  customer: { id: number },
  session: { secondFactorAt: Date | null; signedInAt: Date },
): Promise<Date | null> {
  if (hasSecondFactor(await secondFactorsOf(db, customer.id))) return session.secondFactorAt;
  const times = [session.secondFactorAt, session.signedInAt].filter((t): t is Date => t !== null);
  return new Date(Math.max(...times.map((t) => t.getTime())));
}
