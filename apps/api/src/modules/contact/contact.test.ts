import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, CONTACT_MESSAGES } from '@weekends/shared';
import { clientIp, createTestApp, solveCaptcha, type TestApp } from '../../test/helpers.ts';
import { contactRequests } from '../../db/schema/index.ts';
import { listOutbox } from '../mail/service.ts';
import { CONTACT_RATE_LIMITS } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `contact-${++n}@example.test`;

type Body = Record<string, unknown>;
const post = async (url: string, payload: Body, ip = clientIp()) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload });
const withCaptcha = async (payload: Body) => ({ captcha: await solveCaptcha(t.app), ...payload });

const contact = () => ({
  name: 'Sara Al Haddad',
  email: newEmail(),
  message: 'Do you have experiences for a family with two small children?',
});
const corporate = () => ({
  firstName: 'Omar',
  lastName: 'Khalil',
  companyName: 'Gulf Logistics LLC',
  designation: 'HR Manager',
  email: newEmail(),
  phoneNumber: '+971501234567',
  comment: 'We would like to reward 40 employees each quarter.',
});
const partner = () => ({
  name: 'Layla Nasser',
  email: newEmail(),
  phoneNumber: '+971521234567',
  message: 'I run kayak tours in Abu Dhabi and would like to host.',
});

