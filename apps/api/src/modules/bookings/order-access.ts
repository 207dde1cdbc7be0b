import type { CurrentUser } from '@weekends/shared';
import type { orders } from '../../db/schema/index.ts';
import { checkToken, signToken } from '../../lib/signed-tokens.ts';

/**
 * Who may open an order, and the signed link in booking mails that opens it without a session: the success page
 * (checkout), the voucher QR code (bookings) and the day-before reminder use them alike.
 */
type OrderRow = typeof orders.$inferSelect;

/** Signed links in booking mails open the order without a session for a year (a guest has no other way back). */
const ORDER_LINK_DAYS = 365;
const purpose = 'order-view';

export function orderToken(secret: string, order: Pick<OrderRow, 'id' | 'customerId'>): string {
  return signToken(
    secret,
    purpose,
    `${order.id}:${order.customerId}`,
    new Date(Date.now() + ORDER_LINK_DAYS * 86_400_000),
  );
}

export function orderTokenValid(secret: string, order: Pick<OrderRow, 'id' | 'customerId'>, token: string): boolean {
  return checkToken(secret, purpose, `${order.id}:${order.customerId}`, token) === 'valid';
}

/** The success page's address with its signed token, as the booking mail links it. */
export function orderLink(deps: { secret: string }, order: Pick<OrderRow, 'id' | 'customerId'>): string {
  return `/booking/${order.customerId}?order=${order.id}&token=${encodeURIComponent(orderToken(deps.secret, order))}`;
}

/**
 * Who may see an order: its full account (one placed as a guest only once the account's e-mail is confirmed, since a
 * guest record can be signed up by whoever knows the address), the guest session that placed it, or the signed link.
 */
export function maySee(
  order: Pick<OrderRow, 'id' | 'customerId' | 'guestSessionId' | 'placedAsGuest'>,
  viewer: {
    customer: Pick<CurrentUser, 'id' | 'isGuest' | 'isConfirmed'> | null;
    sessionId: number | null;
    token?: string;
    secret: string;
  },
): boolean {
  if (viewer.token && orderTokenValid(viewer.secret, order, viewer.token)) return true;
  const customer = viewer.customer;
  if (!customer || customer.id !== order.customerId) return false;
  if (customer.isGuest) return order.guestSessionId !== null && order.guestSessionId === viewer.sessionId;
  return !order.placedAsGuest || customer.isConfirmed;
}
