import { eq } from 'drizzle-orm';
import { INTEREST_MESSAGES, type InterestBody } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import { activities, interestRequests } from '../../db/schema/index.ts';
import { acknowledgeSender } from '../../lib/acknowledgement.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Language } from '@weekends/shared';
import { pickLanguage } from '../../lib/localized.ts';

type InterestRequest = Omit<InterestBody, 'captcha'>;

/**
 * Stores a 'Submit Interest' request against its activity, then mails the visitor a receipt. Only an
 * active, submit-request activity takes requests: the others take bookings. The row is stored first, so a failed
 * mail loses nothing (the back office lists the rows).
 */
export async function submitInterest(
  app: FastifyInstance,
  activityId: number,
  input: InterestRequest,
  language: Language,
): Promise<{ id: number }> {
  const [activity] = await app.db
    .select({
      id: activities.id,
      title: activities.title,
      titleAr: activities.titleAr,
      isActive: activities.isActive,
      submitRequest: activities.submitRequest,
    })
    .from(activities)
    .where(eq(activities.id, activityId))
    .limit(1);
  if (!activity || !activity.isActive) throw new HttpError(404, 'NOT_FOUND', INTEREST_MESSAGES.activityNotFound);
  if (!activity.submitRequest) throw new HttpError(409, 'INTEREST_NOT_ACCEPTED', INTEREST_MESSAGES.notAccepted);

  const [row] = await app.db
    .insert(interestRequests)
    .values({
      activityId: activity.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      comment: input.comment,
      language,
    })
    .returning({ id: interestRequests.id });
  await acknowledgeSender(app.mailer, 'interest', input, language, {
    activity: pickLanguage(language, activity.title, activity.titleAr),
  });
  return row!;
}
