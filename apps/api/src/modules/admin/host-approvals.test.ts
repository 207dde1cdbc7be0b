import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, LANGUAGE_HEADER, type AdminHostApplication } from '@weekends/shared';
import { cities } from '../../db/schema/index.ts';
import { bearer, createTestApp, signUpAdmin, type TestApp } from '../../test/helpers.ts';
import { listOutbox } from '../mail/service.ts';
import { accountRow, actionsOn, hostRow, insertApplication, sessionAs } from './testing/fixtures.ts';

/**
 * Host applications in the back office: the queue, the licence image, approve and reject (with the mails they send).
 */
let t: TestApp;
let admin: { id: number; token: string };
let city: { id: number; name: string };
let area: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = { id: signedUp.user.id, token: signedUp.token };
  city = await t.fixtures.insertCity({ name: 'Abu Dhabi' });
  area = await t.fixtures.insertArea({ cityId: city.id, name: 'Al Mina' });
}, 60_000);
afterAll(() => t?.close());

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const pendingIds = async () =>
  ((await as(admin.token, 'GET', '/api/admin/approvals/hosts')).json() as AdminHostApplication[]).map((a) => a.id);
const mailsTo = (email: string) => listOutbox(t.db, { to: email });

describe('the queue of host applications', () => {
  it('lists pending applications oldest first with every field the applicant gave, names instead of ids', async () => {
    const now = Date.now();
    const newer = await insertApplication(t, { businessName: 'Dune Bashers LLC', submittedAt: new Date(now - 60_000) });
    const older = await insertApplication(t, {
      businessName: 'Mangrove Trails Tourism LLC',
      submittedAt: new Date(now - 3_600_000),
      cityId: city.id,
      areaId: area.id,
    });
    const response = await as(admin.token, 'GET', '/api/admin/approvals/hosts');
    expect(response.statusCode).toBe(200);
    const list = response.json() as AdminHostApplication[];
    const ids = list.map((a) => a.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(list.find((a) => a.id === older.id)).toMatchObject({
      status: 'pending',
      contact: {
        email: older.email,
        firstName: 'Mariam',
        phoneNumber: '+971501234567',
        landline: '+97142345678',
        designation: 'Managing Director',
        emailConfirmed: false,
      },
      contact2: { firstName: 'Yousef', lastName: 'Karim', mobile: '+971559876543', designation: 'Operations Manager' },
      business: {
        name: 'Mangrove Trails Tourism LLC',
        streetName: 'Al Marsa Street',
        poBox: '123456',
        city: { id: city.id, name: 'Abu Dhabi' },
        area: { id: area.id, name: 'Al Mina' },
      },
      links: { website: 'https://mangrove.example', instagram: 'https://instagram.com/mangrove', twitter: null },
      hasLicence: true,
      reviewedAt: null,
    });
    expect(new Date(list.find((a) => a.id === older.id)!.submittedAt).getTime()).toBe(now - 3_600_000);
  });

  it('answers the reviewed ones by status, and 400 for an unknown status', async () => {
    const application = await insertApplication(t, { businessName: 'Falcon Heritage Tours' });
    await as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/reject`, {
      reason: 'The trade licence has expired.',
    });
    const rejected = (
      await as(admin.token, 'GET', '/api/admin/approvals/hosts?status=rejected')
    ).json() as AdminHostApplication[];
    expect(rejected.find((a) => a.id === application.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The trade licence has expired.',
    });
    expect(await pendingIds()).not.toContain(application.id);
    expect((await as(admin.token, 'GET', '/api/admin/approvals/hosts?status=maybe')).statusCode).toBe(400);
  });
});

describe('the queue in Arabic', () => {
  it("names the application's city and area in the reader's language, the English where none is written", async () => {
    const application = await insertApplication(t, {
      businessName: 'Corniche Kayaks LLC',
      cityId: city.id,
      areaId: area.id,
    });
    await t.db.update(cities).set({ nameAr: 'أبوظبي' }).where(eq(cities.id, city.id));
    const read = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/approvals/hosts',
          headers: { ...bearer(admin.token), ...headers },
        })
      )
        .json<AdminHostApplication[]>()
        .find((a) => a.id === application.id)?.business;
    // The area has no Arabic yet: its English, for the page to mark as English. The business's name is its own.
    expect(await read({ [LANGUAGE_HEADER]: 'ar' })).toMatchObject({
      name: 'Corniche Kayaks LLC',
      city: { id: city.id, name: 'أبوظبي' },
      area: { id: area.id, name: 'Al Mina' },
    });
    expect((await read({}))?.city).toEqual({ id: city.id, name: 'Abu Dhabi' });
    await t.db.update(cities).set({ nameAr: null }).where(eq(cities.id, city.id));
  });
});

describe('the licence image', () => {
  it('streams the stored JPEG to admins, never cached', async () => {
    const application = await insertApplication(t, { businessName: 'Pearl Diving Co.' });
    const response = await as(admin.token, 'GET', `/api/admin/approvals/hosts/${application.id}/licence`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.rawPayload.equals(application.licence!)).toBe(true);
  });

  it('is refused to customers, hosts and visitors; 404 when there is none', async () => {
    const application = await insertApplication(t, { businessName: 'Hatta Hikes' });
    const url = `/api/admin/approvals/hosts/${application.id}/licence`;
    expect((await as((await sessionAs(t)).token, 'GET', url)).statusCode).toBe(403);
    expect(
      (await as((await sessionAs(t, { isHost: true, canManageActivities: true })).token, 'GET', url)).statusCode,
    ).toBe(403);
    // The applicant is not a host yet and does not see it here either.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const without = await insertApplication(t, { businessName: 'No Scan Yet', licence: null });
    const missing = await as(admin.token, 'GET', `/api/admin/approvals/hosts/${without.id}/licence`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(APPROVAL_MESSAGES.licenceNotFound);
    expect((await as(admin.token, 'GET', '/api/admin/approvals/hosts/999999/licence')).statusCode).toBe(404);
  });
});

describe('approving', () => {
  it('makes the account a host that may manage activities, logs the action and mails a confirmation link first', async () => {
    const application = await insertApplication(t, { businessName: 'Mangrove Kayaking LLC' });
    const response = await as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: application.id, status: 'approved' });

    const row = await hostRow(t, application.id);
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.id, rejectionReason: null });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(await accountRow(t, application.id)).toMatchObject({ isHost: true, canManageActivities: true });
    expect(await actionsOn(t, 'host', application.id)).toMatchObject([
      { adminId: admin.id, action: 'host.approve', detail: { businessName: 'Mangrove Kayaking LLC' } },
    ]);

    const mails = await mailsTo(application.email);
    expect(mails.map((m) => m.template)).toEqual(['host-approved']);
    expect(mails[0]!.text).toContain('Mangrove Kayaking LLC');
    expect(mails[0]!.text).toMatch(new RegExp(`/confirm/${application.id}\\?token=`));
    expect(mails[0]!.text).toContain('/vendor/dashboard');
    expect(await pendingIds()).not.toContain(application.id);
  });

  it('sends a confirmed applicant straight to the Vendor Account', async () => {
    const application = await insertApplication(t, { businessName: 'Sky Dive Jebel Jais', confirmed: true });
    expect((await as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/approve`)).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo(application.email);
    expect(mail!.text).not.toContain('/confirm/');
    expect(mail!.html).toContain('Open your Vendor Account');
    expect(mail!.html).toContain('/vendor/dashboard');
  });

  it('acts only on a pending application: a second approve or a reject after it is 409 and changes nothing', async () => {
    const application = await insertApplication(t, { businessName: 'Camel Trek Co.' });
    expect((await as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/approve`)).statusCode).toBe(
      200,
    );
    const again = await as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_PENDING', message: APPROVAL_MESSAGES.notPending });
    expect(
      (await as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/reject`, { reason: 'Too late.' }))
        .statusCode,
    ).toBe(409);
    expect((await hostRow(t, application.id)).status).toBe('approved');
    expect(await actionsOn(t, 'host', application.id)).toHaveLength(1);
    expect(await mailsTo(application.email)).toHaveLength(1);
    expect((await as(admin.token, 'POST', '/api/admin/approvals/hosts/999999/approve')).statusCode).toBe(404);
  });

  it('acts once when two admins press at the same moment', async () => {
    const second = await signUpAdmin(t.app, t.db);
    const application = await insertApplication(t, { businessName: 'Twin Clicks Tourism' });
    const answers = await Promise.all([
      as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/approve`),
      as(second.token, 'POST', `/api/admin/approvals/hosts/${application.id}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await actionsOn(t, 'host', application.id)).toHaveLength(1);
    expect(await mailsTo(application.email)).toHaveLength(1);

    const contested = await insertApplication(t, { businessName: 'Approve Or Reject LLC' });
    const both = await Promise.all([
      as(admin.token, 'POST', `/api/admin/approvals/hosts/${contested.id}/approve`),
      as(second.token, 'POST', `/api/admin/approvals/hosts/${contested.id}/reject`, {
        reason: 'Duplicate application.',
      }),
    ]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const row = await hostRow(t, contested.id);
    const account = await accountRow(t, contested.id);
    // Whichever won, the account and the application agree.
    expect(account.isHost).toBe(row.status === 'approved');
    expect(await actionsOn(t, 'host', contested.id)).toHaveLength(1);
  });
});