const stored = async (email: string) => t.db.select().from(contactRequests).where(eq(contactRequests.email, email));
const fieldErrors = (response: { json(): unknown }) =>
  (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;

describe('POST /api/contact', () => {
  it('stores the message, mails a receipt and answers 201 Request Submitted Successfully', async () => {
    const body = contact();
    const response = await post(
      '/api/contact',
      await withCaptcha({ ...body, email: `  ${body.email.toUpperCase()} ` }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Request Submitted Successfully' });

    const rows = await stored(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      name: 'Sara Al Haddad',
      email: body.email,
      phoneNumber: null,
      message: body.message,
      details: {},
      handledAt: null,
    });

    const mails = await listOutbox(t.db, { to: body.email });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'acknowledgement', subject: 'We have received your message' });
    expect(mails[0]!.text).toContain('Hi Sara,');
    expect(mails[0]!.text).toContain(`our team will reply to ${body.email}`);
  });

  it('requires name, email and message, and spells the contact e-mail message "valid"', async () => {
    const empty = await post('/api/contact', await withCaptcha({ name: ' ', email: '', message: '' }));
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toMatchObject({
      name: [ACCOUNT_MESSAGES.required],
      email: expect.arrayContaining([ACCOUNT_MESSAGES.required]),
      message: [ACCOUNT_MESSAGES.required],
    });

    const bad = await post('/api/contact', await withCaptcha({ ...contact(), email: 'sara@' }));
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual({ email: ['Email Id must be valid'] });
    expect(CONTACT_MESSAGES.contactEmailInvalid).toBe('Email Id must be valid');
  });

  it('refuses an over-long name or message', async () => {
    const response = await post(
      '/api/contact',
      await withCaptcha({ ...contact(), name: 'x'.repeat(181), message: 'y'.repeat(5001) }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      name: [ACCOUNT_MESSAGES.tooLong],
      message: [CONTACT_MESSAGES.messageTooLong],
    });
  });

  it('needs a captcha: missing is Required, a wrong or spent one is refused, and nothing is stored or mailed', async () => {
    const missing = contact();
    const response = await post('/api/contact', { ...missing, captcha: '' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ captcha: [ACCOUNT_MESSAGES.required] });

    const absent = await post('/api/contact', missing);
    expect(absent.statusCode).toBe(400);
    expect(fieldErrors(absent)).toHaveProperty('captcha');

    const forged = await post('/api/contact', { ...missing, captcha: Buffer.from('{"number":1}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message: ACCOUNT_MESSAGES.captchaFailed });

    const captcha = await solveCaptcha(t.app);
    expect((await post('/api/contact', { ...contact(), captcha })).statusCode).toBe(201);
    const replayed = await post('/api/contact', { ...missing, captcha });
    expect(replayed.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });

    expect(await stored(missing.email)).toEqual([]);
    expect(await listOutbox(t.db, { to: missing.email })).toEqual([]);
  });

  it('stores the message even when the mail cannot be sent', async () => {
    const body = contact();
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => ({ id: null, status: 'failed', error: 'SMTP down' });
    try {
      const response = await post('/api/contact', await withCaptcha(body));
      expect(response.statusCode).toBe(201);
    } finally {
      t.app.mailer.send = send;
    }
    expect(await stored(body.email)).toHaveLength(1);
  });

  it(`allows ${CONTACT_RATE_LIMITS.contact.max} messages per address in ten minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < CONTACT_RATE_LIMITS.contact.max; i += 1)
      expect((await post('/api/contact', await withCaptcha(contact()), ip)).statusCode).toBe(201);
    const limited = await post('/api/contact', await withCaptcha(contact()), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGES.tooManyRequests });
    expect((await post('/api/contact', await withCaptcha(contact()))).statusCode).toBe(201);
  });
});

describe('POST /api/corporate-contact', () => {
  it('stores every field, the landline included, mails a receipt naming the company, 201', async () => {
    const body = { ...corporate(), landLine: '+97142345678' };
    const response = await post('/api/corporate-contact', await withCaptcha(body));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Request Submitted Successfully' });

    const [row] = await stored(body.email);
    expect(row).toMatchObject({
      kind: 'corporate',
      name: 'Omar Khalil',
      email: body.email,
      phoneNumber: '+971501234567',
      message: body.comment,
      details: {
        firstName: 'Omar',
        lastName: 'Khalil',
        companyName: 'Gulf Logistics LLC',
        designation: 'HR Manager',
        landLine: '+97142345678',
      },
    });

    const [mail] = await listOutbox(t.db, { to: body.email });
    expect(mail).toMatchObject({ template: 'acknowledgement', subject: 'Your corporate enquiry' });
    expect(mail!.text).toContain('Hi Omar,');
    expect(mail!.text).toContain('your enquiry for Gulf Logistics LLC');
  });

  it('takes the landline as optional: absent or empty stores none', async () => {
    for (const landLine of [undefined, '']) {
      const body = { ...corporate(), landLine };
      expect((await post('/api/corporate-contact', await withCaptcha(body))).statusCode).toBe(201);
      const [row] = await stored(body.email);
      expect(row!.details).not.toHaveProperty('landLine');
    }
  });

  it('requires every field but the landline, and spells the corporate e-mail message "vaild"', async () => {
    const response = await post(
      '/api/corporate-contact',
      await withCaptcha({
        firstName: '',
        lastName: '',
        companyName: '',
        designation: '',
        email: '',
        phoneNumber: '',
        comment: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    const errors = fieldErrors(response);
    for (const field of ['firstName', 'lastName', 'companyName', 'designation', 'email', 'phoneNumber', 'comment'])
      expect(errors[field]?.[0]).toBe(ACCOUNT_MESSAGES.required);
    expect(errors).not.toHaveProperty('landLine');

    const bad = await post('/api/corporate-contact', await withCaptcha({ ...corporate(), email: 'omar.khalil' }));
    expect(fieldErrors(bad)).toEqual({ email: ['Email Id must be vaild'] });
  });

  it("says 'Invalid phone number!' for a short or unreal phone, and for an unreal landline", async () => {
    for (const phoneNumber of ['+97150123', '+971 000 000 000', '0501']) {
      const response = await post('/api/corporate-contact', await withCaptcha({ ...corporate(), phoneNumber }));
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({ phoneNumber: ['Invalid phone number!'] });
    }
    const landLine = await post('/api/corporate-contact', await withCaptcha({ ...corporate(), landLine: '+9714123' }));
    expect(fieldErrors(landLine)).toEqual({ landLine: ['Invalid phone number!'] });
  });

  it('needs a captcha', async () => {
    const body = corporate();
    expect(fieldErrors(await post('/api/corporate-contact', { ...body, captcha: '' }))).toEqual({
      captcha: [ACCOUNT_MESSAGES.required],
    });
    expect((await post('/api/corporate-contact', { ...body, captcha: 'bm90IGEgcGF5bG9hZA==' })).json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
    });
    expect(await stored(body.email)).toEqual([]);
  });

  it(`allows ${CONTACT_RATE_LIMITS.corporate.max} enquiries per address in ten minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < CONTACT_RATE_LIMITS.corporate.max; i += 1)
      expect((await post('/api/corporate-contact', await withCaptcha(corporate()), ip)).statusCode).toBe(201);
    expect((await post('/api/corporate-contact', await withCaptcha(corporate()), ip)).statusCode).toBe(429);
  });
});

