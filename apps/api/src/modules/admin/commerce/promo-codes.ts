import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  COMMERCE_MESSAGES,
  dubaiDay,
  dubaiDayStart,
  promoBodySchema,
  type AdminPage,
  type AdminPromo,
} from '@weekends/shared';
import type { z } from 'zod';
import { orders, promoCodes } from '../../../db/schema/index.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { likePattern, orderOf, pageOf, pageWindow } from '../../../lib/paging.ts';
import { isUniqueViolation } from './unique.ts';

/**
 * Promo codes in the back office (modules/cart/promo.ts applies them): unique without case (the unique index on
 * upper(code)), stored upper case, valid over whole Dubai days, with their limits and how often they were used.
 */

type PromoRow = typeof promoCodes.$inferSelect;
type PromoInput = z.output<typeof promoBodySchema>;

const codeTaken = () =>
  new HttpError(409, 'CODE_TAKEN', COMMERCE_MESSAGES.codeTaken, { code: [COMMERCE_MESSAGES.codeTaken] });

/**
 * `valid_until` is the first instant it no longer applies (promoApplies), so the last day given ends at midnight after
 * it.
 */
const toStored = (body: PromoInput) => ({
  code: body.code,
  percent: body.percent,
  validFrom: body.validFrom ? dubaiDayStart(body.validFrom) : null,
  validUntil: body.validUntil ? dubaiDayStart(addDays(body.validUntil, 1)) : null,
  maxUses: body.maxUses,
  maxUsesPerCustomer: body.maxUsesPerCustomer,
  minOrderTotal: body.minOrderTotal,
  isActive: body.isActive,
});

function toPromo(row: PromoRow, paidOrders: number): AdminPromo {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    validFrom: row.validFrom ? dubaiDay(row.validFrom) : null,
    validUntil: row.validUntil ? dubaiDay(new Date(row.validUntil.getTime() - 1)) : null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    minOrderTotal: row.minOrderTotal,
    isActive: row.isActive,
    timesUsed: row.timesUsed,
    paidOrders,
    createdAt: row.createdAt.toISOString(),
  };
}

async function paidOrdersOf(db: Pick<Database, 'select'>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.promoCodeId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.promoCodeId, ids), eq(orders.status, 'paid')))
    .groupBy(orders.promoCodeId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

const SORTS = {
  code: promoCodes.code,
  percent: promoCodes.percent,
  used: promoCodes.timesUsed,
  created: promoCodes.createdAt,
} as const;

export async function listPromoCodes(
  db: Database,
  query: {
    page: number;
    pageSize: number;
    sort: keyof typeof SORTS;
    dir: 'asc' | 'desc';
    q?: string;
    active?: 'true' | 'false';
  },
): Promise<AdminPage<AdminPromo>> {
  const where = and(
    query.q ? sql`upper(${promoCodes.code}) like upper(${likePattern(query.q)})` : undefined,
    query.active ? eq(promoCodes.isActive, query.active === 'true') : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(promoCodes)
    .where(where)
    .orderBy(...orderOf(query.dir, SORTS[query.sort], promoCodes.id))
    .limit(limit)
    .offset(offset);
  const paid = await paidOrdersOf(
    db,
    rows.map((r) => r.id),
  );
  return pageOf(query, Promise.resolve(rows), db.select({ n: count() }).from(promoCodes).where(where), (row) =>
    toPromo(row, paid.get(row.id) ?? 0),
  );
}

async function readPromo(tx: Pick<Database, 'select'>, id: number, lock = false): Promise<AdminPromo> {
  const query = tx.select().from(promoCodes).where(eq(promoCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(COMMERCE_MESSAGES.promoNotFound);
  return toPromo(row, (await paidOrdersOf(tx, [id])).get(id) ?? 0);
}

/** Found through the unique index on upper(code), as the cart finds codes. */
async function assertCodeFree(tx: Tx, code: string, selfId: number | null): Promise<void> {
  const [other] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code})`);
  if (other && other.id !== selfId) throw codeTaken();
}

/** A limit below the uses already counted would not undo them; it is refused so the list never shows 12 of 10. */
function assertLimitFits(body: PromoInput, timesUsed: number): void {
  if (body.maxUses !== null && body.maxUses < timesUsed)
    throw new HttpError(400, 'VALIDATION_FAILED', COMMERCE_MESSAGES.limitBelowUses, {
      maxUses: [COMMERCE_MESSAGES.limitBelowUses],
    });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two admins creating one code at once: the loser's unique violation reads as the same 409.
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export function createPromoCode(db: Database, adminId: number, body: PromoInput): Promise<AdminPromo> {
  return guarded(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, body.code, null);
      const [row] = await tx.insert(promoCodes).values(toStored(body)).returning();
      const after = toPromo(row!, 0);
      await recordAdminAction(tx, adminId, {
        action: 'promo.create',
        subject: { type: 'promo_code', id: row!.id },
        before: null,
        after,
      });
      return after;
    }),
  );
}

export function updatePromoCode(db: Database, adminId: number, id: number, body: PromoInput): Promise<AdminPromo> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const before = await readPromo(tx, id, true);
      await assertCodeFree(tx, body.code, id);
      assertLimitFits(body, before.timesUsed);
      await tx.update(promoCodes).set(toStored(body)).where(eq(promoCodes.id, id));
      const after = await readPromo(tx, id);
      await recordAdminAction(tx, adminId, {
        action: 'promo.update',
        subject: { type: 'promo_code', id },
        before,
        after,
      });
      return after;
    }),
  );
}

/** Stops (or restarts) a code; orders that used it keep their discount. Codes are never deleted: orders name them. */
export function setPromoActive(db: Database, adminId: number, id: number, isActive: boolean): Promise<AdminPromo> {
  return db.transaction(async (tx) => {
    const before = await readPromo(tx, id, true);
    await tx.update(promoCodes).set({ isActive }).where(eq(promoCodes.id, id));
    await recordAdminAction(tx, adminId, {
      action: isActive ? 'promo.activate' : 'promo.deactivate',
      subject: { type: 'promo_code', id },
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return { ...before, isActive };
  });
}
