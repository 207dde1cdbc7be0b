import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ListingBody } from '@weekends/shared';
import { activityRevisions, adminActions, customers, hosts } from '../../../db/schema/index.ts';
import { createSession } from '../../accounts/sessions.ts';
import type { TestApp } from '../../../test/helpers.ts';

let sequence = 0;

/**
 * A session for an account with the given flags (a plain customer by default), as the authorization matrix makes them.
 */
export async function sessionAs(t: TestApp, flags: Partial<typeof customers.$inferInsert> = {}) {
  const n = ++sequence;
  const [row] = await t.db
    .insert(customers)
    .values({
      email: `approvals-${n}@example.test`,
      firstName: 'Role',
      lastName: `Holder ${n}`,
      isConfirmed: true,
      ...flags,
    })
    .returning({ id: customers.id, email: customers.email });
  // Staff sessions have proved a second factor, as the back office requires.
  const session = await createSession(t.db, row!.id, false, undefined, { secondFactor: Boolean(flags.staffRole) });
  return { id: row!.id, email: row!.email, token: session.token };
}

/** A small real JPEG, as a licence scan would be. */
export const licenceJpeg = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

/**
 * A host application as the sign-up stores it: an account (not a host yet) and its pending `hosts` row with a licence.
 */
export async function insertApplication(
  t: TestApp,
  options: {
    businessName: string;
    submittedAt?: Date;
    confirmed?: boolean;
    licence?: Buffer | null;
    cityId?: number;
    areaId?: number;
  },
) {
  const n = ++sequence;
  const [account] = await t.db
    .insert(customers)
    .values({
      email: `applicant-${n}@example.test`,
      firstName: 'Mariam',
      lastName: `Al Hashimi ${n}`,
      phoneNumber: '+971501234567',
      isConfirmed: options.confirmed ?? false,
    })
    .returning({ id: customers.id, email: customers.email });
  const licence = options.licence === undefined ? await licenceJpeg() : options.licence;
  const licenceKey = licence ? await t.app.storage.private.put('licences', 'jpg', licence) : null;
  await t.db.insert(hosts).values({
    customerId: account!.id,
    businessName: options.businessName,
    status: 'pending',
    submittedAt: options.submittedAt ?? new Date(),
    designation: 'Managing Director',
    landline: '+97142345678',
    firstName2: 'Yousef',
    lastName2: 'Karim',
    mobile2: '+971559876543',
    designation2: 'Operations Manager',
    tradeLicenseId: `DED-${100000 + n}`,
    businessDescription: 'Guided kayak tours through the mangroves.',
    tradeLicenseImage: licenceKey,
    address: 'Office 12, Marina Walk',
    streetName: 'Al Marsa Street',
    buildingName: 'Marina Walk',
    poBox: '123456',
    cityId: options.cityId,
    areaId: options.areaId,
    companyWebsiteLink: 'https://mangrove.example',
    instagramLink: 'https://instagram.com/mangrove',
  });
  return { id: account!.id, email: account!.email, licence };
}

export const hostRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(hosts).where(eq(hosts.customerId, id)))[0]!;
export const accountRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;
export const revisionRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(activityRevisions).where(eq(activityRevisions.id, id)))[0]!;
export const actionsOn = (t: TestApp, subjectType: string, subjectId: number) =>
  t.db
    .select()
    .from(adminActions)
    .where(eq(adminActions.subjectId, subjectId))
    .then((rows) => rows.filter((r) => r.subjectType === subjectType));

/** A complete listing, as Add New Activity sends it; the ids are the test's own lookups. */
export function listingBody(
  ids: {
    cityId: number;
    areaId: number;
    categoryId: number;
    dayIds: number[];
    timingIds: number[];
    preferenceId: number;
  },
  overrides: Partial<ListingBody> = {},
): ListingBody {
  return {
    title: 'Mangrove Kayak Tour',
    isOnline: false,
    description: 'Paddle through the Eastern Mangroves with a guide.',
    images: ['/uploads/test/kayak-1.webp'],
    priceOptions: [{ description: 'Adult', price: 15_000, discountedPrice: null, places: 1 }],
    asksForDate: true,
    places: 12,
    dayIds: ids.dayIds,
    timingIds: ids.timingIds,
    categoryId: ids.categoryId,
    validityPeriod: null,
    expiryDate: null,
    duration: '2 hours',
    whatsNext: 'You will get a voucher by e-mail.',
    workingHours: '7am - 6pm',
    howToRedeem: 'Show the voucher code at the jetty.',
    thursdayWorkingHours: '7am - 6pm',
    fridayWorkingHours: '7am - 6pm',
    saturdayWorkingHours: '7am - 6pm',
    included: ['Kayak and paddle'],
    notIncluded: ['Transfers'],
    thingsToKeepInMind: '',
    highlight: '',
    cancellationPolicy: '',
    termsAndConditions: '',
    additionalInformation: '',
    otherInformation: '',
    latitude: 24.45,
    longitude: 54.4,
    activityPreferenceId: ids.preferenceId,
    address: 'Eastern Mangroves Promenade',
    street: '',
    buildingNo: '',
    poBoxNo: '',
    cityId: ids.cityId,
    areaId: ids.areaId,
    ...overrides,
  };
}
