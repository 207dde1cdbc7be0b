import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NEWSLETTER_MESSAGES,
  newsletterSubscribeBodySchema,
  newsletterSubscribedSchema,
  newsletterUnsubscribeBodySchema,
  newsletterUnsubscribedSchema,
} from '@weekends/shared';
import { namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { verifyCaptcha } from '../accounts/index.ts';
import { NEWSLETTER_RATE_LIMITS } from './rate-limits.ts';
import { subscribe, unsubscribe } from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['newsletter'];

/**
 * The newsletter: the home block, the blog's 'Subscribe Us' box and the pop-up subscribe here; the link in every
 * newsletter mail unsubscribes.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(NEWSLETTER_MESSAGES.tooManyRequests));

  app.post(
    '/newsletter',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMITS.subscribe },
      schema: {
        tags,
        description:
          "Subscribes an address (new, or back after unsubscribing) and mails the welcome with its unsubscribe link: 201 'Subscribed Successfully'. " +
          "An address subscribed now: 409 ALREADY_SUBSCRIBED 'Already Subscribed'. Captcha-protected (each subscription sends a mail).",
        body: newsletterSubscribeBodySchema,
        response: { 201: newsletterSubscribedSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, source, captcha } = request.body;
      await verifyCaptcha(app, captcha);
      await subscribe(app, email, source, requestLanguage(request));
      return reply.status(201).send({ message: NEWSLETTER_MESSAGES.subscribed });
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMITS.unsubscribe },
      schema: {
        tags,
        description:
          'Unsubscribes the address of a mailed /unsubscribe link, proven by its signed token. 200 with alreadyUnsubscribed when it was not subscribed; ' +
          '400 UNSUBSCRIBE_INVALID for a token not made for this address (nothing changes). Repeating it is harmless.',
        body: newsletterUnsubscribeBodySchema,
        response: { 200: newsletterUnsubscribedSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => unsubscribe(app, request.body.email, request.body.token),
  );
};
