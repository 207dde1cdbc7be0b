import type { Jobs } from '../../lib/jobs.ts';
import { MAIL_DELIVER_QUEUE } from '../../lib/mailer.ts';
import { QUEUES, type CheckoutDeps } from './deps.ts';
import { expireDueOrders, expireOrder } from './orders.ts';
import { refundOrder, refundsDue } from './refunds.ts';

/**
 * The money path's background work. Each event-driven job (expire this order, refund that one, send this mail) has a
 * sweep every minute behind it that finds whatever a crash or an outage left undone, so nothing depends on one job
 * surviving.
 */
export async function startCheckoutWorkers(deps: CheckoutDeps, jobs: Jobs): Promise<void> {
  await jobs.work<{ outboxId: number }>(MAIL_DELIVER_QUEUE, ({ outboxId }) => deps.mailer.deliver(outboxId));
  await jobs.work<{ orderId: number }>(QUEUES.expireOrder, async ({ orderId }) => {
    await expireOrder(deps, orderId);
  });
  await jobs.work<{ orderId: number }>(QUEUES.refundOrder, async ({ orderId }) => {
    await refundOrder(deps, orderId);
  });
  await jobs.work(QUEUES.sweepOrders, async () => {
    await expireDueOrders(deps);
    for (const orderId of await refundsDue(deps))
      await jobs.send(QUEUES.refundOrder, { orderId }, { singletonKey: `refund:${orderId}` });
  });
  await jobs.work(QUEUES.sweepMail, async () => {
    await deps.mailer.sweep();
  });
  await jobs.every(QUEUES.sweepOrders, '* * * * *');
  await jobs.every(QUEUES.sweepMail, '* * * * *');
}
