import type { YourData } from '@weekends/shared';
import { customers } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { PrivacyDeps } from './deps.ts';
import { exportState, latestExport } from './export.ts';
import { cancelledBySignIn, closureOf, deletionState, pendingDeletion } from './deletion.ts';
import { refundable, unusedVouchers } from './vouchers.ts';

export { requestExport, exportFile } from './export.ts';
export { requestDeletion, cancelOwnDeletion, cancelDeletion } from './deletion.ts';

/** The Security and Privacy tab's 'Your data': the latest export, a pending deletion, and what deleting would mean. */
export async function yourData(
  deps: Pick<PrivacyDeps, 'db' | 'secret'>,
  customerId: number,
  now = new Date(),
): Promise<YourData> {
  const [customer] = await deps.db
    .select({ passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  const pending = await pendingDeletion(deps.db, customerId);
  const unused = await unusedVouchers(deps.db, customerId, now);
  const cancelledAt = pending ? null : await cancelledBySignIn(deps.db, customerId, now);
  return {
    export: exportState(deps.secret, await latestExport(deps.db, customerId), now),
    deletion: pending ? await deletionState(deps.db, pending, now) : null,
    deletionCancelledAt: cancelledAt?.toISOString() ?? null,
    closure: await closureOf(deps.db, customerId),
    vouchers: { unused: unused.length, refundable: refundable(unused, now).length },
    hasPassword: Boolean(customer?.passwordHash),
  };
}
