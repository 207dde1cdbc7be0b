import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, CAREER_MESSAGES, RESUME_MAX_BYTES, SESSION_COOKIE } from '@weekends/shared';
import { careerApplications, careerOpenings, outbox } from '../../db/schema/index.ts';
import {
  bearer,
  clientIp,
  createTestApp,
  signUp,
  signUpAdmin,
  solveCaptcha,
  type TestApp,
} from '../../test/helpers.ts';
import { docBytes, docxBytes, exeBytes, pdfBytes } from './testing/files.ts';
import { NUL_MESSAGE } from '../../plugins/input-guard.ts';

let t: TestApp;
let adminToken: string;

const DESCRIPTION = [
  'We are looking for a **Manager-Visual Design**.',
  '',
  '## What you will do',
  '',
  '- Lead the brand',
  '- Hire a designer',
  '',
  '<script>alert(1)</script> <img src=x onerror=alert(1)>',
  '',
  '[Our portfolio](https://example.com/work) and [a trap](javascript:alert(1)) and ![pixel](https://tracker.example/p.png) and [elsewhere](//evil.example/x)',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  const day = 86_400_000;
  await t.db.insert(careerOpenings).values([
    {
      slug: 'visual',
      title: 'Manager-Visual Design',
      location: 'Abu Dhabi',
      employmentType: 'Permanent',
      summary: 'Lead how we look.',
      description: DESCRIPTION,
      createdAt: new Date(Date.now() - 2 * day),
    },
    {
      slug: 'digital-marketing-executive',
      title: 'Digital Marketing Executive',
      location: 'Abu Dhabi',
      employmentType: 'Full time',
      summary: 'Grow our audience.',
      description: 'Plan campaigns.',
      titleAr: 'مسؤول تسويق رقمي',
      locationAr: 'أبوظبي',
      employmentTypeAr: 'دوام كامل',
      summaryAr: 'نمِّ جمهورنا.',
      descriptionAr: '## ماذا ستفعل\n\nخطّط للحملات.',
      createdAt: new Date(Date.now() - day),
    },
    {
      slug: 'closed-role',
      title: 'Closed Role',
      location: 'Dubai',
      employmentType: 'Full time',
      summary: 'Filled.',
      description: 'Filled.',
      isActive: false,
    },
  ]);
  adminToken = (await signUpAdmin(t.app, t.db)).token;
});

afterAll(async () => {
  await t?.close();
});

interface FilePart {
  data: Buffer;
  fileName: string;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, ...files: FilePart[]) {
  const boundary = `----weekends${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.fileName}"\r\ncontent-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let applicant = 0;
async function validFields(overrides: Record<string, string> = {}) {
  applicant += 1;
  return {
    name: 'Amira Haddad',
    email: `amira.${applicant}@example.test`,
    phoneNumber: '+971501234567',
    address: 'Villa 12, Street 4, Al Reem Island, Abu Dhabi',
    coverLetter: 'I have led brand design for a UAE hospitality group for six years.',
    consent: 'true',
    captcha: await solveCaptcha(t.app),
    ...overrides,
  };
}

const pdf = (data = pdfBytes()): FilePart => ({
  data,
  fileName: 'Amira Haddad CV.pdf',
  contentType: 'application/pdf',
});

function apply(
  body: ReturnType<typeof multipart>,
  {
    slug = 'visual',
    ip = clientIp(),
    headers = {},
  }: { slug?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/careers/${slug}/applications`,
    headers: { ...body.headers, 'x-forwarded-for': ip, ...headers },
    payload: body.payload,
  });
}

const applicationOf = async (email: string) =>
  (await t.db.select().from(careerApplications).where(eq(careerApplications.email, email)))[0];
const resumeFiles = () => {
  const folder = path.join(t.app.config.privateDir, 'resumes');
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.endsWith('.partial')) : [];
};

