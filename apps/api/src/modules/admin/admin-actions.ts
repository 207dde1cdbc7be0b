import { adminActions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/client.ts';

/** What an admin action names: a dotted verb ('host.approve', 'promo.update') and the kind of row it acted on. */
export interface AdminActionRecord {
  action: string;
  subject: { type: string; id: number };
  /** The subject before and after the action, as the audit log shows them; null where there is none (a creation). */
  before?: unknown;
  after?: unknown;
  /** Anything else worth keeping (a reason, a bank reference). */
  detail?: Record<string, unknown>;
}

/**
 * The audit log (every admin action is logged): written in the transaction of the action itself, so an
 * action that rolls back leaves no line and a line always means the action happened.
 */
export async function recordAdminAction(
  tx: Pick<Tx, 'insert'>,
  adminId: number,
  record: AdminActionRecord,
): Promise<void> {
  await tx.insert(adminActions).values({
    adminId,
    action: record.action,
    subjectType: record.subject.type,
    subjectId: record.subject.id,
    detail: record.detail ?? {},
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
