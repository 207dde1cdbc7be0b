import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, phoneNumberSchema } from './accounts.ts';
import { daySchema, idNameSchema } from './catalog.ts';

/**
 * The cart's wire contract: items, the priced quote and addresses. The server is the source of truth:
 * the client sends what was chosen (options, quantities, date), never a price; every answer carries the priced cart.
 */

/** Item types, the earlier site's values: 0 an activity, 1 a weekend pass (bundle). */
export const CART_ITEM_TYPES = { activity: 0, bundle: 1 } as const;

/** Limits that keep a cart sane: a quantity per option, and items per cart. */
export const MAX_QUANTITY_PER_OPTION = 50;
export const MAX_CART_ITEMS = 20;

/**
 * The most units (quantities, whatever places each uses) one order may hold of one activity on one date, or of its
 * undated stock, summed over every item of the cart, until the provider sets another (the `order_units_per_date`
 * setting): an unpaid order holds its places for its whole hold, so one order must not hold a whole date.
 */
export const DEFAULT_UNITS_PER_DATE = 10;

/** GET /api/order-limits: what the booking steppers may reach. */
export const orderLimitsSchema = z.object({ unitsPerDate: z.number().int().positive() });
export type OrderLimits = z.infer<typeof orderLimitsSchema>;

/** How far ahead a dated activity can be booked. */
export const BOOKING_HORIZON_DAYS = 180;

/** 'Last N Left' shows when this many places or fewer remain: the real number, and only when few are left. */
export const FEW_PLACES_LEFT = 5;

export const CART_MESSAGES = {
  /** Any refused code: one message, so the answer never tells which codes exist. */
  invalidPromoCode: 'Invalid Promo Code',
  /** Proceeding without an address when a Stay At Home activity needs one. */
  addAddress: 'Add Address*',
  emptyCart: 'Your cart is empty!',
  promoNeedsAccount: 'Please log in to use a promo code.',
  /**
   * 403 for an account whose e-mail is not confirmed: otherwise each throwaway sign-up would bring its own
   * per-customer uses and its own budget of guesses.
   */
  promoNeedsConfirmedEmail: 'Please confirm your email address to use a promo code.',
  chooseQuantity: 'Choose at least one option.',
  chooseDate: 'Please choose a date.',
  dateNotBookable: 'This date cannot be booked. Please choose another one.',
  notEnoughPlaces: 'Only {left} left for {title}. Please lower the quantity or choose another date.',
  soldOut: '{title} is sold out.',
  unavailable: '{title} can no longer be booked.',
  unknownOption: 'This option is not offered any more.',
  /** More units of one activity and date in the cart than one order may hold (DEFAULT_UNITS_PER_DATE). */
  tooManyForDate: 'One order holds up to {max} of {title} per date. Please lower the quantity.',
  /** The same, for an activity without dates (its vouchers). */
  tooManyForOrder: 'One order holds up to {max} of {title}. Please lower the quantity.',
  tooManyItems: `A cart holds at most ${MAX_CART_ITEMS} items.`,
  tooManyAddresses: 'You can keep at most {max} addresses. Please delete one first.',
  /** 'Make Your Own Weekend Pass' needs this many different experiences. */
  ownPassTooSmall: 'A weekend pass needs at least 3 different experiences.',
  notInPass: 'This experience is not part of this weekend pass.',
  passUnavailable: 'This weekend pass can no longer be booked.',
  /** The name of the customer's own pass in the cart, on vouchers and invoices. */
  ownPassName: 'My Weekend Pass',
} as const;

export { fillMessage } from './fill-message.ts';

/** A day as the calendar in Dubai reads it: yyyy-MM-dd. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form yyyy-MM-dd.');

const optionInput = z.object({
  priceOptionId: z.number().int().positive(),
  quantity: z.number().int().min(0).max(MAX_QUANTITY_PER_OPTION),
});

const optionsInput = z
  .array(optionInput)
  .min(1, CART_MESSAGES.chooseQuantity)
  .max(20)
  .refine((options) => options.some((o) => o.quantity > 0), CART_MESSAGES.chooseQuantity)
  .refine((options) => new Set(options.map((o) => o.priceOptionId)).size === options.length, 'Each option once.');

/** POST /api/cart/items: put an activity with its options (and date, when it asks for one) in the cart. */
export const addCartItemBodySchema = z.object({
  itemType: z.literal(CART_ITEM_TYPES.activity).default(CART_ITEM_TYPES.activity),
  activityId: z.number().int().positive(),
  date: isoDateSchema.nullable().default(null),
  options: optionsInput,
});
export type AddCartItemBody = z.input<typeof addCartItemBodySchema>;

