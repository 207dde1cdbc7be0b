import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '@weekends/shared';
import { VITALS_BODY_LIMIT, vitalsBatchSchema, webVitalsSchema, type VitalsBatch } from '@weekends/shared/vitals';
import { requireStaff } from '../../plugins/auth.ts';
import { errorResponses, HttpError } from '../../plugins/errors.ts';
import { HOUR, limit, MINUTE, namedLimitsOnly, sharedRateLimit } from '../../plugins/rate-limit.ts';
import { hasGenuinePass, VITALS_PASS_HOURS } from './pass.ts';
import { readWebVitals, recordVitals } from './service.ts';

/**
 * Per address. A page view sends one or two beacons (when it is first hidden, and again if it is shown and hidden
 * once more), and only a sampled fifth of page views sends any: 30 a minute is a busy office behind one address.
 */
export const VITALS_RATE_LIMITS = { collect: limit(30, MINUTE) } as const;
/** Reports kept per page view's pass, over the pass's life: its one or two beacons, and one to spare. */
export const VITALS_REPORTS_PER_PASS = 3;

/**
 * POST /api/vitals, the beacon's endpoint, and the back office's GET /api/admin/vitals.
 *
 * `navigator.sendBeacon` with a string body sends it as text/plain (a Blob typed application/json is refused by some
 * browsers), so this plugin reads a text/plain body as JSON; application/json is read as everywhere. The route is
 * `sessionless`: the auth plugin does not look at the session cookie a beacon carries along, so a signed-in visitor's
 * text/plain beacon is not a cookie-authenticated mutation (no CSRF refusal), and nothing of the account can reach
 * the row.
 */
export const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sharedRateLimit, namedLimitsOnly(API_MESSAGES.tooManyRequests));
  // Counted per pass in the shared store, read after the body is parsed (a route's own limit runs before it).
  const reportsOfPass = app.createRateLimit({
    max: VITALS_REPORTS_PER_PASS,
    timeWindow: VITALS_PASS_HOURS * HOUR,
    keyGenerator: (request) => `vitals-pass:${(request.body as VitalsBatch).view}`,
  });
  // Counts this report; `isAllowed` is the store's allow-list (none here), `isExceeded` a count past the limit.
  const withinPass = async (request: FastifyRequest) => {
    const status = await reportsOfPass(request);
    return status.isAllowed || !status.isExceeded;
  };
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'VALIDATION_FAILED', API_MESSAGES.notValid));
    }
  });

  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT,
      config: { rateLimit: VITALS_RATE_LIMITS.collect, sessionless: true },
      schema: {
        tags: ['vitals'],
        description:
          'One sampled page view’s Core Web Vitals (navigator.sendBeacon; JSON sent as text/plain or application/json, at most 2 KB): the kind of page, its language, mobile or desktop, and at most five metrics, each once, with the pass the page was served with (view and token). Kept only with a genuine pass, at most three reports a pass. Nothing naming the visitor is read or kept. 204.',
        body: vitalsBatchSchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      // Without a genuine pass, or past its few reports, nothing is kept; the answer is the same (a beacon reads none,
      // and a prober learns nothing from it).
      if (hasGenuinePass(app.config.SESSION_SECRET, request.body) && (await withinPass(request)))
        await recordVitals(app.db, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/vitals',
    {
      preValidation: requireStaff('overview'),
      schema: {
        tags: ['admin'],
        description:
          'What visitors’ browsers measured: the 75th percentile of LCP and INP (ms) and CLS per kind of page and Dubai day over the last 28 days, today included, and over the whole period.',
        response: { 200: webVitalsSchema, ...errorResponses(401, 403) },
      },
    },
    () => readWebVitals(app.db),
  );
};
