import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';

/** How long a statement of the money path may wait for a row another transaction holds before it gives up. */
export const LOCK_TIMEOUT_MS = 5_000;
/** Attempts of a money transaction that PostgreSQL ended for a deadlock or a lock wait past the timeout. */
const ATTEMPTS = 3;

/** PostgreSQL's codes for a transaction ended so that others can go on: deadlock, lock timeout, serialisation. */
const RETRYABLE = new Set(['40P01', '55P03', '40001']);

let lockFailures = 0;
/** How many money transactions PostgreSQL ended for a deadlock or a lock timeout in this process (tests read it). */
export const lockFailureCount = () => lockFailures;

export function isLockFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * A transaction of the money path (checkout, confirmation, expiry, refunds, cancellations): its statements wait at
 * most LOCK_TIMEOUT_MS for a lock, and when PostgreSQL ends it for a deadlock or that timeout it runs again from the
 * start (nothing of the failed attempt was kept), up to three times. The one lock order (docs/ARCHITECTURE.md) makes
 * deadlocks impossible between our own transactions; this is the guard for whatever holds a row longer than it should.
 */
export async function moneyTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = ${LOCK_TIMEOUT_MS}`));
        return work(tx);
      });
    } catch (error) {
      if (!isLockFailure(error)) throw error;
      lockFailures += 1;
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}
