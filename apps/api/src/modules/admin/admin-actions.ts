import { adminActions } from '../../db/schema/index.ts';
import type { Tx } from './deps.ts';

export type AdminActionName = 'host.approve' | 'host.reject' | 'listing.approve' | 'listing.reject';

/** Every action of the provider's staff is logged (DESIGN 4), in the transaction of the action itself. */
export async function recordAdminAction(tx: Tx, adminId: number, action: AdminActionName, subject: { type: 'host' | 'activity_revision'; id: number }, detail: Record<string, unknown> = {}): Promise<void> {
  await tx.insert(adminActions).values({ adminId, action, subjectType: subject.type, subjectId: subject.id, detail });
}
