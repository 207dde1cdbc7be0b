import { sql } from 'drizzle-orm';
import { CART_REMINDER_AFTER_HOURS } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { cartRemindersOffLink } from './cart-reminders-off.ts';
import { STALE_AFTER_DAYS, type ReminderDeps } from './deps.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '@weekends/shared';
import { pickLanguage } from '../../lib/localized.ts';

const HOUR = 3_600_000;

/**
 * Whether cart `c` (of customer `cu`) is due its one 'left in your cart' reminder at `now`:
 * - a signed-in customer's own cart (not a guest session's, not a guest's record) who has not turned these mails off;
 * - it holds something, and has not changed for CART_REMINDER_AFTER_HOURS (nor been left more than STALE_AFTER_DAYS);
 * - no order of theirs was paid since the cart last changed (they bought, perhaps in another tab or on another device);
 * - not reminded yet for what it holds: a reminder counts while an item it was sent about is still in the cart. A cart
 *   that was emptied (a purchase clears the mark, see checkout/confirmation.ts; removing every item leaves only items
 *   added after the reminder) and filled again is a new cart, and gets a reminder of its own.
 */
const dueAt = (now: Date) => {
  const at = now.getTime();
  const before = new Date(at - CART_REMINDER_AFTER_HOURS * HOUR).toISOString();
  const notBefore = new Date(at - STALE_AFTER_DAYS * 24 * HOUR).toISOString();
  return sql`
    c.guest_session_id is null and not cu.is_guest and cu.cart_reminders
    and c.updated_at <= ${before}::timestamptz and c.updated_at > ${notBefore}::timestamptz
    and exists (select 1 from cart_items i where i.cart_id = c.id)
    and not (c.reminder_sent_at is not null and exists (select 1 from cart_items i where i.cart_id = c.id and i.created_at <= c.reminder_sent_at))
    and not exists (select 1 from orders o where o.customer_id = c.customer_id and o.paid_at > c.updated_at)`;
};

export async function cartRemindersDue(db: Database, now: Date): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select c.id from carts c join customers cu on cu.id = c.customer_id
    where ${dueAt(now)}
    order by c.id
    limit 1000`);
  return rows.map((r) => Number(r.id));
}

/**
 * The reminder of one cart, once: the conditional update (still due) marks it and the mail is stored in the same
 * transaction, so a second job or instance finds it marked. It lists what the cart holds, links back to the checkout,
 * and carries the signed link that turns these mails off.
 */
export async function sendCartReminder(deps: ReminderDeps, cartId: number, now: Date): Promise<boolean> {
  const mail = await deps.db.transaction(async (tx) => {
    const claimed = await tx.execute<{ customer_id: number; email: string; first_name: string; language: string }>(sql`
      update carts c set reminder_sent_at = ${now.toISOString()}::timestamptz
      from customers cu
      where c.id = ${cartId} and cu.id = c.customer_id and ${dueAt(now)}
      returning c.customer_id, cu.email, cu.first_name, cu.language`);
    const customer = claimed.rows[0];
    if (!customer) return null;
    const language = isLanguage(customer.language) ? customer.language : DEFAULT_LANGUAGE;
    // A weekend pass is named once, by its name; an activity by its title; each in the customer's language.
    const { rows } = await tx.execute<{ title: string; title_ar: string | null }>(sql`
      select coalesce(b.name, a.title) as title,
             case when b.id is null then nullif(a.title_ar, '') else nullif(b.name_ar, '') end as title_ar
      from cart_items i join activities a on a.id = i.activity_id left join bundles b on b.id = i.bundle_id
      where i.cart_id = ${cartId}
      group by 1, 2 order by min(i.id)`);
    const outcome = await deps.mailer.send(
      'cart-reminder',
      customer.email,
      {
        firstName: customer.first_name,
        items: rows.map((r) => pickLanguage(language, r.title, r.title_ar)),
        checkoutLink: '/checkout',
        offLink: cartRemindersOffLink(deps.secret, Number(customer.customer_id)),
      },
      { executor: tx, language },
    );
    if (outcome.status === 'failed') throw new Error(`cart reminder of cart ${cartId} not stored: ${outcome.error}`);
    return outcome;
  });
  if (mail?.id) await deps.mailer.queue(mail.id);
  return mail !== null;
}
