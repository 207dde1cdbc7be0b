import { and, asc, eq, isNull } from 'drizzle-orm';
import { INBOX_MESSAGES, type InterestNotifyOutcome, type Language } from '@weekends/shared';
import type { Database } from '../../../db/client.ts';
import { activities, interestRequests } from '../../../db/schema/index.ts';
import { pickLanguage } from '../../../lib/localized.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import { HttpError, notFound } from '../../../plugins/errors.ts';
import { recordAdminAction } from '../admin-actions.ts';
import { onSaleSql } from './service.ts';

/**
 * 'Tell them': mails everyone who asked about an activity and was not told yet that it is on sale again. Each
 * address is mailed once (someone who asked twice gets one mail) and each request is marked notified in the
 * transaction that stores its mail, so a mail exists exactly when its request says it was sent. The requests are
 * locked: a second admin clicking at the same moment waits, then finds nobody left to tell.
 */
export async function notifyInterested(
  deps: { db: Database; mailer: Mailer },
  adminId: number,
  activityId: number,
  now = new Date(),
): Promise<InterestNotifyOutcome> {
  const { mailIds, notified } = await deps.db.transaction(async (tx) => {
    const [activity] = await tx
      .select({
        id: activities.id,
        title: activities.title,
        titleAr: activities.titleAr,
        slug: activities.slug,
        onSale: onSaleSql,
      })
      .from(activities)
      .where(eq(activities.id, activityId));
    if (!activity) throw notFound(INBOX_MESSAGES.notFound);
    if (!activity.onSale) throw new HttpError(409, 'NOT_ON_SALE', INBOX_MESSAGES.notOnSale);
    const waiting = await tx
      .select({
        id: interestRequests.id,
        email: interestRequests.email,
        firstName: interestRequests.firstName,
        language: interestRequests.language,
      })
      .from(interestRequests)
      .where(and(eq(interestRequests.activityId, activityId), isNull(interestRequests.notifiedAt)))
      .orderBy(asc(interestRequests.id))
      .for('update');
    if (waiting.length === 0) return { mailIds: [], notified: 0 };

    // One mail a person, in the language of their latest request.
    const people = new Map<string, { email: string; firstName: string; language: Language; ids: number[] }>();
    for (const row of waiting) {
      const key = row.email.trim().toLowerCase();
      const person = people.get(key) ?? {
        email: row.email.trim(),
        firstName: row.firstName,
        language: row.language,
        ids: [],
      };
      person.language = row.language;
      person.ids.push(row.id);
      people.set(key, person);
    }
    const ids: number[] = [];
    for (const person of people.values()) {
      const mail = await deps.mailer.send(
        'interest-available',
        person.email,
        {
          firstName: person.firstName,
          title: pickLanguage(person.language, activity.title, activity.titleAr),
          link: `/activity/${activity.slug}`,
        },
        { executor: tx, language: person.language },
      );
      // Nobody is marked told without a stored mail: a failure undoes the whole batch, to be tried again.
      if (mail.status === 'failed' || mail.id === null)
        throw new Error(
          `The mail to ${person.email} could not be stored: ${mail.status === 'failed' ? mail.error : ''}`,
        );
      ids.push(mail.id);
      for (const id of person.ids)
        await tx.update(interestRequests).set({ notifiedAt: now }).where(eq(interestRequests.id, id));
    }
    await recordAdminAction(tx, adminId, {
      action: 'interest.notify',
      subject: { type: 'activity', id: activityId },
      before: { unnotified: waiting.length },
      after: { unnotified: 0, notifiedAt: now.toISOString() },
      detail: { title: activity.title, people: people.size, requestIds: waiting.map((w) => w.id) },
    });
    return { mailIds: ids, notified: people.size };
  });
  for (const id of mailIds) await deps.mailer.queue(id);
  return { notified };
}
