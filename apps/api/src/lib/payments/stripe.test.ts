import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { WebhookSignatureError, type PaymentGateway, type PaymentSessionRequest } from './gateway.ts';
import { createStripeGateway } from './stripe.ts';
import { startStripeStandIn, type StripeStandIn } from './testing/stripe-stand-in.ts';

const webhookSecret = 'whsec_test_weekends';
let standIn: StripeStandIn;
let gateway: PaymentGateway;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret });
  gateway = createStripeGateway({ secretKey: 'sk_test_weekends', webhookSecret, apiUrl: standIn.url });
});
afterAll(async () => {
  await standIn?.close();
});

let keys = 0;
const sessionRequest = (overrides: Partial<PaymentSessionRequest> = {}): PaymentSessionRequest => ({
  orderId: 42,
  orderNumber: 'WK-000042',
  amount: 123_450,
  currency: 'AED',
  description: 'Desert Safari and 1 more',
  customerEmail: 'amal@example.test',
  returnUrl: 'https://weekends.example/checkout/12?order=42',
  expiresAt: new Date(Date.now() + 10 * 60_000),
  idempotencyKey: `order-42-attempt-${++keys}`,
  ...overrides,
});

const lastRequest = () => standIn.requests.at(-1)!;

describe('Stripe gateway: sessions', () => {
  it('creates a payment-mode Checkout Session for the order amount in fils', async () => {
    const request = sessionRequest();
    const before = Date.now();
    const session = await gateway.createSession(request);
    const after = Date.now();

    expect(session).toEqual({
      sessionId: expect.stringMatching(/^cs_test_/),
      url: `${standIn.url}/pay/${session.sessionId}`,
    });
    const sent = lastRequest();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
    });
    expect(sent.params).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'aed',
            unit_amount: '123450',
            product_data: { name: 'Weekends order WK-000042', description: 'Desert Safari and 1 more' },
          },
          quantity: '1',
        },
      ],
      customer_email: 'amal@example.test',
      client_reference_id: '42',
      metadata: { orderId: '42' },
      payment_intent_data: { metadata: { orderId: '42' } },
      success_url: 'https://weekends.example/checkout/12?order=42&status=CAPTURED&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://weekends.example/checkout/12?order=42&status=CANCELLED',
      expires_at: expect.any(String),
    });
    // The order's own 10 minutes are below Stripe's minimum, so the session lives 30 minutes and 10 seconds.
    const expiresAt = Number(sent.params.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.ceil((before + 1_810_000) / 1000));
    expect(expiresAt).toBeLessThanOrEqual(Math.ceil((after + 1_810_000) / 1000));
    expect(standIn.sessions.get(session.sessionId)).toMatchObject({
      amount_total: 123_450,
      currency: 'aed',
      status: 'open',
    });
  });

  it('keeps a later expiry as asked and starts the query string of a return URL without one', async () => {
    const expiresAt = new Date(Date.now() + 2 * 3600_000);
    await gateway.createSession(sessionRequest({ returnUrl: 'https://weekends.example/checkout/12', expiresAt }));
    const { params } = lastRequest();
    expect(params.expires_at).toBe(String(Math.ceil(expiresAt.getTime() / 1000)));
    expect(params.success_url).toBe(
      'https://weekends.example/checkout/12?status=CAPTURED&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(params.cancel_url).toBe('https://weekends.example/checkout/12?status=CANCELLED');
  });

  it('gives the same session for a repeated idempotency key and a new one for a new key', async () => {
    const request = sessionRequest();
    const count = standIn.sessions.size;
    const first = await gateway.createSession(request);
    const repeat = await gateway.createSession(request);
    expect(repeat).toEqual(first);
    expect(standIn.sessions.size).toBe(count + 1);
    expect(standIn.requests.slice(-2).map((r) => [r.method, r.path, r.idempotencyKey])).toEqual([
      ['POST', '/v1/checkout/sessions', request.idempotencyKey],
      ['POST', '/v1/checkout/sessions', request.idempotencyKey],
    ]);

    const other = await gateway.createSession({ ...request, idempotencyKey: `${request.idempotencyKey}-again` });
    expect(other.sessionId).not.toBe(first.sessionId);
    expect(standIn.sessions.size).toBe(count + 2);
  });

  it('reads a session as pending, then captured once paid', async () => {
    const { sessionId } = await gateway.createSession(sessionRequest());
    expect(await gateway.retrieveSession(sessionId)).toEqual({ status: 'pending' });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });

    const paid = standIn.complete(sessionId);
    expect(paid.payment_intent).toMatch(/^pi_test_/);
    expect(await gateway.retrieveSession(sessionId)).toEqual({
      status: 'captured',
      paymentReference: paid.payment_intent,
      amount: 123_450,
    });
  });

  it('reads an expired session as expired', async () => {
    const { sessionId } = await gateway.createSession(sessionRequest());
    standIn.expire(sessionId);
    expect(await gateway.retrieveSession(sessionId)).toEqual({ status: 'expired' });
  });

  it('passes on Stripe’s error for an unknown session', async () => {
    await expect(gateway.retrieveSession('cs_test_unknown')).rejects.toThrow(
      "No such checkout.session: 'cs_test_unknown'",
    );
  });
});

