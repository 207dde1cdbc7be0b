import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Just the part of Stripe's API that the Stripe gateway calls (Checkout Sessions and refunds), on 127.0.0.1, so that
 * tests run the real `stripe` package (its form encoding, idempotency keys, retries and error classes) without a
 * network or a Stripe account. What a customer does on the hosted page is played by `complete` and `expire`.
 */

type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/** The fields of a Checkout Session the gateway reads, plus `params`: what the client sent, decoded. */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  created: number;
  params: FormParams;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: FormParams;
}

export interface StripeStandIn {
  /** For the gateway's `apiUrl`. */
  url: string;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  requests: StandInRequest[];
  /** The customer paid: the session is complete and paid, with a new PaymentIntent. */
  complete(sessionId: string): StandInSession;
  expire(sessionId: string): StandInSession;
  /** A webhook delivery signed as Stripe would; `secret` and `timestamp` (Unix seconds) let a test forge a bad one. */
  webhookEvent(
    type: string,
    object: object,
    sign?: { secret?: string; timestamp?: number },
  ): { body: string; headers: { 'stripe-signature': string } };
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string, param: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

/** Reads `line_items[0][price_data][currency]=aed` back into nested objects and arrays, as Stripe's API does. */
function parseForm(body: string): FormParams {
  const root: FormParams = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]?\[|\]$/).filter((part, i) => i === 0 || part !== '');
    let node: Record<string, FormValue> = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, FormValue>;
    }
  }
  const arrays = (value: FormValue): FormValue => {
    if (typeof value === 'string' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const entries = keys.map((k) => [k, arrays(value[k]!)] as const);
    if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as FormParams;
}

const str = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const at = (value: FormValue | undefined, ...path: (string | number)[]) =>
  path.reduce<FormValue | undefined>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, FormValue>)[key] : undefined),
    value,
  );

export async function startStripeStandIn(options: { webhookSecret: string }): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const requests: StandInRequest[] = [];
  // Stripe remembers the first answer to a key; a repeat with other parameters is refused rather than answered.
  const idempotent = new Map<
    string,
    { method: string; path: string; body: string; status: number; response: unknown }
  >();

  function sessionFor(id: string) {
    const session = sessions.get(id);
    if (!session) throw missing('checkout.session', id, 'session');
    return session;
  }

  function createSession(params: FormParams): StandInSession {
    const item = at(params, 'line_items', 0);
    const unitAmount = Number(str(at(item, 'price_data', 'unit_amount')));
    const quantity = Number(str(at(item, 'quantity')) ?? '1');
    if (str(params.mode) !== 'payment' || !Number.isInteger(unitAmount) || !Number.isInteger(quantity)) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The stand-in only knows payment-mode sessions with one priced line item',
      );
    }
    const expiresAt = Number(str(params.expires_at) ?? now() + 24 * 3600);
    if (expiresAt < now() + 30 * 60)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      );
    const id = newId('cs');
    const metadata = at(params, 'metadata');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency: str(at(item, 'price_data', 'currency')) ?? '',
      customer_email: str(params.customer_email) ?? null,
      client_reference_id: str(params.client_reference_id) ?? null,
      metadata:
        metadata && typeof metadata === 'object' && !Array.isArray(metadata)
          ? (metadata as Record<string, string>)
          : {},
      payment_intent: null,
      success_url: str(params.success_url) ?? '',
      cancel_url: str(params.cancel_url) ?? '',
      expires_at: expiresAt,
      url: `${url}/pay/${id}`,
      created: now(),
      params,
    };
    sessions.set(id, session);
    return session;
  }

  function createRefund(params: FormParams): StandInRefund {
    const paymentIntent = str(params.payment_intent) ?? '';
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) throw missing('payment_intent', paymentIntent, 'payment_intent');
    const refunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount === undefined ? session.amount_total - refunded : Number(str(params.amount));
    if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > session.amount_total) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded})`,
        'amount_too_large',
      );
    }
    const refund: StandInRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      created: now(),
    };
    refunds.push(refund);
    return refund;
  }

  function route(method: string, path: string, params: FormParams): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && sessionId) {
      const { params: _sent, ...session } = sessionFor(decodeURIComponent(sessionId));
      return session;
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)?.[1];
    if (method === 'POST' && expiring) {
      // As Stripe: only an open session can be expired.
      const session = sessionFor(decodeURIComponent(expiring));
      if (session.status !== 'open')
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      Object.assign(session, { status: 'expired', url: null });
      const { params: _sent, ...answer } = session;
      return answer;
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const params = parseForm(body);
    requests.push({ method, path, idempotencyKey, params });

    if (!/^Bearer \S+$/.test(req.headers.authorization ?? '')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } });
    }
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && (earlier.method !== method || earlier.path !== path || earlier.body !== body)) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        return send(res, 400, { error: { type: 'idempotency_error', message } });
      }
      if (earlier) return send(res, earlier.status, earlier.response, { 'idempotent-replayed': 'true' });
    }

    let status = 200;
    let response: unknown;
    try {
      response = route(method, path, params);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      response = { error: { type: error.type, message: error.message, code: error.code, param: error.param } };
    }
    if (method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, { method, path, body, status, response });
    send(res, status, response);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    sessions,
    refunds,
    requests,
    complete(sessionId) {
      const session = sessionFor(sessionId);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: newId('pi'), url: null });
      return session;
    },
    expire(sessionId) {
      const session = sessionFor(sessionId);
      Object.assign(session, { status: 'expired', url: null });
      return session;
    },
    webhookEvent(type, object, sign = {}) {
      const body = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: sign.secret ?? options.webhookSecret,
        timestamp: sign.timestamp,
      });
      return { body, headers: { 'stripe-signature': signature } };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
