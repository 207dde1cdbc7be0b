import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMailDetailSchema,
  adminMailPageSchema,
  adminMailQuerySchema,
  mailResendOutcomeSchema,
  idParamsSchema,
} from '@weekends/shared';
import { MAX_MAIL_ATTEMPTS } from '../../../lib/mailer.ts';
import { requireStaff } from '../../../plugins/auth.ts';
import { getMail, listMails, resendMail } from './service.ts';
import { errorResponses } from '../../../plugins/errors.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const guarded = errorResponses(401, 403);

/** The back office's Mail section: every mail in the outbox with its status and retries, a preview, and resend. */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('mail'));
  const delivery = app.config.SMTP_URL ? ('smtp' as const) : ('outbox' as const);

  app.get(
    '/admin/mail',
    {
      schema: {
        tags,
        description:
          'Mails newest first, with status (sent, pending, failed), attempts and last error; q searches recipient and subject. `delivery` says whether SMTP is configured.',
        querystring: adminMailQuerySchema,
        response: { 200: adminMailPageSchema, ...errorResponses(400), ...guarded },
      },
    },
    async (request) => ({ ...(await listMails(app.db, request.query)), delivery, maxAttempts: MAX_MAIL_ATTEMPTS }),
  );

  app.get(
    '/admin/mail/:id',
    {
      schema: {
        tags,
        description: 'One mail with its stored HTML and plain text.',
        params: idParams,
        response: { 200: adminMailDetailSchema, ...errorResponses(404), ...guarded },
      },
    },
    async (request, reply) => {
      // The HTML is shown in a sandboxed frame; the answer itself is never cached.
      reply.header('cache-control', 'private, no-store');
      return getMail(app.db, request.params.id);
    },
  );

  app.post(
    '/admin/mail/:id/resend',
    {
      schema: {
        tags,
        description:
          'Queues the same mail again as a new outbox row (the original keeps its history); answers the new id.',
        params: idParams,
        response: { 200: mailResendOutcomeSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => resendMail({ db: app.db, mailer: app.mailer }, request.customer!.id, request.params.id),
  );
};
