import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { citySchema } from '@weekends/shared';
import * as catalog from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cities', { schema: { tags: ['catalog'], response: { 200: z.array(citySchema) } } }, () => catalog.listCities(app.db));
};
