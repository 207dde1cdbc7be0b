import { and, eq, inArray, isNull } from 'drizzle-orm';
import { activityPlaces, orderItems } from '../../db/schema/index.ts';
import { releasePlaces } from '../capacity/service.ts';
import type { BookedItemRow } from '../bookings/index.ts';
import type { Executor } from '../../db/client.ts';

/** Places each item uses: its quantity times its option's places per unit (1 for items sold without an order line). */
export async function placesOf(tx: Executor, items: readonly BookedItemRow[]): Promise<Map<number, number>> {
  const lineIds = items.map((i) => i.orderItemId).filter((id): id is number => id !== null);
  const lines =
    lineIds.length === 0
      ? []
      : await tx
          .select({ id: orderItems.id, perUnit: orderItems.placesPerUnit })
          .from(orderItems)
          .where(inArray(orderItems.id, lineIds));
  return new Map(items.map((i) => [i.id, i.quantity * (lines.find((l) => l.id === i.orderItemId)?.perUnit ?? 1)]));
}

/** The slot row of an activity on a day (or its undated stock); null when never used. */
export async function slotIdOf(tx: Executor, activityId: number, day: string | null): Promise<number | null> {
  const [row] = await tx
    .select({ id: activityPlaces.id })
    .from(activityPlaces)
    .where(
      and(
        eq(activityPlaces.activityId, activityId),
        day === null ? isNull(activityPlaces.day) : eq(activityPlaces.day, day),
      ),
    );
  return row?.id ?? null;
}

/**
 * Gives the items' places back to the slots they are booked on now (a moved item's new day). Their order lines stop
 * naming a slot, so a later refund of the whole order (the gateway's dashboard) does not give them back twice.
 */
export async function releaseItemPlaces(tx: Executor, items: readonly BookedItemRow[]): Promise<void> {
  const places = await placesOf(tx, items);
  const holds: { slotId: number; places: number }[] = [];
  for (const item of items) {
    const slotId = await slotIdOf(tx, item.activityId, item.bookedFor);
    if (slotId !== null) holds.push({ slotId, places: places.get(item.id)! });
  }
  await releasePlaces(tx, holds);
  const lineIds = items.map((i) => i.orderItemId).filter((id): id is number => id !== null);
  if (lineIds.length > 0)
    await tx.update(orderItems).set({ placesSlotId: null }).where(inArray(orderItems.id, lineIds));
}
