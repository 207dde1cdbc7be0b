import { eq } from 'drizzle-orm';
import type { HostTermsBody } from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import { customers, hosts } from '../../../db/schema/index.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { hostDetail, hostNotFound } from './hosts-list.ts';

/**
 * A host's commercial terms: the commission rate and whether it may add and edit listings. The rate applies to sales
 * confirmed from now on: every sold item copied its host amount when it was sold, so past figures never move.
 */
export async function updateHostTerms(db: Database, adminId: number, hostId: number, body: HostTermsBody) {
  await db.transaction(async (tx) => {
    // Locked, so two admins changing the terms at once log each their own true 'before'.
    const [current] = await tx
      .select({ commissionPercent: hosts.commissionPercent, canManageActivities: customers.canManageActivities })
      .from(hosts)
      .innerJoin(customers, eq(customers.id, hosts.customerId))
      .where(eq(hosts.customerId, hostId))
      .for('update');
    if (!current) throw hostNotFound();
    const after = {
      commissionPercent: body.commissionPercent ?? current.commissionPercent,
      canManageActivities: body.canManageActivities ?? current.canManageActivities,
    };
    if (body.commissionPercent !== undefined)
      await tx.update(hosts).set({ commissionPercent: body.commissionPercent }).where(eq(hosts.customerId, hostId));
    if (body.canManageActivities !== undefined)
      await tx.update(customers).set({ canManageActivities: body.canManageActivities }).where(eq(customers.id, hostId));
    await recordAdminAction(tx, adminId, {
      action: 'host.terms',
      subject: { type: 'host', id: hostId },
      before: current,
      after,
    });
  });
  return hostDetail(db, hostId);
}
