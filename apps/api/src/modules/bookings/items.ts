import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  AFTERSALE_MESSAGES,
  cancelWindow,
  giftWindow,
  moveWindow,
  type ChangeableItem,
  type VoucherActions,
  type Window,
} from '@weekends/shared';
import { bookedItems, voucherGifts } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';

/** Reads only: the database or an open transaction. */
type Reader = Pick<Database, 'select'>;

export type BookedItemRow = typeof bookedItems.$inferSelect;
export type GiftRow = typeof voucherGifts.$inferSelect;

/** An item as one customer sees it: theirs, or one they gave away (the giver may no longer change it). */
export interface OwnedItem {
  item: BookedItemRow;
  gift: GiftRow | null;
  /** This customer gave it to someone (claimed or not): every change is closed to them. */
  givenAway: boolean;
  /** This customer received it as a gift: its refund would go to the giver's card. */
  received: boolean;
}

function owned(customerId: number, item: BookedItemRow, gift: GiftRow | null): OwnedItem | null {
  const givenAway = gift !== null && gift.fromCustomerId === customerId;
  if (item.customerId !== customerId && !givenAway) return null;
  return { item, gift, givenAway, received: gift !== null && !givenAway && item.customerId === customerId };
}

/**
 * The item for a change by this customer, or null when it is not theirs (the route answers 404). One they gave away
 * is still found, so a second gift or a late cancel says 'given to someone else' rather than 'not found'. With
 * `lock`, the row is locked FOR UPDATE: a double click or two tabs wait here and see the first one's change.
 */
export async function ownedItem(
  tx: Reader,
  customerId: number,
  bookedItemId: number,
  lock = false,
): Promise<OwnedItem | null> {
  const query = tx.select().from(bookedItems).where(eq(bookedItems.id, bookedItemId));
  const [item] = lock ? await query.for('update') : await query;
  if (!item) return null;
  const [gift] = await tx.select().from(voucherGifts).where(eq(voucherGifts.bookedItemId, item.id));
  return owned(customerId, item, gift ?? null);
}

/**
 * The vouchers one cancel voids: the item itself, or every voucher of its weekend pass (items of type 1 of the same
 * booking and pass; demo bookings made before pass refs have none, so their pass items share the null ref). Locked
 * in id order with `lock`, so two cancels of one pass never wait on each other crosswise.
 */
export async function cancelGroup(
  tx: Reader,
  customerId: number,
  item: BookedItemRow,
  lock = false,
): Promise<OwnedItem[]> {
  if (item.itemType !== 1) {
    const one = await ownedItem(tx, customerId, item.id, lock);
    return one ? [one] : [];
  }
  const query = tx
    .select()
    .from(bookedItems)
    .where(
      and(
        eq(bookedItems.bookingId, item.bookingId),
        eq(bookedItems.itemType, 1),
        sql`${bookedItems.passRef} is not distinct from ${item.passRef}`,
      ),
    )
    .orderBy(asc(bookedItems.id));
  const rows = lock ? await query.for('update') : await query;
  const gifts =
    rows.length === 0
      ? []
      : await tx
          .select()
          .from(voucherGifts)
          .where(
            inArray(
              voucherGifts.bookedItemId,
              rows.map((r) => r.id),
            ),
          );
  // A pass voucher someone else now holds (a claimed gift) counts as given away: the pass cannot be cancelled whole.
  return rows.map((row) => {
    const gift = gifts.find((g) => g.bookedItemId === row.id) ?? null;
    return owned(customerId, row, gift) ?? { item: row, gift, givenAway: true, received: false };
  });
}

const changeable = (o: OwnedItem): ChangeableItem => ({
  bookedFor: o.item.bookedFor,
  purchaseDate: o.item.purchaseDate,
  redeemedAt: o.item.redeemedAt,
  cancelledAt: o.item.cancelledAt,
  gifted: o.givenAway,
});

/**
 * Whether the group can be cancelled now: every voucher's own window must be open (a pass's closes with its first
 * day, and with its first used voucher). A received gift is not refunded to its receiver.
 */
export function groupCancelWindow(group: readonly OwnedItem[], target: OwnedItem, now: Date): Window {
  const own = cancelWindow(changeable(target), now);
  if (!own.allowed) return own;
  if (target.received) return { allowed: false, until: null, reason: AFTERSALE_MESSAGES.giftNotRefundable };
  const windows = group.map((o) => cancelWindow(changeable(o), now));
  const until =
    windows
      .map((w) => w.until)
      .filter((u): u is string => u !== null)
      .sort()[0] ?? null;
  const closed = group.find((_, i) => !windows[i]!.allowed);
  if (!closed) return { allowed: true, until, reason: null };
  const reason =
    group.length > 1 && closed.item.redeemedAt && !closed.item.cancelledAt
      ? AFTERSALE_MESSAGES.passItemRedeemed
      : windows[group.indexOf(closed)]!.reason;
  return { allowed: false, until, reason };
}

/** What the voucher page offers now, each window computed with the shared rules the routes enforce. */
export function voucherActions(group: readonly OwnedItem[], target: OwnedItem, now: Date): VoucherActions {
  const item = changeable(target);
  return {
    cancel: {
      ...groupCancelWindow(group, target, now),
      refund: group.reduce((sum, o) => sum + o.item.total, 0),
      itemIds: group.map((o) => o.item.id),
    },
    move: moveWindow(item, now),
    // Once only: a received gift is not given on again.
    gift: giftWindow({ ...item, gifted: target.gift !== null }),
  };
}

/** The actions of one of the customer's items, read from the database. */
export async function actionsOf(
  db: Reader,
  customerId: number,
  item: BookedItemRow,
  now: Date,
): Promise<VoucherActions | null> {
  const group = await cancelGroup(db, customerId, item);
  const target = group.find((o) => o.item.id === item.id);
  return target ? voucherActions(group, target, now) : null;
}
