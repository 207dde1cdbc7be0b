import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  ACCOUNT_MESSAGES,
  PAYMENT_RETURN_STATUSES,
  confirmOrderAnswerSchema,
  createOrderBodySchema,
  createdOrderSchema,
  orderSchema,
  idParamsSchema,
} from '@weekends/shared';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { notFound, errorResponses } from '../../plugins/errors.ts';
import { limit, namedLimitsOnly, sharedRateLimit, TEN_MINUTES } from '../../plugins/rate-limit.ts';
import { ownerOf } from '../cart/index.ts';
import { createOrder } from './orders.ts';
import { maySee, orderLink } from '../bookings/index.ts';
import { orderView } from './presentation.ts';
import { settleOnReturn } from './return-page.ts';
import { orderCalendar, taxInvoicePdf } from './documents.ts';
import { paymentsInTestMode } from '../../config.ts';
import { requestLanguage } from '../../lib/request-language.ts';

const tags = ['checkout'];
const orderParams = idParamsSchema;
const tokenQuery = z.object({ token: z.string().max(200).optional() });
const errors = errorResponses(400, 401, 403, 404, 409, 429, 502);
/**
 * Each order holds places for 15 minutes and opens a payment: 30 in ten minutes per customer (else address) is far past
 * honest retries.
 */
const ORDER_RATE_LIMIT = limit(30, TEN_MINUTES, { per: 'customer', key: 'orders' });

/** Proceed to payment, the payment return page, and an order's success page, invoice and calendar file. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.checkout;
  await app.register(sharedRateLimit, namedLimitsOnly(ACCOUNT_MESSAGES.tooManyRequests));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  /** The order, if this viewer may see it; anyone else gets the same 404 as for an order that does not exist. */
  const visibleOrder = async (request: FastifyRequest, id: number, token?: string) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
    if (
      !order ||
      !maySee(order, {
        customer: request.customer,
        sessionId: request.session?.id ?? null,
        token,
        secret: deps.secret,
      })
    )
      throw notFound(API_MESSAGES.orderNotFound);
    return order;
  };

  app.post(
    '/orders',
    {
      preValidation: requireCustomer,
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags,
        description:
          'Proceed to payment: the cart becomes an order holding its places for 15 minutes; answers the payment page to go to.',
        body: createOrderBodySchema,
        response: { 201: createdOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customer = request.customer!;
      const created = await createOrder(
        deps,
        ownerOf(customer, request.session!.id),
        {
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          phoneNumber: customer.phoneNumber,
        },
        request.body.attempt,
        requestLanguage(request),
      );
      return reply.status(201).send({
        orderId: created.orderId,
        paymentUrl: created.paymentUrl,
        expiresAt: created.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        description:
          "An order with its vouchers once paid: its owner's, or anyone's with the booking mail's signed link (?token=).",
        params: orderParams,
        querystring: tokenQuery,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) =>
      orderView(app.db, await visibleOrder(request, request.params.id, request.query.token), requestLanguage(request)),
  );

  app.post(
    '/orders/:id/confirm',
    {
      preValidation: requireCustomer,
      schema: {
        tags,
        description:
          'The payment return page: asks the gateway what happened and confirms a captured payment (exactly once, as the webhook does).',
        params: orderParams,
        body: z.object({ status: z.enum(PAYMENT_RETURN_STATUSES).optional() }),
        response: { 200: confirmOrderAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const order = await visibleOrder(request, request.params.id);
      const status = await settleOnReturn(deps, order, request.body.status);
      const [after] = await app.db.select().from(orders).where(eq(orders.id, order.id));
      return { status, order: await orderView(app.db, after!, requestLanguage(request)) };
    },
  );

  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags,
        description: 'The tax invoice of a paid order (PDF).',
        params: orderParams,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const row = await visibleOrder(request, request.params.id, request.query.token);
      // The order's language, not the asking page's: the invoice of an order reads the same wherever it is opened.
      const order = await orderView(app.db, row, row.language);
      if (!order.paidAt) throw notFound(API_MESSAGES.noInvoiceUnpaid);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="tax-invoice-${order.number}.pdf"`);
      return reply.send(
        await taxInvoicePdf(app.db, order, row.language, {
          printer: app.documents,
          testMode: paymentsInTestMode(app.config),
        }),
      );
    },
  );

  app.get(
    '/orders/:id/calendar.ics',
    {
      schema: {
        tags,
        description: "'Add to calendar' for a paid order (iCalendar).",
        params: orderParams,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const row = await visibleOrder(request, request.params.id, request.query.token);
      const order = await orderView(app.db, row);
      if (!order.paidAt) throw notFound(API_MESSAGES.orderNotPaid);
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="weekends-${order.number}.ics"`);
      return reply.send(orderCalendar(order, deps.publicUrl, orderLink(deps, row)));
    },
  );
};
