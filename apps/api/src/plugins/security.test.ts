import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityPlugin } from './security.ts';

/** The headers every answer carries (the ones @fastify/helmet set before the middleware was built once). */
const expected = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https://*.tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('the security headers', () => {
  it('are on every answer, a route’s, an error’s and a missing route’s, and the same on each request', async () => {
    const app = Fastify();
    await app.register(securityPlugin);
    app.get('/answer', async () => ({ ok: true }));
    app.get('/failure', async () => {
      throw new Error('boom');
    });
    for (const url of ['/answer', '/failure', '/missing', '/answer']) {
      const response = await app.inject(url);
      expect(response.headers, url).toMatchObject(expected);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });
});
