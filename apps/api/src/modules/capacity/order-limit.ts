import { eq } from 'drizzle-orm';
import { DEFAULT_UNITS_PER_DATE, orderLimitsSchema, type OrderLimits } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/**
 * The most units one order may hold of one activity on one date (or of its undated stock). An order awaiting
 * payment holds its places for its whole hold and a new checkout renews it, so without a cap one unpaid order could
 * keep a whole date from everyone else. The provider may set another number in the `settings` table.
 */
export const UNITS_PER_DATE_SETTING = 'order_units_per_date';

/** A stored value read defensively: anything but a positive whole number counts as the default. */
export function unitsPerDateOf(value: unknown): number {
  const parsed = orderLimitsSchema.shape.unitsPerDate.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_UNITS_PER_DATE;
}

export async function readOrderLimits(db: Pick<Database, 'select'>): Promise<OrderLimits> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, UNITS_PER_DATE_SETTING));
  return { unitsPerDate: unitsPerDateOf(row?.value) };
}
