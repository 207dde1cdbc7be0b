import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  HOST_MESSAGES,
  uaeDigits,
  withUaePrefix,
  type HostBusiness,
  type HostBusinessInput,
  type HostPayment,
  type HostPaymentSettings,
  type HostPersonal,
  type HostPersonalSettings,
} from '@weekends/shared';
import { customers, hosts } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/errors.ts';
import { updateProfile } from '../accounts/index.ts';
import { businessColumns, checkAreaOfCity, contactColumns } from './business.ts';
import type { HostDeps } from './deps.ts';
import { storeLicenceImage } from './licence-image.ts';

/**
 * Account Settings of a host. Every read and write is of the session's own hosts row:
 * the customer id comes from the session, never from the request, so no host reaches another's details.
 */
const noHost = () => notFound(HOST_MESSAGES.notAHost);
const text = (value: string | null) => value ?? '';

async function hostRow(db: Database, customerId: number) {
  const [row] = await db.select().from(hosts).where(eq(hosts.customerId, customerId)).limit(1);
  if (!row) throw noHost();
  return row;
}

export async function getPersonal(db: Database, customerId: number): Promise<HostPersonalSettings> {
  const [row] = await db
    .select({
      host: hosts,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phoneNumber: customers.phoneNumber,
    })
    .from(hosts)
    .innerJoin(customers, eq(customers.id, hosts.customerId))
    .where(eq(hosts.customerId, customerId))
    .limit(1);
  if (!row) throw noHost();
  const { host } = row;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: uaeDigits(row.phoneNumber),
    landline: uaeDigits(host.landline),
    designation: text(host.designation),
    firstName2: text(host.firstName2),
    lastName2: text(host.lastName2),
    mobile2: uaeDigits(host.mobile2),
    landline2: uaeDigits(host.landline2),
    designation2: text(host.designation2),
  };
}

/**
 * Personal Information. Contact person 1's names, e-mail and mobile are the account's, so they go through the
 * customer's own profile rules (a taken e-mail is 409; a new one is confirmed again by mail); the rest is the hosts
 * row.
 */
export async function updatePersonal(
  app: FastifyInstance,
  customerId: number,
  input: HostPersonal,
): Promise<HostPersonalSettings> {
  await hostRow(app.db, customerId);
  await updateProfile(app, customerId, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: withUaePrefix(input.phoneNumber)!,
  });
  await app.db.update(hosts).set(contactColumns(input)).where(eq(hosts.customerId, customerId));
  return getPersonal(app.db, customerId);
}

export async function getBusiness(db: Database, customerId: number): Promise<HostBusiness> {
  const row = await hostRow(db, customerId);
  return {
    companyName: row.businessName,
    tradeLicenseId: text(row.tradeLicenseId),
    businessDescription: text(row.businessDescription),
    address: text(row.address),
    streetName: text(row.streetName),
    buildingName: text(row.buildingName),
    poBox: text(row.poBox),
    cityId: row.cityId,
    areaId: row.areaId,
    companyWebsiteLink: text(row.companyWebsiteLink),
    youtubeLink: text(row.youtubeLink),
    linkedInLink: text(row.linkedInLink),
    instagramLink: text(row.instagramLink),
    facebookLink: text(row.facebookLink),
    twitterLink: text(row.twitterLink),
    hasLicenceImage: row.tradeLicenseImage !== null,
  };
}

/** Business Information; a new licence image replaces the old one, which is forgotten once the row points elsewhere. */
export async function updateBusiness(
  deps: HostDeps,
  customerId: number,
  input: HostBusinessInput,
): Promise<HostBusiness> {
  const current = await hostRow(deps.db, customerId);
  await checkAreaOfCity(deps.db, input.cityId, input.areaId);
  const newKey = input.tradeLicenseImage ? await storeLicenceImage(deps.licences, input.tradeLicenseImage) : null;
  try {
    await deps.db
      .update(hosts)
      .set({ ...businessColumns(input), ...(newKey ? { tradeLicenseImage: newKey } : {}) })
      .where(eq(hosts.customerId, customerId));
  } catch (error) {
    if (newKey) await deps.licences.remove(newKey);
    throw error;
  }
  if (newKey && current.tradeLicenseImage) await deps.licences.remove(current.tradeLicenseImage);
  return getBusiness(deps.db, customerId);
}

/** The host's own licence image (JPEG bytes); 404 when there is none. */
export async function readLicence(deps: HostDeps, customerId: number): Promise<Buffer> {
  const row = await hostRow(deps.db, customerId);
  const data = row.tradeLicenseImage ? await deps.licences.read(row.tradeLicenseImage) : null;
  if (!data) throw notFound(API_MESSAGES.licenceMissing);
  return data;
}

export async function getPayment(db: Database, customerId: number): Promise<HostPaymentSettings> {
  const row = await hostRow(db, customerId);
  return {
    accountHolder: text(row.accountHolder),
    accountNumber: text(row.accountNumber),
    bankName: text(row.bankName),
    bankAddress: text(row.bankAddress),
    iban: text(row.iban),
    swiftCode: text(row.swiftCode),
  };
}

export async function updatePayment(
  db: Database,
  customerId: number,
  input: HostPayment,
): Promise<HostPaymentSettings> {
  const updated = await db
    .update(hosts)
    .set(input)
    .where(eq(hosts.customerId, customerId))
    .returning({ id: hosts.customerId });
  if (updated.length === 0) throw noHost();
  return getPayment(db, customerId);
}
