import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH } from './accounts.ts';
import { isoDateSchema } from './cart.ts';
import { dubaiDayStart } from './time.ts';

/**
 * What a customer can do with a voucher after paying, as the FAQ promises customers: cancel it for a full
 * refund, move a dated one to another day, or give it to someone. The windows are pure functions of the item and the
 * time, shared by the server (which enforces them) and the voucher page (which explains them).
 */

/** A dated item can be cancelled or moved until this long before its day begins in Dubai. */
export const CHANGE_NOTICE_HOURS = 48;
/** An undated voucher can be cancelled within this long of its purchase, while unredeemed. */
export const UNDATED_CANCEL_HOURS = 48;
/** A gift's message, at most. */
export const GIFT_MESSAGE_MAX = 500;

export const AFTERSALE_MESSAGES = {
  cancelled: 'This booking is cancelled.',
  redeemed: 'This voucher has been used.',
  gifted: 'This voucher has been given to someone else.',
  datedTooLate: `A booking can be cancelled until ${CHANGE_NOTICE_HOURS} hours before the day it is for.`,
  undatedTooLate: `A voucher without a date can be cancelled within ${UNDATED_CANCEL_HOURS} hours of its purchase.`,
  moveTooLate: `A booking can be moved until ${CHANGE_NOTICE_HOURS} hours before the day it is for.`,
  moveNeedsDate: 'Only a booking for a date can be moved.',
  passItemRedeemed: 'A weekend pass is cancelled whole, and one of its vouchers has been used.',
  sameDate: 'Please choose a different date.',
  notEnoughPlaces: 'Not enough places are left on that date. Please choose another one.',
  dateNotBookable: 'This date cannot be booked. Please choose another one.',
  giftToSelf: 'Please enter the e-mail address of the person you are giving it to.',
  cancelFailed: 'The booking could not be cancelled. Please try again.',
  /** A received gift: its refund would go to the giver's card, so only the giver's own purchases are cancelled. */
  giftNotRefundable:
    'A voucher you were given cannot be cancelled for a refund. You can still move it to another date.',
} as const;

/** The history's words (booked_item_events.cause), written when each change happens. */
export const AFTERSALE_EVENT_CAUSES = {
  paid: 'booked and paid',
  cancelled: 'cancelled by the customer',
  cancelledWithPass: 'cancelled with its weekend pass',
  refunded: (amount: string) => `${amount} refunded to the card`,
  moved: (from: string, to: string) => `moved from ${from} to ${to}`,
  gifted: (name: string) => `given to ${name}`,
  giftReceived: (name: string) => `received as a gift from ${name}`,
  redeemedByHost: 'used at the experience',
  remindedDayBefore: 'reminder the day before',
} as const;

export interface ChangeableItem {
  /** The booked day (yyyy-MM-dd) of a dated item; null for an undated voucher. */
  bookedFor: string | null;
  purchaseDate: Date;
  redeemedAt: Date | null;
  cancelledAt: Date | null;
  /** The item has been given away (the giver can no longer change it). */
  gifted?: boolean;
}

export interface Window {
  allowed: boolean;
  /** Until when it is allowed (ISO instant), when there is such a limit. */
  until: string | null;
  /** Why not, in words, when it is not allowed. */
  reason: string | null;
}

const HOUR = 3_600_000;

function closedReason(item: ChangeableItem): string | null {
  if (item.cancelledAt) return AFTERSALE_MESSAGES.cancelled;
  if (item.redeemedAt) return AFTERSALE_MESSAGES.redeemed;
  if (item.gifted) return AFTERSALE_MESSAGES.gifted;
  return null;
}

/** The instant until which a dated item can be cancelled or moved: 48 hours before its day begins in Dubai. */
export function changeDeadline(bookedFor: string): Date {
  return new Date(dubaiDayStart(bookedFor).getTime() - CHANGE_NOTICE_HOURS * HOUR);
}

/**
 * Whether the item can be cancelled now (a dated one until 48 h before its day; an undated one within 48 h of
 * purchase).
 */
export function cancelWindow(item: ChangeableItem, now: Date = new Date()): Window {
  const closed = closedReason(item);
  const until = item.bookedFor
    ? changeDeadline(item.bookedFor)
    : new Date(item.purchaseDate.getTime() + UNDATED_CANCEL_HOURS * HOUR);
  if (closed) return { allowed: false, until: until.toISOString(), reason: closed };
  if (now.getTime() >= until.getTime()) {
    return {
      allowed: false,
      until: until.toISOString(),
      reason: item.bookedFor ? AFTERSALE_MESSAGES.datedTooLate : AFTERSALE_MESSAGES.undatedTooLate,
    };
  }
  return { allowed: true, until: until.toISOString(), reason: null };
}

