import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, INTEREST_MESSAGES } from '@weekends/shared';
import { clientIp, createTestApp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { activities, interestRequests } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { INTEREST_RATE_LIMIT } from './routes.ts';

let t: TestApp;
let requestOnly: { id: number; title: string };
let bookable: { id: number };
let inactive: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  requestOnly = await t.fixtures.insertActivity({
    title: 'Hot Air Balloon at Sunrise',
    submitRequest: true,
    prices: [{ price: 95_000 }],
  });
  bookable = await t.fixtures.insertActivity({ title: 'Kayak the Mangroves', prices: [{ price: 15_000 }] });
  inactive = await t.fixtures.insertActivity({ title: 'Retired Dhow Trip', submitRequest: true, isActive: false });
});
afterAll(() => t.close());

let sequence = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Mansour',
  email: `layla-${++sequence}@example.test`,
  phoneNumber: '+971501234567',
  comment: 'Two adults, any weekend in March.',
  ...overrides,
});

async function submit(activityId: number, body: Record<string, unknown>, ip = clientIp()) {
  const payload = { captcha: await solveCaptcha(t.app), ...body };
  return t.app.inject({
    method: 'POST',
    url: `/api/activities/${activityId}/interest`,
    headers: { 'x-forwarded-for': ip },
    payload,
  });
}
const rowsFor = (activityId: number) =>
  t.db.select().from(interestRequests).where(eq(interestRequests.activityId, activityId));

describe('POST /api/activities/{id}/interest', () => {
  it("stores the request against the activity, mails a receipt naming it and answers the catalogue's thank-you", async () => {
    const body = form({ email: ' Layla.M@Example.test ', phoneNumber: '050 123 4567' });
    const response = await submit(requestOnly.id, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: INTEREST_MESSAGES.submitted });
    expect(INTEREST_MESSAGES.submitted).toBe(
      'Thank you for your interest. Our team will get back to you when we got interest from required number of people.',
    );

    const [row] = (await rowsFor(requestOnly.id)).filter((r) => r.email === 'layla.m@example.test');
    expect(row).toMatchObject({
      firstName: 'Layla',
      lastName: 'Mansour',
      phoneNumber: '050 123 4567',
      comment: 'Two adults, any weekend in March.',
      handledAt: null,
    });

    const mails = (await listOutbox(t.db, { to: 'layla.m@example.test' })).filter(
      (m) => m.template === 'acknowledgement',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your interest in ${requestOnly.title}`);
    expect(mails[0]!.text).toContain('Hi Layla,');
  });

  it('keeps the language of the page a request came from, and receipts it in that language', async () => {
    await t.db.update(activities).set({ titleAr: 'منطاد الهواء عند الشروق' }).where(eq(activities.id, requestOnly.id));
    const body = form();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/activities/${requestOnly.id}/interest`,
      headers: { 'x-forwarded-for': clientIp(), 'x-weekends-language': 'ar' },
      payload: { captcha: await solveCaptcha(t.app), ...body },
    });
    expect(response.statusCode).toBe(201);
    const [row] = (await rowsFor(requestOnly.id)).filter((r) => r.email === body.email);
    expect(row!.language).toBe('ar');
    const [mail] = await listOutbox(t.db, { to: body.email as string });
    expect(mail!.subject).toContain('منطاد الهواء عند الشروق');
    expect(mail!.subject).not.toContain('Your interest');
  });

  it('keeps a request when its activity is deleted by mistake: the delete is refused', async () => {
    const retiring = await t.fixtures.insertActivity({ title: 'Seaplane Over the Palm', submitRequest: true });
    expect((await submit(retiring.id, form())).statusCode).toBe(201);
    await expect(t.db.delete(activities).where(eq(activities.id, retiring.id))).rejects.toThrow();
    expect(await rowsFor(retiring.id)).toHaveLength(1);
  });

  it('requires every field, with the messages; the phone must be a real number, UAE by default', async () => {
    const before = (await rowsFor(requestOnly.id)).length;
    const empty = await submit(requestOnly.id, {
      firstName: '',
      lastName: ' ',
      email: '',
      phoneNumber: '',
      comment: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      firstName: [INTEREST_MESSAGES.required],
      lastName: [INTEREST_MESSAGES.required],
      email: [INTEREST_MESSAGES.required],
      phoneNumber: [ACCOUNT_MESSAGES.required],
      comment: [INTEREST_MESSAGES.required],
    });

    for (const phoneNumber of ['0501234', '+97150123', '123456789012', '+971 12 345 6789x']) {
      const response = await submit(requestOnly.id, form({ phoneNumber }));
      expect(response.json().fieldErrors).toEqual({ phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid] });
    }
    expect(ACCOUNT_MESSAGES.phoneInvalid).toBe('Invalid phone number!');
    expect((await submit(requestOnly.id, form({ email: 'layla@' }))).json().fieldErrors).toEqual({
      email: [INTEREST_MESSAGES.emailInvalid],
    });
    expect((await submit(requestOnly.id, form({ comment: 'x'.repeat(2001) }))).json().fieldErrors).toEqual({
      comment: [INTEREST_MESSAGES.commentTooLong],
    });
    // A number of another country, written with its code, is accepted.
    expect((await submit(requestOnly.id, form({ phoneNumber: '+44 20 7946 0958' }))).statusCode).toBe(201);
    expect((await rowsFor(requestOnly.id)).length).toBe(before + 1);
  });

  it('refuses an activity that takes bookings (409), and an unknown or inactive one (404), storing nothing', async () => {
    const booking = await submit(bookable.id, form());
    expect(booking.statusCode).toBe(409);
    expect(booking.json()).toMatchObject({ code: 'INTEREST_NOT_ACCEPTED', message: INTEREST_MESSAGES.notAccepted });
    const unknown = await submit(999_999, form());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: INTEREST_MESSAGES.activityNotFound });
    expect((await submit(inactive.id, form())).statusCode).toBe(404);
    expect(await rowsFor(bookable.id)).toEqual([]);
    expect(await rowsFor(inactive.id)).toEqual([]);
  });

  it('refuses a forged or spent captcha', async () => {
    const forged = await submit(requestOnly.id, form({ captcha: 'forged' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    const captcha = await solveCaptcha(t.app);
    expect((await submit(requestOnly.id, form({ captcha }))).statusCode).toBe(201);
    const body = form({ captcha });
    expect((await submit(requestOnly.id, body)).json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect((await rowsFor(requestOnly.id)).some((r) => r.email === body.email)).toBe(false);
  });

  it(`allows ${INTEREST_RATE_LIMIT.max} requests per address in 10 minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < INTEREST_RATE_LIMIT.max; i++)
      expect((await submit(requestOnly.id, form(), ip)).statusCode).toBe(201);
    const body = form();
    const limited = await submit(requestOnly.id, body, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: INTEREST_MESSAGES.tooManyRequests });
    expect((await rowsFor(requestOnly.id)).some((r) => r.email === body.email)).toBe(false);
  });
});