describe('GET /api/careers and /api/careers/{slug}', () => {
  it('lists the open positions, newest first, without closed ones', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/careers' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((o: { slug: string }) => o.slug)).toEqual(['digital-marketing-executive', 'visual']);
    expect(list[1]).toEqual({
      slug: 'visual',
      title: 'Manager-Visual Design',
      location: 'Abu Dhabi',
      employmentType: 'Permanent',
      summary: 'Lead how we look.',
      postedAt: expect.any(String),
    });
  });

  it('renders the description from Markdown to safe HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/careers/visual' });
    expect(response.statusCode).toBe(200);
    const { descriptionHtml, title, location, employmentType } = response.json();
    expect({ title, location, employmentType }).toEqual({
      title: 'Manager-Visual Design',
      location: 'Abu Dhabi',
      employmentType: 'Permanent',
    });
    expect(descriptionHtml).toContain('<strong>Manager-Visual Design</strong>');
    expect(descriptionHtml).toContain('<h2>What you will do</h2>');
    expect(descriptionHtml).toContain('<li>Hire a designer</li>');
    // Raw HTML is text, a javascript: link is no link, images are not loaded, outside links open safely.
    expect(descriptionHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(descriptionHtml).not.toMatch(/<script|<img|href="javascript|tracker\.example|href="\/\/evil/i);
    expect(descriptionHtml).toContain('[a trap](javascript:alert(1)) and pixel and [elsewhere](//evil.example/x)</p>');
    expect(descriptionHtml).toContain(
      '<a href="https://example.com/work" target="_blank" rel="noopener noreferrer">Our portfolio</a>',
    );
  });

  it('answers an Arabic reader in Arabic, and in English where a posting has no Arabic', async () => {
    const arabic = { 'x-weekends-language': 'ar' };
    const list = (await t.app.inject({ method: 'GET', url: '/api/careers', headers: arabic })).json();
    expect(list[0]).toEqual({
      slug: 'digital-marketing-executive',
      title: 'مسؤول تسويق رقمي',
      location: 'أبوظبي',
      employmentType: 'دوام كامل',
      summary: 'نمِّ جمهورنا.',
      postedAt: expect.any(String),
    });
    expect(list[1]).toMatchObject({ slug: 'visual', title: 'Manager-Visual Design', location: 'Abu Dhabi' });
    const posting = (
      await t.app.inject({ method: 'GET', url: '/api/careers/digital-marketing-executive', headers: arabic })
    ).json();
    expect(posting).toMatchObject({ title: 'مسؤول تسويق رقمي', employmentType: 'دوام كامل' });
    expect(posting.descriptionHtml).toBe('<h2>ماذا ستفعل</h2>\n<p>خطّط للحملات.</p>\n');
    const english = (await t.app.inject({ method: 'GET', url: '/api/careers/digital-marketing-executive' })).json();
    expect(english).toMatchObject({ title: 'Digital Marketing Executive', location: 'Abu Dhabi' });
    expect(english.descriptionHtml).toContain('Plan campaigns.');
  });

  it('answers 404 for an unknown or closed position', async () => {
    for (const slug of ['nope', 'closed-role']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/careers/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CAREER_MESSAGES.openingNotFound);
    }
  });
});

