import { eq } from 'drizzle-orm';
import { DEFAULT_OWN_PASS_DISCOUNTS, ownPassDiscountsSchema, type OwnPassDiscounts } from '@weekends/shared';
import { settings } from '../../db/schema/index.ts';
import type { Database, Executor } from '../../db/client.ts';

/** The settings key of 'Make Your Own Weekend Pass' discounts (percent off 3, 4, and 5 or more experiences). */
export const OWN_PASS_SETTING = 'own_pass_discounts';

/** The discounts the provider set, or the defaults until they set some (a malformed value falls back too). */
export async function readOwnPassDiscounts(db: Executor): Promise<OwnPassDiscounts> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, OWN_PASS_SETTING));
  const parsed = ownPassDiscountsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...DEFAULT_OWN_PASS_DISCOUNTS };
}

export async function saveOwnPassDiscounts(
  db: Pick<Database, 'insert'>,
  value: OwnPassDiscounts,
): Promise<OwnPassDiscounts> {
  await db
    .insert(settings)
    .values({ key: OWN_PASS_SETTING, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return value;
}
