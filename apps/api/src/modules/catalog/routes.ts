import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import {
  API_MESSAGES,
  activityDetailSchema,
  areaSchema,
  categorySchema,
  citySchema,
  daySchema,
  homeSectionSchema,
  idNameSchema,
  listingPageSchema,
  listingQuerySchema,
  normaliseListingParams,
  reviewSchema,
  slideSchema,
  trendingQuerySchema,
  idParamsSchema,
  slugParamsSchema,
} from '@weekends/shared';
import * as catalog from './service.ts';
import { namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { redisClaims } from '../../lib/redis.ts';
import { ACTIVITY_VIEW_RATE_LIMIT, createActivityViewCounter } from './views.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const idParams = idParamsSchema;
const slugParams = slugParamsSchema;
const tags = ['catalog'];

/** The earlier site's links carry `city[]=1`; both that and `city=1` reach the schema as `city`. */
const normaliseQuery: preValidationHookHandler = (request, _reply, done) => {
  request.query = normaliseListingParams(request.query as Record<string, unknown>);
  done();
};

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(API_MESSAGES.tooManyRequests));
  const views = createActivityViewCounter(
    app.redis ? redisClaims(app.redis, `${app.config.REDIS_KEY_PREFIX}activity-views:`) : undefined,
  );

  // Every read of the catalogue's content answers in the reader's language (Arabic where translated, else English),
  // and whatever is cached is cached per language.
  app.get('/cities', { schema: { tags, response: { 200: z.array(citySchema) } } }, (request) =>
    catalog.listCities(app.db, requestLanguage(request)),
  );

  app.get(
    '/cities/:id/areas',
    { schema: { tags, params: idParams, response: { 200: z.array(areaSchema), ...errorResponses(404) } } },
    (request) => catalog.listAreas(app.db, request.params.id, requestLanguage(request)),
  );

  app.get('/days', { schema: { tags, response: { 200: z.array(daySchema) } } }, (request) =>
    catalog.listDays(app.db, requestLanguage(request)),
  );

  app.get('/timings', { schema: { tags, response: { 200: z.array(idNameSchema) } } }, (request) =>
    catalog.listTimings(app.db, requestLanguage(request)),
  );

  app.get('/activity-preferences', { schema: { tags, response: { 200: z.array(idNameSchema) } } }, (request) =>
    catalog.listActivityPreferences(app.db, requestLanguage(request)),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        description: 'Active top-level categories with sub-categories and menu activities; includes Weekend Pass.',
        response: { 200: z.array(categorySchema) },
      },
    },
    (request) => catalog.listCategories(app.db, requestLanguage(request)),
  );

  app.get(
    '/categories/:slug',
    { schema: { tags, params: slugParams, response: { 200: categorySchema, ...errorResponses(404) } } },
    (request) => catalog.getCategory(app.db, request.params.slug, requestLanguage(request)),
  );

  app.get('/slides', { schema: { tags, response: { 200: z.array(slideSchema) } } }, (request) =>
    catalog.listSlides(app.db, requestLanguage(request)),
  );

  app.get(
    '/trending',
    {
      preValidation: normaliseQuery,
      schema: {
        tags,
        description:
          "Trending activities: the 'trending' section's first, then by sales and views; default cities when none is given.",
        querystring: trendingQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses(400) },
      },
    },
    (request) => {
      const language = requestLanguage(request);
      return app.catalogCache.wrap(`trending:${language}:${JSON.stringify(request.query)}`, () =>
        catalog.trendingPage(app.db, request.query, language),
      );
    },
  );

  app.get('/home-sections', { schema: { tags, response: { 200: z.array(homeSectionSchema) } } }, (request) =>
    catalog.listHomeSections(app.db, requestLanguage(request)),
  );

  app.get(
    '/home-sections/:slug',
    { schema: { tags, params: slugParams, response: { 200: homeSectionSchema, ...errorResponses(404) } } },
    (request) => catalog.getHomeSection(app.db, request.params.slug, requestLanguage(request)),
  );

  app.get(
    '/activities',
    {
      preValidation: normaliseQuery,
      schema: {
        tags,
        description:
          'The filtered, sorted listing and the keyword search (typo-tolerant, ranked by relevance unless a sort is given).',
        querystring: listingQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses(400) },
      },
    },
    (request) => {
      const language = requestLanguage(request);
      return app.catalogCache.wrap(`activities:${language}:${JSON.stringify(request.query)}`, () =>
        catalog.listActivities(app.db, request.query, language),
      );
    },
  );

  app.get(
    '/activities/:slug',
    { schema: { tags, params: slugParams, response: { 200: activityDetailSchema, ...errorResponses(404) } } },
    (request) => catalog.getActivity(app.db, request.params.slug, requestLanguage(request)),
  );

  app.post(
    '/activities/:id/views',
    {
      config: { rateLimit: ACTIVITY_VIEW_RATE_LIMIT },
      schema: {
        tags,
        description:
          'Records a view after the page loads: once per visitor (the signed-in customer, else the address) and activity per Dubai day.',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      await views.record(
        app.db,
        request.params.id,
        request.customer ? `customer:${request.customer.id}` : `ip:${request.ip}`,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/activities/:id/reviews',
    { schema: { tags, params: idParams, response: { 200: z.array(reviewSchema), ...errorResponses(404) } } },
    (request) => catalog.listPublishedReviews(app.db, request.params.id),
  );
};
