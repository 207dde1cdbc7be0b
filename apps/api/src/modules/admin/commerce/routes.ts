import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActivityOptionSchema,
  adminOrderDetailSchema,
  adminOrderRowSchema,
  adminOrdersQuerySchema,
  adminPage,
  adminPassesQuerySchema,
  adminPassSchema,
  adminPromoSchema,
  adminPromosQuerySchema,
  adminReasonBodySchema,
  adminRefundResultSchema,
  cancelResultSchema,
  dubaiDay,
  passBodySchema,
  promoBodySchema,
  idParamsSchema,
} from '@weekends/shared';
import { requireRecentVerification, requireStaff } from '../../../plugins/auth.ts';
import { cancelItemAsProvider, refundPaidOrder, type OrderActionDeps } from './order-actions.ts';
import { orderDetail } from './order-detail.ts';
import { ordersCsv } from './orders-csv.ts';
import { searchOrders } from './orders-search.ts';
import { createPass, findActivities, getPass, listPasses, setPassActive, updatePass } from './passes.ts';
import { createPromoCode, listPromoCodes, setPromoActive, updatePromoCode } from './promo-codes.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../lib/request-language.ts';

const tags = ['admin'];
const idParams = idParamsSchema;
const guarded = errorResponses(401, 403);
const saved = (schema: z.ZodTypeAny) => ({
  200: schema,
  ...errorResponses(400, 404, 409),
  ...guarded,
});
const activeBody = z.object({ isActive: z.boolean() });

/**
 * The back office's Commerce section (admins only): weekend passes, promo codes, and orders with their bookings.
 * Every change writes the audit log in its own transaction (recordAdminAction).
 */