describe('Stripe gateway: refunds', () => {
  async function paidSession() {
    const { sessionId } = await gateway.createSession(sessionRequest());
    return standIn.complete(sessionId).payment_intent!;
  }

  it('refunds the whole payment, and a repeat with the same key is the same refund', async () => {
    const paymentIntent = await paidSession();
    const count = standIn.refunds.length;
    const first = await gateway.refund({ paymentReference: paymentIntent, idempotencyKey: `refund-${paymentIntent}` });
    expect(standIn.refunds.length).toBe(count + 1);
    expect(standIn.refunds.at(-1)).toMatchObject({
      id: first.refundReference,
      payment_intent: paymentIntent,
      amount: 123_450,
      currency: 'aed',
    });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: `refund-${paymentIntent}`,
      params: { payment_intent: paymentIntent },
    });
    expect(lastRequest().params).not.toHaveProperty('amount');

    const repeat = await gateway.refund({ paymentReference: paymentIntent, idempotencyKey: `refund-${paymentIntent}` });
    expect(repeat).toEqual(first);
    expect(standIn.refunds.length).toBe(count + 1);
  });

  it('refunds part of a payment when an amount is given', async () => {
    const paymentIntent = await paidSession();
    const { refundReference } = await gateway.refund({
      paymentReference: paymentIntent,
      amount: 20_000,
      idempotencyKey: `partial-${paymentIntent}`,
    });
    expect(lastRequest().params).toEqual({ payment_intent: paymentIntent, amount: '20000' });
    expect(standIn.refunds.at(-1)).toMatchObject({ id: refundReference, amount: 20_000 });
  });

  it('passes on Stripe’s error for an unknown payment', async () => {
    await expect(
      gateway.refund({ paymentReference: 'pi_test_unknown', idempotencyKey: 'refund-unknown' }),
    ).rejects.toThrow("No such payment_intent: 'pi_test_unknown'");
  });
});

