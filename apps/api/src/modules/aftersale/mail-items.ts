import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activities, bookedItems, customers } from '../../db/schema/index.ts';
import { itemDetail } from '../checkout/index.ts';
import type { Executor } from '../../db/client.ts';

const hostCustomers = alias(customers, 'host_customers');

export interface MailItem {
  id: number;
  /** The activity's title (a pass's experiences are named by their activity, as the host knows them). */
  title: string;
  detail: string;
  quantity: number;
  voucherCode: string;
  total: number;
  activityId: number;
  host: { id: number; email: string; firstName: string } | null;
}

/** The items as the after-sale mails name them, with the host of each (activities.host_id is the host's customer). */
export async function mailItems(tx: Executor, itemIds: readonly number[]): Promise<MailItem[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .select({
      item: bookedItems,
      title: activities.title,
      hostId: hostCustomers.id,
      hostEmail: hostCustomers.email,
      hostFirstName: hostCustomers.firstName,
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .leftJoin(hostCustomers, eq(hostCustomers.id, activities.hostId))
    .where(inArray(bookedItems.id, [...itemIds]))
    .orderBy(bookedItems.id);
  return rows.map(({ item, title, hostId, hostEmail, hostFirstName }) => ({
    id: item.id,
    title,
    detail: itemDetail(item.priceOptionDescription ?? '', item.bookedFor, item.validUntil),
    quantity: item.quantity,
    voucherCode: item.voucherCode,
    total: item.total,
    activityId: item.activityId,
    host: hostId === null ? null : { id: hostId, email: hostEmail!, firstName: hostFirstName! },
  }));
}

/** The items grouped by their host (experiences the provider runs itself have none and tell nobody). */
export function byHost(items: readonly MailItem[]): { host: NonNullable<MailItem['host']>; items: MailItem[] }[] {
  const groups = new Map<number, { host: NonNullable<MailItem['host']>; items: MailItem[] }>();
  for (const item of items) {
    if (!item.host) continue;
    const group = groups.get(item.host.id) ?? { host: item.host, items: [] };
    group.items.push(item);
    groups.set(item.host.id, group);
  }
  return [...groups.values()];
}
