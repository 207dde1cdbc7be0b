import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, priceOptions } from './catalog.ts';
import { customers } from './customers.ts';
import { orderItems, orders } from './commerce.ts';

/**
 * One paid order: its total and its booked items. Written by the server when the payment gateway confirms a
 * payment, exactly once per payment: `paymentReference` is unique, so a repeated webhook or
 * return page finds the booking it already made. Null only for bookings made without a gateway (a corporate award).
 * Money is integer fils, VAT included; the order totals are those the checkout showed.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Sum of the items before any discount. */
    cartTotal: integer('cart_total').notNull(),
    /** Activity and weekend-pass discounts together. */
    cartDiscount: integer('cart_discount').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    /** What was charged. */
    total: integer('total').notNull(),
    paymentReference: text('payment_reference').unique(),
    /** The order whose payment made it: unique, so a payment confirmed twice still makes one booking. */
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookings_customer_idx').on(t.customerId, t.id.desc()), index('bookings_created_idx').on(t.createdAt)],
);

/**
 * One line of a booking: an activity's price option and quantity (itemType 0), or one experience of a weekend
 * pass (itemType 1, with the pass's name as sold). Prices, fee and host amount are copied at the time of sale
 * (the commission included), so later catalogue edits never change a sold item. Each item carries its own voucher
 * code (`otp`, the earlier site's field name): 8 characters from an unambiguous alphabet, unique, which the host
 * redeems.
 */
export const bookedItems = pgTable(
  'booked_items',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The booking's customer, repeated so the dashboard lists a customer's items from one index. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 0 activity, 1 weekend pass (bundle). */
    itemType: integer('item_type').notNull().default(0),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** The weekend pass's name at the time of sale; null for itemType 0. */
    bundleName: text('bundle_name'),
    /** Which pass of the booking the item belongs to ('bundle:12', or 'own'); a pass is cancelled whole. */
    passRef: text('pass_ref'),
    /** The option sold; set null if the option is later removed (the copied figures below remain). */
    priceOptionId: integer('price_option_id').references(() => priceOptions.id, { onDelete: 'set null' }),
    /** The option's description at the time of sale. */
    priceOptionDescription: text('price_option_description'),
    quantity: integer('quantity').notNull(),
    /** Unit price in fils at the time of sale. */
    price: integer('price').notNull(),
    /** Discounted unit price in fils at the time of sale (activity or weekend-pass discount); null when none. */
    discountedPrice: integer('discounted_price'),
    /** Amount paid for this line, in fils. */
    total: integer('total').notNull(),
    /** The Online Marketplace Fee kept from `total`, in fils. */
    marketplaceFee: integer('marketplace_fee').notNull(),
    /** What the host is owed for this line: total - marketplaceFee, in fils. */
    hostAmount: integer('host_amount').notNull(),
    voucherCode: text('voucher_code').notNull().unique(),
    /** The delivery or meeting address as one line; null when none applies. */
    address: text('address'),
    /** The day chosen at checkout for activities that ask for a date; null otherwise. */
    bookedFor: date('booked_for'),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
    /** When the host verified the voucher code; null until then. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** For undated vouchers: the last day it can be used (validity in weekends from the purchase). */
    validUntil: date('valid_until'),
    /** When it was cancelled and refunded; null while valid. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    /** The cancellation that voided it (and refunds it); null while valid. */
    cancellationId: integer('cancellation_id').references(() => cancellations.id),
    /** Sent once each: the mail the day before a dated experience, and the review request the day after. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    reviewRequestSentAt: timestamp('review_request_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('booked_items_customer_idx').on(t.customerId, t.id.desc()),
    index('booked_items_booking_idx').on(t.bookingId),
    index('booked_items_activity_idx').on(t.activityId),
    check('booked_items_item_type_check', sql`${t.itemType} in (0, 1)`),
    check('booked_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A customer's cancellation of booked items (one item, or a whole weekend pass): the items are void and their places
 * released at once, in the transaction that records it; the refund through the gateway that took the payment
 * follows (status refund_pending until the gateway has it, then refunded). Bookings made without a payment (the
 * demo's) need no refund: status not_charged.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id').references(() => orders.id),
    /** Fils to give back: what the items cost after the promo code. */
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('refund_pending'),
    refundReference: text('refund_reference'),
    cause: text('cause').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('cancellations_status_idx').on(t.status),
    index('cancellations_created_idx').on(t.createdAt),
    check('cancellations_status_check', sql`${t.status} in ('refund_pending', 'refunded', 'not_charged')`),
  ],
);

/**
 * The history of a booked item, shown on its voucher: each change (paid, cancelled, refunded, moved, gifted,
 * redeemed, reminded) with its time and cause. `detail` holds what changed (the old and new day of a move, the
 * refund's amount).
 */
export const bookedItemEvents = pgTable(
  'booked_item_events',
  {
    id: serial('id').primaryKey(),
    bookedItemId: integer('booked_item_id')
      .notNull()
      .references(() => bookedItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    cause: text('cause').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booked_item_events_item_idx').on(t.bookedItemId, t.id)],
);

/**
 * A voucher passed on to someone else (FAQ: a coupon can be passed to whoever has its code). Once per voucher. The
 * item leaves the giver's Booked Activities at once; it moves to the receiver's account (customer_id) when an
 * account with that e-mail signs up or in, or at once when one exists.
 */
export const voucherGifts = pgTable(
  'voucher_gifts',
  {
    id: serial('id').primaryKey(),
    bookedItemId: integer('booked_item_id')
      .notNull()
      .references(() => bookedItems.id, { onDelete: 'cascade' }),
    fromCustomerId: integer('from_customer_id')
      .notNull()
      .references(() => customers.id),
    toName: text('to_name').notNull(),
    toEmail: text('to_email').notNull(),
    message: text('message').notNull().default(''),
    toCustomerId: integer('to_customer_id').references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_gifts_item_idx').on(t.bookedItemId),
    index('voucher_gifts_email_idx').on(sql`lower(${t.toEmail})`),
  ],
);
