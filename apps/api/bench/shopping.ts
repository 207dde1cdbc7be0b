import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, dubaiDay, weekdayOf } from '@weekends/shared';
import type { Database } from '../src/db/client.ts';
import { activities, customers, priceOptions } from '../src/db/schema/index.ts';
import { createSession } from '../src/modules/accounts/sessions.ts';

/** What the commerce benchmarks shop with: one signed-in customer per connection, and a dated activity to add. */
export interface Shopping {
  tokens: string[];
  dated: { activityId: number; date: string; options: { priceOptionId: number; quantity: number }[] };
  postgresVersion: string;
}

/**
 * `count` new customers, each with a session (made in the database), and the first dated activity sold on Fridays
 * with its first two options, on a Friday a week or more ahead, on a database the demo seed filled.
 */
export async function shoppers(db: Database, count: number): Promise<Shopping> {
  const tokens: string[] = [];
  const run = randomUUID().slice(0, 8);
  for (let i = 0; i < count; i += 1) {
    const [row] = await db
      .insert(customers)
      .values({
        email: `bench-${run}-${i}@example.test`,
        firstName: 'Bench',
        lastName: `Buyer ${i}`,
        isConfirmed: true,
      })
      .returning({ id: customers.id });
    tokens.push((await createSession(db, row!.id, true)).token);
  }
  const [activity] = await fridayActivities(db, { limit: 1 });
  const options = await db
    .select({ id: priceOptions.id })
    .from(priceOptions)
    .where(eq(priceOptions.activityId, activity!.id))
    .orderBy(asc(priceOptions.position));
  let date = addDays(dubaiDay(), 7);
  while (weekdayOf(date) !== 5) date = addDays(date, 1);
  const [version] = (await db.execute<{ v: string }>(sql`select current_setting('server_version') as v`)).rows;
  return {
    tokens,
    dated: {
      activityId: activity!.id,
      date,
      options: options.slice(0, 2).map((o, i) => ({ priceOptionId: o.id, quantity: i + 1 })),
    },
    postgresVersion: version?.v ?? 'unknown',
  };
}

/** Active dated activities sold on Fridays that can be added to a cart, lowest id first. */
export function fridayActivities(db: Database, options: { limit: number; withImages?: boolean }) {
  return db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.dateInput, true),
        eq(activities.isActive, true),
        options.withImages ? eq(activities.hasImages, true) : undefined,
        eq(activities.submitRequest, false),
        sql`exists (select 1 from activity_days ad join days d on d.id = ad.day_id where ad.activity_id = ${activities.id} and d.weekday = 5)`,
      ),
    )
    .orderBy(asc(activities.id))
    .limit(options.limit);
}
