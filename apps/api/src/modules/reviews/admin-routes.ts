import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReviewSchema, adminReviewsQuerySchema, idParamsSchema } from '@weekends/shared';
import { requireStaff } from '../../plugins/auth.ts';
import * as reviews from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const errors = errorResponses(401, 403);

/** The provider approves reviews in the back office; none is public before that. */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireStaff('reviews'));

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags,
        description: 'Reviews by status (pending by default, oldest first).',
        querystring: adminReviewsQuerySchema,
        response: { 200: z.array(adminReviewSchema), ...errorResponses(400), ...errors },
      },
    },
    (request) => reviews.listReviewsForAdmin(app.db, request.query, requestLanguage(request)),
  );

  app.post(
    '/admin/reviews/:id/approve',
    {
      schema: {
        tags,
        description: "Publishes the review and updates the activity's rating and review count.",
        params: idParams,
        response: { 204: z.null(), ...errorResponses(404), ...errors },
      },
    },
    async (request, reply) => {
      await reviews.approveReview(app.db, request.customer!.id, request.params.id);
      // Listings are cached for 30 s; the new rating should show on the next one.
      app.catalogCache.clear();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/reviews/:id/reject',
    {
      schema: {
        tags,
        description: 'Deletes the review (published or not) and updates the activity rating.',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(404), ...errors },
      },
    },
    async (request, reply) => {
      await reviews.rejectReview(app.db, request.customer!.id, request.params.id);
      app.catalogCache.clear();
      return reply.status(204).send(null);
    },
  );
};
