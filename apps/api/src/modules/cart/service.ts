import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CART_MESSAGES,
  CART_ITEM_TYPES,
  LOCATION_PREFERENCES,
  MAX_CART_ITEMS,
  FEW_PLACES_LEFT,
  fillMessage,
  itemNet,
  lineTotal,
  quote,
  type AddCartItemBody,
  type Cart,
  type CartItem,
  type CartProblem,
  type UpdateCartItemBody,
} from '@weekends/shared';
import type { Database } from '../../db/client.ts';
import {
  activities,
  activityAddresses,
  activityDays,
  addresses,
  cartItems,
  carts,
  cities,
  days,
  priceOptions,
  promoCodes,
  type CartItemOptions,
} from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { isBookableDay, placesLeft, slotKey, type Executor } from '../capacity/service.ts';
import { ownedBy, type Owner } from './owner.ts';
import { findPromoCode, invalidPromoCode, promoApplies } from './promo.ts';

/**
 * The cart (spec 001 'Cart item', 'Sales quote'): what the customer chose, priced from the catalogue every time it
 * is read, so the price on screen is the price at checkout. Items whose activity changed (sold out, date gone,
 * too few places) stay in the cart with their problem named, rather than vanish.
 */

export type CartRow = typeof carts.$inferSelect;

export async function findCart(db: Executor, owner: Owner): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(ownedBy(owner, carts)).limit(1);
  return row ?? null;
}

async function ensureCart(db: Executor, owner: Owner): Promise<CartRow> {
  await db.insert(carts).values(owner).onConflictDoNothing();
  return (await findCart(db, owner))!;
}

interface ActivityFacts {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  isActive: boolean;
  submitRequest: boolean;
  soldOut: boolean;
  dateInput: boolean;
  duration: string | null;
  validityPeriod: number | null;
  stayAtHome: boolean;
  city: { id: number; name: string } | null;
  days: { id: number; name: string; weekday: number }[];
  options: { id: number; description: string; price: number; discountedPrice: number | null; places: number }[];
}

/** Everything the cart needs to know about some activities, in four queries whatever their number. */
export async function activityFacts(db: Executor, ids: readonly number[]): Promise<Map<number, ActivityFacts>> {
  const facts = new Map<number, ActivityFacts>();
  if (ids.length === 0) return facts;
  const list = [...new Set(ids)];
  const [rows, options, dayRows] = await Promise.all([
    db
      .select({
        id: activities.id,
        slug: activities.slug,
        title: activities.title,
        isActive: activities.isActive,
        submitRequest: activities.submitRequest,
        soldOut: activities.soldOut,
        dateInput: activities.dateInput,
        duration: activities.duration,
        validityPeriod: activities.validityPeriod,
        preference: activities.activityPreferenceId,
        image: sql<string | null>`(select i.path from activity_images i where i.activity_id = ${activities.id} order by i.position, i.id limit 1)`,
        cityId: cities.id,
        cityName: cities.name,
      })
      .from(activities)
      .leftJoin(activityAddresses, eq(activityAddresses.activityId, activities.id))
      .leftJoin(cities, eq(cities.id, activityAddresses.cityId))
      .where(inArray(activities.id, list)),
    db
      .select({ id: priceOptions.id, activityId: priceOptions.activityId, description: priceOptions.description, price: priceOptions.price, discountedPrice: priceOptions.discountedPrice, places: priceOptions.places })
      .from(priceOptions)
      .where(inArray(priceOptions.activityId, list))
      .orderBy(asc(priceOptions.position), asc(priceOptions.id)),
    db
      .select({ activityId: activityDays.activityId, id: days.id, name: days.name, weekday: days.weekday })
      .from(activityDays)
      .innerJoin(days, eq(days.id, activityDays.dayId))
      .where(inArray(activityDays.activityId, list))
      .orderBy(asc(days.weekday)),
  ]);
  for (const row of rows) {
    facts.set(row.id, {
      id: row.id,
      slug: row.slug,
      title: row.title,
      image: row.image,
      isActive: row.isActive,
      submitRequest: row.submitRequest,
      soldOut: row.soldOut,
      dateInput: row.dateInput,
      duration: row.duration,
      validityPeriod: row.validityPeriod,
      stayAtHome: row.preference === LOCATION_PREFERENCES.stayAtHome,
      city: row.cityId === null ? null : { id: row.cityId, name: row.cityName ?? '' },
      days: dayRows.filter((d) => d.activityId === row.id).map(({ id, name, weekday }) => ({ id, name, weekday })),
      options: options.filter((o) => o.activityId === row.id),
    });
  }
  return facts;
}

/** Places one cart item needs: each unit of an option uses the option's places. */
export function placesNeeded(facts: ActivityFacts, options: CartItemOptions): number {
  return options.reduce((sum, o) => sum + o.quantity * (facts.options.find((p) => p.id === o.priceOptionId)?.places ?? 1), 0);
}

