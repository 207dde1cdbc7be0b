import { sql } from 'drizzle-orm';
import type { Language } from '@weekends/shared';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities, cities } from './catalog.ts';
import { customers, sessions } from './customers.ts';
import { bundles } from './bundles.ts';

/**
 * The money path's tables (docs/ARCHITECTURE.md): places, carts, addresses, promo codes, orders
 * and what the payment gateways tell us. Money is integer fils, VAT included.
 */

/**
 * Places of an activity: one row per date for activities that ask for a date, one row with a null date for the
 * others (their undated stock). `places` overrides the activity's default (`activities.places`) when set; `taken`
 * counts places held by orders awaiting payment plus places sold, and only ever changes together with the order
 * status change that causes it, in one transaction (see modules/checkout/capacity.ts).
 */
export const activityPlaces = pgTable(
  'activity_places',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    day: date('day'),
    places: integer('places'),
    closed: boolean('closed').notNull().default(false),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    unique('activity_places_slot_key').on(t.activityId, t.day).nullsNotDistinct(),
    check('activity_places_taken_check', sql`${t.taken} >= 0`),
    check('activity_places_places_check', sql`${t.places} is null or ${t.places} >= 0`),
  ],
);

/**
 * A delivery address for Stay At Home experiences. A guest's addresses belong to the guest session that typed them
 * (`guestSessionId`): anyone who knows a guest's e-mail can open a guest session, so one must not see another's.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    guestSessionId: integer('guest_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    street: text('street').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    poBoxNo: text('po_box_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId, t.guestSessionId)],
);

/** A promo code: a percentage off the order, within its dates and limits. Codes are matched without case. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Orders that may use it in all (null: no limit); `timesUsed` counts orders awaiting payment or paid. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** The smallest sub-total (fils) it applies to. */
    minOrderTotal: integer('min_order_total'),
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(sql`upper(${t.code})`),
    check('promo_codes_percent_check', sql`${t.percent} between 1 and 100`),
    check('promo_codes_times_used_check', sql`${t.timesUsed} >= 0`),
  ],
);

/**
 * One cart per customer, or per guest session for guests. It holds the chosen promo code and address; its items
 * are below. Nothing in it is a price: prices are read from the catalogue whenever the cart is shown.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    guestSessionId: integer('guest_session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the one 'left in your cart' reminder went out for what the cart now holds; cleared when a purchase empties
     * it.
     */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [unique('carts_owner_key').on(t.customerId, t.guestSessionId).nullsNotDistinct()],
);

/** What a cart item's options hold: the chosen quantity of each price option. */
export type CartItemOptions = { priceOptionId: number; quantity: number }[];

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** 0 activity, 1 weekend pass. */
    itemType: integer('item_type').notNull().default(0),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /**
     * An experience of a weekend pass (itemType 1): the pass it belongs to, or null for the customer's own pass
     * ('Make Your Own Weekend Pass'). The rows of one pass are priced and removed together.
     */
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    bookedFor: date('booked_for'),
    options: jsonb('options').$type<CartItemOptions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One item per activity and day in a cart (or in one pass of it): Book Now again replaces its selection.
    unique('cart_items_slot_key').on(t.cartId, t.itemType, t.bundleId, t.activityId, t.bookedFor).nullsNotDistinct(),
    check('cart_items_item_type_check', sql`${t.itemType} in (0, 1)`),
  ],
);

/** A copy of the buyer and address at checkout, so an order reads the same whatever changes later. */
export interface OrderContact {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}

