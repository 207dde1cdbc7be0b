import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  API_MESSAGES,
  ACCOUNT_MESSAGES,
  CAREER_MESSAGES,
  RESUME_MAX_BYTES,
  careerApplicationAnswerSchema,
  careerOpeningCardSchema,
  careerOpeningSchema,
  idParamsSchema,
  slugParamsSchema,
} from '@weekends/shared';
import { HttpError, errorResponses } from '../../plugins/errors.ts';
import { NUL_MESSAGE, nulPath } from '../../plugins/input-guard.ts';
import { HOUR, limit, namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { readUploadedForm } from '../../lib/uploaded-file.ts';
import { APPLICATION_FIELDS, applyToOpening, type ApplicationDeps, type ApplicationForm } from './application.ts';
import * as careers from './service.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['careers'];
const slugParams = slugParamsSchema;

/**
 * Each application is a stored file and a mail, and people applying to several roles send a few: 10 an hour
 * per address, counted like the account limits (plugins/rate-limit.ts).
 */
export const CAREER_RATE_LIMITS = {
  apply: limit(10, HOUR),
} as const;

/** Text fields are short; 32 KB holds the longest cover letter in any script, and anything cut off is too long. */
const FIELD_MAX_BYTES = 32 * 1024;

/**
 * Reads the multipart body: the text fields and one file 'resume', buffered (at most 5 MB, the limit stops the
 * upload as soon as it is passed). Anything that is not the form's shape is refused without reading on.
 */
async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  const { file, fields } = await readUploadedForm(request, {
    file: 'resume',
    sending: 'application',
    fields: APPLICATION_FIELDS,
    tooLarge: () =>
      new HttpError(413, 'RESUME_TOO_LARGE', CAREER_MESSAGES.resumeInvalid, {
        resume: [CAREER_MESSAGES.resumeInvalid],
      }),
    tooManyParts: () => new HttpError(413, 'PAYLOAD_TOO_LARGE', API_MESSAGES.tooManyParts),
  });
  const form: ApplicationForm = { fields, resume: file ?? undefined };
  // The request guard reads JSON bodies only: a form's text (and the résumé's name) is checked here, before the
  // database, which cannot store a NUL.
  const nul = nulPath({ ...form.fields, resume: form.resume?.fileName });
  if (nul !== null) throw new HttpError(400, 'VALIDATION_FAILED', API_MESSAGES.notValid, { [nul]: [NUL_MESSAGE] });
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
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: RESUME_MAX_BYTES,
      files: 1,
      fields: APPLICATION_FIELDS.length + 3,
      fieldSize: FIELD_MAX_BYTES,
      parts: APPLICATION_FIELDS.length + 4,
      headerPairs: 50,
    },
  });
  // Local disk or the shared bucket (STORAGE=s3), whichever the app was configured with.
  const storage = app.storage.private;
  const applicationDeps: ApplicationDeps = { db: app.db, storage, mailer: app.mailer, captcha: app.captcha };

  app.get(
    '/careers',
    {
      schema: {
        tags,
        description: "The open positions, newest first, in the reader's language (Arabic where translated).",
        response: { 200: z.array(careerOpeningCardSchema) },
      },
    },
    (request) => careers.listOpenings(app.db, requestLanguage(request)),
  );

  app.get(
    '/careers/:slug',
    {
      schema: {
        tags,
        description:
          'One open position; its description is HTML rendered from Markdown on the server (no raw HTML, safe links). 404 when it is not open.',
        params: slugParams,
        response: { 200: careerOpeningSchema, ...errorResponses(404) },
      },
    },
    (request) => careers.getOpening(app.db, request.params.slug, requestLanguage(request)),
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
        response: {
          201: careerApplicationAnswerSchema,
          ...errorResponses(400, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      // The opening first: a position that is not open is a 404 without reading the upload.
      // In the applicant's language, so the acknowledgement names the position as the page did.
      const language = requestLanguage(request);
      const opening = await careers.findOpenOpening(app.db, request.params.slug, language);
      await applyToOpening(applicationDeps, opening, await readApplicationForm(request), language);
      return reply.status(201).send({ message: CAREER_MESSAGES.applied });
    },
  );

  await app.register(adminCareerRoutes);
};

const applicationParams = idParamsSchema;
const adminErrors = errorResponses(401, 403);

/** Each résumé, downloadable by staff only (the back office lists applications in its Inbox, modules/admin/inbox). */
const adminCareerRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage.private;
  app.addHook('preValidation', requireStaff('careerApplications'));
  const adminTags = ['admin'];

  app.get(
    '/admin/career-applications/:id/resume',
    {
      schema: {
        tags: adminTags,
        description: 'The résumé file as an attachment, with the type detected at upload.',
        params: applicationParams,
        response: { ...errorResponses(404), ...adminErrors },
      },
    },
    async (request, reply) => {
      const file = await careers.readResume(app.db, storage, request.params.id);
      return (
        reply
          .header('content-type', file.mimeType)
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Bytes, sent as they are: the schema types only the JSON answers.
          .send(file.data as never)
      );
    },
  );
};
