import { MAX_MAIL_ATTEMPTS } from '../../src/lib/mailer.ts';
import type { Query } from './books.ts';

/**
 * After the load, the shop is left to finish what it started: expiring the orders whose hold lapsed (the sweep runs
 * every minute), refunds (of orders and of cancelled vouchers) and the sandbox's webhooks, which can still change an
 * order. Polls until none is left, or the deadline passes; the books are checked either way, and what was still
 * pending is reported. Mail is not waited for: a mail still queued is not lost (the book check tells the two apart),
 * and the queue delivers one mail per poll (lib/jobs.ts), so a run's backlog takes many minutes.
 */
export interface Backlog extends Record<string, unknown> {
  overdue_orders: number;
  order_refunds: number;
  cancellation_refunds: number;
  webhooks: number;
  /**
   * Deliveries a worker took and never finished (it lost PostgreSQL mid-job): pg-boss hands them out again only once
   * they expire (15 minutes), so the drain does not wait for them; the book checks show whether it mattered.
   */
  stranded_webhooks: number;
  unsent_mail: number;
}

export const backlogSql = `
  select
    (select count(*) from orders where status = 'awaiting_payment' and expires_at < now())::int as overdue_orders,
    (select count(*) from orders where status = 'refund_pending')::int as order_refunds,
    (select count(*) from cancellations where status = 'refund_pending')::int as cancellation_refunds,
    (select count(*) from pgboss.job where name = 'payments.sandbox-webhook'
       and (state in ('created', 'retry') or (state = 'active' and started_on > now() - interval '2 minutes')))::int
       as webhooks,
    (select count(*) from pgboss.job where name = 'payments.sandbox-webhook' and state = 'active'
       and started_on <= now() - interval '2 minutes')::int as stranded_webhooks,
    (select count(*) from outbox where sent_at is null and attempts < ${MAX_MAIL_ATTEMPTS})::int as unsent_mail`;

export const describeBacklog = (b: Backlog) =>
  `${b.overdue_orders} orders past their hold, ${b.order_refunds} order refunds and ${b.cancellation_refunds} voucher refunds pending, ${b.webhooks} webhooks and ${b.unsent_mail} mails to deliver, ${b.stranded_webhooks} webhooks stranded in a worker that lost PostgreSQL`;

const isEmpty = (b: Backlog) => b.overdue_orders + b.order_refunds + b.cancellation_refunds + b.webhooks === 0;

export async function drain(
  query: Query,
  timeoutSeconds: number,
  log: (message: string) => void,
): Promise<{ drained: boolean; seconds: number; left: Backlog | null }> {
  const started = Date.now();
  let left: Backlog | null = null;
  let lastLog = 0;
  for (;;) {
    try {
      [left = null] = await query<Backlog>(backlogSql);
    } catch (error) {
      log(`drain: PostgreSQL did not answer (${(error as Error).message})`);
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    if (left && isEmpty(left)) return { drained: true, seconds, left };
    if (Date.now() - started > timeoutSeconds * 1000) return { drained: false, seconds, left };
    if (left && Date.now() - lastLog > 15_000) {
      lastLog = Date.now();
      log(`drain: ${describeBacklog(left)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
