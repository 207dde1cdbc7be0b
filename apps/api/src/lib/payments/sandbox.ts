import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { localizedPath, SANDBOX_CARDS, SANDBOX_MESSAGES, splitLanguage, type SandboxSession } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { sandboxPayments, sandboxRefunds } from '../../db/schema/index.ts';
import type { PaymentEvent, PaymentGateway, PaymentState } from './gateway.ts';
import { WebhookSignatureError } from './gateway.ts';

/**
 * The built-in card processor for development, tests and demos: a hosted payment page on our own server that
 * behaves as Stripe does with its test cards (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 3220 asks for 3-D Secure), sends the customer back with the status, and calls our webhook, signed,
 * through the job queue (so it is retried, and may arrive before or after the customer is back, as with a real one).
 */
export const SANDBOX_WEBHOOK_QUEUE = 'payments.sandbox-webhook';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** How old a signed webhook may be (as Stripe's default tolerance). */
const TOLERANCE_SECONDS = 300;

export type SandboxStatus = SandboxSession['status'];
export type SandboxEventBody = {
  id: string;
  type: 'payment.captured' | 'payment.declined' | 'payment.cancelled' | 'payment.expired' | 'payment.refunded';
  session: string;
  orderId: number;
  paymentReference: string | null;
  amount: number;
};

export interface SandboxGateway extends PaymentGateway {
  /** The hosted page's view of a session; null when unknown. */
  session(id: string, now?: Date): Promise<SandboxSession | null>;
  /** The customer pays with a card: 'challenge' for 3-D Secure, else back to the shop with the outcome. */
  pay(id: string, card: { cardNumber: string; expiry: string; name: string }, now?: Date): Promise<SandboxStep>;
  challenge(id: string, outcome: 'complete' | 'fail'): Promise<SandboxStep>;
  cancel(id: string): Promise<SandboxStep>;
  /** Signs a webhook body as the sandbox does (for its delivery job and for tests). */
  sign(body: string, timestamp?: number): string;
}

export type SandboxStep =
  | { ok: true; next: 'challenge' | 'return'; redirectUrl: string }
  | { ok: false; reason: 'unknown' | 'closed' | 'card'; field?: 'cardNumber' | 'expiry'; message: string };

export interface SandboxOptions {
  db: Database;
  secret: string;
  /** Queues a webhook delivery; the app's job runs it against our own webhook route. */
  queueWebhook(body: SandboxEventBody): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Luhn's check, as card processors make before anything else. */
function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((p) => Number(p.trim()));
  const lastMonth = new Date(Date.UTC(2000 + year!, month!, 1));
  return lastMonth <= now;
}

const withStatus = (url: string, status: 'CAPTURED' | 'DECLINED' | 'CANCELLED') =>
  `${url}${url.includes('?') ? '&' : '?'}status=${status}`;

/** Whether the configured gateway is the sandbox, whose hosted payment page the API serves itself. */
export function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'pay' in gateway;
}

