import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestBodySchema, sessionAnswerSchema } from '@weekends/shared';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { startSession } from './session-cookie.ts';
import { toCurrentUser, verifyCaptcha } from './service.ts';
import { continueAsGuest } from './guests.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['accounts'];

/** 'Continue as a Guest' from checkout. */
export const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts/guest',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.guest },
      schema: {
        tags,
        description:
          'Signs in as a guest: a new guest account, or the existing guest on that e-mail; the names and phone typed belong to this session only. ' +
          '409 SOCIAL_ACCOUNT (the message names Google or Facebook) or EMAIL_EXISTS when the e-mail belongs to a full account. No mail is sent.',
        body: guestBodySchema,
        response: { 200: sessionAnswerSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { captcha, ...input } = request.body;
      await verifyCaptcha(app, captcha);
      const guest = await continueAsGuest(app.db, input, requestLanguage(request));
      await startSession(request, reply, guest.id, {
        rememberMe: false,
        transport: 'cookie',
        method: 'guest',
        guestContact: { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber },
      });
      return toCurrentUser(guest);
    },
  );
};
