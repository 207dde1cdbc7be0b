import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type {
  AdminCareerApplication,
  AdminPage,
  ContactMessage,
  InterestActivity,
  InterestRequestRow,
} from '@weekends/shared';
import {
  activities,
  careerApplications,
  careerOpenings,
  contactRequests,
  interestRequests,
  newsletterSubscriptions,
} from '../../../db/schema/index.ts';
import { bearer, createTestApp, signUpAdmin, type TestApp } from '../../../test/helpers.ts';
import { listOutbox } from '../../mail/service.ts';
import { actionsOn, sessionAs } from '../testing/fixtures.ts';

/**
 * The Inbox: 'Tell them' mails each person who asked about an activity once, only when it is on sale, and marks the
 * requests in the same transaction; 'handled' is marked once and logged; résumés download for admins only.
 */
let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUpAdmin(t.app, t.db);
  admin = { id: signedUp.user.id, token: signedUp.token };
}, 60_000);
afterAll(() => t?.close());

const as = (token: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: bearer(token) });

async function askedAbout(title: string, people: { email: string; firstName: string }[]) {
  const activity = await t.fixtures.insertActivity({ title, submitRequest: true });
  const rows = await t.db
    .insert(interestRequests)
    .values(
      people.map((p) => ({
        activityId: activity.id,
        firstName: p.firstName,
        lastName: 'Khan',
        email: p.email,
        phoneNumber: '+971501234567',
      })),
    )
    .returning({ id: interestRequests.id });
  return { activity, requestIds: rows.map((r) => r.id) };
}
const putOnSale = (id: number) =>
  t.db.update(activities).set({ submitRequest: false, soldOut: false, isActive: true }).where(eq(activities.id, id));
const notify = (id: number) => as(admin.token, 'POST', `/api/admin/inbox/interest-activities/${id}/notify`);
const requestRows = (ids: number[]) => t.db.select().from(interestRequests).where(inArray(interestRequests.id, ids));

describe("'Tell them'", () => {
  it('mails a person who asked from an Arabic page in Arabic, with the Arabic title', async () => {
    const { activity } = await askedAbout('Fujairah Snorkel Trip', [
      { email: 'hessa@example.test', firstName: 'Hessa' },
    ]);
    await t.db.update(interestRequests).set({ language: 'ar' }).where(eq(interestRequests.activityId, activity.id));
    await t.db.update(activities).set({ titleAr: 'رحلة غطس في الفجيرة' }).where(eq(activities.id, activity.id));
    await putOnSale(activity.id);
    expect((await notify(activity.id)).statusCode).toBe(200);
    const [mail] = await listOutbox(t.db, { to: 'hessa@example.test' });
    expect(mail!.subject).toBe('رحلة غطس في الفجيرة متاحة للحجز');
    expect(mail!.html).toContain(`/ar/activity/${activity.slug}`);
  });

  it('refuses while the activity is still request-only, sold out or inactive, and tells nobody', async () => {
    const { activity, requestIds } = await askedAbout('Desert Glamping Night', [
      { email: 'noor@example.test', firstName: 'Noor' },
    ]);
    expect((await notify(activity.id)).statusCode).toBe(409);
    await t.db.update(activities).set({ submitRequest: false, soldOut: true }).where(eq(activities.id, activity.id));
    expect((await notify(activity.id)).json()).toMatchObject({ code: 'NOT_ON_SALE' });
    expect((await requestRows(requestIds))[0]!.notifiedAt).toBeNull();
    expect(await listOutbox(t.db, { to: 'noor@example.test' })).toHaveLength(0);
  });

  it('mails each unnotified person once, marks every request, and does nothing the second time', async () => {
    const { activity, requestIds } = await askedAbout('Hatta Kayak Sunrise', [
      { email: 'layla@example.test', firstName: 'Layla' },
      { email: 'Layla@Example.test', firstName: 'Layla' },
      { email: 'omar@example.test', firstName: 'Omar' },
    ]);
    await putOnSale(activity.id);
    const first = await notify(activity.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ notified: 2 });
    const layla = await listOutbox(t.db, { to: 'layla@example.test' });
    expect(layla).toHaveLength(1);
    expect(layla[0]).toMatchObject({
      template: 'interest-available',
      subject: 'Hatta Kayak Sunrise is open for booking',
    });
    expect(layla[0]!.html).toContain(`/activity/${activity.slug}`);
    expect(await listOutbox(t.db, { to: 'omar@example.test' })).toHaveLength(1);
    expect((await requestRows(requestIds)).every((r) => r.notifiedAt !== null)).toBe(true);

    expect((await notify(activity.id)).json()).toEqual({ notified: 0 });
    expect(await listOutbox(t.db, { to: 'layla@example.test' })).toHaveLength(1);
    expect(await listOutbox(t.db, { to: 'omar@example.test' })).toHaveLength(1);

    const [log] = await actionsOn(t, 'activity', activity.id);
    expect(log).toMatchObject({
      adminId: admin.id,
      action: 'interest.notify',
      before: { unnotified: 3 },
      after: { unnotified: 0 },
    });
  });

  it('tells only the people who asked after the last time', async () => {
    const { activity } = await askedAbout('Jebel Jais Zipline', [{ email: 'sara@example.test', firstName: 'Sara' }]);
    await putOnSale(activity.id);
    await notify(activity.id);
    await t.db.insert(interestRequests).values({
      activityId: activity.id,
      firstName: 'Yusuf',
      lastName: 'Ali',
      email: 'yusuf@example.test',
      phoneNumber: '+971501234567',
    });
    expect((await notify(activity.id)).json()).toEqual({ notified: 1 });
    expect(await listOutbox(t.db, { to: 'sara@example.test' })).toHaveLength(1);
    expect(await listOutbox(t.db, { to: 'yusuf@example.test' })).toHaveLength(1);
  });

  it('two admins at the same moment still mail each person once', async () => {
    const { activity } = await askedAbout('Fujairah Snorkel Trip', [
      { email: 'huda@example.test', firstName: 'Huda' },
      { email: 'karim@example.test', firstName: 'Karim' },
    ]);
    await putOnSale(activity.id);
    const answers = await Promise.all([notify(activity.id), notify(activity.id)]);
    expect(answers.map((a) => a.json().notified).sort()).toEqual([0, 2]);
    expect(await listOutbox(t.db, { to: 'huda@example.test' })).toHaveLength(1);
    expect(await listOutbox(t.db, { to: 'karim@example.test' })).toHaveLength(1);
  });

  it('lists the activities with their counts and whether they are on sale', async () => {
    const { activity } = await askedAbout('Abu Dhabi Mangrove Walk', [
      { email: 'a1@example.test', firstName: 'Aisha' },
      { email: 'a2@example.test', firstName: 'Badr' },
    ]);
    const page = (
      await as(admin.token, 'GET', '/api/admin/inbox/interest-activities?q=mangrove%20walk')
    ).json() as AdminPage<InterestActivity>;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: activity.id, onSale: false, requests: 2, waiting: 2, unnotified: 2 });
    const requests = (
      await as(admin.token, 'GET', `/api/admin/inbox/interest?activityId=${activity.id}&pageSize=25`)
    ).json() as AdminPage<InterestRequestRow>;
    expect(requests.items.map((r) => r.email).sort()).toEqual(['a1@example.test', 'a2@example.test']);
  });
});

