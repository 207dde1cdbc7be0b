import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent, type PaymentGateway, type PaymentState } from './gateway.ts';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API server, e.g. http://127.0.0.1:PORT for the local stand-in; unset means Stripe itself. */
  apiUrl?: string;
}

// Stripe refuses an `expires_at` under 30 minutes from its own clock; the margin covers transit and clock skew.
const MIN_SESSION_LIFETIME_MS = 30 * 60_000 + 10_000;

const withStatus = (returnUrl: string, query: string) => `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${query}`;

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : value?.id);

/**
 * The order behind a session; undefined for sessions made elsewhere on the account (say a Payment Link), which are not
 * ours to act on.
 */
function orderIdOf(session: Stripe.Checkout.Session) {
  const orderId = Number(session.metadata?.orderId ?? session.client_reference_id);
  return Number.isSafeInteger(orderId) && orderId > 0 ? orderId : undefined;
}

/** A paid payment-mode session always has both; failing loudly beats recording a payment without its reference. */
function paymentOf(session: Stripe.Checkout.Session) {
  const paymentReference = idOf(session.payment_intent);
  if (!paymentReference || session.amount_total === null)
    throw new Error(`Stripe Checkout Session ${session.id} is paid but has no PaymentIntent or amount`);
  return { paymentReference, amount: session.amount_total };
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    // Retried requests carry the same idempotency key, so a retry after a lost answer cannot pay or refund twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' }),
  });

  return {
    name: 'stripe',

    async createSession(request) {
      const orderId = String(request.orderId);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: 'aed',
                unit_amount: request.amount,
                product_data: { name: `Weekends order ${request.orderNumber}`, description: request.description },
              },
              quantity: 1,
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: orderId,
          metadata: { orderId },
          // On the PaymentIntent too, so a payment found in the Stripe dashboard leads back to its order.
          payment_intent_data: { metadata: { orderId } },
          success_url: withStatus(request.returnUrl, 'status=CAPTURED&session_id={CHECKOUT_SESSION_ID}'),
          cancel_url: withStatus(request.returnUrl, 'status=CANCELLED'),
          expires_at: Math.ceil(Math.max(request.expiresAt.getTime(), Date.now() + MIN_SESSION_LIFETIME_MS) / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} came without a payment page URL`);
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(sessionId): Promise<PaymentState> {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'complete' && session.payment_status === 'paid')
        return { status: 'captured', ...paymentOf(session) };
      if (session.status === 'expired') return { status: 'expired' };
      return { status: 'pending' };
    },

    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already complete or expired: nothing can be paid on it any more, or what was paid is refunded on arrival.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentReference, ...(request.amount !== undefined && { amount: request.amount }) },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundReference: refund.id };
    },

    async parseWebhook(rawBody, headers): Promise<PaymentEvent> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string')
        throw new WebhookSignatureError('Stripe webhook without a single Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new WebhookSignatureError(error.message, { cause: error });
        throw error;
      }

      const eventId = event.id;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const orderId = orderIdOf(session);
          // A completed session can still be unpaid (bank transfers and other delayed methods); async_payment_succeeded
          // follows.
          if (!orderId || session.payment_status !== 'paid') return { type: 'ignored', eventId };
          return { type: 'captured', eventId, sessionId: session.id, orderId, ...paymentOf(session) };
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed': {
          const session = event.data.object;
          const orderId = orderIdOf(session);
          if (!orderId) return { type: 'ignored', eventId };
          return {
            type: 'closed',
            eventId,
            sessionId: session.id,
            orderId,
            reason: event.type === 'checkout.session.expired' ? 'expired' : 'declined',
          };
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const paymentReference = idOf(charge.payment_intent);
          if (!paymentReference) return { type: 'ignored', eventId };
          // amount_refunded is the charge's running total, not the share of the refund that triggered this event.
          return { type: 'refunded', eventId, paymentReference, amount: charge.amount_refunded };
        }
        default:
          return { type: 'ignored', eventId };
      }
    },
  };
}
