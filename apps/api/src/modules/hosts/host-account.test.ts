import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES, HOST_MESSAGES, type HostBusinessBody, type HostPaymentBody } from '@weekends/shared';
import { bearer, clientIp, createTestApp, signUp, strongPassword, type TestApp } from '../../test/helpers.ts';
import { hosts } from '../../db/schema/index.ts';
import { applicationBody, apply, approve, dataUrl, insertPlaces } from './testing/applications.ts';

/**
 * Account Settings of an approved host: Personal Information, Business Information with the licence image,
 * Payment Settings, and Change Password through the account's own endpoint. Each host reaches only its own row.
 */
let t: TestApp;
let places: Awaited<ReturnType<typeof insertPlaces>>;

beforeAll(async () => {
  t = await createTestApp();
  places = await insertPlaces(t.fixtures);
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': clientIp(), ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });

/** A customer who applied (with a licence image of the given colour) and was approved. */
async function approvedHost(colour = { r: 200, g: 40, b: 40 }) {
  const customer = await signUp(t.app);
  const image = await sharp({ create: { width: 500, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const { password: _p, ...body } = await applicationBody(
    { cityId: places.dubai.id, areaId: places.marina.id },
    { tradeLicenseImage: dataUrl(image), landline: '42223333' + '4' },
  );
  const response = await apply(t.app, body, { token: customer.token });
  expect(response.statusCode).toBe(201);
  await approve(t.db, customer.user.id);
  return { ...customer, body };
}

/** The mean red of an image: tells two hosts' licences apart after re-encoding. */
const meanRed = async (data: Buffer) => (await sharp(data).stats()).channels[0]!.mean;

const business = (overrides: Partial<HostBusinessBody> = {}): HostBusinessBody => ({
  companyName: 'Desert Bloom Tours LLC',
  tradeLicenseId: 'DED-778899',
  businessDescription: 'Dune drives and stargazing camps.',
  address: 'Office 12, Corniche Tower',
  streetName: 'Corniche Road',
  buildingName: 'Corniche Tower',
  poBox: '44556',
  cityId: places.abuDhabi.id,
  areaId: places.corniche.id,
  companyWebsiteLink: '',
  youtubeLink: 'https://youtube.com/@desertbloom',
  linkedInLink: '',
  instagramLink: '',
  facebookLink: 'https://facebook.com/desertbloom',
  twitterLink: '',
  ...overrides,
});

const payment = (overrides: Partial<HostPaymentBody> = {}): HostPaymentBody => ({
  accountHolder: 'Desert Bloom Tours LLC',
  accountNumber: '1234567890123456',
  bankName: 'Emirates NBD',
  bankAddress: 'Baniyas Road, Deira, Dubai',
  iban: 'ae07 0331 2345 6789 0123 456',
  swiftCode: 'ebil aead',
  ...overrides,
});

describe('who reaches Account Settings', () => {
  it('refuses a visitor, a customer and a pending applicant; an approved host reaches its own', async () => {
    const customer = await signUp(t.app);
    const pending = await signUp(t.app);
    const { password: _p, ...body } = await applicationBody({ cityId: places.dubai.id, areaId: places.marina.id });
    await apply(t.app, body, { token: pending.token });
    for (const url of ['/api/host/personal', '/api/host/business', '/api/host/payment', '/api/host/licence']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      expect((await call(customer.token, 'GET', url)).statusCode).toBe(403);
      expect((await call(pending.token, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(null, 'PUT', '/api/host/payment', payment())).statusCode).toBe(401);
    expect((await call(customer.token, 'PUT', '/api/host/payment', payment())).statusCode).toBe(403);
    // GET /api/host/me is every full customer's: a pending applicant reads its status.
    expect((await call(pending.token, 'GET', '/api/host/me')).json()).toMatchObject({ status: 'pending' });
  });
});

describe('Personal Information', () => {
  it('shows both contact persons with phones as their 9 digits, and saves them', async () => {
    const host = await approvedHost();
    const shown = (await call(host.token, 'GET', '/api/host/personal')).json();
    expect(shown).toEqual({
      firstName: host.body.firstName,
      lastName: host.body.lastName,
      email: host.email,
      phoneNumber: host.body.phoneNumber,
      landline: '422233334',
      designation: 'Managing Partner',
      firstName2: '',
      lastName2: '',
      mobile2: '',
      landline2: '',
      designation2: '',
    });

    const saved = await call(host.token, 'PUT', '/api/host/personal', {
      ...shown,
      firstName: 'Rashid',
      phoneNumber: '559998877',
      firstName2: 'Aisha',
      lastName2: 'Khan',
      mobile2: '501112222',
      landline2: '',
      designation2: 'Bookings',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Rashid',
      phoneNumber: '559998877',
      firstName2: 'Aisha',
      mobile2: '501112222',
      email: host.email,
    });
    const me = (await call(host.token, 'GET', '/api/accounts/me')).json();
    expect(me).toMatchObject({ firstName: 'Rashid', phoneNumber: '+971559998877', isConfirmed: false });
    const [row] = await t.db.select().from(hosts).where(eq(hosts.customerId, host.user.id));
    expect(row).toMatchObject({ firstName2: 'Aisha', mobile2: '+971501112222', designation2: 'Bookings' });
  });

  it("refuses another account's e-mail and phones that are not 9 digits; a new e-mail must be confirmed again", async () => {
    const host = await approvedHost();
    const other = await signUp(t.app);
    const shown = (await call(host.token, 'GET', '/api/host/personal')).json();
    const taken = await call(host.token, 'PUT', '/api/host/personal', { ...shown, email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_EXISTS',
      fieldErrors: { email: [ACCOUNT_MESSAGES.emailExists] },
    });

    const phones = await call(host.token, 'PUT', '/api/host/personal', {
      ...shown,
      phoneNumber: '50123',
      landline: '12345678901',
    });
    expect(phones.json().fieldErrors).toEqual({
      phoneNumber: [HOST_MESSAGES.phoneInvalid],
      landline: [HOST_MESSAGES.phoneInvalid],
    });

    const missing = await call(host.token, 'PUT', '/api/host/personal', { ...shown, firstName: '', email: 'wrong' });
    expect(missing.json().fieldErrors).toEqual({
      firstName: [HOST_MESSAGES.required],
      email: [HOST_MESSAGES.emailInvalid],
    });

    const moved = await call(host.token, 'PUT', '/api/host/personal', { ...shown, email: `New-${host.email}` });
    expect(moved.json().email).toBe(`new-${host.email}`);
  });
});

describe('Business Information', () => {
  it('shows the application, and saves the business with a new city and area', async () => {
    const host = await approvedHost();
    const shown = (await call(host.token, 'GET', '/api/host/business')).json();
    expect(shown).toMatchObject({
      companyName: host.body.companyName,
      cityId: places.dubai.id,
      areaId: places.marina.id,
      youtubeLink: '',
      hasLicenceImage: true,
    });

    const saved = await call(host.token, 'PUT', '/api/host/business', business());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      companyName: 'Desert Bloom Tours LLC',
      cityId: places.abuDhabi.id,
      areaId: places.corniche.id,
      facebookLink: 'https://facebook.com/desertbloom',
      companyWebsiteLink: '',
    });
    expect((await call(host.token, 'GET', '/api/host/me')).json().companyName).toBe('Desert Bloom Tours LLC');
  });

  it('refuses an area of another city, missing fields and a licence that is not a JPEG', async () => {
    const host = await approvedHost();
    const wrongArea = await call(
      host.token,
      'PUT',
      '/api/host/business',
      business({ cityId: places.dubai.id, areaId: places.corniche.id }),
    );
    expect(wrongArea.json()).toMatchObject({ code: 'AREA_NOT_IN_CITY' });
    const missing = await call(host.token, 'PUT', '/api/host/business', business({ poBox: '', buildingName: '' }));
    expect(missing.json().fieldErrors).toEqual({
      poBox: [HOST_MESSAGES.required],
      buildingName: [HOST_MESSAGES.required],
    });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const notJpeg = await call(host.token, 'PUT', '/api/host/business', business({ tradeLicenseImage: dataUrl(png) }));
    expect(notJpeg.json().code).toBe('IMAGE_NOT_JPEG');
  });

  it('replaces the licence image: the new one is served and the old one forgotten', async () => {
    const host = await approvedHost({ r: 250, g: 10, b: 10 });
    const [before] = await t.db
      .select({ key: hosts.tradeLicenseImage })
      .from(hosts)
      .where(eq(hosts.customerId, host.user.id));
    const blue = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 5, g: 5, b: 250 } } })
      .jpeg()
      .toBuffer();
    const saved = await call(host.token, 'PUT', '/api/host/business', business({ tradeLicenseImage: dataUrl(blue) }));
    expect(saved.statusCode).toBe(200);
    const licence = await call(host.token, 'GET', '/api/host/licence');
    expect(licence.headers['content-type']).toBe('image/jpeg');
    expect(await meanRed(licence.rawPayload)).toBeLessThan(30);
    expect(await t.app.storage.private.read(before!.key!)).toBeNull();
  });
});

describe('the licence image', () => {
  it('is served to its own host only, never cached; another host gets its own', async () => {
    const red = await approvedHost({ r: 240, g: 20, b: 20 });
    const green = await approvedHost({ r: 10, g: 230, b: 10 });
    const mine = await call(red.token, 'GET', '/api/host/licence');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(await meanRed(mine.rawPayload)).toBeGreaterThan(200);
    const theirs = await call(green.token, 'GET', '/api/host/licence');
    expect(await meanRed(theirs.rawPayload)).toBeLessThan(40);
    // A host without an image on file (the demo's businesses) has nothing to read, and no way to name another's.
    await t.db.update(hosts).set({ tradeLicenseImage: null }).where(eq(hosts.customerId, green.user.id));
    expect((await call(green.token, 'GET', '/api/host/licence')).statusCode).toBe(404);
    expect((await call(green.token, 'GET', `/api/host/licence?customerId=${red.user.id}`)).statusCode).toBe(404);
  });
});

describe('Payment Settings', () => {
  it('starts empty, and saves the bank details with the IBAN and SWIFT normalised', async () => {
    const host = await approvedHost();
    expect((await call(host.token, 'GET', '/api/host/payment')).json()).toEqual({
      accountHolder: '',
      accountNumber: '',
      bankName: '',
      bankAddress: '',
      iban: '',
      swiftCode: '',
    });
    const saved = await call(host.token, 'PUT', '/api/host/payment', payment());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...payment(), iban: 'AE070331234567890123456', swiftCode: 'EBILAEAD' });
    expect((await call(host.token, 'GET', '/api/host/payment')).json().iban).toBe('AE070331234567890123456');
  });

  it('checks the IBAN by its checksum and the SWIFT/BIC by its form; every field is required', async () => {
    const host = await approvedHost();
    const wrongChecksum = await call(
      host.token,
      'PUT',
      '/api/host/payment',
      payment({ iban: 'AE080331234567890123456', swiftCode: 'EBIL' }),
    );
    expect(wrongChecksum.statusCode).toBe(400);
    expect(wrongChecksum.json().fieldErrors).toEqual({
      iban: [HOST_MESSAGES.ibanInvalid],
      swiftCode: [HOST_MESSAGES.swiftInvalid],
    });
    const empty = await call(host.token, 'PUT', '/api/host/payment', {
      accountHolder: '',
      accountNumber: '',
      bankName: '',
      bankAddress: '',
      iban: '',
      swiftCode: '',
    });
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual([
      'accountHolder',
      'accountNumber',
      'bankAddress',
      'bankName',
      'iban',
      'swiftCode',
    ]);
    expect(empty.json().fieldErrors.iban[0]).toBe(HOST_MESSAGES.required);
  });
});

describe('Change Password', () => {
  it("is the account's own endpoint: the catalogue's wrong-password message, then the new password signs in", async () => {
    const host = await approvedHost();
    const wrong = await call(host.token, 'POST', '/api/accounts/password/change', {
      currentPassword: 'Not-it#1',
      newPassword: 'Desert#2027',
      confirmPassword: 'Desert#2027',
    });
    expect(wrong.json()).toMatchObject({ message: HOST_MESSAGES.wrongPassword });
    const changed = await call(host.token, 'POST', '/api/accounts/password/change', {
      currentPassword: strongPassword,
      newPassword: 'Desert#2027',
      confirmPassword: 'Desert#2027',
    });
    expect(changed.statusCode).toBe(204);
  });
});
