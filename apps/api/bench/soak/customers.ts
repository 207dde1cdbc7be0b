import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SANDBOX_CARDS, type AddCartItemBody } from '@weekends/shared';
import type { Answered, RequestKind } from './figures.ts';
import { LIMITED_PROMO, UNLIMITED_PROMO, type Buyer, type SoakShop } from './shop.ts';

/**
 * The soak's customers, each loop one customer at a time on its own connection, doing what the browser does: the
 * cart, a promo code sometimes, Proceed to Payment (POST /api/orders), the sandbox's hosted payment page (the
 * session, then the card), and the return page (POST /api/orders/:id/confirm). Some pay, some are declined, some
 * leave the order to expire, some pay an order they had replaced in another tab, some pay after their order
 * expired; after paying some cancel a voucher (refunded), and the provider refunds some orders whole.
 *
 * A failed request (no answer, 5xx: PostgreSQL may be down) is what a customer would retry: the return page is
 * reloaded, a payment whose answer was lost is looked up on the payment page. Nothing here retries forever.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const CARD = { expiry: '12 / 34', cvc: '123', name: 'Soak Buyer' };
/** How long a customer waits before reloading a page that failed. */
const RELOAD_MS = 1_000;
const RELOADS = 5;
/** After this, an order left to expire has certainly been swept (the sweep runs every minute). */
const LATE_PAYMENT_AFTER_MS = 75_000;

type Fate = 'pays' | 'declined' | 'abandons' | 'pays the replaced order' | 'pays after expiry';
/** Cumulative shares of what a checkout comes to. */
const FATES: [number, Fate][] = [
  [0.56, 'pays'],
  [0.68, 'declined'],
  [0.8, 'abandons'],
  [0.9, 'pays the replaced order'],
  [1, 'pays after expiry'],
];
const CANCELS_A_VOUCHER = 0.15;
const REFUNDED_BY_THE_PROVIDER = 0.08;

interface Reply {
  status: number;
  body: Record<string, unknown> | null;
}

interface LatePayment {
  buyer: Buyer;
  orderId: number;
  session: string;
  dueAt: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (status: number) => status === 0 || status >= 500;

export class Customers {
  readonly answers: Answered[] = [];
  /** Orders left unpaid, with when the soak makes their hold lapse (see ageOrders in soak.ts). */
  readonly abandoned: { orderId: number; ageAt: number }[] = [];
  private readonly late: LatePayment[] = [];
  private readonly busy = new Set<number>();
  private next = 0;
  private stopAt = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly shop: SoakShop,
  ) {}

