import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, corporateRegisterBodySchema, corporateSchema, sessionAnswerSchema, slugParamsSchema } from '@weekends/shared';
import { ACCOUNT_RATE_LIMITS } from '../accounts/rate-limits.ts';
import { sendConfirmationMail } from '../accounts/confirmation.ts';
import { startSession } from '../accounts/session-cookie.ts';
import { toCurrentUser, verifyCaptcha } from '../accounts/service.ts';
import { corporateBySlug, registerCorporateCustomer } from './service.ts';

const tags = ['corporates'];
const params = slugParamsSchema;

/**
 * The corporate register page (/corporate/{slug}/register). Registered inside accountsRoutes so the sign-up shares
 * the accounts rate-limit plugin.
 */
export const corporatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/corporates/:slug',
    { schema: { tags, description: 'The corporate a register page belongs to: its name and company e-mail domain.', params, response: { 200: corporateSchema, 404: apiErrorSchema } } },
    (request) => corporateBySlug(app.db, request.params.slug),
  );

  app.post(
    '/corporates/:slug/register',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.corporateRegister },
      schema: {
        tags,
        description:
          "Signs up a corporate customer with emailLocalPart@{the corporate's domain} and +971 + 9 digits, mails the confirmation link and signs them in. " +
          'A guest on that e-mail becomes this account; 409 SOCIAL_ACCOUNT or EMAIL_EXISTS for other accounts.',
        params,
        body: corporateRegisterBodySchema,
        response: { 201: sessionAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      // The corporate first: an unknown page is a 404 whatever the form holds, and spends no captcha.
      const corporate = await corporateBySlug(app.db, request.params.slug);
      await verifyCaptcha(app, captcha);
      const customer = await registerCorporateCustomer(app.db, corporate, input);
      // As for every sign-up, a failed mail does not undo it: the 'Pending' notice offers Resend.
      await sendConfirmationMail(app, customer);
      await startSession(request, reply, customer.id, { rememberMe: false, transport: 'cookie' });
      return reply.status(201).send(toCurrentUser(customer));
    },
  );
};
