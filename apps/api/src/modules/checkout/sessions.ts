import type { CheckoutDeps } from './deps.ts';

/**
 * Closes at the gateway the payment sessions of orders the customer replaced or cancelled, so nothing more can be paid
 * on them. Best effort after the commit: a gateway that cannot be reached leaves the session open until its own
 * expiry, and a payment that still arrives for such an order is refunded by the confirmation, never booked.
 */
export async function expireSessions(deps: Pick<CheckoutDeps, 'gateway' | 'log'>, sessionIds: readonly string[]) {
  for (const sessionId of sessionIds) {
    try {
      await deps.gateway.expireSession(sessionId);
    } catch (error) {
      deps.log.warn({ err: error, sessionId }, 'payment session not closed at the gateway');
    }
  }
}
