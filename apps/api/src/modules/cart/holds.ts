import { eq } from 'drizzle-orm';
import { activities, cartItems, carts } from '../../db/schema/index.ts';
import { ownedBy, type Owner } from './owner.ts';
import type { Executor } from '../../db/client.ts';

/**
 * What a checkout of this cart will hold, read without pricing it: the promo code and the slots (activity and day,
 * no day for an undated activity). The checkout locks them in the one lock order before it changes anything.
 */
export async function cartHolds(
  tx: Executor,
  owner: Owner,
): Promise<{ promoCodeId: number | null; slots: { activityId: number; day: string | null }[] }> {
  const rows = await tx
    .select({
      promoCodeId: carts.promoCodeId,
      activityId: cartItems.activityId,
      bookedFor: cartItems.bookedFor,
      dateInput: activities.dateInput,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(activities, eq(activities.id, cartItems.activityId))
    .where(ownedBy(owner, carts));
  return {
    promoCodeId: rows[0]?.promoCodeId ?? null,
    slots: rows.flatMap((r) =>
      r.activityId === null ? [] : [{ activityId: r.activityId, day: r.dateInput ? r.bookedFor : null }],
    ),
  };
}
