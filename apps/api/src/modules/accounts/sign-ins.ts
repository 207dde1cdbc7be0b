import { and, desc, eq, lt } from 'drizzle-orm';
import { SIGN_IN_LOG_DAYS, type RecentSignIn, type SignInMethod } from '@weekends/shared';
import type { Executor } from '../../db/client.ts';
import { signIns } from '../../db/schema/index.ts';
import { describeUserAgent, parsePlace } from './devices.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The device a sign-in's request described. */
export interface SignInDevice {
  userAgent: string | null;
  ipAddress: string | null;
  place: string | null;
}

/**
 * Writes one sign-in to the account's log, and forgets the account's sign-ins older than a year there and then (each
 * account prunes its own, by its index, so the log stays bounded without a job).
 */
export async function recordSignIn(
  db: Executor,
  customerId: number,
  sign: { method: SignInMethod; secondFactor: boolean; device: SignInDevice },
  now = new Date(),
): Promise<void> {
  await db.insert(signIns).values({
    customerId,
    signedInAt: now,
    method: sign.method,
    secondFactor: sign.secondFactor,
    ...sign.device,
  });
  await db
    .delete(signIns)
    .where(
      and(
        eq(signIns.customerId, customerId),
        lt(signIns.signedInAt, new Date(now.getTime() - SIGN_IN_LOG_DAYS * DAY_MS)),
      ),
    );
}

/** The account's whole sign-in log, newest first: the data export's sign-in history (with the addresses). */
export async function signInHistory(db: Executor, customerId: number) {
  const rows = await db
    .select()
    .from(signIns)
    .where(eq(signIns.customerId, customerId))
    .orderBy(desc(signIns.signedInAt), desc(signIns.id));
  return rows.map((row) => ({
    signedInAt: row.signedInAt.toISOString(),
    method: row.method as SignInMethod,
    secondFactor: row.secondFactor,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    place: row.place,
  }));
}

/**
 * The latest sign-ins, as 'Recent sign-ins' shows them: how, and the browser, system and place, without the address
 * (a person recognises 'Safari on iOS in Dubai', and the address is for the export).
 */
export async function recentSignIns(db: Executor, customerId: number, limit: number): Promise<RecentSignIn[]> {
  const rows = await db
    .select()
    .from(signIns)
    .where(eq(signIns.customerId, customerId))
    .orderBy(desc(signIns.signedInAt), desc(signIns.id))
    .limit(limit);
  return rows.map((row) => ({
    signedInAt: row.signedInAt.toISOString(),
    method: row.method as SignInMethod,
    secondFactor: row.secondFactor,
    ...describeUserAgent(row.userAgent),
    ...parsePlace(row.place),
  }));
}
