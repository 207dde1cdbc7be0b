import { z } from 'zod';
import { isoDateSchema } from './cart.ts';
import { addDays, isRealDay } from './time.ts';

/**
 * The host's availability calendar (its 'Availability' page): per bookable day of an activity, its places, what is
 * sold (paid booked items not cancelled), what is held (orders awaiting payment) and what is left. The host changes
 * places with PUT /api/activities/:id/places and PUT /api/activities/:id/dates/:date (cart.ts).
 */
export const HOST_CALENDAR_MAX_DAYS = 62;

export const HOST_CALENDAR_MESSAGES = {
  notRealDay: 'Not a real day.',
  endBeforeStart: 'The last day comes before the first.',
  tooLong: `Ask for at most ${HOST_CALENDAR_MAX_DAYS} days at once.`,
} as const;

/** GET /api/host/activities/:id/calendar?from=&to= (yyyy-MM-dd, Asia/Dubai, both included). */
export const hostCalendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine((range, ctx) => {
    for (const key of ['from', 'to'] as const) {
      if (!isRealDay(range[key]))
        ctx.addIssue({ code: 'custom', path: [key], message: HOST_CALENDAR_MESSAGES.notRealDay });
    }
    if (range.to < range.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: HOST_CALENDAR_MESSAGES.endBeforeStart });
    else if (isRealDay(range.from) && range.to > addDays(range.from, HOST_CALENDAR_MAX_DAYS - 1))
      ctx.addIssue({ code: 'custom', path: ['to'], message: HOST_CALENDAR_MESSAGES.tooLong });
  });
export type HostCalendarQuery = z.infer<typeof hostCalendarQuerySchema>;

/** Places of one slot: a day of a dated activity, or an undated activity's stock. */
const slotFigures = {
  /** The places offered: the slot's own, or the activity's default. */
  places: z.number().int(),
  /** The slot's own places; null when it follows the default. */
  ownPlaces: z.number().int().nullable(),
  /** Places of paid booked items not cancelled (quantity times the option's places per unit). */
  sold: z.number().int(),
  /** Places held by orders awaiting payment. */
  held: z.number().int(),
  /** What customers can still book (0 when closed). */
  left: z.number().int(),
  closed: z.boolean(),
};

export const hostCalendarDaySchema = z.object({ date: isoDateSchema, ...slotFigures });
export type HostCalendarDay = z.infer<typeof hostCalendarDaySchema>;

export const hostCalendarSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  /** Whether the caller may change places (an admin, or a host allowed to manage activities); otherwise read only. */
  canManage: z.boolean(),
  /** Whether customers choose a date; if not, `stock` holds the figures and `days` is empty. */
  dateInput: z.boolean(),
  /** The activity's places per day (or its undated stock) unless a day has its own. */
  defaultPlaces: z.number().int(),
  /** JavaScript weekday numbers (4 Thursday, 5 Friday, 6 Saturday) the activity runs on. */
  weekdays: z.array(z.number().int()),
  /** Today and the last bookable day, Asia/Dubai: days outside them are not listed. */
  today: isoDateSchema,
  lastBookableDay: isoDateSchema,
  /** Each bookable day of the range, in order. */
  days: z.array(hostCalendarDaySchema),
  stock: z.object(slotFigures).nullable(),
});
export type HostCalendar = z.infer<typeof hostCalendarSchema>;
