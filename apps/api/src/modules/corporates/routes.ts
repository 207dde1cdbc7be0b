import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  corporateRegisterBodySchema,
  corporateSchema,
  sessionAnswerSchema,
  slugParamsSchema,
} from '@weekends/shared';
import { limit, MINUTE, namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { startSession, toCurrentUser } from '../accounts/index.ts';
import { corporateBySlug, signUpCorporateCustomer, type CorporateSignUpDeps } from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['corporates'];
const params = slugParamsSchema;

/** A corporate sign-up creates an account like any sign-up, so it is limited like one: 5 a minute per address. */
export const CORPORATE_RATE_LIMITS = {
  register: limit(5, MINUTE),
} as const;

/** The corporate register page (/corporate/{slug}/register). */
export const corporatesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));
  const signUpDeps: CorporateSignUpDeps = {
    db: app.db,
    captcha: app.captcha,
    mailer: app.mailer,
    secret: app.config.SESSION_SECRET,
  };

  app.get(
    '/corporates/:slug',
    {
      schema: {
        tags,
        description: 'The corporate a register page belongs to: its name and company e-mail domain.',
        params,
        response: { 200: corporateSchema, ...errorResponses(404) },
      },
    },
    (request) => corporateBySlug(app.db, request.params.slug),
  );

  app.post(
    '/corporates/:slug/register',
    {
      config: { rateLimit: CORPORATE_RATE_LIMITS.register },
      schema: {
        tags,
        description:
          "Signs up a corporate customer with emailLocalPart@{the corporate's domain} and +971 + 9 digits, mails the confirmation link and signs them in. " +
          'A guest on that e-mail becomes this account; 409 SOCIAL_ACCOUNT or EMAIL_EXISTS for other accounts.',
        params,
        body: corporateRegisterBodySchema,
        response: {
          201: sessionAnswerSchema,
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      const customer = await signUpCorporateCustomer(
        signUpDeps,
        request.params.slug,
        captcha,
        input,
        requestLanguage(request),
      );
      await startSession(request, reply, customer.id, { rememberMe: false, transport: 'cookie', method: 'sign-up' });
      return reply.status(201).send(toCurrentUser(customer));
    },
  );
};
