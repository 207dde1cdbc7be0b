import { z } from 'zod';
import { bookedItemEventSchema, voucherActionsSchema } from './aftersale.ts';

/** Booked Activities: 6 per page, newest (highest id) first. */
export const BOOKINGS_PAGE_SIZE = 6;

export const BOOKING_MESSAGES = {
  /** 403 for a guest session: guests have no dashboard; a sign-up with the same e-mail keeps their bookings. */
  guestHasNoDashboard:
    'Guest bookings are not listed in a dashboard. Sign up with the same e-mail address to see your bookings here.',
  /** 403 until the e-mail is confirmed: voucher codes are as good as tickets (see bookings/routes.ts). */
  confirmEmailFirst: 'Please confirm your email address to see your bookings and voucher codes.',
} as const;

export const bookingsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** One booked item as the customer dashboard lists it. Money in fils. */
export const bookedItemSchema = z.object({
  id: z.number(),
  bookingId: z.number(),
  /** 0 activity, 1 bundle (weekend pass). */
  itemType: z.union([z.literal(0), z.literal(1)]),
  /** The activity's title, or the bundle's name when itemType is 1. */
  title: z.string(),
  activity: z.object({ slug: z.string(), title: z.string(), image: z.string().nullable() }),
  /** ISO time of purchase; shown in Dubai time. */
  purchaseDate: z.string(),
  /** The voucher code (named `otp`, the earlier site's field name). */
  otp: z.string(),
  total: z.number().int(),
  quantity: z.number().int(),
  /** The delivery or meeting address, one line; null when none applies. */
  address: z.string().nullable(),
  /** The booked day (yyyy-MM-dd) for dated activities. */
  date: z.string().nullable(),
  /** The last day an undated voucher can be used. */
  validUntil: z.string().nullable(),
  /** pending until the host redeems the voucher (verified); cancelled once refunded. */
  status: z.enum(['pending', 'verified', 'cancelled']),
  /** The order that paid for it (null for bookings made without a checkout, such as the demo's). */
  orderId: z.number().nullable(),
});
export type BookedItem = z.infer<typeof bookedItemSchema>;

/** GET /api/accounts/me/bookings?page=N. */
export const bookedItemsPageSchema = z.object({
  items: z.array(bookedItemSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type BookedItemsPage = z.infer<typeof bookedItemsPageSchema>;

/** GET /api/booked-items/:id: one voucher as its own page shows it (reads well on a phone, prints cleanly). */
export const voucherDetailSchema = bookedItemSchema.extend({
  description: z.string().nullable(),
  orderNumber: z.string().nullable(),
  customerName: z.string(),
  activity: z.object({
    slug: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    howToRedeem: z.string().nullable(),
  }),
  /** Path of the voucher's QR code image (SVG). */
  qrCode: z.string(),
  /** Every change of the item (paid, moved, gifted, cancelled, refunded, redeemed), oldest first. */
  history: z.array(bookedItemEventSchema),
  /** Cancel, move and gift, each with whether it is open now and, if not, why. */
  actions: voucherActionsSchema,
  /** Set when the voucher was a gift to this customer. */
  giftFrom: z.object({ name: z.string(), message: z.string() }).nullable(),
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;
