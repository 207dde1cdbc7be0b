import { and, asc, eq, isNull } from 'drizzle-orm';
import { AFTERSALE_EVENT_CAUSES, type BookedItemEvent } from '@weekends/shared';
import { bookedItemEvents, bookedItems } from '../../db/schema/index.ts';
import type { Database, Executor } from '../../db/client.ts';

export type EventKind = BookedItemEvent['kind'];

/**
 * Writes one history line on each item (in the caller's transaction, so the line exists exactly when the change does).
 */
export async function recordEvents(
  tx: Executor,
  itemIds: readonly number[],
  kind: EventKind,
  cause: string,
  at: Date,
  detail: Record<string, string | number | null> | null = null,
): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.insert(bookedItemEvents).values(itemIds.map((bookedItemId) => ({ bookedItemId, kind, cause, detail, at })));
}

/** An item's history as the voucher page shows it, oldest first. */
export async function itemHistory(db: Pick<Database, 'select'>, bookedItemId: number): Promise<BookedItemEvent[]> {
  const rows = await db
    .select({
      kind: bookedItemEvents.kind,
      cause: bookedItemEvents.cause,
      detail: bookedItemEvents.detail,
      at: bookedItemEvents.at,
    })
    .from(bookedItemEvents)
    .where(eq(bookedItemEvents.bookedItemId, bookedItemId))
    .orderBy(asc(bookedItemEvents.at), asc(bookedItemEvents.id));
  return rows.map((r) => ({
    kind: r.kind as EventKind,
    cause: r.cause,
    worded: wordedCause(r.kind as EventKind, r.cause, r.detail),
    at: r.at.toISOString(),
  }));
}

const CAUSES = AFTERSALE_EVENT_CAUSES;
/** The English the gift causes were recorded with around the name: the name is what the page words again. */
const GIFTED = CAUSES.gifted('');
const GIFT_RECEIVED = CAUSES.giftReceived('');

/**
 * A recorded cause as its key and values, for the page to word in its language. The history holds the English words
 * each change was recorded with (and, for a refund and a move, their figures in `detail`); a cause written otherwise
 * (by hand, or before these keys) has none, and the page shows its words as they are.
 */
export function wordedCause(
  kind: EventKind,
  cause: string,
  detail: Record<string, string | number | null> | null,
): BookedItemEvent['worded'] {
  const constant = (['paid', 'cancelled', 'cancelledWithPass', 'redeemedByHost', 'remindedDayBefore'] as const).find(
    (key) => CAUSES[key] === cause,
  );
  if (constant) return { key: constant, values: {} };
  if (kind === 'refunded' && typeof detail?.amount === 'number')
    return { key: 'refunded', values: { amount: detail.amount } };
  if (kind === 'moved' && typeof detail?.from === 'string' && typeof detail.to === 'string')
    return { key: 'moved', values: { from: detail.from, to: detail.to } };
  if (kind === 'gifted' && cause.startsWith(GIFTED))
    return { key: 'gifted', values: { name: cause.slice(GIFTED.length) } };
  if (kind === 'gift_received' && cause.startsWith(GIFT_RECEIVED))
    return { key: 'giftReceived', values: { name: cause.slice(GIFT_RECEIVED.length) } };
  return null;
}

/**
 * The host has checked the voucher code: it is used (once; a cancelled voucher cannot be). Answers whether this call
 * redeemed it. The host's redeem screen calls it inside its own transaction (redeemInTx), after checking the voucher's
 * day on the locked row; tests and the reminders call it directly.
 */
export async function redeemVoucher(
  db: Database,
  bookedItemId: number,
  cause: string = AFTERSALE_EVENT_CAUSES.redeemedByHost,
  now = new Date(),
): Promise<boolean> {
  return db.transaction((tx) => redeemInTx(tx, bookedItemId, cause, now));
}

/** The conditional update that redeems, with its history line, in the caller's transaction. */
export async function redeemInTx(
  tx: Executor,
  bookedItemId: number,
  cause: string = AFTERSALE_EVENT_CAUSES.redeemedByHost,
  now = new Date(),
): Promise<boolean> {
  const done = await tx
    .update(bookedItems)
    .set({ redeemedAt: now })
    .where(and(eq(bookedItems.id, bookedItemId), isNull(bookedItems.redeemedAt), isNull(bookedItems.cancelledAt)))
    .returning({ id: bookedItems.id });
  await recordEvents(
    tx,
    done.map((d) => d.id),
    'redeemed',
    cause,
    now,
  );
  return done.length > 0;
}
