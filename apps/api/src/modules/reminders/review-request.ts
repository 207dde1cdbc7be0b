import { sql } from 'drizzle-orm';
import { dubaiDay } from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import { dubaiHour, SEND_FROM_HOUR, STALE_AFTER_DAYS, type ReminderDeps } from './deps.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '@weekends/shared';
import { pickLanguage } from '../../lib/localized.ts';

/**
 * One request per customer and activity: two options of one booking (Adult, Child) are two items but one experience.
 */
export interface ReviewRequestKey {
  customerId: number;
  activityId: number;
}

/**
 * Whether item `bi` is due a review request on `today` (only customers whose voucher was redeemed, who really took
 * part, get one): redeemed, not cancelled, not asked yet, and the day after the experience has come (a dated item: the
 * day after its date; an undated voucher: the day after its redemption, in Dubai), but not more than STALE_AFTER_DAYS
 * ago.
 */
const dueOn = (today: string) => sql`
  bi.redeemed_at is not null and bi.cancelled_at is null and bi.review_request_sent_at is null
  and coalesce(bi.booked_for, (bi.redeemed_at at time zone 'Asia/Dubai')::date) + 1 <= ${today}::date
  and coalesce(bi.booked_for, (bi.redeemed_at at time zone 'Asia/Dubai')::date) + 1 > ${today}::date - ${STALE_AFTER_DAYS}::int`;

/** Not when the customer has already written a review of the activity (published or awaiting approval). */
const notReviewed = sql`not exists (select 1 from reviews r where r.customer_id = bi.customer_id and r.activity_id = bi.activity_id)`;

export async function reviewRequestsDue(db: Database, now: Date): Promise<ReviewRequestKey[]> {
  if (dubaiHour(now) < SEND_FROM_HOUR) return [];
  const { rows } = await db.execute<{ customer_id: number; activity_id: number }>(sql`
    select distinct bi.customer_id, bi.activity_id from booked_items bi
    where ${dueOn(dubaiDay(now))} and ${notReviewed}
    order by bi.customer_id, bi.activity_id
    limit 1000`);
  return rows.map((r) => ({ customerId: Number(r.customer_id), activityId: Number(r.activity_id) }));
}

/**
 * The review request of one customer and activity, once: one conditional update claims every redeemed, unasked item of
 * theirs for it (at least one of them due, no review written), and the mail is stored in the same transaction. A
 * second job blocks on the same rows and then finds them claimed. The mail links to the activity page's review box.
 */
export async function sendReviewRequest(deps: ReminderDeps, key: ReviewRequestKey, now: Date): Promise<boolean> {
  const today = dubaiDay(now);
  const mail = await deps.db.transaction(async (tx) => {
    const claimed = await tx.execute<{ id: number }>(sql`
      update booked_items bi set review_request_sent_at = ${now.toISOString()}::timestamptz
      where bi.customer_id = ${key.customerId} and bi.activity_id = ${key.activityId}
        and bi.redeemed_at is not null and bi.cancelled_at is null and bi.review_request_sent_at is null
        and exists (select 1 from booked_items bi where bi.customer_id = ${key.customerId} and bi.activity_id = ${key.activityId} and ${dueOn(today)})
        and not exists (select 1 from reviews r where r.customer_id = ${key.customerId} and r.activity_id = ${key.activityId})
      returning bi.id`);
    if (claimed.rows.length === 0) return null;
    const { rows } = await tx.execute<{
      email: string;
      first_name: string;
      title: string;
      title_ar: string | null;
      slug: string;
      language: string;
    }>(sql`
      select cu.email, cu.first_name, a.title, a.title_ar, a.slug, cu.language
      from customers cu, activities a
      where cu.id = ${key.customerId} and a.id = ${key.activityId}`);
    const facts = rows[0]!;
    const language = isLanguage(facts.language) ? facts.language : DEFAULT_LANGUAGE;
    const outcome = await deps.mailer.send(
      'review-request',
      facts.email,
      {
        firstName: facts.first_name,
        title: pickLanguage(language, facts.title, facts.title_ar),
        reviewLink: `/activity/${encodeURIComponent(facts.slug)}#write-review`,
      },
      { executor: tx, language },
    );
    if (outcome.status === 'failed')
      throw new Error(
        `review request of customer ${key.customerId} for activity ${key.activityId} not stored: ${outcome.error}`,
      );
    return outcome;
  });
  if (mail?.id) await deps.mailer.queue(mail.id);
  return mail !== null;
}
