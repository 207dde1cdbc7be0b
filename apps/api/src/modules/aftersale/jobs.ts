import type { Jobs } from '../../lib/jobs.ts';
import { queueRefund } from './cancel.ts';
import { AFTERSALE_QUEUES, type AftersaleDeps } from './deps.ts';
import { cancellationRefundsDue, refundCancellation } from './refunds.ts';

/**
 * The refunds of cancellations: one job per cancellation, started after its commit, and a sweep every minute behind
 * it that restarts any still pending (a crash before the job was queued, a gateway that failed every retry).
 */
export async function startAftersaleWorkers(deps: AftersaleDeps, jobs: Jobs): Promise<void> {
  await jobs.work<{ cancellationId: number }>(AFTERSALE_QUEUES.refundCancellation, async ({ cancellationId }) => {
    await refundCancellation(deps, cancellationId);
  });
  await jobs.work(AFTERSALE_QUEUES.sweepCancellations, async () => {
    for (const cancellationId of await cancellationRefundsDue(deps)) await queueRefund({ jobs }, cancellationId);
  });
  await jobs.every(AFTERSALE_QUEUES.sweepCancellations, '* * * * *');
}
