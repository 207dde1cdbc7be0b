import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  CONTACT_MESSAGES,
  contactBodySchema,
  corporateContactBodySchema,
  partnerContactBodySchema,
  submittedAnswerSchema,
} from '@weekends/shared';
import { limit, namedLimitsOnly, sharedRateLimit, TEN_MINUTES } from '../../plugins/rate-limit.ts';
import { verifyCaptcha } from '../accounts/index.ts';
import { submitContact, submitCorporateContact, submitPartnerContact } from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['contact'];

/**
 * Per IP, like the other form limits (shared through Redis when REDIS_URL is set, plugins/rate-limit.ts).
 * Each request is a stored row and a mail to the address given, and nobody writes to us more than a few times in
 * ten minutes.
 */
export const CONTACT_RATE_LIMITS = {
  contact: limit(5, TEN_MINUTES),
  corporate: limit(5, TEN_MINUTES),
  partner: limit(5, TEN_MINUTES),
} as const;

const responses = { 201: submittedAnswerSchema, ...errorResponses(400, 429) };

/** The contact-type forms (Contact, Corporate 'Get in touch', Become A Host): stored, acknowledged by mail, 201. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));

  app.post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMITS.contact },
      schema: {
        tags,
        description: 'The Contact Us form (/contact): stored, acknowledged by mail. Captcha-protected.',
        body: contactBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await verifyCaptcha(app, captcha);
      await submitContact(app, input, requestLanguage(request));
      return reply.status(201).send({ message: CONTACT_MESSAGES.submitted });
    },
  );

  app.post(
    '/corporate-contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMITS.corporate },
      schema: {
        tags,
        description:
          "The corporate 'Get in touch' form (/corporate), landline included when given: stored, acknowledged by mail. Captcha-protected.",
        body: corporateContactBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await verifyCaptcha(app, captcha);
      await submitCorporateContact(app, input, requestLanguage(request));
      return reply.status(201).send({ message: CONTACT_MESSAGES.submitted });
    },
  );

  app.post(
    '/partner-contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMITS.partner },
      schema: {
        tags,
        description:
          "'Become A Host' (/partner-contact): a would-be host's message, stored and acknowledged by mail. Captcha-protected.",
        body: partnerContactBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await verifyCaptcha(app, captcha);
      await submitPartnerContact(app, input, requestLanguage(request));
      return reply.status(201).send({ message: CONTACT_MESSAGES.submitted });
    },
  );
};
