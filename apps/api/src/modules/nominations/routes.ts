import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  giveBackBodySchema,
  NOMINATION_MESSAGES,
  sportsNominationBodySchema,
  submittedAnswerSchema,
} from '@weekends/shared';
import { limit, namedLimitsOnly, sharedRateLimit, TEN_MINUTES } from '../../plugins/rate-limit.ts';
import { verifyCaptcha } from '../accounts/index.ts';
import { submitGiveBack, submitSportsNomination } from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['nominations'];

/**
 * Per IP, like the other form limits (shared through Redis when REDIS_URL is set): a family may nominate a few people,
 * not dozens.
 */
export const NOMINATION_RATE_LIMITS = {
  giveBack: limit(5, TEN_MINUTES),
  sports: limit(5, TEN_MINUTES),
} as const;

const responses = { 201: submittedAnswerSchema, ...errorResponses(400, 429) };

/** The nomination forms (Return Gift Weekend, Sports weekend): stored and acknowledged by mail, answered 201. */
export const nominationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));

  app.post(
    '/nominations/give-back',
    {
      config: { rateLimit: NOMINATION_RATE_LIMITS.giveBack },
      schema: {
        tags,
        description:
          'Return Gift Weekend (/give-back): name, age (5-100), e-mail, gender, phone and how they contribute (time, money or both). Captcha-protected.',
        body: giveBackBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await verifyCaptcha(app, captcha);
      await submitGiveBack(app, input, requestLanguage(request));
      return reply.status(201).send({ message: NOMINATION_MESSAGES.submitted });
    },
  );

  app.post(
    '/nominations/sports',
    {
      config: { rateLimit: NOMINATION_RATE_LIMITS.sports },
      schema: {
        tags,
        description:
          'Sports weekend (/sports-weekend): the sports with a proficiency and a unique preference rank 1-9, up to three of the nominee’s own sports. Captcha-protected.',
        body: sportsNominationBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await verifyCaptcha(app, captcha);
      await submitSportsNomination(app, input, requestLanguage(request));
      return reply.status(201).send({ message: NOMINATION_MESSAGES.submitted });
    },
  );
};
