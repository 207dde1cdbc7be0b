import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../plugins/errors.ts';
import { activityEntries, activitySitemapCount, pageEntries } from './service.ts';
import { sitemapIndex, urlSet } from './sitemap-xml.ts';
import { API_MESSAGES } from '@weekends/shared';

/** Search engines may keep these a while: a new activity shows in the sitemap within the hour. */
const CACHE = 'public, max-age=3600';

/** Areas a search engine has nothing to read in: personal pages, the host area, the back office, checkout, the API. */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/vendor/',
  '/customer/',
  '/corporate-admin',
  '/checkout',
  '/booking/',
  '/pay/',
  '/logout',
];

/**
 * robots.txt and the sitemaps: /sitemap.xml is an index of one list of pages (fixed pages, categories, sections,
 * passes, posts) and as many lists of activities as their number needs, so it keeps working at 50,000 activities.
 */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = await activitySitemapCount(app.db);
    const paths = [
      '/sitemap-pages.xml',
      ...Array.from({ length: files }, (_, i) => `/sitemap-activities-${i + 1}.xml`),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(sitemapIndex(publicUrl, paths));
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(urlSet(publicUrl, await pageEntries(app.db)));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemap-activities-:file(^\\d{1,6}).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const entries = await activityEntries(app.db, Number(request.params.file));
      if (!entries) throw notFound(API_MESSAGES.sitemapNotFound);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE)
        .send(urlSet(publicUrl, entries));
    },
  );
};