export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  const { db } = options;
  const webhookKey = createHmac('sha256', options.secret).update('sandbox-webhook-signing').digest();

  const load = async (id: string) =>
    (await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0] ?? null;
  const openStatuses = ['open', 'requires_action'];

  /** Ends a session once (a conditional update), then tells the shop's webhook. */
  async function finish(
    id: string,
    from: string[],
    to: 'captured' | 'declined' | 'cancelled' | 'expired',
    extra: { cardLast4?: string } = {},
  ) {
    const paymentReference = to === 'captured' ? newId('sbxpay') : null;
    const [row] = await db
      .update(sandboxPayments)
      .set({ status: to, paymentReference, ...extra })
      .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, from)))
      .returning();
    if (!row) return null;
    await options.queueWebhook({
      id: newId('evt'),
      type: `payment.${to}`,
      session: row.id,
      orderId: row.orderId,
      paymentReference,
      amount: row.amount,
    });
    return row;
  }

  const sign = (body: string, timestamp = Math.floor(Date.now() / 1000)) =>
    `t=${timestamp},v1=${createHmac('sha256', webhookKey).update(`${timestamp}.${body}`).digest('hex')}`;

  return {
    name: 'sandbox',

    async createSession(request) {
      const returnUrl = new URL(request.returnUrl);
      await db
        .insert(sandboxPayments)
        .values({
          id: newId('sbx'),
          idempotencyKey: request.idempotencyKey,
          orderId: request.orderId,
          orderNumber: request.orderNumber,
          amount: request.amount,
          description: request.description,
          customerEmail: request.customerEmail,
          // Our own server serves the page, so the way back is a path: it works whatever address the browser used.
          returnUrl: `${returnUrl.pathname}${returnUrl.search}`,
          expiresAt: request.expiresAt,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, request.idempotencyKey));
      // The payment page in the language of the page the customer came from, as a hosted page takes a locale.
      const { language } = splitLanguage(returnUrl.pathname);
      return { sessionId: row!.id, url: localizedPath(language, `/pay/sandbox/${row!.id}`) };
    },

    async retrieveSession(id): Promise<PaymentState> {
      const row = await load(id);
      if (!row) return { status: 'expired' };
      switch (row.status) {
        case 'captured':
        case 'refunded':
          return { status: 'captured', paymentReference: row.paymentReference!, amount: row.amount };
        case 'declined':
          return { status: 'declined' };
        case 'cancelled':
          return { status: 'cancelled' };
        case 'expired':
          return { status: 'expired' };
        default:
          return row.expiresAt <= new Date() ? { status: 'expired' } : { status: 'pending' };
      }
    },

    async expireSession(id) {
      await finish(id, openStatuses, 'expired');
    },

    async refund(request) {
      // Several partial refunds add up (a booking's vouchers cancelled one by one), never past what was paid; the
      // payment reads 'refunded' once all of it is back. A repeated key (a retried job, another instance, a restart)
      // is the same refund: the keys are stored with the refunds, as a processor keeps them. Each new refund is then
      // reported to our webhook with the running total refunded, as Stripe's charge.refunded does.
      const reported = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.paymentReference, request.paymentReference))
          .for('update');
        if (!row) throw new Error(`sandbox: no payment ${request.paymentReference}`);
        const amount = Math.min(request.amount ?? row.amount, row.amount - row.refundedAmount);
        const claimed = await tx
          .insert(sandboxRefunds)
          .values({ idempotencyKey: request.idempotencyKey, paymentId: row.id, amount })
          .onConflictDoNothing()
          .returning({ key: sandboxRefunds.idempotencyKey });
        if (claimed.length === 0) return null;
        const refundedAmount = row.refundedAmount + amount;
        await tx
          .update(sandboxPayments)
          .set({ refundedAmount, status: refundedAmount >= row.amount ? 'refunded' : row.status })
          .where(eq(sandboxPayments.id, row.id));
        return { row, refundedAmount };
      });
      if (reported)
        await options.queueWebhook({
          id: newId('evt'),
          type: 'payment.refunded',
          session: reported.row.id,
          orderId: reported.row.orderId,
          paymentReference: reported.row.paymentReference,
          amount: reported.refundedAmount,
        });
      return { refundReference: `sbxre_${request.idempotencyKey}` };
    },

    async parseWebhook(rawBody, headers): Promise<PaymentEvent> {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) throw new WebhookSignatureError('missing or malformed signature');
      const timestamp = Number(match[1]);
      const expected = Buffer.from(sign(rawBody.toString('utf8'), timestamp).split('v1=')[1]!, 'hex');
      const given = Buffer.from(match[2]!, 'hex');
      if (!timingSafeEqual(expected, given)) throw new WebhookSignatureError('signature does not match');
      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS)
        throw new WebhookSignatureError('signature too old');
      const event = JSON.parse(rawBody.toString('utf8')) as SandboxEventBody;
      switch (event.type) {
        case 'payment.captured':
          return {
            type: 'captured',
            eventId: event.id,
            sessionId: event.session,
            orderId: event.orderId,
            paymentReference: event.paymentReference!,
            amount: event.amount,
          };
        case 'payment.declined':
        case 'payment.cancelled':
        case 'payment.expired':
          return {
            type: 'closed',
            eventId: event.id,
            sessionId: event.session,
            orderId: event.orderId,
            reason: event.type.slice('payment.'.length) as 'declined' | 'cancelled' | 'expired',
          };
        case 'payment.refunded':
          return {
            type: 'refunded',
            eventId: event.id,
            paymentReference: event.paymentReference!,
            amount: event.amount,
          };
        default:
          return { type: 'ignored', eventId: (event as { id: string }).id };
      }
    },

    async session(id, now = new Date()) {
      let row = await load(id);
      if (!row) return null;
      if (openStatuses.includes(row.status) && row.expiresAt <= now)
        row = (await finish(id, openStatuses, 'expired')) ?? (await load(id))!;
      return {
        id: row.id,
        status: row.status as SandboxStatus,
        amount: row.amount,
        currency: 'AED',
        merchant: 'Weekends',
        description: row.description,
        orderNumber: row.orderNumber,
        returnUrl: row.returnUrl,
      };
    },

    async pay(id, card, now = new Date()) {
      const row = await load(id);
      if (!row) return { ok: false, reason: 'unknown', message: SANDBOX_MESSAGES.sessionClosed };
      if (row.status !== 'open' || row.expiresAt <= now)
        return { ok: false, reason: 'closed', message: SANDBOX_MESSAGES.sessionClosed };
      if (!luhnValid(card.cardNumber))
        return { ok: false, reason: 'card', field: 'cardNumber', message: SANDBOX_MESSAGES.cardNumber };
      if (cardExpired(card.expiry, now))
        return { ok: false, reason: 'card', field: 'expiry', message: SANDBOX_MESSAGES.expired };
      const cardLast4 = card.cardNumber.slice(-4);
      if (card.cardNumber === SANDBOX_CARDS.threeDSecure) {
        const [moved] = await db
          .update(sandboxPayments)
          .set({ status: 'requires_action', cardLast4 })
          .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
          .returning();
        if (!moved) return { ok: false, reason: 'closed', message: SANDBOX_MESSAGES.sessionClosed };
        const { language } = splitLanguage(row.returnUrl);
        return { ok: true, next: 'challenge', redirectUrl: localizedPath(language, `/pay/sandbox/${id}/challenge`) };
      }
      const outcome = card.cardNumber === SANDBOX_CARDS.declined ? 'declined' : 'captured';
      const done = await finish(id, ['open'], outcome, { cardLast4 });
      if (!done) return { ok: false, reason: 'closed', message: SANDBOX_MESSAGES.sessionClosed };
      return {
        ok: true,
        next: 'return',
        redirectUrl: withStatus(done.returnUrl, outcome === 'captured' ? 'CAPTURED' : 'DECLINED'),
      };
    },

    async challenge(id, outcome) {
      // Failing 3-D Secure declines the payment, as at Stripe.
      const done = await finish(id, ['requires_action'], outcome === 'complete' ? 'captured' : 'declined');
      if (!done)
        return { ok: false, reason: (await load(id)) ? 'closed' : 'unknown', message: SANDBOX_MESSAGES.sessionClosed };
      return {
        ok: true,
        next: 'return',
        redirectUrl: withStatus(done.returnUrl, outcome === 'complete' ? 'CAPTURED' : 'DECLINED'),
      };
    },

    async cancel(id) {
      const done = await finish(id, openStatuses, 'cancelled');
      if (!done)
        return { ok: false, reason: (await load(id)) ? 'closed' : 'unknown', message: SANDBOX_MESSAGES.sessionClosed };
      return { ok: true, next: 'return', redirectUrl: withStatus(done.returnUrl, 'CANCELLED') };
    },

    sign,
  };
}
