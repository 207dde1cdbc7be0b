import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordBodySchema,
  messageAnswerSchema,
  resetPasswordBodySchema,
} from '@weekends/shared';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { requestPasswordReset, resetPassword } from './recovery.ts';
import { verifyCaptcha } from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';

const tags = ['accounts'];

/** 'Recover Your Password': e-mail, then the mailed 4-character code with the new password. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts/password/forgot',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.forgotPassword },
      schema: {
        tags,
        description:
          'Mails a 4-character code, valid 10 minutes, 5 tries; any older code stops working. Needs a solved captcha.',
        body: forgotPasswordBodySchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      // Each request mails someone who may not have asked: the captcha keeps bots from using it to spam.
      await verifyCaptcha(app, request.body.captcha);
      await requestPasswordReset(app, request.body.email);
      return { message: 'OTP sent' };
    },
  );

  app.post(
    '/accounts/password/reset',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.resetPassword },
      schema: {
        tags,
        description:
          'Sets a new password with the mailed code; signs the customer out everywhere. They log in with the new password.',
        body: resetPasswordBodySchema,
        response: { 200: messageAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
};
