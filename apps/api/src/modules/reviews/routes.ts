import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myReviewSchema,
  REVIEW_MESSAGES,
  reviewBodySchema,
  reviewSubmittedSchema,
  idParamsSchema,
} from '@weekends/shared';
import { namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../../plugins/auth.ts';
import { REVIEW_RATE_LIMIT } from './rate-limits.ts';
import * as reviews from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { adminReviewsRoutes } from './admin-routes.ts';

const tags = ['reviews'];
const idParams = idParamsSchema;

/** Writing a review and the author's own list. Public reading of published reviews is the catalogue's. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(REVIEW_MESSAGES.tooMany));

  app.post(
    '/activities/:id/reviews',
    {
      // A logged-in customer writes reviews. Not a guest: anyone who knows a guest's e-mail can open a
      // guest session (the guest form merges by e-mail), so a guest session must not speak in the guest's name.
      preValidation: requireRole('customer'),
      config: { rateLimit: REVIEW_RATE_LIMIT },
      schema: {
        tags,
        description: 'Submits a review; it is stored unpublished until the provider approves it.',
        params: idParams,
        body: reviewBodySchema,
        response: {
          201: reviewSubmittedSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const review = await reviews.submitReview(app.db, request.customer!.id, request.params.id, request.body);
      return reply.status(201).send({ ...review, message: REVIEW_MESSAGES.submitted });
    },
  );

  app.get(
    '/accounts/me/reviews',
    {
      preValidation: requireRole('customer'),
      schema: {
        tags,
        description: "The signed-in customer's reviews, published and awaiting approval, newest first.",
        response: { 200: z.array(myReviewSchema), ...errorResponses(401, 403) },
      },
    },
    (request) => reviews.listMyReviews(app.db, request.customer!.id, requestLanguage(request)),
  );

  // The back office's moderation of reviews is this module's too.
  await app.register(adminReviewsRoutes);
};
