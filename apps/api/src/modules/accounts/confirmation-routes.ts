import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_MESSAGES,
  ACCOUNT_MESSAGES,
  confirmEmailAnswerSchema,
  confirmEmailBodySchema,
  emailSentAnswerSchema,
} from '@weekends/shared';
import { HttpError, errorResponses } from '../../plugins/errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { confirmEmail, sendConfirmationMail } from './confirmation.ts';

const tags = ['accounts'];

/**
 * E-mail confirmation: the link's target and the pop-up's Resend button. Registered inside accountsRoutes (rate
 * limits).
 */
export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts/confirm',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.confirm },
      schema: {
        tags,
        description:
          'Confirms the e-mail address of customer `id` with the token from the mailed link. No session needed; repeating it is harmless.',
        body: confirmEmailBodySchema,
        response: { 200: confirmEmailAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => confirmEmail(app, request.body.id, request.body.token),
  );

  app.post(
    '/accounts/confirmation/resend',
    {
      preValidation: requireRole('customer'),
      config: { rateLimit: ACCOUNT_RATE_LIMITS.resendConfirmation },
      schema: {
        tags,
        description: 'Mails a new confirmation link to the signed-in, unconfirmed customer.',
        response: {
          200: emailSentAnswerSchema,
          ...errorResponses(401, 403, 409, 429, 502),
        },
      },
    },
    async (request) => {
      const customer = request.customer!;
      if (customer.isConfirmed) throw new HttpError(409, 'ALREADY_CONFIRMED', ACCOUNT_MESSAGES.alreadyConfirmed);
      const outcome = await sendConfirmationMail(app, customer);
      if (outcome.status === 'failed') throw new HttpError(502, 'MAIL_FAILED', API_MESSAGES.mailFailed);
      return { emailSent: true as const };
    },
  );
};
