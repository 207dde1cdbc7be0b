import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  cancelResultSchema,
  giftBodySchema,
  giftResultSchema,
  moveBodySchema,
  voucherDetailSchema,
  idParamsSchema,
} from '@weekends/shared';
import { notFound, errorResponses } from '../../plugins/errors.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireConfirmedAccount } from '../bookings/index.ts';
import { findVoucher } from '../bookings/index.ts';
import { cancelBookedItem } from './cancel.ts';
import type { AftersaleDeps } from './deps.ts';
import { giftVoucher } from './gift.ts';
import { moveBookedItem } from './move.ts';

const tags = ['bookings'];
const itemParams = idParamsSchema;
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * What the owner of a voucher does with it after paying: cancel (refund), move to another day, give it away. The
 * same guard as the voucher page (a full, confirmed account); another customer's item is 404. A refused change
 * answers 409 with the window's reason in words.
 */
export const aftersaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AftersaleDeps = app.checkout;
  app.post(
    '/booked-items/:id/cancel',
    {
      preValidation: requireConfirmedAccount,
      schema: {
        tags,
        description:
          'Cancels the voucher (a weekend pass: all of its vouchers) within its window; the refund to the card follows.',
        params: itemParams,
        body: z.object({}),
        response: { 200: cancelResultSchema, ...errors },
      },
    },
    (request) => cancelBookedItem(deps, request.customer!.id, request.params.id),
  );

  app.post(
    '/booked-items/:id/move',
    {
      preValidation: requireConfirmedAccount,
      schema: {
        tags,
        description: 'Moves a dated voucher to another bookable day with places; answers the voucher as it is now.',
        params: itemParams,
        body: moveBodySchema,
        response: { 200: voucherDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      await moveBookedItem(deps, request.customer!.id, request.params.id, request.body.date);
      reply.header('cache-control', 'private, no-store');
      const voucher = await findVoucher(
        deps.db,
        request.customer!.id,
        request.params.id,
        undefined,
        requestLanguage(request),
      );
      if (!voucher) throw notFound(API_MESSAGES.voucherNotFound);
      return voucher;
    },
  );

  app.post(
    '/booked-items/:id/gift',
    {
      preValidation: requireConfirmedAccount,
      schema: {
        tags,
        description: 'Gives an unused voucher to someone by e-mail, once; it leaves Booked Activities at once.',
        params: itemParams,
        body: giftBodySchema,
        response: { 200: giftResultSchema, ...errors },
      },
    },
    (request) => giftVoucher(deps, request.customer!.id, request.params.id, request.body),
  );
};