/** The slot (activity and day) an item's places come from. */
export const slotOf = (facts: ActivityFacts, day: string | null) => ({ activityId: facts.id, day: facts.dateInput ? day : null });

/** What stops an item from being paid for as it is, if anything. */
function problemOf(facts: ActivityFacts, day: string | null, needed: number, left: number | undefined): CartProblem | null {
  if (!facts.isActive || facts.submitRequest || facts.options.length === 0) return 'UNAVAILABLE';
  if (facts.soldOut) return 'SOLD_OUT';
  if (facts.dateInput) {
    if (!day) return 'CHOOSE_DATE';
    if (!isBookableDay(day, facts.days.map((d) => d.weekday))) return 'DATE_NOT_BOOKABLE';
  }
  if (left !== undefined && left < needed) return left === 0 ? 'SOLD_OUT' : 'NOT_ENOUGH_PLACES';
  return null;
}

function problemMessage(problem: CartProblem | null, title: string, left: number): string | null {
  switch (problem) {
    case null:
      return null;
    case 'UNAVAILABLE':
      return fillMessage(CART_MESSAGES.unavailable, { title });
    case 'SOLD_OUT':
      return fillMessage(CART_MESSAGES.soldOut, { title });
    case 'CHOOSE_DATE':
      return CART_MESSAGES.chooseDate;
    case 'DATE_NOT_BOOKABLE':
      return CART_MESSAGES.dateNotBookable;
    case 'NOT_ENOUGH_PLACES':
      return fillMessage(CART_MESSAGES.notEnoughPlaces, { left, title });
  }
}

export interface PricedCart extends Cart {
  /** The cart row, when one exists. */
  cartId: number | null;
  promoCodeId: number | null;
}

const emptyQuote = quote([]);

/** The cart as the customer sees it, priced now; a promo code that stopped applying is dropped from it. */
export async function readCart(db: Executor, owner: Owner): Promise<PricedCart> {
  const cart = await findCart(db, owner);
  if (!cart) return { cartId: null, promoCodeId: null, items: [], promo: null, addressId: null, needsAddress: false, count: 0, quote: emptyQuote };
  const rows = await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id));
  const facts = await activityFacts(
    db,
    rows.map((r) => r.activityId),
  );
  const known = rows.filter((r) => facts.has(r.activityId));
  const left = await placesLeft(
    db,
    known.map((r) => slotOf(facts.get(r.activityId)!, r.bookedFor)),
  );

  const items: CartItem[] = known.map((row) => {
    const f = facts.get(row.activityId)!;
    const chosen = new Map(row.options.map((o) => [o.priceOptionId, o.quantity]));
    const lines = f.options.map((o) => {
      const quantity = chosen.get(o.id) ?? 0;
      return { priceOptionId: o.id, description: o.description, price: o.price, discountedPrice: o.discountedPrice, quantity, total: lineTotal({ ...o, quantity }) };
    });
    const slotLeft = left.get(slotKey(slotOf(f, row.bookedFor)))?.left;
    const needed = placesNeeded(f, row.options);
    const problem = problemOf(f, row.bookedFor, needed, slotLeft);
    return {
      id: row.id,
      itemType: CART_ITEM_TYPES.activity,
      activity: {
        id: f.id,
        slug: f.slug,
        title: f.title,
        image: f.image,
        city: f.city,
        dateInput: f.dateInput,
        days: f.days.map(({ id, name }) => ({ id, name })),
        duration: f.duration,
        validityPeriod: f.validityPeriod,
        stayAtHome: f.stayAtHome,
      },
      date: f.dateInput ? row.bookedFor : null,
      lines,
      discountPercent: 0,
      total: itemNet({ lines }),
      placesLeft: slotLeft !== undefined && slotLeft <= FEW_PLACES_LEFT ? slotLeft : null,
      problem,
      problemMessage: problemMessage(problem, f.title, slotLeft ?? 0),
    };
  });

  const plain = quote(items.map((i) => ({ lines: i.lines, discountPercent: i.discountPercent })));
  let promo: Cart['promo'] = null;
  let promoCodeId: number | null = null;
  if (cart.promoCodeId !== null) {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, cart.promoCodeId));
    if (row && (await promoApplies(db, row, owner.customerId, plain.subTotal))) {
      promo = { code: row.code.toUpperCase(), percent: row.percent };
      promoCodeId = row.id;
    }
  }
  return {
    cartId: cart.id,
    promoCodeId,
    items,
    promo,
    addressId: cart.addressId,
    needsAddress: items.some((i) => i.activity.stayAtHome),
    count: items.reduce((sum, i) => sum + i.lines.reduce((n, l) => n + l.quantity, 0), 0),
    quote: quote(
      items.map((i) => ({ lines: i.lines, discountPercent: i.discountPercent })),
      promo?.percent ?? 0,
    ),
  };
}