describe('Stripe gateway: webhooks', () => {
  const session = (overrides: Record<string, unknown> = {}) => ({
    id: 'cs_test_hook',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 123_450,
    currency: 'aed',
    client_reference_id: '42',
    metadata: { orderId: '42' },
    payment_intent: 'pi_test_hook',
    ...overrides,
  });

  async function deliver(type: string, object: object) {
    const { body, headers } = standIn.webhookEvent(type, object);
    const eventId = (JSON.parse(body) as { id: string }).id;
    return { eventId, event: await gateway.parseWebhook(Buffer.from(body), headers) };
  }

  it('reads a paid checkout.session.completed as captured', async () => {
    const { eventId, event } = await deliver('checkout.session.completed', session());
    expect(event).toEqual({
      type: 'captured',
      eventId,
      sessionId: 'cs_test_hook',
      orderId: 42,
      paymentReference: 'pi_test_hook',
      amount: 123_450,
    });
  });

  it('reads checkout.session.async_payment_succeeded as captured, with an expanded PaymentIntent and the order from client_reference_id', async () => {
    const { eventId, event } = await deliver(
      'checkout.session.async_payment_succeeded',
      session({
        metadata: {},
        client_reference_id: '7',
        payment_intent: { id: 'pi_test_async', object: 'payment_intent' },
      }),
    );
    expect(event).toEqual({
      type: 'captured',
      eventId,
      sessionId: 'cs_test_hook',
      orderId: 7,
      paymentReference: 'pi_test_async',
      amount: 123_450,
    });
  });

  it('ignores a completed session that is not paid yet', async () => {
    const { eventId, event } = await deliver(
      'checkout.session.completed',
      session({ payment_status: 'unpaid', payment_intent: null }),
    );
    expect(event).toEqual({ type: 'ignored', eventId });
  });

  it('ignores a session that belongs to no order', async () => {
    const { eventId, event } = await deliver(
      'checkout.session.completed',
      session({ metadata: {}, client_reference_id: null }),
    );
    expect(event).toEqual({ type: 'ignored', eventId });
  });

  it('reads checkout.session.expired as closed (expired)', async () => {
    const { eventId, event } = await deliver(
      'checkout.session.expired',
      session({ status: 'expired', payment_status: 'unpaid', payment_intent: null }),
    );
    expect(event).toEqual({ type: 'closed', eventId, sessionId: 'cs_test_hook', orderId: 42, reason: 'expired' });
  });

  it('reads checkout.session.async_payment_failed as closed (declined)', async () => {
    const { eventId, event } = await deliver(
      'checkout.session.async_payment_failed',
      session({ payment_status: 'unpaid' }),
    );
    expect(event).toEqual({ type: 'closed', eventId, sessionId: 'cs_test_hook', orderId: 42, reason: 'declined' });
  });

  it('reads charge.refunded as refunded, with the amount refunded on the charge so far', async () => {
    const charge = {
      id: 'ch_test_hook',
      object: 'charge',
      amount: 123_450,
      amount_refunded: 20_000,
      refunded: false,
      payment_intent: 'pi_test_hook',
    };
    const { eventId, event } = await deliver('charge.refunded', charge);
    expect(event).toEqual({ type: 'refunded', eventId, paymentReference: 'pi_test_hook', amount: 20_000 });
  });

  it('ignores other events', async () => {
    const { eventId, event } = await deliver('payment_intent.succeeded', {
      id: 'pi_test_hook',
      object: 'payment_intent',
      amount: 123_450,
    });
    expect(event).toEqual({ type: 'ignored', eventId });
  });

  it('accepts a genuine event a few minutes old', async () => {
    const { body, headers } = standIn.webhookEvent('checkout.session.completed', session(), {
      timestamp: Math.floor(Date.now() / 1000) - 240,
    });
    expect(await gateway.parseWebhook(Buffer.from(body), headers)).toMatchObject({ type: 'captured', orderId: 42 });
  });

  describe('refuses what Stripe did not send', () => {
    const signed = () => standIn.webhookEvent('checkout.session.completed', session());

    it('a wrong signature', async () => {
      const { body, headers } = signed();
      const forged = headers['stripe-signature'].replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
      expect(forged).not.toBe(headers['stripe-signature']);
      await expect(gateway.parseWebhook(Buffer.from(body), { 'stripe-signature': forged })).rejects.toThrow(
        WebhookSignatureError,
      );
    });

    it('a signature made with another secret', async () => {
      const { body, headers } = standIn.webhookEvent('checkout.session.completed', session(), {
        secret: 'whsec_test_someone_else',
      });
      await expect(gateway.parseWebhook(Buffer.from(body), headers)).rejects.toThrow(WebhookSignatureError);
    });

    it('a body changed after signing', async () => {
      const { body, headers } = signed();
      const tampered = body.replace('"amount_total":123450', '"amount_total":100');
      expect(tampered).not.toBe(body);
      await expect(gateway.parseWebhook(Buffer.from(tampered), headers)).rejects.toThrow(WebhookSignatureError);
    });

    it('no signature header', async () => {
      const { body } = signed();
      await expect(gateway.parseWebhook(Buffer.from(body), {})).rejects.toThrow(WebhookSignatureError);
    });

    it('two signature headers', async () => {
      const { body, headers } = signed();
      await expect(
        gateway.parseWebhook(Buffer.from(body), {
          'stripe-signature': [headers['stripe-signature'], headers['stripe-signature']],
        }),
      ).rejects.toThrow(WebhookSignatureError);
    });

    it('a genuine signature older than five minutes (a replay)', async () => {
      const { body, headers } = standIn.webhookEvent('checkout.session.completed', session(), {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      await expect(gateway.parseWebhook(Buffer.from(body), headers)).rejects.toThrow(/tolerance/);
      await expect(gateway.parseWebhook(Buffer.from(body), headers)).rejects.toThrow(WebhookSignatureError);
    });
  });
});
