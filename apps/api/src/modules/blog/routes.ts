import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  postDetailSchema,
  postSummarySchema,
  postViewSchema,
  idParamsSchema,
  slugParamsSchema,
} from '@weekends/shared';
import { limit, MINUTE, namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { redisClaims } from '../../lib/redis.ts';
import * as blog from './service.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['blog'];
const idParams = idParamsSchema;
const slugParams = slugParamsSchema;

/**
 * Per-address limit on recording views (counted with the app's other limits: see plugins/rate-limit.ts). The view
 * counter already counts one view per visitor and post per window; this stops one address from walking through every
 * post id.
 */
export const BLOG_RATE_LIMITS = {
  views: limit(30, MINUTE),
} as const;

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(API_MESSAGES.tooManyRequests));
  const views = blog.createViewCounter({
    seen: app.redis ? redisClaims(app.redis, `${app.config.REDIS_KEY_PREFIX}views:`) : undefined,
  });

  app.get(
    '/posts',
    {
      schema: {
        tags,
        description:
          "Active posts, newest first, each with a 300-character plain-text excerpt, in the reader's language (Arabic where translated).",
        response: { 200: z.array(postSummarySchema) },
      },
    },
    (request) => blog.listPosts(app.db, requestLanguage(request)),
  );

  app.get(
    '/posts/popular',
    {
      schema: {
        tags,
        description: "Active posts, most viewed first ('Most Popular').",
        response: { 200: z.array(postSummarySchema) },
      },
    },
    (request) => blog.listPopularPosts(app.db, requestLanguage(request)),
  );

  app.get(
    '/posts/:slug',
    {
      schema: {
        tags,
        description: 'One active post with its Markdown content rendered to sanitised HTML (contentHtml).',
        params: slugParams,
        response: { 200: postDetailSchema, ...errorResponses(404) },
      },
    },
    (request) => blog.getPost(app.db, request.params.slug, requestLanguage(request)),
  );

  app.post(
    '/posts/:id/views',
    {
      config: { rateLimit: BLOG_RATE_LIMITS.views },
      schema: {
        tags,
        description: `Records a view after the post loads. One address counts once per post every ${blog.POST_VIEW_WINDOW_MS / 60_000} minutes; the answer carries the post's count either way.`,
        params: idParams,
        response: { 200: postViewSchema, ...errorResponses(404, 429) },
      },
    },
    (request) => views.record(app.db, request.params.id, request.ip),
  );
};
