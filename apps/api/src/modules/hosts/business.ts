import { and, eq } from 'drizzle-orm';
import { HOST_MESSAGES, withUaePrefix, type HostApplication, type HostBusinessInput } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { areas, hosts } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';

type BusinessFields = Omit<HostBusinessInput, 'tradeLicenseImage'>;

/** The area must be one of the city's (the form loads the city's areas; a forged pair is refused). */
export async function checkAreaOfCity(db: Database, cityId: number, areaId: number): Promise<void> {
  const [area] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.id, areaId), eq(areas.cityId, cityId)))
    .limit(1);
  if (!area)
    throw new HttpError(400, 'AREA_NOT_IN_CITY', HOST_MESSAGES.areaNotInCity, {
      areaId: [HOST_MESSAGES.areaNotInCity],
    });
}

const orNull = (value: string) => value || null;

/** Business Information's columns of the hosts row; empty links are stored as none. */
export function businessColumns(input: BusinessFields) {
  return {
    businessName: input.companyName,
    tradeLicenseId: input.tradeLicenseId,
    businessDescription: input.businessDescription,
    address: input.address,
    streetName: input.streetName,
    buildingName: input.buildingName,
    poBox: input.poBox,
    cityId: input.cityId,
    areaId: input.areaId,
    companyWebsiteLink: orNull(input.companyWebsiteLink),
    youtubeLink: orNull(input.youtubeLink),
    linkedInLink: orNull(input.linkedInLink),
    instagramLink: orNull(input.instagramLink),
    facebookLink: orNull(input.facebookLink),
    twitterLink: orNull(input.twitterLink),
  } satisfies Partial<typeof hosts.$inferInsert>;
}

/** Contact person 1's landline and designation and contact person 2, as the hosts row keeps them ('+971…'). */
export function contactColumns(
  input: Pick<
    HostApplication,
    'landline' | 'designation' | 'firstName2' | 'lastName2' | 'mobile2' | 'landline2' | 'designation2'
  >,
) {
  return {
    designation: orNull(input.designation),
    landline: withUaePrefix(input.landline),
    firstName2: orNull(input.firstName2),
    lastName2: orNull(input.lastName2),
    mobile2: withUaePrefix(input.mobile2),
    landline2: withUaePrefix(input.landline2),
    designation2: orNull(input.designation2),
  } satisfies Partial<typeof hosts.$inferInsert>;
}
