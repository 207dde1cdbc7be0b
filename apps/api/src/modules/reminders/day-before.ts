import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays, dubaiDay } from '@weekends/shared';
import { bookedItemEvents, bookedItems } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { orderLink } from '../bookings/index.ts';
import { formatDay } from '../checkout/index.ts';
import { dubaiHour, mapsSearchUrl, SEND_FROM_HOUR, type ReminderDeps } from './deps.ts';
import { AFTERSALE_EVENT_CAUSES, DEFAULT_LANGUAGE, isLanguage } from '@weekends/shared';
import { pickLanguage } from '../../lib/localized.ts';

/** At most this many per sweep; the next sweep (15 minutes later) takes the rest. */
const BATCH = 1000;

/** A dated item still to be used on `day`: not cancelled, not redeemed, not reminded yet. */
const awaitingReminder = (day: string) =>
  and(
    eq(bookedItems.bookedFor, day),
    isNull(bookedItems.cancelledAt),
    isNull(bookedItems.redeemedAt),
    isNull(bookedItems.reminderSentAt),
  );

/** Booked items whose day is tomorrow in Dubai and whose reminder is due (from SEND_FROM_HOUR on the day before). */
export async function dayBeforeRemindersDue(db: Database, now: Date): Promise<number[]> {
  if (dubaiHour(now) < SEND_FROM_HOUR) return [];
  const rows = await db
    .select({ id: bookedItems.id })
    .from(bookedItems)
    .where(awaitingReminder(addDays(dubaiDay(now), 1)))
    .orderBy(bookedItems.id)
    .limit(BATCH);
  return rows.map((r) => r.id);
}

interface ItemFacts extends Record<string, unknown> {
  id: number;
  customer_id: number;
  language: string;
  voucher_code: string;
  quantity: number;
  booked_for: string;
  option: string | null;
  delivery_address: string | null;
  title: string;
  title_ar: string | null;
  address: string | null;
  address_ar: string | null;
  city: string | null;
  city_ar: string | null;
  /** The Arabic of the option the voucher was sold as, while the option still carries the words it was sold with. */
  option_ar: string | null;
  latitude: number | null;
  longitude: number | null;
  email: string;
  first_name: string;
  is_guest: boolean;
  order_id: number | null;
  order_customer_id: number | null;
  gift_email: string | null;
  gift_name: string | null;
}

/**
 * The reminder of one item, once: the conditional update (still due, not reminded) claims it, and the mail is stored
 * in the outbox in the same transaction, so a second job, a second sweep or a second instance finds nothing to do,
 * and a crash leaves either both or neither. The mail is handed to the queue after the commit.
 */
export async function sendDayBeforeReminder(deps: ReminderDeps, bookedItemId: number, now: Date): Promise<boolean> {
  const mail = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookedItems)
      .set({ reminderSentAt: now })
      .where(and(eq(bookedItems.id, bookedItemId), awaitingReminder(addDays(dubaiDay(now), 1))))
      .returning({ id: bookedItems.id });
    if (claimed.length === 0) return null;
    const { rows } = await tx.execute<ItemFacts>(sql`
      select bi.id, bi.customer_id, bi.voucher_code, bi.quantity, bi.booked_for::text as booked_for, bi.price_option_description as option,
             bi.address as delivery_address, a.title, a.title_ar, ad.address, ad.address_ar, c.name as city,
             c.name_ar as city_ar, ad.latitude, ad.longitude,
             (select nullif(p.description_ar, '') from price_options p
               where p.id = bi.price_option_id and p.description = bi.price_option_description) as option_ar,
             cu.email, cu.first_name, cu.is_guest, b.order_id, o.customer_id as order_customer_id,
             g.to_email as gift_email, g.to_name as gift_name,
             case when o.customer_id = bi.customer_id then o.language else cu.language end as language
      from booked_items bi
      join activities a on a.id = bi.activity_id
      join customers cu on cu.id = bi.customer_id
      join bookings b on b.id = bi.booking_id
      left join orders o on o.id = b.order_id
      left join activity_addresses ad on ad.activity_id = a.id
      left join cities c on c.id = ad.city_id
      left join voucher_gifts g on g.booked_item_id = bi.id and g.claimed_at is null
      where bi.id = ${bookedItemId}`);
    const item = rows[0]!;
    await tx
      .insert(bookedItemEvents)
      .values({ bookedItemId, kind: 'reminded', cause: AFTERSALE_EVENT_CAUSES.remindedDayBefore, at: now });
    // A voucher given away and not yet claimed belongs to the person it was given to: they get the reminder.
    const to = item.gift_email ?? item.email;
    // The order's language while the voucher is still its buyer's; a received voucher's holder's own.
    const language = isLanguage(item.language) ? item.language : DEFAULT_LANGUAGE;
    const firstName = item.gift_email ? (item.gift_name ?? undefined) : item.first_name;
    // A delivery (stay at home) happens at the customer's address; anything else at the activity's, with a map.
    const address =
      item.delivery_address ??
      (item.address
        ? [pickLanguage(language, item.address, item.address_ar), pickLanguage(language, item.city, item.city_ar)]
            .filter(Boolean)
            .join(language === 'ar' ? '، ' : ', ')
        : null);
    const mapLink =
      !item.delivery_address && item.latitude !== null && item.longitude !== null
        ? mapsSearchUrl(Number(item.latitude), Number(item.longitude))
        : null;
    const outcome = await deps.mailer.send(
      'day-before-reminder',
      to,
      {
        firstName,
        title: pickLanguage(language, item.title, item.title_ar),
        day: formatDay(item.booked_for, language),
        option: pickLanguage(language, item.option, item.option_ar),
        quantity: Number(item.quantity),
        voucherCode: item.voucher_code,
        address,
        mapLink,
        voucherLink: voucherLink(deps, item),
      },
      { executor: tx, language },
    );
    // Not stored: undo the claim, so the queue tries again rather than the customer never hearing.
    if (outcome.status === 'failed')
      throw new Error(`day-before reminder of booked item ${bookedItemId} not stored: ${outcome.error}`);
    return outcome;
  });
  if (mail?.id) await deps.mailer.queue(mail.id);
  return mail !== null;
}

/**
 * Where the voucher opens: a guest cannot sign in, so the order's signed link (their own order); anyone with an account
 * (or receiving a gift, who signs up to claim it) the voucher's page in their dashboard.
 */
function voucherLink(deps: ReminderDeps, item: ItemFacts): string {
  if (
    item.is_guest &&
    !item.gift_email &&
    item.order_id !== null &&
    Number(item.order_customer_id) === Number(item.customer_id)
  ) {
    return orderLink(deps, { id: Number(item.order_id), customerId: Number(item.customer_id) });
  }
  return `/customer/dashboard/bookings/${item.id}`;
}
