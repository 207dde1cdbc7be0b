import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { ListingInput } from '@weekends/shared';
import { customers } from '../../../db/schema/index.ts';
import { createSession } from '../../accounts/sessions.ts';
import { bearer, clientIp, type TestApp } from '../../../test/helpers.ts';

let sequence = 0;

/** An account with the given flags and a session, as the authorization matrix makes them. */
export async function accountWith(t: TestApp, flags: Partial<typeof customers.$inferInsert> = {}) {
  const n = ++sequence;
  const [row] = await t.db
    .insert(customers)
    .values({
      email: `listings-${n}-${randomBytes(3).toString('hex')}@example.test`,
      firstName: 'Rashid',
      lastName: `Host ${n}`,
      isConfirmed: true,
      ...flags,
    })
    .returning({ id: customers.id });
  return { id: row!.id, token: (await createSession(t.db, row!.id, false)).token };
}

export const hostAccount = (t: TestApp, canManageActivities = true) =>
  accountWith(t, { isHost: true, canManageActivities });

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Requests as the given session (or a visitor without one). */
export const callerFor =
  (t: TestApp, token?: string): Caller =>
  (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': clientIp(), ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    });

/** A multipart/form-data body with one file, as the browser's FormData sends it. */
export function multipartFile(data: Buffer, fileName: string, contentType = 'image/jpeg', field = 'image') {
  const boundary = `----weekends${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${fileName}"\r\ncontent-type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadAs(t: TestApp, token: string | undefined, body: ReturnType<typeof multipartFile>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/host/uploads',
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': clientIp(), ...(token ? bearer(token) : {}) },
  });
}

/** A real JPEG of the given size. */
export const jpeg = (width = 800, height = 600, background = '#0f766e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Uploads a fresh JPEG as the host and answers its public path. */
export async function uploadedImage(t: TestApp, token: string): Promise<string> {
  const response = await uploadAs(t, token, multipartFile(await jpeg(), 'photo.jpg'));
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { path: string }).path;
}

/**
 * The lookups a listing refers to: a city with an area, another city with its own, categories, days, timings,
 * preferences.
 */
export async function listingLookups(t: TestApp) {
  const f = t.fixtures;
  const dubai = await f.insertCity({ name: 'Dubai' });
  const marina = await f.insertArea({ cityId: dubai.id, name: 'Dubai Marina' });
  const abuDhabi = await f.insertCity({ name: 'Abu Dhabi' });
  const corniche = await f.insertArea({ cityId: abuDhabi.id, name: 'Corniche' });
  const closedCity = await f.insertCity({ name: 'Closed City', isActive: false });
  const adventure = await f.insertCategory({ name: 'Adventure' });
  const water = await f.insertCategory({ name: 'Water Sports', parentId: adventure.id });
  const hidden = await f.insertCategory({ name: 'Hidden', isActive: false });
  const days = await f.insertWeekendDays();
  const evening = await f.insertTiming({ name: 'Evening' });
  const retired = await f.insertTiming({ name: 'Retired', isActive: false });
  const stayAtHome = await f.insertPreference('Stay At Home');
  const outOfHome = await f.insertPreference('Out Of Home');
  return {
    dubai,
    marina,
    abuDhabi,
    corniche,
    closedCity,
    adventure,
    water,
    hidden,
    days,
    evening,
    retired,
    stayAtHome,
    outOfHome,
  };
}
export type Lookups = Awaited<ReturnType<typeof listingLookups>>;

/** A complete, valid listing as Add New Activity sends it. */
export function listingInput(l: Lookups, images: string[], overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Mangrove Kayak Tour',
    isOnline: false,
    description: 'Paddle through the Eastern Mangroves with a guide.',
    images,
    priceOptions: [
      { description: 'Adult', price: 15_000, discountedPrice: 12_000 },
      { description: 'Family of four', price: 50_000, discountedPrice: null, places: 4 },
    ],
    asksForDate: false,
    places: 40,
    dayIds: [l.days.friday.id, l.days.saturday.id],
    timingIds: [l.evening.id],
    categoryId: l.adventure.id,
    validityPeriod: 8,
    expiryDate: null,
    duration: '2 hours',
    whatsNext: 'We confirm your slot by e-mail.',
    workingHours: '8am to 6pm',
    howToRedeem: 'Show the voucher at the jetty.',
    thursdayWorkingHours: '8am - 6pm',
    fridayWorkingHours: '8am - 6pm',
    saturdayWorkingHours: '8am - 4pm',
    included: ['Kayak', 'Life jacket', ''],
    notIncluded: ['Transport'],
    highlight: 'Herons at sunrise.',
    cancellationPolicy: 'Free until 48 hours before.',
    latitude: 24.45,
    longitude: 54.42,
    activityPreferenceId: l.outOfHome.id,
    address: 'Eastern Mangroves Promenade',
    street: 'Sheikh Zayed Road',
    buildingNo: '7',
    poBoxNo: '12345',
    cityId: l.dubai.id,
    areaId: l.marina.id,
    ...overrides,
  };
}