  /** Runs `connections` customers until `stopAt` (performance.now() milliseconds); resolves when all are done. */
  async run(connections: number, stopAt: number): Promise<void> {
    this.stopAt = stopAt;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < this.stopAt) {
          const buyer = this.take();
          try {
            const due = this.late[0] && this.late[0].dueAt <= performance.now() ? this.late.shift() : undefined;
            if (due) await this.payLate(due);
            else await this.shopOnce(buyer);
          } catch (error) {
            console.error(`[soak] a customer's journey broke: ${(error as Error).stack}`);
          } finally {
            this.busy.delete(buyer.id);
          }
        }
      }),
    );
  }

  /** The next customer nobody else is shopping as (orders are limited to 30 in ten minutes per customer). */
  private take(): Buyer {
    for (;;) {
      const buyer = this.shop.buyers[this.next++ % this.shop.buyers.length]!;
      if (this.busy.has(buyer.id)) continue;
      this.busy.add(buyer.id);
      return buyer;
    }
  }

  private async call(
    kind: RequestKind,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<Reply> {
    const startedAt = performance.now();
    // 0 stays when nothing answers (refused, reset, timed out).
    let status = 0;
    let json: Record<string, unknown> | null = null;
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      const text = await response.text();
      json = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      // No answer: counted with status 0.
    }
    const answered: Answered = { kind, startedAt, endedAt: performance.now(), status };
    if (kind === 'payment page' && typeof json?.redirectUrl === 'string' && json.redirectUrl.includes('CAPTURED'))
      answered.captured = true;
    this.answers.push(answered);
    return { status, body: json };
  }

  /** A request a customer would repeat (reloading the page) while it fails; the last reply. */
  private async retried(request: () => Promise<Reply>): Promise<Reply> {
    let reply = await request();
    for (let i = 0; i < RELOADS && failed(reply.status); i += 1) {
      await pause(RELOAD_MS);
      reply = await request();
    }
    return reply;
  }

  private async shopOnce(buyer: Buyer) {
    const roll = Math.random();
    const item = roll < 0.6 ? pick(this.shop.plenty) : roll < 0.8 ? pick(this.shop.scarce) : pick(this.shop.undated);
    const promoRoll = Math.random();
    const promo = promoRoll < 0.25 ? UNLIMITED_PROMO : promoRoll < 0.35 ? LIMITED_PROMO.code : null;
    if (!(await this.fillCart(buyer, item, promo))) return;
    const order = await this.proceed(buyer);
    if (!order) return;

    const fateRoll = Math.random();
    const fate = FATES.find(([share]) => fateRoll < share)![1];
    switch (fate) {
      case 'pays':
        return this.payAndAfter(buyer, order, SANDBOX_CARDS.pays);
      case 'declined':
        return void (await this.pay(buyer, order, SANDBOX_CARDS.declined));
      case 'abandons':
        return this.abandon(order.orderId);
      case 'pays the replaced order': {
        // Another tab: Proceed again replaces the open order (cancelled, its places back), then the first tab pays.
        const second = await this.proceed(buyer);
        if (second) this.abandon(second.orderId);
        return this.payAndAfter(buyer, order, SANDBOX_CARDS.pays);
      }
      case 'pays after expiry':
        this.abandon(order.orderId);
        this.late.push({ buyer, ...order, dueAt: performance.now() + LATE_PAYMENT_AFTER_MS });
        return;
    }
  }

  private abandon(orderId: number) {
    this.abandoned.push({ orderId, ageAt: performance.now() + 2_000 + Math.random() * 8_000 });
  }

  /** The cart holds exactly `item`, with `promo` when it still applies (a used-up code is refused: 400). */
  private async fillCart(buyer: Buyer, item: AddCartItemBody, promo: string | null): Promise<boolean> {
    const cart = await this.call('cart', 'GET', '/api/cart', buyer.token);
    // A customer whose page failed to load waits before trying again, rather than hammering a shop that is down.
    if (failed(cart.status)) await pause(RELOAD_MS);
    if (cart.status !== 200) return false;
    for (const old of (cart.body!.items as { id: number }[]) ?? [])
      await this.call('cart', 'DELETE', `/api/cart/items/${old.id}`, buyer.token);
    const applied = (cart.body!.promo as { code: string } | null)?.code ?? null;
    if (applied !== null && applied !== promo) await this.call('promo', 'DELETE', '/api/cart/promo', buyer.token);
    const added = await this.call('cart', 'POST', '/api/cart/items', buyer.token, item);
    if (failed(added.status)) await pause(RELOAD_MS);
    if (added.status !== 201) return false;
    if (promo !== null && applied !== promo)
      await this.call('promo', 'PUT', '/api/cart/promo', buyer.token, { code: promo });
    return true;
  }

  /** Proceed to Payment; a retried press sends the same attempt, so it answers the same order. */
  private async proceed(buyer: Buyer): Promise<{ orderId: number; session: string } | null> {
    const attempt = randomUUID();
    const created = await this.retried(() => this.call('checkout', 'POST', '/api/orders', buyer.token, { attempt }));
    if (created.status !== 201) return null;
    return {
      orderId: created.body!.orderId as number,
      session: (created.body!.paymentUrl as string).split('/').pop()!,
    };
  }

  /**
   * The hosted payment page: the session, then the card. When the card's answer is lost the page is loaded again:
   * a payment that went through shows as captured (or declined) there, one that did not is tried again.
   */
  private async pay(buyer: Buyer, order: { orderId: number; session: string }, card: string): Promise<Reply | null> {
    const page = `/api/payments/sandbox/sessions/${order.session}`;
    let outcome: 'CAPTURED' | 'DECLINED' | null = null;
    for (let i = 0; i <= RELOADS && outcome === null; i += 1) {
      if (i > 0) await pause(RELOAD_MS);
      const session = await this.call('payment page', 'GET', page, null);
      if (failed(session.status)) continue;
      const state = session.body?.status;
      if (state === 'captured') outcome = 'CAPTURED';
      else if (state === 'declined') outcome = 'DECLINED';
      else if (state !== 'open') return null;
      else {
        const paid = await this.call('payment page', 'POST', `${page}/pay`, null, { ...CARD, cardNumber: card });
        const url = paid.body?.redirectUrl;
        if (typeof url === 'string') outcome = url.includes('CAPTURED') ? 'CAPTURED' : 'DECLINED';
        else if (!failed(paid.status)) return null;
      }
    }
    if (outcome === null) return null;
    // Back in the shop: the return page asks the gateway and confirms, reloaded while it fails.
    return this.retried(() =>
      this.call('return page', 'POST', `/api/orders/${order.orderId}/confirm`, buyer.token, { status: outcome }),
    );
  }

  private async payAndAfter(buyer: Buyer, order: { orderId: number; session: string }, card: string) {
    const returned = await this.pay(buyer, order, card);
    if (returned?.body?.status !== 'CAPTURED') return;
    const roll = Math.random();
    if (roll < CANCELS_A_VOUCHER) {
      const items = ((returned.body.order as { items: { voucher: { bookedItemId: number } | null }[] }).items ?? [])
        .map((i) => i.voucher?.bookedItemId)
        .filter((id): id is number => id !== undefined);
      if (items.length > 0)
        await this.retried(() =>
          this.call('cancel', 'POST', `/api/booked-items/${pick(items)}/cancel`, buyer.token, {}),
        );
    } else if (roll < CANCELS_A_VOUCHER + REFUNDED_BY_THE_PROVIDER) {
      await this.retried(() =>
        this.call('admin refund', 'POST', `/api/admin/orders/${order.orderId}/refund`, this.shop.adminToken, {
          reason: 'Soak: the provider refunds the order',
        }),
      );
    }
  }

  private async payLate(late: LatePayment) {
    await this.pay(late.buyer, late, SANDBOX_CARDS.pays);
  }
}
