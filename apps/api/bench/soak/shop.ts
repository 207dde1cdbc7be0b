import { sql } from 'drizzle-orm';
import { LOCATION_PREFERENCES, addDays, dubaiDay, weekdayOf, type AddCartItemBody } from '@weekends/shared';
import type { Database } from '../../src/db/client.ts';
import { customers, promoCodes } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/modules/accounts/sessions.ts';

/**
 * What the soak's customers shop for, set up in the throwaway database once the server has seeded the demo
 * catalogue: signed-in customers and a provider's admin (sessions made in the database, as the benchmarks do), a
 * promo code with few uses so its limit is met, a dated activity with plenty of places (one of its options a
 * family ticket of 2 places), a dated one with 12 places a day, so days sell out and late payments find their places
 * gone, and an undated voucher.
 */
export const LIMITED_PROMO = { code: 'SOAKFEW', percent: 15, maxUses: 25, maxUsesPerCustomer: 1 };
export const UNLIMITED_PROMO = 'WEEKEND10';
const SCARCE_PLACES = 12;
/** Days at least this far ahead: every voucher stays inside its cancellation window for the whole run. */
const FIRST_DAY_AHEAD = 4;

export interface Buyer {
  id: number;
  token: string;
}

export interface SoakShop {
  buyers: Buyer[];
  adminToken: string;
  plenty: AddCartItemBody[];
  scarce: AddCartItemBody[];
  undated: AddCartItemBody[];
}

interface Candidate extends Record<string, unknown> {
  id: number;
  date_input: boolean;
  weekdays: number[] | null;
  options: number[];
}

/** The next `count` days from `FIRST_DAY_AHEAD` days on that fall on the activity's weekdays. */
function bookableDays(weekdays: readonly number[], count: number): string[] {
  const found: string[] = [];
  for (let day = addDays(dubaiDay(), FIRST_DAY_AHEAD); found.length < count; day = addDays(day, 1))
    if (weekdays.includes(weekdayOf(day))) found.push(day);
  return found;
}

export async function openSoakShop(db: Database, buyerCount: number): Promise<SoakShop> {
  const { rows } = await db.execute<Candidate>(sql`
    select a.id, a.date_input,
           array_agg(distinct d.weekday) filter (where d.weekday is not null) as weekdays,
           (select array_agg(po.id order by po.position) from price_options po where po.activity_id = a.id) as options
    from activities a
    left join activity_days ad on ad.activity_id = a.id
    left join days d on d.id = ad.day_id
    where a.is_active and not a.submit_request and not a.sold_out and a.expires_on is null
      and a.activity_preference_id is distinct from ${LOCATION_PREFERENCES.stayAtHome}
      and exists (select 1 from price_options po where po.activity_id = a.id)
    group by a.id
    order by a.id`);
  const dated = rows.filter((r) => r.date_input && (r.weekdays?.length ?? 0) > 0 && r.options.length >= 2);
  const undated = rows.find((r) => !r.date_input);
  const [plenty, scarce] = dated;
  if (!plenty || !scarce || !undated)
    throw new Error('the demo catalogue lacks two dated activities and an undated one');

  await db.execute(sql`update activities set places = 1000000 where id in (${plenty.id}, ${undated.id})`);
  await db.execute(sql`update activities set places = ${SCARCE_PLACES} where id = ${scarce.id}`);
  // Not an option the demo seed already sold: its booked items count their places by their option.
  await db.execute(sql`update price_options set places = 2 where id = ${plenty.options[1]!}
    and not exists (select 1 from booked_items where price_option_id = ${plenty.options[1]!})`);
  await db.insert(promoCodes).values(LIMITED_PROMO);

  const made = await db
    .insert(customers)
    .values(
      Array.from({ length: buyerCount }, (_, i) => ({
        email: `soak-${i}@example.test`,
        firstName: 'Soak',
        lastName: `Buyer ${i}`,
        phoneNumber: '+971501234567',
        isConfirmed: true,
      })),
    )
    .returning({ id: customers.id });
  const buyers: Buyer[] = [];
  for (const { id } of made) buyers.push({ id, token: (await createSession(db, id, true)).token });
  const [admin] = await db
    .insert(customers)
    .values({
      email: 'soak-admin@example.test',
      firstName: 'Soak',
      lastName: 'Admin',
      isConfirmed: true,
      staffRole: 'owner',
    })
    .returning({ id: customers.id });

  const item = (activityId: number, date: string | null, priceOptionId: number, quantity: number) => ({
    activityId,
    date,
    options: [{ priceOptionId, quantity }],
  });
  return {
    buyers,
    adminToken: (await createSession(db, admin!.id, true)).token,
    plenty: bookableDays(plenty.weekdays!, 3).flatMap((day) => [
      item(plenty.id, day, plenty.options[0]!, 1),
      item(plenty.id, day, plenty.options[0]!, 2),
      item(plenty.id, day, plenty.options[1]!, 1),
    ]),
    scarce: bookableDays(scarce.weekdays!, 2).flatMap((day) => [
      item(scarce.id, day, scarce.options[0]!, 1),
      item(scarce.id, day, scarce.options[0]!, 2),
    ]),
    undated: [item(undated.id, null, undated.options[0]!, 1), item(undated.id, null, undated.options[0]!, 2)],
  };
}
