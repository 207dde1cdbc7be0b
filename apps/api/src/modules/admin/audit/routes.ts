import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPage, auditEntrySchema, auditQuerySchema } from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { listAuditEntries } from './service.ts';
import { errorResponses } from '../../../plugins/errors.ts';

/** The audit log (every admin action is logged), read-only: admins only. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('audit'));

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        description:
          "The audit log, a page at a time, newest first: who did what to which subject, when, with the subject before and after. Filters: q (the action or the subject's type), adminId, subjectType, subjectId, from and to (Dubai days, both included).",
        querystring: auditQuerySchema,
        response: { 200: adminPage(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    (request) => listAuditEntries(app.db, request.query),
  );
};
