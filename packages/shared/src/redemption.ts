import { fillMessage } from './fill-message.ts';
import { addDays, dubaiDay, weekdayOf } from './time.ts';

/**
 * When a host may redeem a voucher at the door. Redeeming ends the customer's right to cancel and counts the amount
 * towards the host's payout, so a voucher is redeemed only around the experience it is for, never days ahead
 * without the guest:
 *
 * - a dated voucher from the day before its day (guests arriving the evening before, an early pick-up) through its
 *   day, in Dubai; once its day is over it is past its validity (moving it is the customer's way to keep it);
 * - an undated voucher through its last valid day (`validUntil`), or always when it has none.
 *
 * A pure function of the voucher and the time, which the server enforces in the transaction that redeems.
 */

/** A dated voucher can be redeemed this many days before its day. */
export const REDEEM_DAYS_BEFORE = 1;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Thu 3 Dec' for a calendar day (a day has no time zone once named, so no Intl is needed). */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(day)]} ${date} ${MONTHS[month - 1]}`;
}

/** 'Fri 4 Dec 2026' for a calendar day. */
export function longDay(day: string): string {
  return `${shortDay(day)} ${day.slice(0, 4)}`;
}

export const REDEEM_MESSAGES = {
  tooEarly: 'This voucher is for {day}; it can be redeemed from {from}.',
  dayPassed: 'This voucher was for {day} and can no longer be redeemed.',
  expired: 'This voucher was valid until {validUntil} and can no longer be redeemed.',
} as const;

export interface RedeemableVoucher {
  /** The booked day (yyyy-MM-dd) of a dated voucher; null for an undated one. */
  bookedFor: string | null;
  /** The last day an undated voucher can be used; null when it has no limit. */
  validUntil: string | null;
}

export type RedeemWindow = { allowed: true } | { allowed: false; refusal: 'too_early' | 'expired'; message: string };

/** The first Dubai day a dated voucher can be redeemed on. */
export const redeemableFrom = (bookedFor: string): string => addDays(bookedFor, -REDEEM_DAYS_BEFORE);

/** Whether the host may redeem the voucher now, and if not, why, in the words the host is shown. */
export function redeemWindow(voucher: RedeemableVoucher, now: Date = new Date()): RedeemWindow {
  const today = dubaiDay(now);
  if (voucher.bookedFor) {
    const from = redeemableFrom(voucher.bookedFor);
    if (today < from)
      return {
        allowed: false,
        refusal: 'too_early',
        message: fillMessage(REDEEM_MESSAGES.tooEarly, { day: longDay(voucher.bookedFor), from: shortDay(from) }),
      };
    if (today > voucher.bookedFor)
      return {
        allowed: false,
        refusal: 'expired',
        message: fillMessage(REDEEM_MESSAGES.dayPassed, { day: longDay(voucher.bookedFor) }),
      };
    return { allowed: true };
  }
  if (voucher.validUntil && today > voucher.validUntil)
    return {
      allowed: false,
      refusal: 'expired',
      message: fillMessage(REDEEM_MESSAGES.expired, { validUntil: longDay(voucher.validUntil) }),
    };
  return { allowed: true };
}
