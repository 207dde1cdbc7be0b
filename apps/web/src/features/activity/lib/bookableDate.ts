import { TZDate } from '@date-fns/tz';
import { TIME_ZONE, WEEKEND_DAYS } from '@weekends/shared';

/** The JavaScript weekday numbers of an activity's days, keeping only the weekend's Thursday, Friday and Saturday. */
export function bookableWeekdays(activityDays: readonly { name: string }[]): number[] {
  const names = new Set(activityDays.map((day) => day.name.trim().toLowerCase()));
  return WEEKEND_DAYS.filter((day) => names.has(day.name.toLowerCase())).map((day) => day.weekday);
}

/** A day number (yyyymmdd) as the calendar in Dubai reads it, whatever zone the Date was built in. */
function dubaiDayNumber(date: Date): number {
  const local = new TZDate(date.getTime(), TIME_ZONE);
  return local.getFullYear() * 10_000 + (local.getMonth() + 1) * 100 + local.getDate();
}

/**
 * Whether a customer may pick this date: one of the activity's own weekend days, and not before today.
 * Both are judged in Dubai, so a visitor abroad sees the same calendar as one in the UAE.
 */
export function isBookableDate(date: Date, activityDays: readonly { name: string }[], today: Date): boolean {
  const weekday = new TZDate(date.getTime(), TIME_ZONE).getDay();
  if (!bookableWeekdays(activityDays).includes(weekday)) return false;
  return dubaiDayNumber(date) >= dubaiDayNumber(today);
}
