import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_MESSAGES } from '@weekends/shared';
import { customers, orders, promoCodes } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Owner } from './owner.ts';
import type { Executor } from '../../db/client.ts';

export type PromoCode = typeof promoCodes.$inferSelect;

/** Every refusal says the same ('Invalid Promo Code'), so the answer never tells which codes exist. */
export const invalidPromoCode = () =>
  new HttpError(400, 'INVALID_PROMO_CODE', CART_MESSAGES.invalidPromoCode, { code: [CART_MESSAGES.invalidPromoCode] });

/**
 * Promo codes are for full accounts whose e-mail is confirmed. A guest session is no account of its own (whoever
 * types a guest's e-mail gets one), and an unconfirmed sign-up costs nothing but a made-up address: either would
 * let one person multiply the per-customer limits and the budget of guesses.
 */
export function mayUsePromoCodes(owner: Owner, emailConfirmed: boolean): boolean {
  return owner.guestSessionId === null && emailConfirmed;
}

/** Why Apply refuses this owner before any code is looked up, if it does: the web asks a guest to log in. */
export async function promoRefusalFor(db: Executor, owner: Owner): Promise<HttpError | null> {
  if (owner.guestSessionId !== null) return new HttpError(403, 'PROMO_NEEDS_ACCOUNT', CART_MESSAGES.promoNeedsAccount);
  const [row] = await db
    .select({ isConfirmed: customers.isConfirmed })
    .from(customers)
    .where(eq(customers.id, owner.customerId));
  if (!mayUsePromoCodes(owner, row?.isConfirmed === true))
    return new HttpError(403, 'EMAIL_NOT_CONFIRMED', CART_MESSAGES.promoNeedsConfirmedEmail);
  return null;
}

export async function findPromoCode(db: Executor, code: string): Promise<PromoCode | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code.trim()})`)
    .limit(1);
  return row ?? null;
}

/**
 * Whether a promo code applies to this customer's order now: active, within its dates, under its total and
 * per-customer limits (orders awaiting payment or paid count), and the sub-total at least its minimum.
 */
export async function promoApplies(
  db: Executor,
  promo: PromoCode,
  customerId: number,
  subTotal: number,
  now = new Date(),
): Promise<boolean> {
  if (!promo.isActive) return false;
  if (promo.validFrom && promo.validFrom > now) return false;
  if (promo.validUntil && promo.validUntil <= now) return false;
  if (promo.maxUses !== null && promo.timesUsed >= promo.maxUses) return false;
  if (promo.minOrderTotal !== null && subTotal < promo.minOrderTotal) return false;
  if (promo.maxUsesPerCustomer !== null && (await customerUses(db, promo.id, customerId)) >= promo.maxUsesPerCustomer)
    return false;
  return true;
}

/** A customer's uses of a code: its orders awaiting payment or paid, but `exceptOrderId`. */
async function customerUses(db: Executor, promoId: number, customerId: number, exceptOrderId?: number) {
  const [used] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.promoCodeId, promoId),
        inArray(orders.status, ['awaiting_payment', 'paid']),
        exceptOrderId === undefined ? undefined : sql`${orders.id} <> ${exceptOrderId}`,
      ),
    );
  return used?.count ?? 0;
}

/** Counts one use against the total limit, atomically: false when the last use went to someone else. */
export async function takePromoUse(tx: Executor, promoId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.timesUsed} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

export async function releasePromoUse(tx: Executor, promoId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ timesUsed: sql`greatest(0, ${promoCodes.timesUsed} - 1)` })
    .where(eq(promoCodes.id, promoId));
}

/**
 * Counts a use again for an order that had given its use back (its hold lapsed) and is now paid late: only while the
 * code's limits still hold, its total and this customer's (other orders awaiting payment or paid), checked with the
 * code's row locked so that two late payments cannot both take its last use. False, taking nothing, otherwise.
 */
export async function retakePromoUse(
  tx: Executor,
  promoId: number,
  customerId: number,
  orderId: number,
): Promise<boolean> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId)).for('update');
  if (!promo) return false;
  if (promo.maxUses !== null && promo.timesUsed >= promo.maxUses) return false;
  if (
    promo.maxUsesPerCustomer !== null &&
    (await customerUses(tx, promoId, customerId, orderId)) >= promo.maxUsesPerCustomer
  )
    return false;
  return takePromoUse(tx, promoId);
}

/** Locks promo codes' rows by id: the first step of the one lock order (codes, then slots). */
export async function lockPromoCodes(tx: Executor, promoIds: readonly number[]): Promise<void> {
  const ids = [...new Set(promoIds)].sort((a, b) => a - b);
  if (ids.length > 0)
    await tx
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(inArray(promoCodes.id, ids))
      .orderBy(promoCodes.id)
      .for('update');
}
