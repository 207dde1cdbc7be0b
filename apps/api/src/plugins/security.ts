import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers with a Content-Security-Policy that allows only what the pages use:
 * our own scripts and styles, images from here and the map tiles, and the share pop-ups' links.
 *
 * helmet's middleware is built once here and applied to every request. @fastify/helmet, used before, built it again
 * on every request (parsing and checking the policy each time: about 3% of a listing's CPU time in the server's
 * profile); the headers are the same. `security.test.ts` holds them.
 */
export const securityPlugin = fp(async (app) => {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
