import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  accountDeletionSchema,
  dataExportFileQuerySchema,
  dataExportIdParamsSchema,
  dataExportSchema,
  deleteAccountBodySchema,
  yourDataSchema,
} from '@weekends/shared';
import { errorResponses } from '../../plugins/errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { privacyDeps } from './deps.ts';
import { PRIVACY_RATE_LIMITS } from './rate-limits.ts';
import * as privacy from './service.ts';

const tags = ['privacy'];

/**
 * The customer's data rights, for full accounts: 'Your data' (GET), 'Download my data' (the request, and the ZIP for
 * its owner with the mailed link's token) and 'Delete my account' (the request, confirmed by the password or a
 * session verified in the last 15 minutes, and its cancellation).
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));
  const deps = privacyDeps(app);
  const customer = requireRole('customer');

  app.get(
    '/privacy',
    {
      preValidation: customer,
      schema: {
        tags,
        description: "The account's latest data export, a pending deletion, and what deleting it would mean.",
        response: { 200: yourDataSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => privacy.yourData(deps, request.customer!.id),
  );

  app.post(
    '/privacy/exports',
    {
      preValidation: customer,
      config: { rateLimit: PRIVACY_RATE_LIMITS.requestExport },
      schema: {
        tags,
        description: 'Asks for a copy of the data: prepared by a job and mailed as a link valid for 7 days.',
        response: { 202: dataExportSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.status(202).send(await privacy.requestExport(deps, request.customer!.id)),
  );

  app.get(
    '/privacy/exports/:id/file',
    {
      preValidation: customer,
      schema: {
        tags,
        description:
          "The export's ZIP, for the account it was made for and with its link's token (404 for any other, 410 once expired).",
        params: dataExportIdParamsSchema,
        querystring: dataExportFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await privacy.exportFile(deps, request.customer!.id, request.params.id, request.query.token);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.data);
    },
  );

  app.post(
    '/privacy/deletion',
    {
      preValidation: customer,
      config: { rateLimit: PRIVACY_RATE_LIMITS.requestDeletion },
      schema: {
        tags,
        description:
          'Asks for the account to be deleted after a 14-day grace period (signing in cancels it). Confirmed by `password`, or without it by a session that proved who is signed in (a passkey or second factor) in the last 15 minutes: otherwise 403 REVERIFY_REQUIRED.',
        body: deleteAccountBodySchema,
        response: { 201: accountDeletionSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const asker = {
        customerId: request.customer!.id,
        secondFactorAt: request.session!.secondFactorAt,
        language: requestLanguage(request),
      };
      return reply.status(201).send(await privacy.requestDeletion(deps, asker, request.body));
    },
  );

  app.delete(
    '/privacy/deletion',
    {
      preValidation: customer,
      schema: {
        tags,
        description: 'Cancels the pending deletion; the account stays as it is.',
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await privacy.cancelOwnDeletion(deps, request.customer!.id);
      return reply.status(204).send(null);
    },
  );
};