describe('handled', () => {
  it('marks a message handled once, logs it, and moves it out of the new list', async () => {
    const [message] = await t.db
      .insert(contactRequests)
      .values({ kind: 'corporate', name: 'Rania', email: 'rania@corp.example', message: 'Team day for 40 people' })
      .returning();
    const listNew = async () =>
      (
        (
          await as(admin.token, 'GET', '/api/admin/inbox/messages?kind=corporate&status=new')
        ).json() as AdminPage<ContactMessage>
      ).items.map((m) => m.id);
    expect(await listNew()).toContain(message!.id);
    const first = await as(admin.token, 'POST', `/api/admin/inbox/messages/${message!.id}/handled`);
    expect(first.statusCode).toBe(200);
    const again = await as(admin.token, 'POST', `/api/admin/inbox/messages/${message!.id}/handled`);
    expect(again.json().handledAt).toBe(first.json().handledAt);
    expect(await listNew()).not.toContain(message!.id);
    const log = await actionsOn(t, 'contact_request', message!.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'contact_request.handle',
      before: { handledAt: null },
      after: { handledAt: first.json().handledAt },
    });
    expect((await as(admin.token, 'POST', '/api/admin/inbox/messages/999999/handled')).statusCode).toBe(404);
  });

  it('pages on the server: total counts every match, a page holds at most pageSize', async () => {
    await t.db.insert(contactRequests).values(
      Array.from({ length: 30 }, (_, i) => ({
        kind: 'partner',
        name: `Partner ${i}`,
        email: `partner${i}@paging.example`,
        message: 'Host with you',
      })),
    );
    const second = (
      await as(
        admin.token,
        'GET',
        '/api/admin/inbox/messages?kind=partner&q=paging.example&page=2&pageSize=25&sort=email&dir=asc',
      )
    ).json() as AdminPage<ContactMessage>;
    expect(second.total).toBe(30);
    expect(second.items).toHaveLength(5);
    expect(second.items[0]!.email).toBe('partner5@paging.example');
  });
});

