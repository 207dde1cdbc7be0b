import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  currentUserSchema,
  updateLanguageBodySchema,
  updateProfileBodySchema,
} from '@weekends/shared';
import { requireRole } from '../../plugins/auth.ts';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';
import { changePassword, updateLanguage, updateProfile } from './profile.ts';
import { toCurrentUser } from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';

const tags = ['accounts'];

/** The dashboard's Account Settings: Personal Information and Change Password, always of the signed-in customer. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/accounts/me',
    {
      preValidation: requireRole('customer'),
      config: { rateLimit: ACCOUNT_RATE_LIMITS.updateProfile },
      schema: {
        tags,
        description:
          "Edits the signed-in customer's names, e-mail and phone. A new e-mail makes the account unconfirmed, mails a confirmation link to it and a notice to the old one. " +
          '409 EMAIL_EXISTS when another account has the address; 400 EMAIL_CHANGE_NOT_ALLOWED for a social-login account, CORPORATE_EMAIL_DOMAIN off the corporate domain.',
        body: updateProfileBodySchema,
        response: {
          200: currentUserSchema,
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request) => toCurrentUser(await updateProfile(app, request.customer!.id, request.body)),
  );

  app.put(
    '/me/language',
    {
      // A full account: a guest session must not write to the guest's record, which anyone typing its e-mail reaches.
      preValidation: requireRole('customer'),
      config: { rateLimit: ACCOUNT_RATE_LIMITS.updateProfile },
      schema: {
        tags,
        description:
          "Saves the language ('en' or 'ar') the signed-in customer's mails are written in; orders keep the language they were placed in.",
        body: updateLanguageBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await updateLanguage(app.db, request.customer!.id, request.body.language);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/accounts/password/change',
    {
      preValidation: requireRole('customer'),
      config: { rateLimit: ACCOUNT_RATE_LIMITS.changePassword },
      schema: {
        tags,
        description: 'Changes the password; this session stays, every other session of the customer ends.',
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await changePassword(app.db, request.customer!.id, request.session!.id, currentPassword, newPassword);
      return reply.status(204).send(null);
    },
  );
};
