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
