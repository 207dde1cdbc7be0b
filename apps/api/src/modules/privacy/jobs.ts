import type { Jobs } from '../../lib/jobs.ts';
import { PRIVACY_QUEUES, type PrivacyDeps } from './deps.ts';
import { buildExport, failExport } from './export.ts';
import { privacySweep } from './erasure.ts';

/**
 * The export's job (one per request) and the hourly sweep (expired files removed, due accounts erased). A failed
 * export is marked failed at once rather than retried for an hour: the customer sees it and may simply ask again.
 */
export async function startPrivacyWorkers(deps: PrivacyDeps, jobs: Jobs): Promise<void> {
  await jobs.work<{ exportId: number }>(PRIVACY_QUEUES.buildExport, async ({ exportId }) => {
    try {
      await buildExport(deps, exportId);
    } catch (error) {
      deps.log.error({ err: error, exportId }, 'data export failed');
      await failExport(deps, exportId);
    }
  });
  await jobs.work(PRIVACY_QUEUES.sweep, async () => {
    await privacySweep(deps);
  });
  await jobs.every(PRIVACY_QUEUES.sweep, '17 * * * *');
}
