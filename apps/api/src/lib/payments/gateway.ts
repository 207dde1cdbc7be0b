import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the checkout needs from a card processor: `sandbox`, built in, for development, tests and demos; `stripe` in
 * production. The checkout never trusts the browser about a payment: it either asks the gateway (`retrieveSession`, on
 * the return page) or reads a signed webhook (`parseWebhook`); both lead to the same exactly-once confirmation.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** A hosted payment page for one order. Repeating it with the same idempotency key gives the same session. */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** What happened to a session so far. */
  retrieveSession(sessionId: string): Promise<PaymentState>;
  /**
   * Closes a session that can still be paid (its order was replaced or cancelled), so no payment can arrive for it
   * later. Does nothing to a session already paid, expired or closed: a payment that got through first is refunded by
   * the confirmation.
   */
  expireSession(sessionId: string): Promise<void>;
  /** Gives money back to the card (all of it unless `amount` says less); the key makes a repeat the same refund. */
  refund(request: RefundRequest): Promise<{ refundReference: string }>;
  /** Checks the signature of a webhook call and reads it; throws WebhookSignatureError when it is not genuine. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent>;
}

export interface PaymentSessionRequest {
  orderId: number;
  /** 'WK-000123', shown on the payment page. */
  orderNumber: string;
  /** Fils (AED minor units), VAT included. */
  amount: number;
  currency: 'AED';
  /** One line for the payment page, e.g. 'Desert Safari and 1 more'. */
  description: string;
  customerEmail: string;
  /**
   * The shop's return address, e.g. https://…/checkout/12?order=34. The gateway sends the customer back to it with
   * `status=CAPTURED|DECLINED|CANCELLED` added (and its own parameters, such as Stripe's session id).
   */
  returnUrl: string;
  /**
   * When the order stops holding its places; a gateway may close the session then (Stripe allows 30 minutes at least).
   */
  expiresAt: Date;
  idempotencyKey: string;
}

export interface PaymentSession {
  sessionId: string;
  /** The hosted payment page. */
  url: string;
}

export type PaymentState =
  | { status: 'captured'; paymentReference: string; amount: number }
  | { status: 'pending' }
  | { status: 'declined' }
  | { status: 'cancelled' }
  | { status: 'expired' };

export interface RefundRequest {
  /** The gateway's reference of the captured payment (Stripe: the PaymentIntent id). */
  paymentReference: string;
  /** Fils; the whole payment when omitted. */
  amount?: number;
  idempotencyKey: string;
}

/** What a genuine webhook said. `eventId` is recorded so a repeated delivery does nothing. */
export type PaymentEvent =
  | { type: 'captured'; eventId: string; sessionId: string; orderId: number; paymentReference: string; amount: number }
  | {
      type: 'closed';
      eventId: string;
      sessionId: string;
      orderId: number;
      reason: 'expired' | 'cancelled' | 'declined';
    }
  | { type: 'refunded'; eventId: string; paymentReference: string; amount: number }
  | { type: 'ignored'; eventId: string };

export class WebhookSignatureError extends Error {}
