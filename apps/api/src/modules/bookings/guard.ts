import type { FastifyRequest } from 'fastify';
import { BOOKING_MESSAGES } from '@weekends/shared';
import { HttpError } from '../../plugins/errors.ts';
import { requireCustomer } from '../../plugins/auth.ts';

/**
 * Booked Activities and vouchers are for a full account whose e-mail is confirmed: whoever knows a guest's e-mail can
 * sign up on it and so take over the guest's row (the sign-up merge), and voucher codes are as good as tickets, so
 * they show only once the mailbox owner has confirmed. A guest reaches its order through the booking mail's link.
 */
export async function requireConfirmedAccount(request: FastifyRequest) {
  await requireCustomer(request);
  if (request.customer!.isGuest) throw new HttpError(403, 'FORBIDDEN', BOOKING_MESSAGES.guestHasNoDashboard);
  if (!request.customer!.isConfirmed)
    throw new HttpError(403, 'EMAIL_NOT_CONFIRMED', BOOKING_MESSAGES.confirmEmailFirst);
}
