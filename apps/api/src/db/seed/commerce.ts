import { eq, inArray, sql } from 'drizzle-orm';
import { activities, customers, hosts, priceOptions, promoCodes, settings } from '../schema/index.ts';
import { PROVIDER_SETTING, type ProviderDetails } from '../../modules/checkout/documents.ts';
import { demoAccounts } from './content/accounts.ts';
import { demoHostProfile } from './host-profile.ts';
import { createRng } from './prng.ts';
import type { Tx } from '../client.ts';

/** The provider as its tax invoices name it (a demo TRN: 15 digits, as the UAE's). */
export const DEMO_PROVIDER: ProviderDetails = {
  name: 'Weekends Marketplace FZ-LLC',
  trn: '100234567800003',
  address: 'Office 1204, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates',
  email: 'hello@weekends.ae',
};

/** The hosts who run the demo catalogue: the demo host account and three more businesses (no password). */
const demoHostBusinesses = [
  {
    email: 'bookings@dunesandco.ae',
    firstName: 'Khalid',
    lastName: 'Al Suwaidi',
    businessName: 'Dunes & Co. Adventures',
    commissionPercent: 15,
  },
  {
    email: 'hello@saltandsaffron.ae',
    firstName: 'Layla',
    lastName: 'Haddad',
    businessName: 'Salt & Saffron Kitchen',
    commissionPercent: 12,
  },
  {
    email: 'team@calmcoast.ae',
    firstName: 'Omar',
    lastName: 'Farouk',
    businessName: 'Calm Coast Wellness',
    commissionPercent: 18,
  },
] as const;

/** The one activity seeded with only three places left, so 'Last 3 Left' and selling out can be seen at once. */
export const FEW_PLACES_ACTIVITY_INDEX = 3;

/**
 * The money path's demo data: every activity has a host (the demo host runs a handful) and realistic places (dated
 * experiences 8-30 a date, vouchers 40-200 in stock, one undated activity with only 3 left, family options using 4
 * places), the promo codes WEEKEND10 (10%, no limits) and EXPIRED20 (expired), and the provider's tax details.
 */
export async function insertDemoCommerce(tx: Tx, now: Date): Promise<void> {
  const hostAccount = demoAccounts.find((a) => a.role === 'host')!;
  const [demoHost] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, hostAccount.email));
  const others = await tx
    .insert(customers)
    .values(
      demoHostBusinesses.map(({ businessName: _b, commissionPercent: _c, ...c }) => ({
        ...c,
        isHost: true,
        canManageActivities: true,
        isConfirmed: true,
      })),
    )
    .returning({ id: customers.id });
  await tx.insert(hosts).values([
    {
      customerId: demoHost!.id,
      businessName: 'Al Mazrouei Experiences',
      commissionPercent: 15,
      status: 'approved',
      ...demoHostProfile,
    },
    ...demoHostBusinesses.map((b, i) => ({
      customerId: others[i]!.id,
      businessName: b.businessName,
      commissionPercent: b.commissionPercent,
      status: 'approved',
    })),
  ]);

  const list = await tx
    .select({ id: activities.id, dateInput: activities.dateInput })
    .from(activities)
    .orderBy(activities.id);
  const hostIds = [demoHost!.id, ...others.map((o) => o.id)];
  const rng = createRng('demo-places');
  let undatedSeen = 0;
  for (const [index, activity] of list.entries()) {
    // The demo host runs every fourth activity; the three businesses share the rest.
    const hostId = index % 4 === 0 ? hostIds[0]! : hostIds[1 + (index % 3)]!;
    let places = activity.dateInput ? rng.int(8, 30) : rng.int(40, 200);
    if (!activity.dateInput && ++undatedSeen === FEW_PLACES_ACTIVITY_INDEX) places = 3;
    await tx.update(activities).set({ hostId, places }).where(eq(activities.id, activity.id));
  }
  await tx
    .update(priceOptions)
    .set({ places: 4 })
    .where(
      inArray(
        priceOptions.id,
        tx
          .select({ id: priceOptions.id })
          .from(priceOptions)
          .where(sql`${priceOptions.description} ilike '%family%'`),
      ),
    );

  const day = 86_400_000;
  await tx.insert(promoCodes).values([
    { code: 'WEEKEND10', percent: 10 },
    {
      code: 'EXPIRED20',
      percent: 20,
      validFrom: new Date(now.getTime() - 90 * day),
      validUntil: new Date(now.getTime() - 30 * day),
    },
  ]);
  await tx.insert(settings).values({ key: PROVIDER_SETTING, value: DEMO_PROVIDER }).onConflictDoNothing();
}
