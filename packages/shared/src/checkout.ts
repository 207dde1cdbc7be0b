import { z } from 'zod';
import { isoDateSchema, quoteSchema } from './cart.ts';

/** An order holds its places this long while it waits for payment. */
export const ORDER_HOLD_MINUTES = 15;

/**
 * An order's life (see docs/ARCHITECTURE.md, 'The order state machine'):
 * awaiting_payment -> paid | expired | cancelled | declined; a payment that arrives for a closed order either
 * takes its places again (-> paid) or is refunded (-> refund_pending -> refunded). A paid order may later be
 * refunded (-> refund_pending -> refunded).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'expired',
  'cancelled',
  'declined',
  'refund_pending',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The statuses the address the gateway sends the customer back to carries (`status=`). */
export const PAYMENT_RETURN_STATUSES = ['CAPTURED', 'DECLINED', 'CANCELLED'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

export const CHECKOUT_MESSAGES = {
  declined: 'Your card was declined, so nothing was charged. Your cart is as you left it; you can try another card.',
  cancelled: 'You cancelled the payment, so nothing was charged. Your cart is as you left it.',
  expired:
    'The 15 minutes to pay ran out, so the places were released. Your cart is as you left it; you can pay again.',
  paymentPending: 'We are waiting for the payment provider to confirm your payment.',
  refunded: 'Your payment arrived after the places were taken by someone else, so it has been refunded in full.',
  alreadyPaying: 'This order is already being paid.',
  orderNotPayable: 'This order can no longer be paid. Please go back to the checkout.',
  proceedFailed: 'We could not start the payment. Please try again.',
} as const;

/** POST /api/orders: turn the cart into an order awaiting payment. `attempt` makes a repeated click the same order. */
export const createOrderBodySchema = z.object({ attempt: z.string().uuid() });

export const createdOrderSchema = z.object({
  orderId: z.number(),
  /** Where the browser goes to pay: the gateway's hosted page. */
  paymentUrl: z.string(),
  expiresAt: z.string(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const voucherSchema = z.object({
  bookedItemId: z.number(),
  /**
   * The voucher code (`otp` in the booked-item answers, the earlier site's field name). For a voucher given away, the
   * code it had, now void: the receiver was given a new one.
   */
  code: z.string(),
  status: z.enum(['pending', 'verified', 'cancelled', 'gifted']),
});

export const orderItemSchema = z.object({
  id: z.number(),
  itemType: z.union([z.literal(0), z.literal(1)]),
  title: z.string(),
  bundleName: z.string().nullable(),
  activity: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  /** The booked day for dated activities. */
  date: isoDateSchema.nullable(),
  /** For undated vouchers: the last day it can be used (validity in weekends from purchase). */
  validUntil: isoDateSchema.nullable(),
  description: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  /** The line's cost before any promo code. */
  total: z.number().int(),
  /** Set once the order is paid. */
  voucher: voucherSchema.nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number(),
  /** The order number customers and hosts quote: 'WK-000123'. */
  number: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the places stop being held, while awaiting payment. */
  expiresAt: z.string(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
  }),
  /** The delivery address as one line, when the order has one. */
  address: z.string().nullable(),
  couponCode: z.string().nullable(),
  quote: quoteSchema,
  items: z.array(orderItemSchema),
  /** The booking made by the payment, once paid. */
  bookingId: z.number().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/orders/:id/confirm: the return page asks the gateway what happened. */
export const confirmOrderAnswerSchema = z.object({
  status: z.enum([...PAYMENT_RETURN_STATUSES, 'PENDING', 'EXPIRED', 'REFUNDED']),
  order: orderSchema,
});
export type ConfirmOrderAnswer = z.infer<typeof confirmOrderAnswerSchema>;

/** 'WK-000123'. */
export function orderNumber(id: number): string {
  return `WK-${String(id).padStart(6, '0')}`;
}

// The sandbox gateway's hosted pages (a stand-in for a real card processor, served by our own server).

/** Stripe's test cards, which the sandbox honours as Stripe does. */
export const SANDBOX_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

export const sandboxSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'requires_action', 'captured', 'declined', 'cancelled', 'expired', 'refunded']),
  amount: z.number().int(),
  currency: z.literal('AED'),
  merchant: z.string(),
  description: z.string(),
  orderNumber: z.string(),
  /** Where the customer goes back to, with ?status=… appended. */
  returnUrl: z.string(),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

export const SANDBOX_MESSAGES = {
  cardNumber: 'Enter a valid card number.',
  expiry: 'Enter a valid expiry date (MM / YY).',
  expired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
  name: 'Enter the name on the card.',
  declined: 'Your card was declined.',
  sessionClosed: 'This payment is no longer open.',
} as const;

/** POST /api/payments/sandbox/sessions/:id/pay. */
export const sandboxPayBodySchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, SANDBOX_MESSAGES.cardNumber)),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, SANDBOX_MESSAGES.expiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, SANDBOX_MESSAGES.cvc),
  name: z.string().trim().min(1, SANDBOX_MESSAGES.name).max(120),
});
export type SandboxPayBody = z.input<typeof sandboxPayBodySchema>;

export const sandboxPayAnswerSchema = z.object({
  /** 'challenge' when 3-D Secure must be passed first; 'return' to go back to the shop at `redirectUrl`. */
  next: z.enum(['challenge', 'return']),
  redirectUrl: z.string(),
});

/** POST /api/payments/sandbox/sessions/:id/challenge: the 3-D Secure page's Complete or Fail. */
export const sandboxChallengeBodySchema = z.object({ outcome: z.enum(['complete', 'fail']) });
