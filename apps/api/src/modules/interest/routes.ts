import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTEREST_MESSAGES, interestBodySchema, interestSubmittedSchema, idParamsSchema } from '@weekends/shared';
import { limit, namedLimitsOnly, sharedRateLimit, TEN_MINUTES } from '../../plugins/rate-limit.ts';
import { verifyCaptcha } from '../accounts/index.ts';
import { submitInterest } from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['interest'];
const idParams = idParamsSchema;

/**
 * Per IP, like the other form limits (shared through Redis when REDIS_URL is set): a visitor registers interest in a
 * few experiences, and each request mails the address given.
 */
export const INTEREST_RATE_LIMIT = limit(5, TEN_MINUTES);

/** 'Submit Interest' on an experience that takes requests instead of bookings. */
export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(INTEREST_MESSAGES.tooManyRequests));

  app.post(
    '/activities/:id/interest',
    {
      config: { rateLimit: INTEREST_RATE_LIMIT },
      schema: {
        tags,
        description:
          'Registers interest in a submit-request activity and mails a receipt: 201 with the thank-you text. ' +
          'An activity that takes bookings: 409 INTEREST_NOT_ACCEPTED; unknown or inactive: 404. Captcha-protected.',
        params: idParams,
        body: interestBodySchema,
        response: {
          201: interestSubmittedSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await verifyCaptcha(app, captcha);
      await submitInterest(app, request.params.id, input, requestLanguage(request));
      return reply.status(201).send({ message: INTEREST_MESSAGES.submitted });
    },
  );
};
