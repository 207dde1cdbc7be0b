import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { bookedItems, bookings, orders, voucherGifts } from '../../db/schema/index.ts';
import { voucherQrSvg } from '../../lib/documents/qr.ts';
import { maySee } from './order-access.ts';
import {
  API_MESSAGES,
  AFTERSALE_MESSAGES,
  bookedItemsPageSchema,
  bookingsQuerySchema,
  voucherDetailSchema,
  idParamsSchema,
} from '@weekends/shared';
import { HttpError, notFound, errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { findVoucher, listBookedItems } from './service.ts';
import { requireConfirmedAccount } from './guard.ts';

const tags = ['bookings'];
const itemParams = idParamsSchema;
const errors = errorResponses(401, 403, 404);

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.SESSION_SECRET;
  app.get(
    '/accounts/me/bookings',
    {
      // Booked Activities is a dashboard tab, and guests have no dashboard: 401 for a visitor,
      // 403 for a guest with a message that says how to see them; their bookings stay on their customer row and
      // follow it when a sign-up with the same e-mail merges the guest into a full account.
      preValidation: requireConfirmedAccount,
      schema: {
        tags,
        description: "Booked Activities: the signed-in customer's booked items, newest first, 6 a page (page from 1).",
        querystring: bookingsQuerySchema,
        response: { 200: bookedItemsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listBookedItems(app.db, request.customer!.id, request.query.page, requestLanguage(request));
    },
  );

  app.get(
    '/booked-items/:id',
    {
      preValidation: requireConfirmedAccount,
      schema: {
        tags,
        description: 'One voucher of the signed-in customer.',
        params: itemParams,
        response: { 200: voucherDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const voucher = await findVoucher(
        app.db,
        request.customer!.id,
        request.params.id,
        undefined,
        requestLanguage(request),
      );
      if (!voucher) throw notFound(API_MESSAGES.voucherNotFound);
      return voucher;
    },
  );

  app.get(
    '/booked-items/:id/qr.svg',
    {
      schema: {
        tags,
        description:
          "A voucher's QR code: for its confirmed owner, the guest session that bought it, or the booking mail's signed link (?token=).",
        params: itemParams,
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select({
          code: bookedItems.voucherCode,
          customerId: bookedItems.customerId,
          order: orders,
          giverId: voucherGifts.fromCustomerId,
        })
        .from(bookedItems)
        .innerJoin(bookings, eq(bookings.id, bookedItems.bookingId))
        .leftJoin(orders, eq(orders.id, bookings.orderId))
        .leftJoin(voucherGifts, eq(voucherGifts.bookedItemId, bookedItems.id))
        .where(eq(bookedItems.id, request.params.id));
      const customer = request.customer;
      const ownAccount = row && customer && !customer.isGuest && customer.isConfirmed && customer.id === row.customerId;
      const viaOrder =
        row?.order &&
        maySee(row.order, { customer, sessionId: request.session?.id ?? null, token: request.query.token, secret });
      if (!row || !(ownAccount || viaOrder)) throw notFound(API_MESSAGES.voucherNotFound);
      // A voucher given away carries its receiver's new code: only the receiver's own account (once it has claimed
      // the gift) sees it; the giver, through the order or an unclaimed row that still names them, hears it is gone.
      const receiverOwns = ownAccount && row.giverId !== customer!.id;
      if (row.giverId !== null && !receiverOwns) throw new HttpError(410, 'VOUCHER_GIFTED', AFTERSALE_MESSAGES.gifted);
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'private, no-store');
      return reply.send(await voucherQrSvg(row.code));
    },
  );
};
