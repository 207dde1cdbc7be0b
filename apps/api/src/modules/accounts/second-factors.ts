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