describe('POST /api/partner-contact', () => {
  it('stores the would-be host with the phone, mails a receipt, 201', async () => {
    const body = partner();
    const response = await post('/api/partner-contact', await withCaptcha(body));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Request Submitted Successfully' });

    const [row] = await stored(body.email);
    expect(row).toMatchObject({
      kind: 'partner',
      name: 'Layla Nasser',
      phoneNumber: '+971521234567',
      message: body.message,
      details: {},
    });
    const [mail] = await listOutbox(t.db, { to: body.email });
    expect(mail).toMatchObject({ template: 'acknowledgement', subject: 'Your request to become a host' });
    expect(mail!.text).toContain('Hi Layla,');
  });

  it("requires name, email, phone and message; 'Email Id must be vaild'; 'Invalid phone number!'", async () => {
    const empty = await post(
      '/api/partner-contact',
      await withCaptcha({ name: '', email: '', phoneNumber: '', message: '' }),
    );
    const errors = fieldErrors(empty);
    for (const field of ['name', 'email', 'phoneNumber', 'message'])
      expect(errors[field]?.[0]).toBe(ACCOUNT_MESSAGES.required);

    const bad = await post(
      '/api/partner-contact',
      await withCaptcha({ ...partner(), email: 'layla@host', phoneNumber: '+9715212' }),
    );
    expect(fieldErrors(bad)).toEqual({ email: ['Email Id must be vaild'], phoneNumber: ['Invalid phone number!'] });
  });

  it('needs a captcha', async () => {
    const body = partner();
    expect(fieldErrors(await post('/api/partner-contact', { ...body, captcha: '' }))).toEqual({
      captcha: [ACCOUNT_MESSAGES.required],
    });
    expect((await post('/api/partner-contact', { ...body, captcha: 'bm90IGEgcGF5bG9hZA==' })).json()).toMatchObject({
      code: 'CAPTCHA_FAILED',
    });
    expect(await stored(body.email)).toEqual([]);
  });

  it(`allows ${CONTACT_RATE_LIMITS.partner.max} requests per address in ten minutes, then 429`, async () => {
    const ip = clientIp();
    for (let i = 0; i < CONTACT_RATE_LIMITS.partner.max; i += 1)
      expect((await post('/api/partner-contact', await withCaptcha(partner()), ip)).statusCode).toBe(201);
    expect((await post('/api/partner-contact', await withCaptcha(partner()), ip)).statusCode).toBe(429);
  });
});

describe('the receipt of a form sent from an Arabic page', () => {
  it('is written in Arabic, for each of the three forms', async () => {
    const arabic = { 'x-forwarded-for': clientIp(), 'x-weekends-language': 'ar' };
    const forms = [
      { url: '/api/contact', body: contact(), subject: 'استلمنا رسالتك' },
      { url: '/api/corporate-contact', body: corporate(), subject: 'استفسارك بخصوص الشركات' },
      { url: '/api/partner-contact', body: partner(), subject: undefined },
    ];
    for (const { url, body, subject } of forms) {
      const response = await t.app.inject({ method: 'POST', url, headers: arabic, payload: await withCaptcha(body) });
      expect(response.statusCode, url).toBe(201);
      const [mail] = await listOutbox(t.db, { to: body.email });
      if (subject) expect(mail?.subject, url).toBe(subject);
      // Arabic letters, and no English sentence: the receipt is the Arabic one.
      expect(mail?.subject, url).toMatch(/[\u0600-\u06FF]/);
      expect(mail?.text, url).not.toContain('Thanks');
    }
  });
});
