import { TZDate } from '@date-fns/tz';
import { TIME_ZONE, WEEKEND_DAYS } from '@weekends/shared';
import { BOOKING_HORIZON_DAYS } from '@weekends/shared/cart';

/** An activity's day as the API gives it: its name is in the page's language, its weekday the same in every one. */
type ActivityDay = { weekday: number };

/**
 * The JavaScript weekday numbers of an activity's days, keeping only the weekend's Thursday, Friday and Saturday.
 * Matched on the weekday, never the name: on an Arabic page the names are Arabic ('الجمعة').
 */
export function bookableWeekdays(activityDays: readonly ActivityDay[]): number[] {
  const weekdays = new Set(activityDays.map((day) => day.weekday));
  return WEEKEND_DAYS.filter((day) => weekdays.has(day.weekday)).map((day) => day.weekday);
}

/** A day number (yyyymmdd) as the calendar in Dubai reads it, whatever zone the Date was built in. */
function dubaiDayNumber(date: Date): number {
  const local = new TZDate(date.getTime(), TIME_ZONE);
  return local.getFullYear() * 10_000 + (local.getMonth() + 1) * 100 + local.getDate();
}

/**
 * Whether a customer may pick this date: one of the activity's own weekend days, not before today and not beyond
 * the booking horizon.
 * Both are judged in Dubai, so a visitor abroad sees the same calendar as one in the UAE.
 */
export function isBookableDate(date: Date, activityDays: readonly ActivityDay[], today: Date): boolean {
  const weekday = new TZDate(date.getTime(), TIME_ZONE).getDay();
  if (!bookableWeekdays(activityDays).includes(weekday)) return false;
  const day = dubaiDayNumber(date);
  return day >= dubaiDayNumber(today) && day <= dubaiDayNumber(lastBookableDay(today));
}

/** The last day that can be booked: the server's horizon (BOOKING_HORIZON_DAYS) from today, in Dubai. */
export function lastBookableDay(today: Date): Date {
  const local = new TZDate(today.getTime(), TIME_ZONE);
  return new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + BOOKING_HORIZON_DAYS, TIME_ZONE);
}

/** A calendar day 'yyyy-MM-dd' as midnight in Dubai, for the date pickers. */
export function dubaiDateOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, TIME_ZONE);
}
