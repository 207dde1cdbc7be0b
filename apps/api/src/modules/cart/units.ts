import { sql, type SQL } from 'drizzle-orm';
import { CART_MESSAGES, fillMessage } from '@weekends/shared';
import type { CartItemOptions } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Owner } from './owner.ts';
import type { Executor } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';

/**
 * The cap on units per date in one order (capacity/order-limit.ts): units are quantities, whatever places each
 * uses, summed over every item of the cart for one activity and date (or its undated stock), so a pass and the same
 * activity bought alone on the same date count together.
 */

/** The units of a selection. */
export const unitsOf = (options: CartItemOptions): number => options.reduce((n, o) => n + o.quantity, 0);

/** The slot a cart item counts in: the activity and its day, or its undated stock. */
export const unitSlot = (activityId: number, day: string | null): string => `${activityId}:${day ?? '-'}`;

/** Units per slot of some items. */
export function unitsPerSlot(
  items: readonly { activityId: number; day: string | null; options: CartItemOptions }[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) {
    const slot = unitSlot(item.activityId, item.day);
    units.set(slot, (units.get(slot) ?? 0) + unitsOf(item.options));
  }
  return units;
}

/**
 * Units the owner's cart holds per slot of these activities, leaving out the items a write replaces (`replaced`, a
 * condition on cart_items `ci`). A day is a slot only for an activity that asks for one (`dated`).
 */
export async function unitsHeld(
  db: Executor,
  owner: Owner,
  dated: ReadonlyMap<number, boolean>,
  replaced: SQL,
): Promise<Map<string, number>> {
  if (dated.size === 0) return new Map();
  const ids = `{${[...dated.keys()].map(Number).join(',')}}`;
  // Prepared (db/prepared.ts): `replaced` is one of a few shapes whose values are parameters.
  const rows = await preparedRows<{ activity_id: number; booked_for: string | null; options: CartItemOptions }>(
    db,
    sql`
    select ci.activity_id, ci.booked_for::text as booked_for, ci.options
    from cart_items ci join carts c on c.id = ci.cart_id
    where c.customer_id = ${owner.customerId} and c.guest_session_id is not distinct from ${owner.guestSessionId}::int
      and ci.activity_id = any(${ids}::int[]) and not (${replaced})`,
  );
  return unitsPerSlot(
    rows.map((r) => ({
      activityId: Number(r.activity_id),
      day: dated.get(Number(r.activity_id)) ? r.booked_for : null,
      options: r.options,
    })),
  );
}

/** The words for a slot beyond the cap. */
export function tooManyMessage(title: string, max: number, dated: boolean): string {
  return fillMessage(dated ? CART_MESSAGES.tooManyForDate : CART_MESSAGES.tooManyForOrder, { title, max });
}

/** Refuses a selection that would take its slot beyond the cap, counting what the cart already holds there. */
export function checkUnits(
  selection: { activityId: number; title: string; dated: boolean; day: string | null; options: CartItemOptions },
  held: ReadonlyMap<string, number>,
  max: number,
): void {
  const total = (held.get(unitSlot(selection.activityId, selection.day)) ?? 0) + unitsOf(selection.options);
  if (total > max) throw new HttpError(409, 'TOO_MANY_FOR_DATE', tooManyMessage(selection.title, max, selection.dated));
}