/** The public shape (without the row ids the checkout uses). */
export function toCart(priced: PricedCart): Cart {
  const { cartId: _cartId, promoCodeId: _promoCodeId, ...cart } = priced;
  return cart;
}

/** Checks a selection against the catalogue: the activity sells, the options are its own, the date and places fit. */
async function checkSelection(db: Executor, activityId: number, day: string | null, options: CartItemOptions): Promise<{ facts: ActivityFacts; day: string | null; options: CartItemOptions }> {
  const facts = (await activityFacts(db, [activityId])).get(activityId);
  if (!facts) throw notFound('Activity not found');
  const chosen = options.filter((o) => o.quantity > 0);
  if (chosen.some((o) => !facts.options.some((p) => p.id === o.priceOptionId))) {
    throw new HttpError(400, 'UNKNOWN_OPTION', CART_MESSAGES.unknownOption, { options: [CART_MESSAGES.unknownOption] });
  }
  const slotDay = facts.dateInput ? day : null;
  const slot = slotOf(facts, slotDay);
  const left = (await placesLeft(db, [slot])).get(slotKey(slot))!.left;
  const problem = problemOf(facts, slotDay, placesNeeded(facts, chosen), left);
  if (problem === 'CHOOSE_DATE') throw new HttpError(400, 'CHOOSE_DATE', CART_MESSAGES.chooseDate, { date: [CART_MESSAGES.chooseDate] });
  if (problem === 'DATE_NOT_BOOKABLE') throw new HttpError(409, problem, CART_MESSAGES.dateNotBookable, { date: [CART_MESSAGES.dateNotBookable] });
  if (problem) throw new HttpError(409, problem, problemMessage(problem, facts.title, left)!);
  return { facts, day: slotDay, options: chosen };
}

export async function addItem(db: Database, owner: Owner, body: AddCartItemBody): Promise<void> {
  const selection = await checkSelection(db, body.activityId, body.date ?? null, body.options);
  await db.transaction(async (tx) => {
    const cart = await ensureCart(tx, owner);
    // The cart row is the lock: two tabs adding at once cannot both pass the item limit.
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
    const existing = await tx.select({ id: cartItems.id, activityId: cartItems.activityId, bookedFor: cartItems.bookedFor }).from(cartItems).where(eq(cartItems.cartId, cart.id));
    // The same activity on the same day is one item: Book Now again replaces its selection.
    const same = existing.find((i) => i.activityId === body.activityId && i.bookedFor === selection.day);
    if (same) {
      await tx.update(cartItems).set({ options: selection.options }).where(eq(cartItems.id, same.id));
    } else {
      if (existing.length >= MAX_CART_ITEMS) throw new HttpError(409, 'CART_FULL', CART_MESSAGES.tooManyItems);
      await tx.insert(cartItems).values({ cartId: cart.id, itemType: CART_ITEM_TYPES.activity, activityId: body.activityId, bookedFor: selection.day, options: selection.options });
    }
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}

async function ownItem(db: Executor, owner: Owner, itemId: number) {
  const cart = await findCart(db, owner);
  if (!cart) throw notFound('Cart item not found');
  const [item] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
  if (!item) throw notFound('Cart item not found');
  return item;
}

export async function updateItem(db: Database, owner: Owner, itemId: number, body: UpdateCartItemBody): Promise<void> {
  const item = await ownItem(db, owner, itemId);
  const day = body.date === undefined ? item.bookedFor : body.date;
  const selection = await checkSelection(db, item.activityId, day, body.options);
  await db.update(cartItems).set({ options: selection.options, bookedFor: selection.day }).where(eq(cartItems.id, item.id));
}

export async function removeItem(db: Database, owner: Owner, itemId: number): Promise<void> {
  const item = await ownItem(db, owner, itemId);
  await db.delete(cartItems).where(eq(cartItems.id, item.id));
}

export async function applyPromo(db: Database, owner: Owner, code: string): Promise<void> {
  const promo = await findPromoCode(db, code);
  const cart = await readCart(db, owner);
  if (!promo || !(await promoApplies(db, promo, owner.customerId, cart.quote.subTotal))) throw invalidPromoCode();
  const row = await ensureCart(db, owner);
  await db.update(carts).set({ promoCodeId: promo.id, updatedAt: new Date() }).where(eq(carts.id, row.id));
}

export async function removePromo(db: Database, owner: Owner): Promise<void> {
  await db.update(carts).set({ promoCodeId: null, updatedAt: new Date() }).where(ownedBy(owner, carts));
}

export async function chooseAddress(db: Database, owner: Owner, addressId: number | null): Promise<void> {
  if (addressId !== null) {
    const [own] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, addressId), ownedBy(owner, addresses)));
    if (!own) throw notFound('Address not found');
  }
  const row = await ensureCart(db, owner);
  await db.update(carts).set({ addressId, updatedAt: new Date() }).where(eq(carts.id, row.id));
}
