import { z } from 'zod';

/**
 * What a host sees of its sales (View Activity Bookings, Reviews/Ratings, and the payout note). Every
 * figure comes from booked items of the host's activities, using the price, fee and host amount copied at the time
 * of sale. Money is integer fils.
 */
export const HOST_SALES_MESSAGES = {
  codeRequired: 'Required',
  /** Verify failure, the earlier site's words exactly. */
  codeIncorrect: 'Oops!Code entered is incorrect.',
  alreadyVerified: 'This voucher was already verified.',
  cancelled: 'This voucher was cancelled.',
  verified: 'Verified',
  tooManyAttempts: 'Too many attempts, please wait a minute and try again.',
  payoutNote:
    'Hosts are paid in the first week of each month for the vouchers redeemed in the month before, after the Online Marketplace Fee.',
} as const;

/** Sales Overview: 6 per page, newest first. */
export const HOST_BOOKINGS_PAGE_SIZE = 6;

/** The summary cards. */
export const hostDashboardSchema = z.object({
  /** Host amounts of every sold item not cancelled. */
  revenue: z.number().int(),
  /** Bookings (orders) with at least one such item. */
  orders: z.number().int(),
  /** Items not yet redeemed (and not cancelled). */
  pending: z.number().int(),
  /** Items redeemed. */
  redeemed: z.number().int(),
  /** Host amounts of redeemed items not yet paid out. */
  amountDue: z.number().int(),
  /** Items bought by corporate customers, and by everyone else. */
  corporate: z.number().int(),
  retail: z.number().int(),
  /** Sales by week (Monday, Asia/Dubai) for the last 12 weeks, oldest first: items sold and their host amount. */
  weeks: z.array(z.object({ weekStart: z.string(), items: z.number().int(), amount: z.number().int() })),
});
export type HostDashboard = z.infer<typeof hostDashboardSchema>;

export const bookedItemStatusSchema = z.enum(['pending', 'verified', 'cancelled']);

/** One row of the Sales Overview table. */
export const hostBookedItemSchema = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  /**
   * 'Order No': the order number the customer quotes ('WK-000018'), or a corporate award's invoice number; null for a
   * booking with neither (the demo's own).
   */
  orderNumber: z.string().nullable(),
  purchaseDate: z.string(),
  activityId: z.number().int(),
  title: z.string(),
  priceOptionDescription: z.string().nullable(),
  quantity: z.number().int(),
  /** yyyy-MM-dd for a dated item. */
  bookedFor: z.string().nullable(),
  customerName: z.string(),
  status: bookedItemStatusSchema,
  /** What the host is owed for the line. */
  hostAmount: z.number().int(),
  redeemedAt: z.string().nullable(),
});
export type HostBookedItem = z.infer<typeof hostBookedItemSchema>;

export const hostBookingsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const hostBookingsSchema = z.object({ items: z.array(hostBookedItemSchema), hasMore: z.boolean() });
export type HostBookings = z.infer<typeof hostBookingsSchema>;

/**
 * POST /api/host/verify: a typed code for one row (`bookedItemId`), or a scanned code alone. Only the host's own,
 * valid, unredeemed items verify; anything else is 'Oops!Code entered is incorrect.' (rate-limited per host).
 */
export const verifyVoucherBodySchema = z.object({
  code: z.string().trim().toUpperCase().min(1, HOST_SALES_MESSAGES.codeRequired).max(32),
  bookedItemId: z.number().int().positive().optional(),
});
export type VerifyVoucherBody = z.input<typeof verifyVoucherBodySchema>;
export const verifyVoucherAnswerSchema = z.object({ item: hostBookedItemSchema, message: z.string() });

/** A day's guest list for one activity (printable). */
export const manifestQuerySchema = z.object({
  activityId: z.coerce.number().int().positive(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const manifestSchema = z.object({
  activity: z.object({ id: z.number().int(), title: z.string() }),
  day: z.string(),
  guests: z.array(
    z.object({
      bookedItemId: z.number().int(),
      bookingId: z.number().int(),
      /** As in the Sales Overview: the order (or award invoice) number people quote. */
      orderNumber: z.string().nullable(),
      customerName: z.string(),
      phoneNumber: z.string().nullable(),
      priceOptionDescription: z.string().nullable(),
      quantity: z.number().int(),
      voucherCode: z.string(),
      status: bookedItemStatusSchema,
    }),
  ),
  /** Units and places of the day. */
  totalQuantity: z.number().int(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Reviews/Ratings: "Host's Reviews (count)". */
export const hostReviewSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  publishedAt: z.string(),
  rating: z.number().int(),
  content: z.string(),
  activity: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), image: z.string().nullable() }),
});
export const hostReviewsSchema = z.object({ count: z.number().int(), items: z.array(hostReviewSchema) });
export type HostReviews = z.infer<typeof hostReviewsSchema>;

/** Payouts: a statement per month (yyyy-MM) with redeemed items, fees, amount due and what was paid. */
export const payoutMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  redeemedItems: z.number().int(),
  /** What customers paid for them. */
  sales: z.number().int(),
  /** The Online Marketplace Fee kept. */
  fees: z.number().int(),
  /** sales - fees. */
  amountDue: z.number().int(),
  paid: z.number().int(),
});
export type PayoutMonth = z.infer<typeof payoutMonthSchema>;
export const payoutsSchema = z.object({
  note: z.string(),
  commissionPercent: z.number().int(),
  months: z.array(payoutMonthSchema),
});
export type Payouts = z.infer<typeof payoutsSchema>;
