import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@weekends/shared';
import { isBookableDate } from './bookableDate.ts';

// Its own file: only the calendar, which loads when the date field opens, needs it, and the first pages' code stays
// as small as it is.
/**
 * The first day from today that the activity runs on, or undefined when it runs on none of the weekend's days: the
 * calendar opens on its month, so on the last days of a month a visitor is not shown a month with nothing to pick.
 */
export function firstBookableDay(activityDays: readonly { weekday: number }[], today: Date): Date | undefined {
  const local = new TZDate(today.getTime(), TIME_ZONE);
  for (let ahead = 0; ahead < 7; ahead++) {
    const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + ahead, TIME_ZONE);
    if (isBookableDate(day, activityDays, today)) return day;
  }
  return undefined;
}
