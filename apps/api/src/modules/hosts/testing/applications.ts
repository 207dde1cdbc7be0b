import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE, type HostApplicationBody } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { customers, hosts } from '../../../db/schema/index.ts';
import { clientIp, solveCaptcha, strongPassword, type Fixtures } from '../../../test/helpers.ts';

/** A real JPEG of the given size, as a phone's camera would give one (with EXIF when asked). */
export async function jpeg(width = 640, height = 420, exif?: Record<string, string>): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 230, g: 220, b: 200 } } }).jpeg({
    quality: 80,
  });
  if (exif) image = image.withExif({ IFD0: exif });
  return image.toBuffer();
}

export const dataUrl = (data: Buffer, type = 'image/jpeg') => `data:${type};base64,${data.toString('base64')}`;

/** Dubai with one area, and Abu Dhabi with another: an area of the wrong city is refused. */
export async function insertPlaces(fixtures: Fixtures) {
  const dubai = await fixtures.insertCity({ name: 'Dubai' });
  const marina = await fixtures.insertArea({ cityId: dubai.id, name: 'Dubai Marina' });
  const abuDhabi = await fixtures.insertCity({ name: 'Abu Dhabi' });
  const corniche = await fixtures.insertArea({ cityId: abuDhabi.id, name: 'Corniche' });
  return { dubai, marina, abuDhabi, corniche };
}

let sequence = 0;

/** A complete, valid sign-up body (a visitor's: password included); `overrides` change or drop fields. */
export async function applicationBody(
  places: { cityId: number; areaId: number },
  overrides: Partial<HostApplicationBody> = {},
): Promise<HostApplicationBody> {
  const n = ++sequence;
  return {
    firstName: 'Hamad',
    lastName: 'Al Nuaimi',
    email: `hamad-${n}-${Date.now()}@desertbloom.test`,
    phoneNumber: '501234567',
    landline: '42345678' + (n % 10),
    designation: 'Managing Partner',
    password: strongPassword,
    firstName2: '',
    lastName2: '',
    mobile2: '',
    landline2: '',
    designation2: '',
    companyName: 'Desert Bloom Tours LLC',
    tradeLicenseId: `DED-${100_000 + n}`,
    businessDescription: 'Guided dune drives, falconry and stargazing camps in the Dubai desert.',
    address: 'Office 402, Marina Plaza',
    streetName: 'Al Marsa Street',
    buildingName: 'Marina Plaza',
    poBox: '118500',
    cityId: places.cityId,
    areaId: places.areaId,
    companyWebsiteLink: 'https://desertbloom.example',
    youtubeLink: '',
    linkedInLink: '',
    instagramLink: 'https://instagram.com/desertbloom',
    facebookLink: '',
    twitterLink: '',
    tradeLicenseImage: dataUrl(await jpeg()),
    ...overrides,
  };
}

/** POSTs an application: as a visitor (with a fresh captcha) or with a session token (bearer, no captcha). */
export async function apply(
  app: FastifyInstance,
  body: HostApplicationBody,
  options: { token?: string; captcha?: boolean } = {},
) {
  const payload = options.token || options.captcha === false ? body : { ...body, captcha: await solveCaptcha(app) };
  return app.inject({
    method: 'POST',
    url: '/api/host-applications',
    headers: { 'x-forwarded-for': clientIp(), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    payload,
  });
}

/** The session cookie a visitor's application set. */
export const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

/** What the provider's approval does to the account (modules/admin owns the real one). */
export async function approve(db: Database, customerId: number) {
  await db.update(hosts).set({ status: 'approved', reviewedAt: new Date() }).where(eq(hosts.customerId, customerId));
  await db.update(customers).set({ isHost: true, canManageActivities: true }).where(eq(customers.id, customerId));
}
