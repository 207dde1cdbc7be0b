import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  CAREER_MESSAGES,
  RESUME_MAX_BYTES,
  apiErrorSchema,
  careerApplicationAnswerSchema,
  careerApplicationFieldsSchema,
  careerOpeningCardSchema,
  careerOpeningSchema,
  idParamsSchema,
  slugParamsSchema,
  firstNameOf,
} from '@weekends/shared';
import { HttpError } from '../../plugins/errors.ts';
import { sharedRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { PrivateStorage } from '../../lib/storage.ts';
import { verifyCaptcha } from '../accounts/service.ts';
import { detectResume } from './resume-file.ts';
import * as careers from './service.ts';

const tags = ['careers'];
const slugParams = slugParamsSchema;

/**
 * Each application is a stored file and a mail, and people applying to several roles send a few: 10 an hour
 * per address, counted like the account limits (plugins/rate-limit.ts).
 */
export const CAREER_RATE_LIMITS = {
  apply: { max: 10, timeWindow: 60 * 60_000 },
} as const;

/** Text fields are short; 32 KB holds the longest cover letter in any script, and anything cut off is too long. */
const FIELD_MAX_BYTES = 32 * 1024;
const FIELD_NAMES = ['name', 'email', 'phoneNumber', 'address', 'coverLetter', 'consent', 'captcha'] as const;

const resumeInvalid = () => new HttpError(400, 'RESUME_INVALID', CAREER_MESSAGES.resumeInvalid, { resume: [CAREER_MESSAGES.resumeInvalid] });

interface ApplicationForm {
  fields: Record<string, string>;
  resume?: { data: Buffer; fileName: string };
}

/**
 * Reads the multipart body: the text fields and one file 'resume', buffered (at most 5 MB, the limit stops the
 * upload as soon as it is passed). Anything that is not the form's shape is refused without reading on.
 */
async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the application as multipart/form-data.');
  const form: ApplicationForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume' || form.resume) throw new HttpError(400, 'BAD_REQUEST', 'Send one file, named resume.');
        form.resume = { data: await part.toBuffer(), fileName: part.filename };
      } else if ((FIELD_NAMES as readonly string[]).includes(part.fieldname)) {
        if (part.valueTruncated || typeof part.value !== 'string') {
          throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { [part.fieldname]: [ACCOUNT_MESSAGES.tooLong] });
        }
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'RESUME_TOO_LARGE', CAREER_MESSAGES.resumeInvalid, { resume: [CAREER_MESSAGES.resumeInvalid] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The application has more parts than the form sends.');
    // Nothing but the body is read here: whatever else fails is a cut-off or malformed upload.
    throw new HttpError(400, 'MALFORMED_FORM', 'The form could not be read. Please send it again.');
  }
  return form;
}

/**
 * Careers: openings are rows, and an application with its résumé is stored,
 * acknowledged by e-mail and listed for staff. Multipart parsing is registered in this plugin only, so every other
 * route keeps refusing form posts.
 *
 * The application route is public and needs no CSRF proof of its own: it acts for nobody's session. The auth
 * plugin still asks a signed-in browser for X-Requested-With on any mutation, so the web form always sends it.
 */
export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'RATE_LIMITED', ACCOUNT_MESSAGES.tooManyRequests),
  });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: FIELD_NAMES.length + 3, fieldSize: FIELD_MAX_BYTES, parts: FIELD_NAMES.length + 4, headerPairs: 50 },
  });
  // Local disk or the shared bucket (STORAGE=s3), whichever the app was configured with.
  const storage = app.storage.private;

  app.get(
    '/careers',
    { schema: { tags, description: 'The open positions, newest first.', response: { 200: z.array(careerOpeningCardSchema) } } },
    () => careers.listOpenings(app.db),
  );

  app.get(
    '/careers/:slug',
    {
      schema: {
        tags,
        description: 'One open position; its description is HTML rendered from Markdown on the server (no raw HTML, safe links). 404 when it is not open.',
        params: slugParams,
        response: { 200: careerOpeningSchema, 404: apiErrorSchema },
      },
    },
    (request) => careers.getOpening(app.db, request.params.slug),
  );

  app.post(
    '/careers/:slug/applications',
    {
      config: { rateLimit: CAREER_RATE_LIMITS.apply },
      schema: {
        tags,
        description:
          'Applies to an open position. multipart/form-data with the fields name, email, phoneNumber, address, coverLetter, consent ("true"), ' +
          'captcha (a solved ALTCHA payload) and the file resume: a PDF or Word document (.docx, or .doc without macros) of at most 5 MB, judged by its content. ' +
          '400 VALIDATION_FAILED (fieldErrors), RESUME_INVALID or CAPTCHA_FAILED; 413 RESUME_TOO_LARGE; 404 when the position is not open. ' +
          'The applicant gets an acknowledgement mail.',
        params: slugParams,
        response: { 201: careerApplicationAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const opening = await careers.findOpenOpening(app.db, request.params.slug);
      const { fields, resume } = await readApplicationForm(request);
      // A field left out entirely is as missing as an empty one: 'Required', not a type error.
      const blank = Object.fromEntries(FIELD_NAMES.map((name) => [name, '']));
      const parsed = careerApplicationFieldsSchema.safeParse({ ...blank, ...fields, consent: fields.consent === 'true' });
      const fieldErrors: Record<string, string[]> = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
      const resumeType = resume ? await detectResume(resume.data) : null;
      if (!resume) fieldErrors.resume = [CAREER_MESSAGES.resumeRequired];
      // Both kinds of mistake in one answer, so the form can show them together.
      if (!parsed.success || !resume) throw new HttpError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', fieldErrors);
      if (!resumeType) throw resumeInvalid();
      const { captcha, consent: _consent, ...input } = parsed.data;
      await verifyCaptcha(app, captcha);

      await careers.submitApplication(app.db, storage, opening.id, input, { data: resume.data, fileName: resume.fileName, type: resumeType });
      // The application is stored: a failed mail is logged by the mailer and does not fail the form.
      await app.mailer.send('acknowledgement', input.email, { form: 'career', firstName: firstNameOf(input.name), values: { opening: opening.title } });
      return reply.status(201).send({ message: CAREER_MESSAGES.applied });
    },
  );

  await app.register(adminCareerRoutes(storage));
};

const applicationParams = idParamsSchema;
const adminErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Each résumé, downloadable by staff only (the back office lists applications in its Inbox, modules/admin/inbox). */
const adminCareerRoutes =
  (storage: PrivateStorage): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireRole('admin'));
    const adminTags = ['admin'];

    app.get(
      '/admin/career-applications/:id/resume',
      {
        schema: {
          tags: adminTags,
          description: 'The résumé file as an attachment, with the type detected at upload.',
          params: applicationParams,
          response: { 404: apiErrorSchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const file = await careers.readResume(app.db, storage, request.params.id);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Bytes, sent as they are: the schema types only the JSON answers.
          .send(file.data as never);
      },
    );
  };
