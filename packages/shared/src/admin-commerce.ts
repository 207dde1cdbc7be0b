import { z } from 'zod';
import { adminTableQuerySchema } from './admin-tables.ts';
import { PASS_HIGHLIGHTS_MAX } from './bundles.ts';
import { arabicListSchema, arabicTextSchema, missingArabicSchema } from './catalogue-arabic.ts';
import { isoDateSchema } from './cart.ts';

/**
 * The back office's Commerce section: weekend passes, promo codes, and orders with their bookings (search, history,
 * refund, cancel, CSV). Messages the API answers with live here, so the form and the server say the same.
 */
export const COMMERCE_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This is too long.',
  slugFormat: 'Use lower-case letters, digits and hyphens.',
  slugTaken: 'Another weekend pass already uses this address.',
  discountRange: 'Enter a discount from 0 to 100 percent.',
  passNeedsExperience: 'Add at least one experience.',
  duplicateExperience: 'Each experience can be in a pass once.',
  unknownActivity: 'One of the experiences does not exist.',
  passNotFound: 'Weekend pass not found.',
  codeFormat: 'Use 3 to 32 letters, digits, hyphens or underscores.',
  codeTaken: 'This promo code already exists.',
  percentRange: 'Enter a percentage from 1 to 100.',
  wholeNumber: 'Enter a whole number of at least 1.',
  datesOrder: 'The last day cannot be before the first day.',
  promoNotFound: 'Promo code not found.',
  limitBelowUses: 'The limit cannot be lower than the number of times the code has been used.',
  orderNotFound: 'Order not found.',
  itemNotFound: 'Voucher not found.',
  reasonRequired: 'Give a reason.',
  refundOnlyPaid: 'Only a paid order can be refunded.',
  refundNoPayment: 'This order was not paid through a payment gateway, so there is nothing to refund.',
  refundItemsChanged:
    'Some vouchers of this order are already used or cancelled: cancel the others one by one instead.',
  alreadyCancelled: 'This voucher is already cancelled.',
  alreadyRedeemed: 'This voucher has been used and cannot be cancelled.',
  orderRefunded: 'Refunded by Weekends',
  itemCancelled: 'Cancelled by Weekends',
} as const;

const reasonSchema = z.string().trim().min(1, COMMERCE_MESSAGES.reasonRequired).max(1000, COMMERCE_MESSAGES.tooLong);

/** POST /api/admin/orders/:id/refund and POST /api/admin/booked-items/:id/cancel. */
export const adminReasonBodySchema = z.object({ reason: reasonSchema });
export type AdminReasonBody = z.infer<typeof adminReasonBodySchema>;

// Weekend passes

export const passItemInputSchema = z.object({
  activityId: z.number().int().positive(),
  discountPercent: z
    .number({ message: COMMERCE_MESSAGES.discountRange })
    .int(COMMERCE_MESSAGES.discountRange)
    .min(0, COMMERCE_MESSAGES.discountRange)
    .max(100, COMMERCE_MESSAGES.discountRange),
});

/** POST /api/admin/passes and PUT /api/admin/passes/:id: the pass whole; its experiences in the order given. */
export const passBodySchema = z
  .object({
    name: z.string().trim().min(1, COMMERCE_MESSAGES.required).max(120, COMMERCE_MESSAGES.tooLong),
    slug: z
      .string()
      .trim()
      .min(1, COMMERCE_MESSAGES.required)
      .max(120, COMMERCE_MESSAGES.tooLong)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, COMMERCE_MESSAGES.slugFormat),
    nameAr: arabicTextSchema(120, COMMERCE_MESSAGES.tooLong),
    description: z.string().trim().max(5000, COMMERCE_MESSAGES.tooLong),
    descriptionAr: arabicTextSchema(5000, COMMERCE_MESSAGES.tooLong),
    coverImage: z.string().trim().max(500).nullable(),
    highlights: z
      .array(z.string().trim().min(1, COMMERCE_MESSAGES.required).max(200, COMMERCE_MESSAGES.tooLong))
      .max(PASS_HIGHLIGHTS_MAX),
    highlightsAr: arabicListSchema(200, PASS_HIGHLIGHTS_MAX),
    isActive: z.boolean(),
    position: z.number().int().min(0).max(10_000),
    items: z.array(passItemInputSchema).min(1, COMMERCE_MESSAGES.passNeedsExperience).max(20),
  })
  .superRefine((body, ctx) => {
    const ids = body.items.map((i) => i.activityId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: COMMERCE_MESSAGES.duplicateExperience });
  });
export type PassBody = z.infer<typeof passBodySchema>;

export const adminPassItemSchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  discountPercent: z.number().int(),
});

export const adminPassSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  coverImage: z.string().nullable(),
  highlights: z.array(z.string()),
  highlightsAr: z.array(z.string()).nullable(),
  /** The Arabic fields still to translate (`nameAr`, `descriptionAr`, `highlightsAr`). */
  missingArabic: missingArabicSchema,
  isActive: z.boolean(),
  position: z.number().int(),
  items: z.array(adminPassItemSchema),
});
export type AdminPass = z.infer<typeof adminPassSchema>;