/** Whether a dated item can be moved to another day now (until 48 h before its current day). */
export function moveWindow(item: ChangeableItem, now: Date = new Date()): Window {
  if (!item.bookedFor) return { allowed: false, until: null, reason: AFTERSALE_MESSAGES.moveNeedsDate };
  const closed = closedReason(item);
  const until = changeDeadline(item.bookedFor);
  if (closed) return { allowed: false, until: until.toISOString(), reason: closed };
  if (now.getTime() >= until.getTime())
    return { allowed: false, until: until.toISOString(), reason: AFTERSALE_MESSAGES.moveTooLate };
  return { allowed: true, until: until.toISOString(), reason: null };
}

/** Whether the voucher can be given away now: while it is valid and unused. */
export function giftWindow(item: ChangeableItem): Window {
  const closed = closedReason(item);
  return closed ? { allowed: false, until: null, reason: closed } : { allowed: true, until: null, reason: null };
}

/** Kinds of a booked item's history, as the voucher page lists them. */
export const BOOKED_ITEM_EVENT_KINDS = [
  'paid',
  'cancelled',
  'refunded',
  'moved',
  'gifted',
  'gift_received',
  'redeemed',
  'reminded',
] as const;
/** The history's causes the pages word in each language (web catalogue: aftersale.history.cause.<key>). */
export const EVENT_CAUSE_KEYS = [
  'paid',
  'cancelled',
  'cancelledWithPass',
  'refunded',
  'moved',
  'gifted',
  'giftReceived',
  'redeemedByHost',
  'remindedDayBefore',
] as const;
export type EventCauseKey = (typeof EVENT_CAUSE_KEYS)[number];

export const bookedItemEventSchema = z.object({
  kind: z.enum(BOOKED_ITEM_EVENT_KINDS),
  /** In words, as recorded in English, e.g. 'cancelled by the customer', 'moved from 2026-12-05 to 2026-12-12'. */
  cause: z.string(),
  /**
   * The cause as a key and its values (fils of a refund, the days of a move as yyyy-MM-dd, a name), which the page
   * words in its own language; null for a cause the history recorded in words of its own.
   */
  worded: z
    .object({
      key: z.enum(EVENT_CAUSE_KEYS),
      values: z.record(z.string(), z.union([z.string(), z.number()])),
    })
    .nullable(),
  at: z.string(),
});
export type BookedItemEvent = z.infer<typeof bookedItemEventSchema>;

const windowSchema = z.object({ allowed: z.boolean(), until: z.string().nullable(), reason: z.string().nullable() });

/** What the voucher page offers, each with its window (the button explains a closed one). */
export const voucherActionsSchema = z.object({
  cancel: windowSchema.extend({
    /** Fils refunded on cancelling: this item, or the whole pass it belongs to. */
    refund: z.number().int(),
    /** The vouchers a cancel voids: this one, or every voucher of its weekend pass. */
    itemIds: z.array(z.number()),
  }),
  move: windowSchema,
  gift: windowSchema,
});
export type VoucherActions = z.infer<typeof voucherActionsSchema>;

/** POST /api/booked-items/:id/cancel: cancels the item (or its whole pass) and starts the refund. */
export const cancelResultSchema = z.object({
  cancellationId: z.number(),
  /** Fils going back to the card. */
  refund: z.number().int(),
  status: z.enum(['refund_pending', 'refunded', 'not_charged']),
  itemIds: z.array(z.number()),
});
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** POST /api/booked-items/:id/move. */
export const moveBodySchema = z.object({ date: isoDateSchema });
export type MoveBody = z.input<typeof moveBodySchema>;

/** POST /api/booked-items/:id/gift. */
export const giftBodySchema = z.object({
  name: z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, ACCOUNT_MESSAGES.required)
    .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong)
    .email(ACCOUNT_MESSAGES.emailInvalid),
  message: z.string().trim().max(GIFT_MESSAGE_MAX, ACCOUNT_MESSAGES.tooLong).default(''),
});
export type GiftBody = z.input<typeof giftBodySchema>;
export const giftResultSchema = z.object({ sentTo: z.string() });

/** The 'left in your cart' reminder is sent this long after the cart last changed. */
export const CART_REMINDER_AFTER_HOURS = 24;
