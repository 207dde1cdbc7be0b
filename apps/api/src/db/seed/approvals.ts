import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { listingBodySchema } from '@weekends/shared';
import { activities, activityRevisions, customers, hosts } from '../schema/index.ts';
import { readLiveListing } from '../../modules/listings/live.ts';
import { demoAccounts } from './content/accounts.ts';
import { cities } from './content/cities.ts';
import { writeDemoTradeLicence } from './trade-licence.ts';
import type { Tx } from '../client.ts';

/**
 * What the back office's Approvals shows on a fresh demo (modules/admin): one host application waiting with its
 * trade licence, and one edit of a demo host's live listing waiting beside the live version.
 */

/** The applicant: a small Ajman tour operator, not a host until the provider approves it. */
export const DEMO_APPLICANT = {
  email: 'hamdan@masfouttrails.ae',
  firstName: 'Hamdan',
  lastName: 'Al Kaabi',
  phoneNumber: '+971504417823',
  businessName: 'Masfout Mountain Trails Tourism L.L.C.',
  tradeLicenseId: '1087452',
} as const;

/**
 * A key of private storage like the ones sign-up makes ('licences/{32 hex}.jpg'), but fixed, so a second seed of the
 * same data directory finds the file already there.
 */
export const DEMO_LICENCE_KEY = `licences/${createHash('sha256').update('weekends-demo-licence-masfout').digest('hex').slice(0, 32)}.jpg`;

const MASFOUT_AREA_ID = 19;

/** Renders the applicant's licence (an Ajman one) into private storage unless it is there already. */
export function writeDemoLicence(privateDir: string, now = new Date()): Promise<boolean> {
  return writeDemoTradeLicence(
    privateDir,
    DEMO_LICENCE_KEY,
    {
      government: 'Government of Ajman',
      department: 'Department of Economic Development',
      seal: 'AJMAN DED',
      colours: { band: '#7f1d1d', department: '#fde68a', seal: '#b91c1c' },
      fields: [
        ['Licence No.', DEMO_APPLICANT.tradeLicenseId],
        ['Trade Name', DEMO_APPLICANT.businessName],
        ['Legal Form', 'Limited Liability Company'],
        ['Activities', 'Tourist Trips Organizing; Mountain Guided Tours'],
        ['Manager', `${DEMO_APPLICANT.firstName} ${DEMO_APPLICANT.lastName}`],
        ['Address', 'Shop 4, Masfout Market Road, Masfout, Ajman'],
      ],
      issuedDaysAgo: 200,
    },
    now,
  );
}

/** The pending application (with the licence key) and a pending edit of the demo host's first live listing. */
export async function insertDemoApprovals(tx: Tx, now: Date): Promise<void> {
  const day = 86_400_000;
  const city = cities.find((c) => c.areas.some((a) => a.id === MASFOUT_AREA_ID))!;
  const [applicant] = await tx
    .insert(customers)
    .values({
      email: DEMO_APPLICANT.email,
      firstName: DEMO_APPLICANT.firstName,
      lastName: DEMO_APPLICANT.lastName,
      phoneNumber: DEMO_APPLICANT.phoneNumber,
      isConfirmed: true,
      createdAt: new Date(now.getTime() - 2 * day),
    })
    .returning({ id: customers.id });
  await tx.insert(hosts).values({
    customerId: applicant!.id,
    businessName: DEMO_APPLICANT.businessName,
    status: 'pending',
    designation: 'Founder & Managing Director',
    landline: '+97167468210',
    firstName2: 'Priya',
    lastName2: 'Nair',
    mobile2: '+971552309871',
    designation2: 'Operations Manager',
    tradeLicenseId: DEMO_APPLICANT.tradeLicenseId,
    businessDescription:
      'Guided hikes, wadi walks and stargazing nights in the Hajar Mountains around Masfout, for small groups and families. Our guides are certified in wilderness first aid and speak Arabic, English and Hindi.',
    tradeLicenseImage: DEMO_LICENCE_KEY,
    address: 'Shop 4, Masfout Market',
    streetName: 'Masfout Market Road',
    buildingName: 'Al Hajar Building',
    poBox: '34127',
    cityId: city.id,
    areaId: MASFOUT_AREA_ID,
    companyWebsiteLink: 'https://masfouttrails.ae',
    instagramLink: 'https://www.instagram.com/masfouttrails',
    facebookLink: 'https://www.facebook.com/masfouttrails',
    createdAt: new Date(now.getTime() - 2 * day),
    submittedAt: new Date(now.getTime() - 2 * day + 3_600_000),
  });

  const hostAccount = demoAccounts.find((a) => a.role === 'host')!;
  const [host] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, hostAccount.email));
  const [listing] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.hostId, host!.id), eq(activities.isActive, true), eq(activities.hasImages, true)))
    .orderBy(asc(activities.id))
    .limit(1);
  const live = (await readLiveListing(tx, listing!.id))!;
  // The host's edit: a sharper title, 15% off the first price (whole dirhams), one more thing included (in both
  // languages), a note on the Saturday hours.
  const payload = listingBodySchema.parse({
    ...live,
    title: `${live.title} – Weekend Special`,
    priceOptions: live.priceOptions.map((o, i) =>
      i === 0 ? { ...o, discountedPrice: Math.floor(((o.discountedPrice ?? o.price) * 0.85) / 100) * 100 } : o,
    ),
    included: [...live.included, 'Bottled water and dates on arrival'],
    includedAr: [...(live.includedAr ?? []), 'مياه معبأة وتمر عند الوصول'],
    saturdayWorkingHours:
      live.saturdayWorkingHours === 'Closed'
        ? live.saturdayWorkingHours
        : `${live.saturdayWorkingHours} (last entry one hour before closing)`,
    // The same note in Arabic, as the host writes both.
    saturdayWorkingHoursAr:
      live.saturdayWorkingHours === 'Closed'
        ? live.saturdayWorkingHoursAr
        : `${live.saturdayWorkingHoursAr} (آخر دخول قبل الإغلاق بساعة)`,
  });
  await tx.insert(activityRevisions).values({
    activityId: listing!.id,
    hostId: host!.id,
    kind: 'edit',
    payload,
    createdAt: new Date(now.getTime() - 5 * 3_600_000),
  });
}
