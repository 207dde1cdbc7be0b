import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activities, bookedItems, customers } from '../../db/schema/index.ts';
import type { Language } from '@weekends/shared';
import { itemDetail } from '../checkout/index.ts';
import type { Executor } from '../../db/client.ts';
import { pickLanguage } from '../../lib/localized.ts';

const hostCustomers = alias(customers, 'host_customers');

export interface MailItem {
  id: number;
  /**
   * The activity's title in a reader's language (a pass's experiences are named by their activity, as the host knows
   * them); the Arabic where the activity has it.
   */
  title: (language: Language) => string;
  /** The line under the title, in a reader's language (the customer's and the host's may differ). */
  detail: (language: Language) => string;
  quantity: number;
  voucherCode: string;
  total: number;
  activityId: number;
  host: { id: number; email: string; firstName: string; language: Language } | null;
}

/** The items as the after-sale mails name them, with the host of each (activities.host_id is the host's customer). */
export async function mailItems(tx: Executor, itemIds: readonly number[]): Promise<MailItem[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .select({
      item: bookedItems,
      title: activities.title,
      titleAr: activities.titleAr,
      // The Arabic of the option the voucher was sold as, while the option still carries the words it was sold with
      // (an option renamed since then is not what the customer bought).
      optionAr: sql<string | null>`(select nullif(p.description_ar, '') from price_options p
        where p.id = ${bookedItems.priceOptionId} and p.description = ${bookedItems.priceOptionDescription})`,
      hostId: hostCustomers.id,
      hostEmail: hostCustomers.email,
      hostFirstName: hostCustomers.firstName,
      hostLanguage: hostCustomers.language,
    })
    .from(bookedItems)
    .innerJoin(activities, eq(activities.id, bookedItems.activityId))
    .leftJoin(hostCustomers, eq(hostCustomers.id, activities.hostId))
    .where(inArray(bookedItems.id, [...itemIds]))
    .orderBy(bookedItems.id);
  return rows.map(({ item, title, titleAr, optionAr, hostId, hostEmail, hostFirstName, hostLanguage }) => ({
    id: item.id,
    title: (language: Language) => pickLanguage(language, title, titleAr),
    detail: (language: Language) =>
      itemDetail(
        pickLanguage(language, item.priceOptionDescription ?? '', optionAr),
        item.bookedFor,
        item.validUntil,
        language,
      ),
    quantity: item.quantity,
    voucherCode: item.voucherCode,
    total: item.total,
    activityId: item.activityId,
    host:
      hostId === null ? null : { id: hostId, email: hostEmail!, firstName: hostFirstName!, language: hostLanguage! },
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
