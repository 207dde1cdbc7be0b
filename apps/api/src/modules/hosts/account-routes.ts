import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hostBusinessBodySchema,
  hostBusinessSchema,
  hostPaymentBodySchema,
  hostPaymentSchema,
  hostPersonalBodySchema,
  hostPersonalSchema,
} from '@weekends/shared';
import { requireRecentVerification, requireRole } from '../../plugins/auth.ts';
import * as account from './account.ts';
import { hostDeps } from './deps.ts';
import { HOST_RATE_LIMITS } from './rate-limits.ts';
import { APPLICATION_BODY_LIMIT } from './body-limit.ts';
import { errorResponses } from '../../plugins/errors.ts';

const tags = ['hosts'];
const hostErrors = errorResponses(401, 403, 404);

/**
 * Account Settings: Personal Information, Business Information with the licence image, Payment Settings.
 * Approved hosts only, each of its own hosts row (the id is the session's, never the request's). Registered inside
 * hostsRoutes, which holds the rate-limit plugin.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = hostDeps(app);
  app.addHook('preValidation', requireRole('host'));

  app.get(
    '/host/personal',
    {
      schema: {
        tags,
        description: 'Personal Information: contact persons 1 and 2 (phones as the 9 digits after +971).',
        response: { 200: hostPersonalSchema, ...hostErrors },
      },
    },
    (request) => account.getPersonal(app.db, request.customer!.id),
  );

  app.put(
    '/host/personal',
    {
      config: { rateLimit: HOST_RATE_LIMITS.updatePersonal },
      schema: {
        tags,
        description:
          "Saves Personal Information. The names, e-mail and mobile are the account's: a new e-mail is confirmed again by mail; a taken one answers 409 EMAIL_EXISTS.",
        body: hostPersonalBodySchema,
        response: {
          200: hostPersonalSchema,
          ...errorResponses(400, 409, 429),
          ...hostErrors,
        },
      },
    },
    (request) => account.updatePersonal(app, request.customer!.id, request.body),
  );

  app.get(
    '/host/business',
    {
      schema: {
        tags,
        description: 'Business Information, and whether a licence image is on file.',
        response: { 200: hostBusinessSchema, ...hostErrors },
      },
    },
    (request) => account.getBusiness(app.db, request.customer!.id),
  );

  app.put(
    '/host/business',
    {
      bodyLimit: APPLICATION_BODY_LIMIT,
      config: { rateLimit: HOST_RATE_LIMITS.updateBusiness },
      schema: {
        tags,
        description:
          'Saves Business Information. `tradeLicenseImage` (base64 JPEG, checked by content) replaces the licence image; left out, the image stays.',
        body: hostBusinessBodySchema,
        response: {
          200: hostBusinessSchema,
          ...errorResponses(400, 413, 429),
          ...hostErrors,
        },
      },
    },
    (request) => account.updateBusiness(deps, request.customer!.id, request.body),
  );

  app.get(
    '/host/licence',
    {
      schema: {
        tags,
        description: "The host's own trade licence image (JPEG, never cached). 404 when there is none.",
        response: { 200: z.any(), ...hostErrors },
      },
    },
    async (request, reply) => {
      const data = await account.readLicence(deps, request.customer!.id);
      return (
        reply
          .header('content-type', 'image/jpeg')
          .header('content-disposition', 'inline; filename="trade-licence.jpg"')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Bytes, sent as they are: the schema types only the JSON answers.
          .send(data as never)
      );
    },
  );

  app.get(
    '/host/payment',
    {
      schema: {
        tags,
        description: 'Payment Settings: where payouts go.',
        response: { 200: hostPaymentSchema, ...hostErrors },
      },
    },
    (request) => account.getPayment(app.db, request.customer!.id),
  );

  app.put(
    '/host/payment',
    {
      // Where payouts go: asks again for proof after 15 minutes, so a stolen session cannot redirect them.
      preValidation: requireRecentVerification,
      config: { rateLimit: HOST_RATE_LIMITS.updatePayment },
      schema: {
        tags,
        description:
          'Saves Payment Settings; all required, the IBAN checked by its checksum and the SWIFT/BIC by its form (stored without spaces, upper case).',
        body: hostPaymentBodySchema,
        response: { 200: hostPaymentSchema, ...errorResponses(400, 429), ...hostErrors },
      },
    },
    (request) => account.updatePayment(app.db, request.customer!.id, request.body),
  );
};
