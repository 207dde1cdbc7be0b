import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES, idParamsSchema } from '@weekends/shared';
import { notFound, errorResponses } from '../../plugins/errors.ts';
import { getOutboxMail, listOutbox } from './service.ts';

const tags = ['dev'];

/**
 * The outbox for developers and end-to-end tests (they read confirmation links and codes from it). Registered only
 * outside production: it shows every mail to anyone who asks.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        description: 'Latest mails, newest first (not in production).',
        querystring: z.object({
          to: z.string().max(320).optional(),
          limit: z.coerce.number().int().min(1).max(200).optional(),
        }),
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              template: z.string(),
              to: z.string(),
              subject: z.string(),
              text: z.string(),
              createdAt: z.string(),
              sentAt: z.string().nullable(),
              error: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query);
      return rows.map((r) => ({
        id: r.id,
        template: r.template,
        to: r.toAddress,
        subject: r.subject,
        text: r.text,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        error: r.error,
      }));
    },
  );

  app.get(
    '/dev/outbox/:id',
    {
      schema: {
        tags,
        description: 'One mail as its HTML (not in production).',
        params: idParamsSchema,
        response: { 200: z.string().describe('The mail as text/html'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const mail = await getOutboxMail(app.db, request.params.id);
      if (!mail) throw notFound(API_MESSAGES.mailNotFound);
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
};