export const adminPassesQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['position', 'name', 'created']).default('position'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  active: z.enum(['true', 'false']).optional(),
});

/** An experience to put in a pass, found by title. */
export const adminActivityOptionSchema = z.object({ id: z.number().int(), title: z.string(), isActive: z.boolean() });
export type AdminActivityOption = z.infer<typeof adminActivityOptionSchema>;

// Promo codes

const limitSchema = z
  .number({ message: COMMERCE_MESSAGES.wholeNumber })
  .int(COMMERCE_MESSAGES.wholeNumber)
  .min(1, COMMERCE_MESSAGES.wholeNumber)
  .max(10_000_000)
  .nullable();

/**
 * POST /api/admin/promo-codes and PUT /api/admin/promo-codes/:id. Codes are stored upper case (the customer types
 * them in any case); validity is whole days in Dubai: from the start of `validFrom` to the end of `validUntil`.
 */
export const promoBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, COMMERCE_MESSAGES.codeFormat)
      .transform((code) => code.toUpperCase()),
    percent: z
      .number({ message: COMMERCE_MESSAGES.percentRange })
      .int(COMMERCE_MESSAGES.percentRange)
      .min(1, COMMERCE_MESSAGES.percentRange)
      .max(100, COMMERCE_MESSAGES.percentRange),
    validFrom: isoDateSchema.nullable(),
    validUntil: isoDateSchema.nullable(),
    maxUses: limitSchema,
    maxUsesPerCustomer: limitSchema,
    /** The smallest sub-total it applies to, in fils. */
    minOrderTotal: z.number().int().min(0).max(1_000_000_000).nullable(),
    isActive: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if (body.validFrom && body.validUntil && body.validUntil < body.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: COMMERCE_MESSAGES.datesOrder });
  });
export type PromoBody = z.input<typeof promoBodySchema>;

export const adminPromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  minOrderTotal: z.number().int().nullable(),
  isActive: z.boolean(),
  /** Orders awaiting payment or paid that hold a use (what the limit counts). */
  timesUsed: z.number().int(),
  /** Paid orders that used it. */
  paidOrders: z.number().int(),
  createdAt: z.string(),
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;

export const adminPromosQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['code', 'percent', 'used', 'created']).default('created'),
  active: z.enum(['true', 'false']).optional(),
});

// Orders and bookings

export const ADMIN_ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'expired',
  'cancelled',
  'declined',
  'refund_pending',
  'refunded',
] as const;
export const ADMIN_EXPORT_MAX_ROWS = 100_000;

/**
 * GET /api/admin/orders (and its CSV): `q` is a voucher code, an order number (WK-000123) or a booking number;
 * `customer` an e-mail address (exact) or the start of a name; `activity` and `host` parts of a title or a business
 * name; `from`/`to` the days (Dubai) the order was placed.
 */
export const adminOrdersQuerySchema = adminTableQuerySchema.extend({
  sort: z.enum(['created', 'total', 'status']).default('created'),
  customer: z.string().trim().max(200).optional(),
  activity: z.string().trim().max(200).optional(),
  host: z.string().trim().max(200).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  bookingId: z.number().int().nullable(),
  createdAt: z.string(),
  status: z.enum(ADMIN_ORDER_STATUSES),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), guest: z.boolean() }),
  activities: z.array(z.string()),
  couponCode: z.string().nullable(),
  total: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

const historyLine = z.object({ at: z.string(), what: z.string(), cause: z.string() });

export const adminBookedItemSchema = z.object({
  id: z.number().int(),
  activity: z.object({ id: z.number().int(), title: z.string() }),
  host: z.string().nullable(),
  bundleName: z.string().nullable(),
  option: z.string().nullable(),
  quantity: z.number().int(),
  bookedFor: z.string().nullable(),
  total: z.number().int(),
  voucherCode: z.string(),
  state: z.enum(['valid', 'redeemed', 'cancelled']),
  canCancel: z.boolean(),
  history: z.array(historyLine),
});
export type AdminBookedItem = z.infer<typeof adminBookedItemSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
  }),
  address: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      activity: z.string(),
      bundleName: z.string().nullable(),
      bookedFor: z.string().nullable(),
      quantity: z.number().int(),
      price: z.number().int(),
      discountedPrice: z.number().int().nullable(),
      total: z.number().int(),
    }),
  ),
  totals: z.object({
    cartTotal: z.number().int(),
    discount: z.number().int(),
    couponDiscount: z.number().int(),
    total: z.number().int(),
    vat: z.number().int(),
  }),
  payment: z.object({
    gateway: z.string(),
    reference: z.string().nullable(),
    amountPaid: z.number().int().nullable(),
    paidAt: z.string().nullable(),
    refundReference: z.string().nullable(),
  }),
  cancellations: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      status: z.string(),
      cause: z.string(),
      refundReference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  history: z.array(historyLine),
  items: z.array(adminBookedItemSchema),
  canRefund: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminRefundResultSchema = z.object({ id: z.number().int(), status: z.enum(ADMIN_ORDER_STATUSES) });
