import type { Jobs } from '../../lib/jobs.ts';
import { cartRemindersDue, sendCartReminder } from './cart-reminder.ts';
import { dayBeforeRemindersDue, sendDayBeforeReminder } from './day-before.ts';
import { REMINDER_QUEUES, type ReminderDeps } from './deps.ts';
import { reviewRequestsDue, sendReviewRequest, type ReviewRequestKey } from './review-request.ts';

/**
 * Finds every reminder due at `now` and queues one job per mail. The singleton key keeps one waiting job per mail;
 * the job's conditional update is what makes it once, whatever runs twice (two sweeps, two instances, a retry).
 */
export async function sweepReminders(deps: ReminderDeps, jobs: Pick<Jobs, 'send'>, now: Date): Promise<void> {
  for (const bookedItemId of await dayBeforeRemindersDue(deps.db, now)) {
    await jobs.send(REMINDER_QUEUES.dayBefore, { bookedItemId }, { singletonKey: `day-before:${bookedItemId}` });
  }
  for (const key of await reviewRequestsDue(deps.db, now)) {
    await jobs.send(REMINDER_QUEUES.reviewRequest, key, {
      singletonKey: `review-request:${key.customerId}:${key.activityId}`,
    });
  }
  for (const cartId of await cartRemindersDue(deps.db, now)) {
    await jobs.send(REMINDER_QUEUES.cart, { cartId }, { singletonKey: `cart:${cartId}` });
  }
}

/**
 * The mails after a sale and a cart: the day-before reminder, the review request and the cart reminder. A sweep every
 * 15 minutes (and one at start, so a restart catches up at once) queues what is due; each job sends one mail.
 */
export async function startReminderWorkers(
  deps: ReminderDeps,
  jobs: Jobs,
  clock: () => Date = () => new Date(),
): Promise<void> {
  await jobs.work<{ bookedItemId: number }>(REMINDER_QUEUES.dayBefore, async ({ bookedItemId }) => {
    await sendDayBeforeReminder(deps, bookedItemId, clock());
  });
  await jobs.work<ReviewRequestKey>(REMINDER_QUEUES.reviewRequest, async (key) => {
    await sendReviewRequest(deps, key, clock());
  });
  await jobs.work<{ cartId: number }>(REMINDER_QUEUES.cart, async ({ cartId }) => {
    await sendCartReminder(deps, cartId, clock());
  });
  await jobs.work(REMINDER_QUEUES.sweep, async () => {
    await sweepReminders(deps, jobs, clock());
  });
  await jobs.every(REMINDER_QUEUES.sweep, '*/15 * * * *');
  await jobs.send(REMINDER_QUEUES.sweep, {}, { singletonKey: 'reminders-sweep' });
}