export const adminCommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminId = (request: { customer: { id: number } | null }) => request.customer!.id;
  const orderDeps: OrderActionDeps = { db: app.db, jobs: app.jobs, mailer: app.mailer };
  /** Passes show on the home page and in searches, which the catalogue caches for seconds. */
  const thenClearCatalogue = async <T>(work: Promise<T>) => {
    const result = await work;
    app.catalogCache.clear();
    return result;
  };

  app.get(
    '/admin/passes',
    {
      preValidation: requireStaff('passes'),
      schema: {
        tags,
        description: 'Weekend passes with their experiences and discounts, paged and sorted (position by default).',
        querystring: adminPassesQuerySchema,
        response: { 200: adminPage(adminPassSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => listPasses(app.db, request.query, requestLanguage(request)),
  );
  app.get(
    '/admin/passes/activities',
    {
      preValidation: requireStaff('passes'),
      schema: {
        tags,
        description: 'Experiences whose title contains q, to add to a pass (at most 20).',
        querystring: z.object({ q: z.string().trim().min(1).max(100) }),
        response: { 200: z.array(adminActivityOptionSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => findActivities(app.db, request.query.q, requestLanguage(request)),
  );
  app.get(
    '/admin/passes/:id',
    {
      preValidation: requireStaff('passes'),
      schema: {
        tags,
        description: 'One weekend pass.',
        params: idParams,
        response: { 200: adminPassSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => getPass(app.db, request.params.id, requestLanguage(request)),
  );
  app.post(
    '/admin/passes',
    {
      preValidation: requireStaff('passes'),
      schema: {
        tags,
        description:
          'Creates a weekend pass with its experiences in order, each with a discount from 0 to 100 percent. 409 when the slug is taken.',
        body: passBodySchema,
        response: saved(adminPassSchema),
      },
    },
    (request) => thenClearCatalogue(createPass(app.db, adminId(request), request.body)),
  );
  app.put(
    '/admin/passes/:id',
    {
      preValidation: requireStaff('passes'),
      schema: {
        tags,
        description:
          "Saves a weekend pass whole: its fields and its experiences in the order given (the items' order).",
        params: idParams,
        body: passBodySchema,
        response: saved(adminPassSchema),
      },
    },
    (request) => thenClearCatalogue(updatePass(app.db, adminId(request), request.params.id, request.body)),
  );
  app.post(
    '/admin/passes/:id/active',
    {
      preValidation: requireStaff('passes'),
      schema: {
        tags,
        description: 'Puts a weekend pass on sale or takes it off; it is never deleted (orders name it).',
        params: idParams,
        body: activeBody,
        response: saved(adminPassSchema),
      },
    },
    (request) => thenClearCatalogue(setPassActive(app.db, adminId(request), request.params.id, request.body.isActive)),
  );

  app.get(
    '/admin/promo-codes',
    {
      preValidation: requireStaff('promoCodes'),
      schema: {
        tags,
        description: 'Promo codes with their limits and uses, paged and sorted (newest first by default).',
        querystring: adminPromosQuerySchema,
        response: { 200: adminPage(adminPromoSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => listPromoCodes(app.db, request.query),
  );
  app.post(
    '/admin/promo-codes',
    {
      preValidation: requireStaff('promoCodes'),
      schema: {
        tags,
        description: 'Creates a promo code (stored upper case; unique without case: 409 otherwise).',
        body: promoBodySchema,
        response: saved(adminPromoSchema),
      },
    },
    (request) => createPromoCode(app.db, adminId(request), request.body),
  );
  app.put(
    '/admin/promo-codes/:id',
    {
      preValidation: requireStaff('promoCodes'),
      schema: {
        tags,
        description: 'Saves a promo code; its total limit cannot go below the uses already made.',
        params: idParams,
        body: promoBodySchema,
        response: saved(adminPromoSchema),
      },
    },
    (request) => updatePromoCode(app.db, adminId(request), request.params.id, request.body),
  );
  app.post(
    '/admin/promo-codes/:id/active',
    {
      preValidation: requireStaff('promoCodes'),
      schema: {
        tags,
        description: 'Starts or stops a promo code; orders that used it keep their discount.',
        params: idParams,
        body: activeBody,
        response: saved(adminPromoSchema),
      },
    },
    (request) => setPromoActive(app.db, adminId(request), request.params.id, request.body.isActive),
  );

  app.get(
    '/admin/orders',
    {
      preValidation: requireStaff('ordersRead'),
      schema: {
        tags,
        description:
          'Orders and their bookings by voucher code, order or booking number (q), customer, experience, host, days placed (Dubai) and status; paged and sorted.',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminPage(adminOrderRowSchema), ...errorResponses(400), ...guarded },
      },
    },
    (request) => searchOrders(app.db, request.query, requestLanguage(request)),
  );
  app.get(
    '/admin/orders/export',
    {
      preValidation: requireStaff('ordersRead'),
      schema: {
        tags,
        description: 'What the same search finds, as CSV (UTF-8 with a byte order mark), at most 100,000 orders.',
        querystring: adminOrdersQuerySchema,
        response: { ...errorResponses(400), ...guarded },
      },
    },
    async (request, reply) => {
      const { page: _page, pageSize: _size, ...filter } = request.query;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${dubaiDay()}.csv"`)
          .header('cache-control', 'private, no-store')
          // A stream of text: the schema types only the JSON answers.
          .send(ordersCsv(app.db, filter) as never)
      );
    },
  );
  app.get(
    '/admin/orders/:id',
    {
      preValidation: requireStaff('ordersRead'),
      schema: {
        tags,
        description:
          'One order: lines, payment, booking with vouchers and their history, cancellations and the order log.',
        params: idParams,
        response: { 200: adminOrderDetailSchema, ...errorResponses(404), ...guarded },
      },
    },
    (request) => orderDetail(app.db, request.params.id, requestLanguage(request)),
  );
  app.post(
    '/admin/orders/:id/refund',
    {
      // Money goes back to a card: asks again for proof after 15 minutes.
      preValidation: [requireStaff('ordersWrite'), requireRecentVerification],
      schema: {
        tags,
        description:
          'Refunds a paid order whole, with a reason: its vouchers are void at once and the payment goes back to the card. 409 unless it is paid with none of its vouchers used or cancelled.',
        params: idParams,
        body: adminReasonBodySchema,
        response: saved(adminRefundResultSchema),
      },
    },
    (request) => refundPaidOrder(orderDeps, adminId(request), request.params.id, request.body.reason),
  );
  app.post(
    '/admin/booked-items/:id/cancel',
    {
      // Money goes back to a card: asks again for proof after 15 minutes.
      preValidation: [requireStaff('ordersWrite'), requireRecentVerification],
      schema: {
        tags,
        description:
          "Cancels one voucher for the provider, outside the customer's window, with a reason; its share of the payment is refunded. 409 when it is used or cancelled.",
        params: idParams,
        body: adminReasonBodySchema,
        response: saved(cancelResultSchema),
      },
    },
    (request) => cancelItemAsProvider(orderDeps, adminId(request), request.params.id, request.body.reason),
  );
};
