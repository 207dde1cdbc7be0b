import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewQuerySchema, overviewSchema } from '@weekends/shared';
import { requireStaff } from '../../../plugins/auth.ts';
import { readOverview } from './service.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../lib/request-language.ts';

/** The back office's Overview: the marketplace's figures over time, admins only. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('overview'));

  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        description:
          'Revenue (bookings less cancellations, in fils), bookings and new customers per day, week or month of a range of Dubai days (both included, at most two years), with the five activities (named in the reader’s language) and hosts that sold most in it.',
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => readOverview(app.db, request.query, requestLanguage(request)),
  );
};