describe('POST /api/careers/{slug}/applications', () => {
  it('stores a PDF résumé privately, stores the application, mails a receipt and thanks the applicant', async () => {
    const fields = await validFields({ name: '  Amira   Haddad ', email: 'Amira.Apply@Example.test' });
    const file = pdfBytes();
    const response = await apply(multipart(fields, pdf(file)));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CAREER_MESSAGES.applied });

    const row = (await applicationOf('amira.apply@example.test'))!;
    const [opening] = await t.db.select().from(careerOpenings).where(eq(careerOpenings.slug, 'visual'));
    expect(row).toMatchObject({
      openingId: opening!.id,
      name: 'Amira   Haddad',
      phoneNumber: '+971501234567',
      address: fields.address,
      coverLetter: fields.coverLetter,
      resumeFileName: 'Amira Haddad CV.pdf',
      resumeMimeType: 'application/pdf',
      resumeSize: file.length,
      handledAt: null,
    });
    expect(row.consentedAt).toBeInstanceOf(Date);
    expect(row.resumeKey).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);

    // The bytes are in private storage, outside the public uploads folder, and no public address reaches them.
    const stored = path.join(t.app.config.privateDir, row.resumeKey);
    expect(fs.readFileSync(stored).equals(file)).toBe(true);
    expect(path.relative(t.app.config.uploadsDir, stored).startsWith('..')).toBe(true);
    for (const url of [
      `/uploads/${row.resumeKey}`,
      `/uploads/../private/${row.resumeKey}`,
      `/uploads/%2e%2e/private/${row.resumeKey}`,
      `/private/${row.resumeKey}`,
    ]) {
      const download = await t.app.inject({ method: 'GET', url });
      expect(download.statusCode, url).toBe(404);
      expect(download.rawPayload.equals(file)).toBe(false);
    }

    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'amira.apply@example.test'))
      .orderBy(desc(outbox.id));
    expect(mail).toMatchObject({ template: 'acknowledgement', subject: 'Your application for Manager-Visual Design' });
    expect(mail!.text).toContain('Hi Amira,');
    expect(mail!.text).toContain('We have received your application for Manager-Visual Design.');
  });

  it("names the position in the applicant's language in the receipt", async () => {
    const fields = await validFields({ name: 'Salma Ali', email: 'salma.apply@example.test' });
    const response = await apply(multipart(fields, pdf()), {
      slug: 'digital-marketing-executive',
      headers: { 'x-weekends-language': 'ar' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, 'salma.apply@example.test'));
    expect(mail!.subject).toContain('مسؤول تسويق رقمي');
  });

  it('accepts a Word document (.docx) and a legacy Word document (.doc), typed by content', async () => {
    for (const [data, fileName, mimeType, extension] of [
      [docxBytes(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      // The name says PDF; the content says Word, and the content wins.
      [docBytes(), 'cv.pdf', 'application/msword', 'doc'],
    ] as const) {
      const fields = await validFields();
      const response = await apply(multipart(fields, { data, fileName }));
      expect(response.statusCode, fileName).toBe(201);
      const row = (await applicationOf(fields.email))!;
      expect(row.resumeMimeType).toBe(mimeType);
      expect(row.resumeKey.endsWith(`.${extension}`)).toBe(true);
      expect(row.resumeFileName).toBe(`cv.${extension}`);
    }
  });

  it('takes a résumé of exactly 5 MB and refuses a larger one with 413 before storing anything', async () => {
    const exact = await validFields();
    expect((await apply(multipart(exact, pdf(pdfBytes(RESUME_MAX_BYTES))))).statusCode).toBe(201);

    const before = resumeFiles().length;
    const fields = await validFields();
    const response = await apply(multipart(fields, pdf(pdfBytes(RESUME_MAX_BYTES + 1))));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'RESUME_TOO_LARGE',
      message: CAREER_MESSAGES.resumeInvalid,
      fieldErrors: { resume: [CAREER_MESSAGES.resumeInvalid] },
    });
    expect(await applicationOf(fields.email)).toBeUndefined();
    expect(resumeFiles()).toHaveLength(before);
  });

  it('refuses a fake résumé: text named .pdf, a program named .docx, an empty file', async () => {
    const before = resumeFiles().length;
    for (const file of [
      {
        data: Buffer.from('Amira Haddad, designer. Not really a PDF.'),
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
      },
      {
        data: exeBytes(),
        fileName: 'cv.docx',
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { data: Buffer.alloc(0), fileName: 'cv.pdf', contentType: 'application/pdf' },
    ]) {
      const fields = await validFields();
      const response = await apply(multipart(fields, file));
      expect(response.statusCode, file.fileName).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'RESUME_INVALID',
        message: CAREER_MESSAGES.resumeInvalid,
        fieldErrors: { resume: [CAREER_MESSAGES.resumeInvalid] },
      });
      expect(await applicationOf(fields.email)).toBeUndefined();
    }
    expect(resumeFiles()).toHaveLength(before);
  });

  it('names every missing or invalid field, the missing résumé included, in one answer', async () => {
    const response = await apply(
      multipart({
        name: ' ',
        email: 'not-an-email',
        phoneNumber: '+97150',
        address: '',
        coverLetter: 'x'.repeat(5001),
        consent: 'false',
        captcha: await solveCaptcha(t.app),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        name: [ACCOUNT_MESSAGES.required],
        email: [ACCOUNT_MESSAGES.emailInvalid],
        phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid],
        address: [ACCOUNT_MESSAGES.required],
        coverLetter: [CAREER_MESSAGES.coverLetterTooLong],
        consent: [CAREER_MESSAGES.consentRequired],
        resume: [CAREER_MESSAGES.resumeRequired],
      },
    });
  });

  it("answers 'Required' for each field a form leaves out", async () => {
    const response = await apply(multipart({}));
    expect(response.statusCode).toBe(400);
    // The first message of each field is the one a form shows.
    const firstMessages = Object.fromEntries(
      Object.entries(response.json().fieldErrors as Record<string, string[]>).map(([field, messages]) => [
        field,
        messages.slice(0, 1),
      ]),
    );
    const required = [ACCOUNT_MESSAGES.required];
    expect(firstMessages).toEqual({
      name: required,
      email: required,
      phoneNumber: required,
      address: required,
      coverLetter: required,
      consent: [CAREER_MESSAGES.consentRequired],
      captcha: required,
      resume: [CAREER_MESSAGES.resumeRequired],
    });
  });

  it('refuses a cut-off or malformed upload with 400', async () => {
    const boundary = 'weekends-boundary';
    for (const [contentType, payload] of [
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\ncontent-disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4 cut off here`,
      ],
      [`multipart/form-data; boundary=${boundary}`, 'not multipart at all'],
      ['multipart/form-data', 'no boundary'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/careers/visual/applications',
        headers: { 'content-type': contentType!, 'x-forwarded-for': clientIp() },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('MALFORMED_FORM');
    }
  });

  it('needs consent to be given', async () => {
    const fields = await validFields();
    const { consent: _omitted, ...withoutConsent } = fields;
    const response = await apply(multipart(withoutConsent, pdf()));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ consent: [CAREER_MESSAGES.consentRequired] });
    expect(await applicationOf(fields.email)).toBeUndefined();
  });

  it('refuses a NUL character in a text field or the résumé name with 400, storing nothing', async () => {
    const filesBefore = resumeFiles();
    const fields = await validFields({ coverLetter: 'Hello\0there' });
    const response = await apply(multipart(fields, pdf()));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ coverLetter: [NUL_MESSAGE] });
    expect(await applicationOf(fields.email)).toBeUndefined();

    const named = await validFields();
    const file = await apply(multipart(named, { ...pdf(), fileName: 'CV\0.pdf' }));
    expect(file.statusCode).toBe(400);
    expect(file.json().fieldErrors).toEqual({ resume: [NUL_MESSAGE] });
    expect(await applicationOf(named.email)).toBeUndefined();
    expect(resumeFiles()).toEqual(filesBefore);
  });

  it('refuses a phone number that is not a real one', async () => {
    const fields = await validFields({ phoneNumber: '+971 12 345' });
    const response = await apply(multipart(fields, pdf()));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ phoneNumber: [ACCOUNT_MESSAGES.phoneInvalid] });
  });

  it('needs a solved captcha, once', async () => {
    const forged = await apply(
      multipart(await validFields({ captcha: Buffer.from('{"number":1}').toString('base64') }), pdf()),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message: ACCOUNT_MESSAGES.captchaFailed });

    const fields = await validFields();
    expect((await apply(multipart(fields, pdf()))).statusCode).toBe(201);
    const replay = await apply(multipart({ ...(await validFields()), captcha: fields.captcha }, pdf()));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_FAILED');
  });

  it('answers 404 for an unknown or closed position, and stores nothing', async () => {
    for (const slug of ['nope', 'closed-role']) {
      const fields = await validFields();
      const response = await apply(multipart(fields, pdf()), { slug });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CAREER_MESSAGES.openingNotFound);
      expect(await applicationOf(fields.email)).toBeUndefined();
    }
  });

  it('takes only multipart/form-data, and only here', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/careers/visual/applications',
      headers: { 'x-forwarded-for': clientIp() },
      payload: await validFields(),
    });
    expect(json.statusCode).toBe(415);
    // Multipart parsing belongs to this module: another route still refuses a form post.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      ...multipart({ email: 'a@example.test', password: 'x' }),
    });
    expect(elsewhere.statusCode).toBe(415);
    const twoFiles = await apply(multipart(await validFields(), pdf(), pdf()));
    expect(twoFiles.statusCode).toBe(413);
    const otherFile = await apply(multipart(await validFields(), { ...pdf(), field: 'photo' }));
    expect(otherFile.statusCode).toBe(400);
  });

  it('asks a signed-in browser for the X-Requested-With header, like every cookie mutation', async () => {
    const { token } = await signUp(t.app);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const refused = await apply(multipart(await validFields(), pdf()), { headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_HEADER_REQUIRED');
    const accepted = await apply(multipart(await validFields(), pdf()), {
      headers: { cookie, 'x-requested-with': 'fetch' },
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('limits one address to 10 applications an hour', async () => {
    const ip = clientIp();
    for (let i = 0; i < 10; i++) expect((await apply(multipart({}), { ip })).statusCode).toBe(400);
    const limited = await apply(multipart(await validFields(), pdf()), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ACCOUNT_MESSAGES.tooManyRequests);
    expect((await apply(multipart(await validFields(), pdf()))).statusCode).toBe(201);
  });
});

describe('the back office', () => {
  it('downloads a résumé for staff with the name it was given, safely', async () => {
    const fields = await validFields({ name: 'Omar Khalid', email: 'omar.khalid@example.test' });
    const file = docxBytes();
    const applied = await apply(multipart(fields, { data: file, fileName: '../../Omar <CV>\u0007.docx' }));
    expect(applied.statusCode).toBe(201);
    const [entry] = await t.db
      .select({ id: careerApplications.id })
      .from(careerApplications)
      .where(eq(careerApplications.email, 'omar.khalid@example.test'));

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/career-applications/${entry!.id}/resume`,
      headers: bearer(adminToken),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Omar CV.docx"; filename*=UTF-8''Omar%20CV.docx`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/career-applications/999999/resume',
      headers: bearer(adminToken),
    });
    expect(missing.statusCode).toBe(404);
  });
});
