import { and, desc, eq } from 'drizzle-orm';
import { API_MESSAGES, CART_MESSAGES, fillMessage, type Address, type AddressBody } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { addresses, cities } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { ownedBy, type Owner } from './owner.ts';

/** The customer's delivery addresses for Stay At Home experiences; the country is always the UAE. */

const columns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  phoneNumber: addresses.phoneNumber,
  email: addresses.email,
  address: addresses.address,
  street: addresses.street,
  poBoxNo: addresses.poBoxNo,
  cityId: cities.id,
  cityName: cities.name,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toAddress = ({ cityId, cityName, ...row }: Row): Address => ({
  ...row,
  city: { id: cityId, name: cityName },
  country: 'United Arab Emirates',
});

export async function listAddresses(db: Executor, owner: Owner): Promise<Address[]> {
  const rows = await db
    .select(columns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(ownedBy(owner, addresses))
    .orderBy(desc(addresses.id));
  return rows.map(toAddress);
}

export async function findAddress(db: Executor, owner: Owner, id: number): Promise<Address | null> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(and(eq(addresses.id, id), ownedBy(owner, addresses)));
  return row ? toAddress(row) : null;
}

/** An owner keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

export async function addAddress(db: Database, owner: Owner, body: AddressBody): Promise<Address> {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, body.cityId), eq(cities.isActive, true)));
  if (!city) throw new HttpError(400, 'VALIDATION', API_MESSAGES.chooseCity, { cityId: [API_MESSAGES.chooseCity] });
  const count = (await listAddresses(db, owner)).length;
  if (count >= MAX_ADDRESSES)
    throw new HttpError(409, 'TOO_MANY_ADDRESSES', fillMessage(CART_MESSAGES.tooManyAddresses, { max: MAX_ADDRESSES }));
  const [row] = await db
    .insert(addresses)
    .values({ ...owner, ...body, cityId: city.id })
    .returning({ id: addresses.id });
  return (await findAddress(db, owner, row!.id))!;
}

export async function deleteAddress(db: Database, owner: Owner, id: number): Promise<void> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), ownedBy(owner, addresses)))
    .returning({ id: addresses.id });
  if (rows.length === 0) throw notFound(API_MESSAGES.addressNotFound);
}