/**
 * POST /api/cart/passes: a weekend pass with the customer's choice per experience (item type 1,
 * the bundle, and the options with a quantity above 0). `bundleId` null is the customer's own pass ('Make
 * Your Own Weekend Pass'). It replaces the same pass already in the cart; experiences left at 0 are not taken.
 */
export const addPassBodySchema = z.object({
  bundleId: z.number().int().positive().nullable(),
  experiences: z
    .array(
      z.object({
        activityId: z.number().int().positive(),
        date: isoDateSchema.nullable().default(null),
        options: z.array(optionInput).max(20),
      }),
    )
    .min(1)
    .max(MAX_CART_ITEMS)
    .refine((list) => list.some((e) => e.options.some((o) => o.quantity > 0)), CART_MESSAGES.chooseQuantity)
    .refine((list) => new Set(list.map((e) => e.activityId)).size === list.length, 'Each experience once.'),
});
export type AddPassBody = z.input<typeof addPassBodySchema>;

/**
 * A pass in the cart is named by its bundle id, or 'own' for the customer's own pass (DELETE /api/cart/passes/:ref).
 */
export const OWN_PASS_REF = 'own';
export const passRefOf = (bundleId: number | null): string => (bundleId === null ? OWN_PASS_REF : `bundle:${bundleId}`);

/**
 * The own pass's name in each language, as the server writes it into the cart, the order and the mail (the web's
 * catalogue words it the same: locales/ar/messages.json, cart.ownPassName). The English is the one sold lines keep.
 */
export const OWN_PASS_NAMES = { en: CART_MESSAGES.ownPassName, ar: 'باقتي لعطلة نهاية الأسبوع' } as const;

/** PATCH /api/cart/items/:id: the edit pop-up's quantities and date. */
export const updateCartItemBodySchema = z.object({
  date: isoDateSchema.nullable().optional(),
  options: optionsInput,
});
export type UpdateCartItemBody = z.input<typeof updateCartItemBodySchema>;

/** Why an item cannot be paid for as it is; the checkout shows it on the item and refuses to proceed. */
export const cartProblemSchema = z.enum([
  'SOLD_OUT',
  'NOT_ENOUGH_PLACES',
  'DATE_NOT_BOOKABLE',
  'CHOOSE_DATE',
  'UNAVAILABLE',
  'TOO_MANY_FOR_DATE',
]);
export type CartProblem = z.infer<typeof cartProblemSchema>;