describe('rejecting', () => {
  it('needs a reason of at most 1000 characters, and changes nothing without one', async () => {
    const application = await insertApplication(t, { businessName: 'Reasonless Tours' });
    const url = `/api/admin/approvals/hosts/${application.id}/reject`;
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const response = await as(admin.token, 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.reason).toEqual([APPROVAL_MESSAGES.reasonRequired]);
    }
    const long = await as(admin.token, 'POST', url, { reason: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.reason).toEqual([APPROVAL_MESSAGES.reasonTooLong]);
    expect((await hostRow(t, application.id)).status).toBe('pending');
    expect(await mailsTo(application.email)).toEqual([]);
    expect(await actionsOn(t, 'host', application.id)).toEqual([]);
    expect((await as(admin.token, 'POST', url, { reason: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('stores the reason, mails it to the applicant and logs it; the account stays a customer', async () => {
    const application = await insertApplication(t, { businessName: 'Blurry Scan Adventures' });
    const reason = 'The trade licence image is not readable.\nPlease upload a clear scan.';
    const response = await as(admin.token, 'POST', `/api/admin/approvals/hosts/${application.id}/reject`, { reason });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: application.id, status: 'rejected' });
    expect(await hostRow(t, application.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      reviewedBy: admin.id,
    });
    expect(await accountRow(t, application.id)).toMatchObject({ isHost: false, canManageActivities: false });
    expect(await actionsOn(t, 'host', application.id)).toMatchObject([
      { adminId: admin.id, action: 'host.reject', detail: { reason } },
    ]);
    const mails = await mailsTo(application.email);
    expect(mails.map((m) => m.template)).toEqual(['host-rejected']);
    expect(mails[0]!.text).toContain('The trade licence image is not readable.');
    expect(mails[0]!.text).toContain('Please upload a clear scan.');
    expect(mails[0]!.text).toContain('/partner-new');
  });
});

describe('who may', () => {
  it('refuses customers and hosts with 403, and the application stays pending', async () => {
    const application = await insertApplication(t, { businessName: 'Not Your Call LLC' });
    for (const who of [await sessionAs(t), await sessionAs(t, { isHost: true, canManageActivities: true })]) {
      expect((await as(who.token, 'GET', '/api/admin/approvals/hosts')).statusCode).toBe(403);
      expect((await as(who.token, 'POST', `/api/admin/approvals/hosts/${application.id}/approve`)).statusCode).toBe(
        403,
      );
      expect(
        (await as(who.token, 'POST', `/api/admin/approvals/hosts/${application.id}/reject`, { reason: 'No.' }))
          .statusCode,
      ).toBe(403);
    }
    expect((await hostRow(t, application.id)).status).toBe('pending');
    expect((await accountRow(t, application.id)).isHost).toBe(false);
    expect(await actionsOn(t, 'host', application.id)).toEqual([]);
  });
});
