import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  notMeAnswerSchema,
  notMeBodySchema,
  recentSignInsSchema,
  RECENT_SIGN_INS,
  signedInDevicesSchema,
  signedOutCountSchema,
} from '@weekends/shared';
import { requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { listDevices, signOutDevice, signOutOtherSessions } from './devices.ts';
import { disownSignIn } from './new-device.ts';
import { recentSignIns } from './sign-ins.ts';
import { ACCOUNT_RATE_LIMITS } from './rate-limits.ts';

const tags = ['accounts'];

/** Security and Privacy's signed-in devices, and the new-device mail's 'This wasn't me' link. */
export const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notMeDeps = { db: app.db, secret: app.config.SESSION_SECRET };

  app.get(
    '/accounts/me/sessions',
    {
      preValidation: requireRole('customer'),
      schema: {
        tags,
        description:
          "The account's signed-in devices (one per session still valid): browser and system, approximate place, when signed in and last active (to 5 minutes); the one in use first, marked current.",
        response: { 200: signedInDevicesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await listDevices(app.db, request.customer!.id, request.session!.id) }),
  );

  app.get(
    '/accounts/me/sign-ins',
    {
      preValidation: requireRole('customer'),
      schema: {
        tags,
        description: `The account's latest sign-ins (${RECENT_SIGN_INS}, newest first) from its sign-in log, which keeps a year: how each proved who signed in, whether with a second factor, and the browser, system and approximate place. Ended sessions stay listed here, unlike the devices.`,
        response: { 200: recentSignInsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ items: await recentSignIns(app.db, request.customer!.id, RECENT_SIGN_INS) }),
  );

  app.delete(
    '/accounts/me/sessions/:id',
    {
      preValidation: requireRole('customer'),
      config: { rateLimit: ACCOUNT_RATE_LIMITS.signOutDevices },
      schema: {
        tags,
        description:
          "Signs one of the account's other devices out at once: its next request is a visitor's. 404 SESSION_NOT_FOUND for an unknown session or another account's; 400 CURRENT_SESSION for the one in use (log out instead).",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await signOutDevice(app.db, request.customer!.id, request.session!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/accounts/me/sessions/sign-out-others',
    {
      preValidation: requireRole('customer'),
      config: { rateLimit: ACCOUNT_RATE_LIMITS.signOutDevices },
      schema: {
        tags,
        description: 'Signs out every device of the account but this one; answers how many were signed out.',
        response: { 200: signedOutCountSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({
      signedOut: await signOutOtherSessions(app.db, request.customer!.id, request.session!.id),
    }),
  );

  app.post(
    '/accounts/not-me',
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.notMe },
      schema: {
        tags,
        description:
          "The new-device mail's 'This wasn't me' link (alert id and signed token, 7 days, once): signs out every session of the account and replaces its password with one nobody knows, so it must be recovered. " +
          '400 NOT_ME_INVALID or NOT_ME_EXPIRED; 409 NOT_ME_USED for a link already used.',
        body: notMeBodySchema,
        response: { 200: notMeAnswerSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => disownSignIn(notMeDeps, request.body),
  );
};
