import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  bundleCardSchema,
  bundleDetailSchema,
  ownPassDiscountsSchema,
  slugParamsSchema,
} from '@weekends/shared';
import { requireStaff } from '../../plugins/auth.ts';
import { notFound, errorResponses } from '../../plugins/errors.ts';
import { getBundle, listBundles } from './service.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { readOwnPassDiscounts, saveOwnPassDiscounts } from './own-pass.ts';

const tags = ['weekend passes'];

/** The public weekend passes: the list for /weekend-passes and one pass for /weekend-detail/{slug}. */
export const bundlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bundles',
    {
      schema: {
        tags,
        description: 'Active weekend passes in order, each with its experiences and prices.',
        response: { 200: z.array(bundleCardSchema) },
      },
    },
    (request) => listBundles(app.db, requestLanguage(request)),
  );

  app.get(
    '/bundles/:slug',
    {
      schema: {
        tags,
        description: 'One weekend pass with what its page needs of each experience.',
        params: slugParamsSchema,
        response: { 200: bundleDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const bundle = await getBundle(app.db, request.params.slug, requestLanguage(request));
      if (!bundle) throw notFound(API_MESSAGES.passNotFound);
      return bundle;
    },
  );

  app.get(
    '/own-pass',
    {
      schema: {
        tags,
        description: "'Make Your Own Weekend Pass': the percent off for 3, 4, and 5 or more experiences.",
        response: { 200: ownPassDiscountsSchema },
      },
    },
    () => readOwnPassDiscounts(app.db),
  );

  app.put(
    '/admin/own-pass',
    {
      preValidation: requireStaff('passes'),
      schema: {
        tags,
        description: 'Sets the own-pass discounts (back office).',
        body: ownPassDiscountsSchema,
        response: { 200: ownPassDiscountsSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => saveOwnPassDiscounts(app.db, request.body),
  );
};
