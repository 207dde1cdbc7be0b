import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hostBookingsQuerySchema,
  hostBookingsSchema,
  hostDashboardSchema,
  hostReviewsSchema,
  manifestQuerySchema,
  manifestSchema,
  monthSchema,
  payoutsSchema,
  verifyVoucherAnswerSchema,
  verifyVoucherBodySchema,
} from '@weekends/shared';
import { requireRole } from '../../plugins/auth.ts';
import { sharedRateLimit } from '../../plugins/rate-limit.ts';
import { hostBookings } from './bookings.ts';
import { hostDashboard } from './dashboard.ts';
import { dayManifest } from './manifest.ts';
import { wrongCodesOf } from './rate-limits.ts';
import { hostReviews } from './reviews.ts';
import { hostPayoutMonths } from './payouts.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { sendStatement } from './statement-files.ts';
import { verifyVoucher } from './verify.ts';
import { errorResponses } from '../../plugins/errors.ts';

const tags = ['host'];
const errors = errorResponses(401, 403);
const monthParams = z.object({ month: monthSchema });

/**
 * What a host sees of its sales (View Activity Bookings, Reviews/Ratings, Payouts). Approved hosts only; every
 * figure and row is of the host's own activities, and another host's activity answers 404.
 */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireRole('host'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // In this plugin's scope: only the wrong codes of the verify route are counted (rate-limits.ts).
  await app.register(sharedRateLimit, { global: false });
  const wrongCodes = wrongCodesOf(app);

  app.get(
    '/host/dashboard',
    {
      schema: {
        tags,
        description: "The host's summary cards and sales by week (last 12 weeks, Monday to Sunday in Dubai).",
        response: { 200: hostDashboardSchema, ...errors },
      },
    },
    (request) => hostDashboard(app.db, request.customer!.id),
  );

  app.get(
    '/host/bookings',
    {
      schema: {
        tags,
        description: "Sales Overview: the booked items of the host's activities, newest first, 6 a page (page from 1).",
        querystring: hostBookingsQuerySchema,
        response: { 200: hostBookingsSchema, ...errorResponses(400), ...errors },
      },
    },
    (request) => hostBookings(app.db, request.customer!.id, request.query.page, requestLanguage(request)),
  );

  app.post(
    '/host/verify',
    {
      schema: {
        tags,
        description:
          "Redeems a voucher of the host's own items by its code (typed for one row, or scanned), from the day before a dated voucher's day through that day (Dubai), an undated one while valid; 409 names the voucher's day otherwise. Wrong codes are limited per host.",
        body: verifyVoucherBodySchema,
        response: {
          200: verifyVoucherAnswerSchema,
          ...errorResponses(400, 409, 429),
          ...errors,
        },
      },
    },
    (request) => verifyVoucher(app.db, request.customer!.id, request.body, wrongCodes(request)),
  );

  app.get(
    '/host/manifest',
    {
      schema: {
        tags,
        description: "A day's guest list of one of the host's activities.",
        querystring: manifestQuerySchema,
        response: { 200: manifestSchema, ...errorResponses(400, 404), ...errors },
      },
    },
    (request) =>
      dayManifest(app.db, request.customer!.id, request.query.activityId, request.query.day, requestLanguage(request)),
  );

  app.get(
    '/host/reviews',
    {
      schema: {
        tags,
        description: "Published reviews of the host's activities, newest first.",
        response: { 200: hostReviewsSchema, ...errors },
      },
    },
    (request) => hostReviews(app.db, request.customer!.id, requestLanguage(request)),
  );

  app.get(
    '/host/payouts',
    {
      schema: {
        tags,
        description:
          'Months with redeemed vouchers or payouts, newest first, with the payout note and commission rate.',
        response: { 200: payoutsSchema, ...errors },
      },
    },
    (request) => hostPayoutMonths(app.db, request.customer!.id),
  );

  app.get(
    '/host/payouts/:month/statement.pdf',
    { schema: { tags, description: "A month's payout statement as PDF.", params: monthParams } },
    (request, reply) =>
      sendStatement(
        app.db,
        reply,
        request.customer!.id,
        request.params.month,
        'pdf',
        app.documents,
        requestLanguage(request),
      ),
  );

  app.get(
    '/host/payouts/:month/statement.csv',
    { schema: { tags, description: "A month's payout statement as CSV.", params: monthParams } },
    (request, reply) =>
      sendStatement(
        app.db,
        reply,
        request.customer!.id,
        request.params.month,
        'csv',
        app.documents,
        requestLanguage(request),
      ),
  );
};
