import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, BOOKING_MESSAGES, bookedItemsPageSchema, bookingsQuerySchema } from '@weekends/shared';
import { HttpError } from '../../plugins/errors.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { listBookedItems } from './service.ts';

const tags = ['bookings'];

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/me/bookings',
    {
      // Booked Activities is a dashboard tab, and guests have no dashboard (spec 001 section 6): 401 for a visitor,
      // 403 for a guest with a message that says how to see them; their bookings stay on their customer row and
      // follow it when a sign-up with the same e-mail merges the guest into a full account.
      preValidation: async (request) => {
        await requireCustomer(request);
        if (request.customer!.isGuest) throw new HttpError(403, 'FORBIDDEN', BOOKING_MESSAGES.guestHasNoDashboard);
        // Whoever knows a guest's e-mail can sign up on it and so take over the guest's row (spec 001's merge).
        // Voucher codes are as good as tickets, so they show only once the mailbox owner has confirmed.
        if (!request.customer!.isConfirmed) throw new HttpError(403, 'EMAIL_NOT_CONFIRMED', BOOKING_MESSAGES.confirmEmailFirst);
      },
      schema: {
        tags,
        description: "Booked Activities: the signed-in customer's booked items, newest first, 6 a page (page from 1).",
        querystring: bookingsQuerySchema,
        response: { 200: bookedItemsPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listBookedItems(app.db, request.customer!.id, request.query.page);
    },
  );
};