describe('career applications', () => {
  it('lists an application and serves its résumé to admins only', async () => {
    const [opening] = await t.db
      .insert(careerOpenings)
      .values({
        slug: 'ops-lead',
        title: 'Operations Lead',
        location: 'Dubai',
        employmentType: 'Full time',
        summary: 'Run weekends',
        description: 'We need you',
      })
      .returning();
    const resume = Buffer.from('%PDF-1.4 résumé of Amira');
    const resumeKey = await t.app.storage.private.put('resumes', 'pdf', resume);
    const [application] = await t.db
      .insert(careerApplications)
      .values({
        openingId: opening!.id,
        name: 'Amira Haddad',
        email: 'amira@example.test',
        phoneNumber: '+971501234567',
        address: 'Dubai',
        coverLetter: 'Hello',
        resumeKey,
        resumeFileName: 'Amira CV.pdf',
        resumeMimeType: 'application/pdf',
        resumeSize: resume.length,
        consentedAt: new Date(),
      })
      .returning();
    const list = (
      await as(admin.token, 'GET', '/api/admin/inbox/applications?q=amira')
    ).json() as AdminPage<AdminCareerApplication>;
    expect(list.items[0]).toMatchObject({
      id: application!.id,
      opening: { title: 'Operations Lead' },
      resume: { fileName: 'Amira CV.pdf' },
    });

    const url = `/api/admin/career-applications/${application!.id}/resume`;
    const download = await as(admin.token, 'GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(resume)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const customer = await sessionAs(t);
    expect((await as(customer.token, 'GET', url)).statusCode).toBe(403);
    const host = await sessionAs(t, { isHost: true, canManageActivities: true });
    expect((await as(host.token, 'GET', url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${resumeKey}` })).statusCode).toBe(404);

    expect((await as(admin.token, 'POST', `/api/admin/inbox/applications/${application!.id}/handled`)).statusCode).toBe(
      200,
    );
    expect(await actionsOn(t, 'career_application', application!.id)).toHaveLength(1);
  });
});

describe('in Arabic', () => {
  const inArabic = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(admin.token), 'x-weekends-language': 'ar' } });

  it('names the activities asked about and the openings applied to in Arabic, the English where none is written', async () => {
    const { activity } = await askedAbout('Mangrove Kayak Morning', [
      { email: 'kayak@example.test', firstName: 'Ali' },
    ]);
    const untranslated = await askedAbout('Untranslated Tour', [{ email: 'tour@example.test', firstName: 'Sara' }]);
    await t.db.update(activities).set({ titleAr: 'صباح الكاياك في القرم' }).where(eq(activities.id, activity.id));
    const summaries = (
      await inArabic('/api/admin/inbox/interest-activities?pageSize=100')
    ).json() as AdminPage<InterestActivity>;
    expect(summaries.items.find((row) => row.id === activity.id)?.title).toBe('صباح الكاياك في القرم');
    expect(summaries.items.find((row) => row.id === untranslated.activity.id)?.title).toBe('Untranslated Tour');
    const requests = (await inArabic('/api/admin/inbox/interest?q=kayak')).json() as AdminPage<InterestRequestRow>;
    expect(requests.items[0]?.activity.title).toBe('صباح الكاياك في القرم');
    // The English reader keeps the English.
    const english = (await as(admin.token, 'GET', '/api/admin/inbox/interest?q=kayak')).json();
    expect((english as AdminPage<InterestRequestRow>).items[0]?.activity.title).toBe('Mangrove Kayak Morning');

    const [opening] = await t.db
      .insert(careerOpenings)
      .values({
        slug: 'content-writer',
        title: 'Content Writer',
        titleAr: 'كاتب محتوى',
        location: 'Dubai',
        employmentType: 'Full time',
        summary: 'Write weekends',
        description: 'Words',
      })
      .returning();
    await t.db.insert(careerApplications).values({
      openingId: opening!.id,
      name: 'Huda Saleh',
      email: 'huda@example.test',
      phoneNumber: '+971501234567',
      address: 'Sharjah',
      coverLetter: 'Hello',
      resumeKey: 'resumes/none.pdf',
      resumeFileName: 'Huda.pdf',
      resumeMimeType: 'application/pdf',
      resumeSize: 10,
      consentedAt: new Date(),
    });
    const applications = (
      await inArabic('/api/admin/inbox/applications?q=huda')
    ).json() as AdminPage<AdminCareerApplication>;
    expect(applications.items[0]?.opening.title).toBe('كاتب محتوى');
  });
});

describe('newsletter subscribers', () => {
  it('exports what the filters find as CSV, with formulas neutralised', async () => {
    await t.db.insert(newsletterSubscriptions).values([
      { email: 'fatima@csv.example', source: 'home' },
      { email: '=HYPERLINK("http://evil")@csv.example', source: 'popup' },
      { email: 'gone@csv.example', source: 'blog', unsubscribedAt: new Date() },
    ]);
    const response = await as(admin.token, 'GET', '/api/admin/inbox/subscribers.csv?q=csv.example&sort=email&dir=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('email,source,subscribed_on,unsubscribed_on');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith('fatima@csv.example,home,'))).toBe(true);
    expect(lines.some((l) => l.includes("'=HYPERLINK"))).toBe(true);
    expect(response.body).not.toContain('gone@csv.example');
  });
});
