import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the routes' zod schemas; the browsable docs live at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Weekends API', description: 'Weekend experiences marketplace in the UAE', version: '0.1.0' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  // The site-wide CSP (plugins/security.ts) already fits Swagger UI: its scripts are files, its styles partly inline.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
