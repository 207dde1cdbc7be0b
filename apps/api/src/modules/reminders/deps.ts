import { TIME_ZONE } from '@weekends/shared';
import type { CheckoutDeps } from '../checkout/index.ts';

/** What the reminders work with (the checkout's deps are a superset): the clock is each function's own parameter. */
export type ReminderDeps = Pick<CheckoutDeps, 'db' | 'mailer' | 'secret' | 'log'>;

/** The queues of the mails after a sale and a cart: one sweep, and one job per mail it finds due. */
export const REMINDER_QUEUES = {
  sweep: 'reminders.sweep',
  dayBefore: 'reminders.day-before',
  reviewRequest: 'reminders.review-request',
  cart: 'reminders.cart',
} as const;

/** The day-before reminder and the review request go out from this hour of the Dubai day: nobody wants one at 00:05. */
export const SEND_FROM_HOUR = 9;
/**
 * Review requests and cart reminders are not sent for what is older than this (an item redeemed, a cart left): a
 * sweep after an outage, or the first one after this feature ships, must not mail about last year's weekend.
 */
export const STALE_AFTER_DAYS = 7;

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The hour (0-23) it is in Dubai at this instant. */
export function dubaiHour(at: Date): number {
  return Number(hourFormat.format(at));
}

/** A Google Maps search for a point, as the web's lib/mapsLink.ts makes it (it opens the app on a phone). */
export function mapsSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