export const cartLineSchema = z.object({
  priceOptionId: z.number(),
  description: z.string(),
  price: z.number().int(),
  discountedPrice: z.number().int().nullable(),
  quantity: z.number().int(),
  /** effective price x quantity, in fils. */
  total: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartItemSchema = z.object({
  id: z.number(),
  itemType: z.union([z.literal(0), z.literal(1)]),
  activity: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    image: z.string().nullable(),
    city: idNameSchema.nullable(),
    dateInput: z.boolean(),
    /** The activity's weekend days (Thursday, Friday, Saturday) for the edit pop-up's date picker. */
    days: z.array(daySchema),
    duration: z.string().nullable(),
    validityPeriod: z.number().nullable(),
    /** Delivered to the customer's address ('Stay At Home' preference): the checkout then needs an address. */
    stayAtHome: z.boolean(),
  }),
  /** The chosen day (yyyy-MM-dd) for activities that ask for one. */
  date: isoDateSchema.nullable(),
  /** Every price option of the activity, chosen or not, so the edit pop-up can raise any of them. */
  lines: z.array(cartLineSchema),
  /** The weekend pass this experience belongs to (itemType 1); its items are shown, edited and removed together. */
  pass: z
    .object({ ref: z.string(), bundleId: z.number().nullable(), slug: z.string().nullable(), name: z.string() })
    .nullable(),
  /** Weekend-pass discount percent on this item (0 for an activity). */
  discountPercent: z.number().int(),
  /** What the item costs (after its discounts), in fils. */
  total: z.number().int(),
  /** Places left for the chosen date (or the undated stock); null when plenty are left. */
  placesLeft: z.number().int().nullable(),
  problem: cartProblemSchema.nullable(),
  /** The problem in words, for the checkout. */
  problemMessage: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const quoteSchema = z.object({
  cartTotal: z.number().int(),
  discount: z.number().int(),
  subTotal: z.number().int(),
  couponPercent: z.number().int(),
  couponDiscount: z.number().int(),
  total: z.number().int(),
  vat: z.number().int(),
});

/** A weekend pass in the cart, with its figures: total, cart total and discount percent. */
export const cartPassSchema = z.object({
  ref: z.string(),
  bundleId: z.number().nullable(),
  /** Links to /weekend-detail/{slug}; null for the customer's own pass. */
  slug: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** Its experiences in the cart, in order (items with this pass's ref). */
  itemIds: z.array(z.number()),
  /** Before the pass's discounts; after them; the share saved, rounded. */
  cartTotal: z.number().int(),
  total: z.number().int(),
  discountPercent: z.number().int(),
});
export type CartPass = z.infer<typeof cartPassSchema>;

export const cartSchema = z.object({
  /** Every item: activities, and each experience of a pass (with `pass` set). */
  items: z.array(cartItemSchema),
  /** The passes among the items, in the order their first experience appears. */
  passes: z.array(cartPassSchema),
  /** The applied promo code, if any (the checkout shows it with Remove). */
  promo: z.object({ code: z.string(), percent: z.number().int() }).nullable(),
  /** The address chosen for this order, if any. */
  addressId: z.number().nullable(),
  /** Whether an item is delivered to the customer's home, so an address must be chosen ('Add Address*'). */
  needsAddress: z.boolean(),
  /** Number of units in the cart, for the header's icon. */
  count: z.number().int(),
  quote: quoteSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** PUT /api/cart/promo. */
export const applyPromoBodySchema = z.object({
  code: z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(40, CART_MESSAGES.invalidPromoCode),
});
export type ApplyPromoBody = z.input<typeof applyPromoBodySchema>;

/** PUT /api/cart/address: the address for this order, or null for none. */
export const chooseAddressBodySchema = z.object({ addressId: z.number().int().positive().nullable() });

const required = (max = NAME_MAX_LENGTH) =>
  z.string().trim().min(1, ACCOUNT_MESSAGES.required).max(max, ACCOUNT_MESSAGES.tooLong);

/** POST /api/addresses: address, street (labelled Area), city and PO box required. */
export const addressBodySchema = z.object({
  firstName: required(),
  lastName: required(),
  phoneNumber: phoneNumberSchema,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, ACCOUNT_MESSAGES.required)
    .max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong)
    .email(ACCOUNT_MESSAGES.emailInvalid),
  address: required(300),
  /** Labelled 'Area' on the form. */
  street: required(),
  cityId: z.number({ error: ACCOUNT_MESSAGES.required }).int().positive(ACCOUNT_MESSAGES.required),
  poBoxNo: required(20),
});
export type AddressBody = z.input<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  street: z.string(),
  city: idNameSchema,
  poBoxNo: z.string(),
  /** Always the United Arab Emirates: we deliver only in the UAE. */
  country: z.literal('United Arab Emirates'),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * One line for vouchers, mails and invoices: 'Villa 3, Al Wasl Road, Jumeirah 1, Dubai, PO Box 1234, United Arab
 * Emirates'.
 */
export function addressLine(a: Pick<Address, 'address' | 'street' | 'city' | 'poBoxNo'>): string {
  return [a.address, a.street, a.city.name, `PO Box ${a.poBoxNo}`, 'United Arab Emirates'].join(', ');
}

/** GET /api/activities/:id/availability?from=&to= (dates as yyyy-MM-dd). */
export const availabilityQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });

export const availabilitySchema = z.object({
  /** Whether the activity asks for a date; if not, `left` is its undated stock and `dates` is empty. */
  dateInput: z.boolean(),
  /** Undated activities: places left in the current window (null when plenty). */
  left: z.number().int().nullable(),
  soldOut: z.boolean(),
  /** Dated activities: each bookable weekday in the range with its places left, or closed. */
  dates: z.array(z.object({ date: isoDateSchema, left: z.number().int(), closed: z.boolean() })),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const MAX_PLACES = 100_000;
export const PLACES_MESSAGE = 'Enter a whole number of places from 0 to 100,000.';
/** Places a host sets; the host's availability form uses the same rule and message. */
export const placesSchema = z
  .number({ error: PLACES_MESSAGE })
  .int(PLACES_MESSAGE)
  .min(0, PLACES_MESSAGE)
  .max(MAX_PLACES, PLACES_MESSAGE);

/** PUT /api/activities/:id/places (host or admin): the places per date, or the undated stock. */
export const setPlacesBodySchema = z.object({ places: placesSchema });
/** PUT /api/activities/:id/dates/:date (host or admin): that date's own places, or closed. */
export const setDatePlacesBodySchema = z.object({
  places: placesSchema.nullable().optional(),
  closed: z.boolean().optional(),
});
