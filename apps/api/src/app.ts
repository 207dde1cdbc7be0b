import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiError } from '@weekends/shared';
import type { Config } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { webPlugin } from './plugins/web.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogPageMeta } from './modules/catalog/page-meta.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: DatabaseHandle;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: true,
    disableRequestLogging: config.NODE_ENV === 'test',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
  app.decorate('db', database.db);
  app.decorate('config', config);
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        const body: ApiError = { statusCode: 404, code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` };
        return reply.status(404).send(body);
      });
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
    },
    { prefix: '/api' },
  );

  fs.mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  await app.register(webPlugin, { distDir: config.WEB_DIST, publicUrl: config.PUBLIC_URL, pageMeta: catalogPageMeta });
  return app;
}
