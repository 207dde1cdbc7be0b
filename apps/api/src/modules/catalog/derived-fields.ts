import { eq, inArray } from 'drizzle-orm';
import { fromPrice } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { activities, activityImages, priceOptions } from '../../db/schema/index.ts';

/**
 * Recomputes the denormalised listing columns (fromPrice, hasImages) of the given activities. Whoever changes
 * an activity's price options or images calls this, so the price filter and the image rule stay true.
 */
export async function refreshListingFields(db: Database, activityIds: readonly number[]): Promise<void> {
  if (activityIds.length === 0) return;
  const ids = [...activityIds];
  const [options, imageRows] = await Promise.all([
    db
      .select({
        activityId: priceOptions.activityId,
        price: priceOptions.price,
        discountedPrice: priceOptions.discountedPrice,
      })
      .from(priceOptions)
      .where(inArray(priceOptions.activityId, ids)),
    db
      .selectDistinct({ activityId: activityImages.activityId })
      .from(activityImages)
      .where(inArray(activityImages.activityId, ids)),
  ]);
  const withImages = new Set(imageRows.map((r) => r.activityId));
  for (const id of ids) {
    await db
      .update(activities)
      .set({ fromPrice: fromPrice(options.filter((o) => o.activityId === id)), hasImages: withImages.has(id) })
      .where(eq(activities.id, id));
  }
}