/**
 * An order: the cart priced by the server at checkout, holding its places while it awaits payment. Its status
 * changes only through the state machine in modules/checkout (docs/ARCHITECTURE.md), each change logged in
 * order_events. A paid order has exactly one booking (bookings.order_id is unique).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    guestSessionId: integer('guest_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Was this order placed by a guest session (then only that session or the mailed link reaches it). */
    placedAsGuest: boolean('placed_as_guest').notNull().default(false),
    /** The browser's id for one press of Proceed to Payment: a repeat answers the same order. */
    attempt: text('attempt').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    address: text('address'),
    cartTotal: integer('cart_total').notNull(),
    discount: integer('discount').notNull(),
    subTotal: integer('sub_total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponPercent: integer('coupon_percent').notNull().default(0),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    /** Whether the order still counts against its promo code's limits (released when it closes unpaid). */
    holdsPromo: boolean('holds_promo').notNull().default(false),
    /** Whether `taken` of its places includes this order (released when it closes unpaid). */
    holdsPlaces: boolean('holds_places').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    gateway: text('gateway').notNull(),
    gatewaySessionId: text('gateway_session_id'),
    paymentUrl: text('payment_url'),
    /** The gateway's reference of the captured payment. */
    paymentReference: text('payment_reference'),
    amountPaid: integer('amount_paid'),
    refundReference: text('refund_reference'),
    /** The cart items it was made from: removed from the cart when it is paid. */
    cartItemIds: jsonb('cart_item_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The language of the page it was placed from: its customer's mails about it are written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_attempt_idx').on(t.customerId, t.attempt),
    index('orders_customer_idx').on(t.customerId, t.id.desc()),
    index('orders_open_idx')
      .on(t.expiresAt)
      .where(sql`status = 'awaiting_payment'`),
    index('orders_refund_due_idx')
      .on(t.id)
      .where(sql`status = 'refund_pending'`),
    // The back office's orders search by day and a promo code's paid orders.
    index('orders_created_idx').on(t.createdAt),
    index('orders_promo_code_idx')
      .on(t.promoCodeId)
      .where(sql`promo_code_id is not null`),
    uniqueIndex('orders_gateway_session_idx').on(t.gateway, t.gatewaySessionId),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting_payment', 'paid', 'expired', 'cancelled', 'declined', 'refund_pending', 'refunded')`,
    ),
  ],
);

/** One line of an order: a price option with its quantity, priced at checkout. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Lines of one cart item share it: a weekend pass's discount and the date apply per cart item. */
    cartItemId: integer('cart_item_id'),
    itemType: integer('item_type').notNull().default(0),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    bundleName: text('bundle_name'),
    /**
     * Which pass of the order the line belongs to ('bundle:12', or 'own' for the customer's own pass); null for an
     * activity.
     */
    passRef: text('pass_ref'),
    bookedFor: date('booked_for'),
    priceOptionId: integer('price_option_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** The line's cost before the promo code. */
    total: integer('total').notNull(),
    /** Its share of the promo code's discount, so booked items record what was really paid. */
    couponShare: integer('coupon_share').notNull().default(0),
    /** Places per unit and the slot they are held in. */
    placesPerUnit: integer('places_per_unit').notNull().default(1),
    placesSlotId: integer('places_slot_id').references(() => activityPlaces.id),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_check', sql`${t.quantity} > 0`)],
);

/** Every status change of an order, with its time and cause (pretix's order log). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    cause: text('cause').notNull(),
    /** Who made the change: a customer, an admin (with their ids), the payment gateway or the system (a job). */
    actorType: text('actor_type').$type<'customer' | 'admin' | 'gateway' | 'system'>().notNull().default('system'),
    /** The customer's or admin's id; null for the gateway and the system. */
    actorId: integer('actor_id'),
    /** The change's particulars: the gateway's name and event, the amounts, why a payment is refunded. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Webhook events already handled, so a repeated delivery does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/**
 * The sandbox gateway's own records: what a card processor keeps about a hosted payment session. It stands apart
 * from orders on purpose, as a real processor would, so the checkout learns about it only through the gateway.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  orderId: integer('order_id').notNull(),
  orderNumber: text('order_number').notNull(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  customerEmail: text('customer_email').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status').notNull().default('open'),
  cardLast4: text('card_last4'),
  paymentReference: text('payment_reference'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's refunds by idempotency key, as a real processor keeps them: a repeated key (a retried job,
 * another instance, a restart) is the same refund, never a second one.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
