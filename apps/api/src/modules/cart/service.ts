import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  API_MESSAGES,
  CART_MESSAGES,
  CART_ITEM_TYPES,
  LOCATION_PREFERENCES,
  MAX_CART_ITEMS,
  FEW_PLACES_LEFT,
  OWN_PASS_MIN_EXPERIENCES,
  OWN_PASS_NAMES,
  ownPassDiscount,
  passRefOf,
  passTotals,
  dubaiDay,
  fillMessage,
  itemNet,
  lineTotal,
  quote,
  type AddCartItemBody,
  type AddPassBody,
  type Cart,
  type CartPass,
  type CartItem,
  type Language,
  type CartProblem,
  type UpdateCartItemBody,
} from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import {
  addresses,
  bundleItems,
  bundles,
  cartItems,
  carts,
  promoCodes,
  type CartItemOptions,
} from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { isBookableDay, readOrderLimits, unitsPerDateOf, UNITS_PER_DATE_SETTING } from '../capacity/service.ts';
import { ownedBy, type Owner } from './owner.ts';
import { findPromoCode, invalidPromoCode, mayUsePromoCodes, promoApplies, promoRefusalFor } from './promo.ts';
import { readOwnPassDiscounts } from '../bundles/index.ts';
import { checkUnits, tooManyMessage, unitSlot, unitsHeld, unitsPerSlot } from './units.ts';
import { aliasedIn } from '../catalog/service.ts';

/**
 * The cart: what the customer chose, priced from the catalogue every time it
 * is read, so the price on screen is the price at checkout. Items whose activity changed (sold out, date gone,
 * too few places) stay in the cart with their problem named, rather than vanish.
 */

export type CartRow = typeof carts.$inferSelect;

export async function findCart(db: Executor, owner: Owner): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(ownedBy(owner, carts)).limit(1);
  return row ?? null;
}

/** The owner's cart, made if missing, in one statement. */
async function ensureCart(db: Executor, owner: Owner): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values(owner)
    .onConflictDoUpdate({ target: [carts.customerId, carts.guestSessionId], set: { updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export interface ActivityFacts {
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
  /** The activity's default places, and its slots' own figures (dates from today on, or the undated stock). */
  places: number;
  slots: { day: string | null; places: number | null; taken: number; closed: boolean }[];
}

/**
 * Everything the cart needs to know about some activities, in one query whatever their number: the activity, its
 * options and days, and its places (its default, and the rows of its dates from today on, or its undated stock).
 * The words (title, options, city) are in `language`; an order copies them in English, the language it keeps.
 */
export async function activityFacts(
  db: Pick<Database, 'execute'>,
  ids: readonly number[],
  today = dubaiDay(),
  language: Language = 'en',
): Promise<Map<number, ActivityFacts>> {
  const facts = new Map<number, ActivityFacts>();
  if (ids.length === 0) return facts;
  const list = `{${[...new Set(ids.map(Number))].join(',')}}`;
  // Prepared: one text whatever the ids (an array parameter), so it is planned once per connection.
  const rows = await preparedRows<FactsRow>(db, sql`${factsSelect(today, language)} where a.id = any(${list}::int[])`);
  for (const row of rows) facts.set(Number(row.id), toFacts(row));
  return facts;
}

/**
 * The facts of activities `a`, as one select (a WHERE on `a` follows): shared by activityFacts and readCart. The
 * title, the options' descriptions, the duration, the days' and the city's names are in `language`
 * (catalog/language.ts).
 */
function factsSelect(today: string, language: Language) {
  return sql`
    select a.id, a.slug, ${aliasedIn(language, 'a', 'title')} as title, a.is_active, a.submit_request, a.sold_out, a.date_input, ${aliasedIn(language, 'a', 'duration')} as duration, a.validity_period,
           a.activity_preference_id, a.places,
           (select i.path from activity_images i where i.activity_id = a.id order by i.position, i.id limit 1) as image,
           c.id as city_id, ${aliasedIn(language, 'c', 'name')} as city_name,
           coalesce((select json_agg(json_build_object('id', p.id, 'description', ${aliasedIn(language, 'p', 'description')}, 'price', p.price,
                       'discountedPrice', p.discounted_price, 'places', p.places) order by p.position, p.id)
                     from price_options p where p.activity_id = a.id), '[]') as options,
           coalesce((select json_agg(json_build_object('id', d.id, 'name', ${aliasedIn(language, 'd', 'name')}, 'weekday', d.weekday) order by d.weekday)
                     from activity_days ad join days d on d.id = ad.day_id where ad.activity_id = a.id), '[]') as days,
           coalesce((select json_agg(json_build_object('day', s.day, 'places', s.places, 'taken', s.taken, 'closed', s.closed))
                     from activity_places s where s.activity_id = a.id and (s.day is null or s.day >= ${today}::date)), '[]') as slots
    from activities a
    left join activity_addresses ad on ad.activity_id = a.id
    left join cities c on c.id = ad.city_id`;
}

function toFacts(row: FactsRow): ActivityFacts {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    image: row.image,
    isActive: row.is_active,
    submitRequest: row.submit_request,
    soldOut: row.sold_out,
    dateInput: row.date_input,
    duration: row.duration,
    validityPeriod: row.validity_period,
    stayAtHome: row.activity_preference_id === LOCATION_PREFERENCES.stayAtHome,
    city: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
    days: row.days,
    options: row.options,
    places: row.places,
    slots: row.slots,
  };
}

interface JoinedCartRow extends Record<string, unknown> {
  cart_id: number;
  promo_code_id: number | null;
  /** The cart owner's e-mail is confirmed (promo codes need it). */
  owner_confirmed: boolean;
  /** The provider's cap on units per date in one order, as stored (read with unitsPerDateOf). */
  units_per_date: unknown;
  address_id: number | null;
  item_id: number | null;
  item_type: number | null;
  activity_id: number | null;
  booked_for: string | null;
  chosen: CartItemOptions;
  /**
   * The item's weekend pass (itemType 1 with a bundle): its facts, and this experience's discount in it (null if
   * dropped).
   */
  pass_bundle_id: number | null;
  pass_slug: string | null;
  pass_name: string | null;
  pass_image: string | null;
  pass_active: boolean | null;
  pass_discount: number | null;
}

interface FactsRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  is_active: boolean;
  submit_request: boolean;
  sold_out: boolean;
  date_input: boolean;
  duration: string | null;
  validity_period: number | null;
  activity_preference_id: number | null;
  places: number;
  city_id: number | null;
  city_name: string | null;
  options: ActivityFacts['options'];
  days: ActivityFacts['days'];
  slots: ActivityFacts['slots'];
}

/** Places left on a day (or the undated stock) from the facts, as capacity/service.ts's placesLeft counts them. */
export function leftOn(facts: ActivityFacts, day: string | null): number {
  const slotDay = facts.dateInput ? day : null;
  const slot = facts.slots.find((s) => s.day === slotDay);
  if (slot?.closed) return 0;
  return Math.max(0, (slot?.places ?? facts.places) - (slot?.taken ?? 0));
}

/** Places one cart item needs: each unit of an option uses the option's places. */
export function placesNeeded(facts: ActivityFacts, options: CartItemOptions): number {
  return options.reduce(
    (sum, o) => sum + o.quantity * (facts.options.find((p) => p.id === o.priceOptionId)?.places ?? 1),
    0,
  );
}

/** The slot (activity and day) an item's places come from. */
export const slotOf = (facts: ActivityFacts, day: string | null) => ({
  activityId: facts.id,
  day: facts.dateInput ? day : null,
});

/** What stops an item from being paid for as it is, if anything. */
function problemOf(
  facts: ActivityFacts,
  day: string | null,
  needed: number,
  left: number | undefined,
): CartProblem | null {
  if (!facts.isActive || facts.submitRequest || facts.options.length === 0) return 'UNAVAILABLE';
  if (facts.soldOut) return 'SOLD_OUT';
  if (facts.dateInput) {
    if (!day) return 'CHOOSE_DATE';
    if (
      !isBookableDay(
        day,
        facts.days.map((d) => d.weekday),
      )
    )
      return 'DATE_NOT_BOOKABLE';
  }
  if (left !== undefined && left < needed) return left === 0 ? 'SOLD_OUT' : 'NOT_ENOUGH_PLACES';
  return null;
}

function problemMessage(
  problem: CartProblem | null,
  title: string,
  left: number,
  cap: { max: number; dated: boolean },
): string | null {
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
    case 'TOO_MANY_FOR_DATE':
      return tooManyMessage(title, cap.max, cap.dated);
  }
}

export interface PricedCart extends Cart {
  /** The cart row, when one exists. */
  cartId: number | null;
  promoCodeId: number | null;
}

const emptyQuote = quote([]);

/**
 * The cart as the customer sees it, priced now, its words (titles, options, pass names) in `language`; a promo code
 * that stopped applying is dropped from it.
 */
export async function readCart(
  db: Executor,
  owner: Owner,
  fresh: ReadonlyMap<number, ActivityFacts> = new Map(),
  today = dubaiDay(),
  language: Language = 'en',
): Promise<PricedCart> {
  // The cart, its items and each item's activity facts in one round trip (the quote is read on every page). Facts
  // the caller has just read (add to cart, in English) are still true and are not read again, unless the reader
  // reads another language.
  const reused: ReadonlyMap<number, ActivityFacts> = language === 'en' ? fresh : new Map();
  // Prepared (db/prepared.ts): planning this statement cost several times what running it does.
  const joined = await preparedRows<JoinedCartRow & FactsRow>(
    db,
    pricedCartSql(
      sql``,
      sql`${carts}`,
      sql`${cartItems}`,
      sql`c.customer_id = ${owner.customerId} and c.guest_session_id is not distinct from ${owner.guestSessionId}::int`,
      reused,
      today,
      language,
    ),
  );
  return priceRows(db, owner, joined, reused, language);
}

/**
 * The statement that reads a cart, its items and each item's activity facts in one round trip. `withList` (empty, or
 * a WITH clause: addItem's writes) comes first; `cart` is the carts' relation (the table, or the row addItem wrote),
 * `items` the cart items' (the table, or the items as addItem leaves them) and `where` picks the owner's cart. Facts
 * in `reused` are not read again. `extraColumns` (empty, or columns each followed by a comma) open the select list.
 */
function pricedCartSql(
  withList: SQL,
  cart: SQL,
  items: SQL,
  where: SQL,
  reused: ReadonlyMap<number, ActivityFacts>,
  today: string,
  language: Language,
  extraColumns: SQL = sql``,
): SQL {
  const skip = `{${[...reused.keys()].map(Number).join(',')}}`;
  return sql`${withList}
    select ${extraColumns} c.id as cart_id, c.promo_code_id, c.address_id,
           (select cu.is_confirmed from customers cu where cu.id = c.customer_id) as owner_confirmed,
           (select s.value from settings s where s.key = ${UNITS_PER_DATE_SETTING}) as units_per_date,
           ci.id as item_id, ci.item_type, ci.activity_id, ci.booked_for::text as booked_for, ci.options as chosen,
           ci.bundle_id as pass_bundle_id, b.slug as pass_slug, ${aliasedIn(language, 'b', 'name')} as pass_name, b.cover_image as pass_image,
           b.is_active as pass_active, bi.discount_percent as pass_discount, f.*
    from ${cart} c
    left join ${items} ci on ci.cart_id = c.id
    left join bundles b on b.id = ci.bundle_id
    left join bundle_items bi on bi.bundle_id = ci.bundle_id and bi.activity_id = ci.activity_id
    left join lateral (${factsSelect(today, language)} where a.id = ci.activity_id and not a.id = any(${skip}::int[])) f on true
    where ${where}
    order by ci.id`;
}

/** Prices a cart from its statement's rows (pricedCartSql). */
async function priceRows(
  db: Executor,
  owner: Owner,
  joined: (JoinedCartRow & FactsRow)[],
  reused: ReadonlyMap<number, ActivityFacts>,
  language: Language,
): Promise<PricedCart> {
  const first = joined[0];
  if (!first)
    return {
      cartId: null,
      promoCodeId: null,
      items: [],
      passes: [],
      promo: null,
      addressId: null,
      needsAddress: false,
      count: 0,
      quote: emptyQuote,
    };
  const cart = {
    id: Number(first.cart_id),
    // A code the owner may not use (held from before codes needed a confirmed e-mail) is not priced, so the
    // checkout refuses it as a code that stopped applying.
    promoCodeId: mayUsePromoCodes(owner, first.owner_confirmed === true) ? first.promo_code_id : null,
    addressId: first.address_id,
  };
  const listed = joined.filter((r) => r.item_id !== null && (r.id !== null || reused.has(Number(r.activity_id))));
  const facts = new Map(listed.map((r) => [Number(r.activity_id), reused.get(Number(r.activity_id)) ?? toFacts(r)]));
  const rows = listed.map((r) => ({
    id: Number(r.item_id),
    activityId: Number(r.activity_id),
    bookedFor: r.booked_for,
    options: r.chosen,
    pass: passOfRow(r, language),
  }));
  // The customer's own pass takes the discount the provider set for its number of experiences.
  const ownCount = rows.filter((r) => r.pass?.bundleId === null).length;
  const ownPercent = ownCount > 0 ? ownPassDiscount(ownCount, await readOwnPassDiscounts(db)) : 0;
  // Units per activity and date over the whole cart: a slot beyond the cap marks each of its items, so the checkout
  // refuses the cart until the customer lowers a quantity.
  const maxUnits = unitsPerDateOf(first.units_per_date);
  const slotDay = (row: { activityId: number; bookedFor: string | null }) =>
    facts.get(row.activityId)!.dateInput ? row.bookedFor : null;
  const unitsInSlot = unitsPerSlot(
    rows.map((r) => ({ activityId: r.activityId, day: slotDay(r), options: r.options })),
  );

  const items: CartItem[] = rows.map((row) => {
    const f = facts.get(row.activityId)!;
    const chosen = new Map(row.options.map((o) => [o.priceOptionId, o.quantity]));
    const lines = f.options.map((o) => {
      const quantity = chosen.get(o.id) ?? 0;
      return {
        priceOptionId: o.id,
        description: o.description,
        price: o.price,
        discountedPrice: o.discountedPrice,
        quantity,
        total: lineTotal({ ...o, quantity }),
      };
    });
    const slotLeft = leftOn(f, row.bookedFor);
    const needed = placesNeeded(f, row.options);
    const passGone = row.pass !== null && !row.pass.sells;
    // An option the host has since removed (an approved listing edit) is no longer sold: the item says so.
    const optionGone = row.options.some((o) => o.quantity > 0 && !f.options.some((p) => p.id === o.priceOptionId));
    const overCap = (unitsInSlot.get(unitSlot(row.activityId, slotDay(row))) ?? 0) > maxUnits;
    const problem =
      passGone || optionGone
        ? 'UNAVAILABLE'
        : (problemOf(f, row.bookedFor, needed, slotLeft) ?? (overCap ? 'TOO_MANY_FOR_DATE' : null));
    const discountPercent = row.pass === null ? 0 : row.pass.bundleId === null ? ownPercent : (row.pass.discount ?? 0);
    return {
      id: row.id,
      itemType: row.pass === null ? CART_ITEM_TYPES.activity : CART_ITEM_TYPES.bundle,
      pass: row.pass && { ref: row.pass.ref, bundleId: row.pass.bundleId, slug: row.pass.slug, name: row.pass.name },
      activity: {
        id: f.id,
        slug: f.slug,
        title: f.title,
        image: f.image,
        city: f.city,
        dateInput: f.dateInput,
        days: f.days.map(({ id, name, weekday }) => ({ id, name, weekday })),
        duration: f.duration,
        validityPeriod: f.validityPeriod,
        stayAtHome: f.stayAtHome,
      },
      date: f.dateInput ? row.bookedFor : null,
      lines,
      discountPercent,
      total: itemNet({ lines, discountPercent }),
      placesLeft: slotLeft <= FEW_PLACES_LEFT ? slotLeft : null,
      problem,
      problemMessage: passGone
        ? CART_MESSAGES.passUnavailable
        : optionGone
          ? CART_MESSAGES.unknownOption
          : problemMessage(problem, f.title, slotLeft, { max: maxUnits, dated: f.dateInput }),
    };
  });
  const passes = groupPasses(items, rows);

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
    passes,
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

interface RowPass {
  ref: string;
  bundleId: number | null;
  slug: string | null;
  name: string;
  image: string | null;
  /** This experience's discount in its bundle; null when the bundle dropped it. */
  discount: number | null;
  /** The pass still sells with this experience in it. */
  sells: boolean;
}

function passOfRow(r: JoinedCartRow, language: Language): RowPass | null {
  if (Number(r.item_type) !== CART_ITEM_TYPES.bundle) return null;
  const bundleId = r.pass_bundle_id === null ? null : Number(r.pass_bundle_id);
  if (bundleId === null)
    return {
      ref: passRefOf(null),
      bundleId,
      slug: null,
      name: OWN_PASS_NAMES[language],
      image: null,
      discount: null,
      sells: true,
    };
  return {
    ref: passRefOf(bundleId),
    bundleId,
    slug: r.pass_slug,
    name: r.pass_name ?? '',
    image: r.pass_image,
    discount: r.pass_discount,
    sells: r.pass_active === true && r.pass_discount !== null,
  };
}

/** The passes among the items, with their figures, in the order they first appear. */
function groupPasses(items: readonly CartItem[], rows: readonly { id: number; pass: RowPass | null }[]): CartPass[] {
  const passes = new Map<string, CartPass>();
  for (const item of items) {
    const pass = rows.find((r) => r.id === item.id)?.pass;
    if (!pass) continue;
    const entry = passes.get(pass.ref) ?? {
      ref: pass.ref,
      bundleId: pass.bundleId,
      slug: pass.slug,
      name: pass.name,
      image: pass.image ?? item.activity.image,
      itemIds: [],
      cartTotal: 0,
      total: 0,
      discountPercent: 0,
    };
    entry.itemIds.push(item.id);
    passes.set(pass.ref, entry);
  }
  for (const entry of passes.values()) {
    const members = items.filter((i) => entry.itemIds.includes(i.id));
    const totals = passTotals(members.map((i) => ({ lines: i.lines, discountPercent: i.discountPercent })));
    Object.assign(entry, totals);
  }
  return [...passes.values()];
}

/** The public shape (without the row ids the checkout uses). */
export function toCart(priced: PricedCart): Cart {
  const { cartId: _cartId, promoCodeId: _promoCodeId, ...cart } = priced;
  return cart;
}

/** Checks a selection against the catalogue: the activity sells, the options are its own, the date and places fit. */
async function checkSelection(
  db: Executor,
  activityId: number,
  day: string | null,
  options: CartItemOptions,
): Promise<{ facts: ActivityFacts; day: string | null; options: CartItemOptions }> {
  const facts = (await activityFacts(db, [activityId])).get(activityId);
  if (!facts) throw notFound(API_MESSAGES.activityNotFound);
  return checkAgainst(facts, day, options);
}

/** checkAgainst's problems never include the cap, which needs the rest of the cart (checkUnits). */
const noCap = { max: Number.POSITIVE_INFINITY, dated: false };

/**
 * Refuses selections that would take their activity and date beyond the cap on units per order, counting what the
 * cart holds besides the items this write replaces (`replaced`, a condition on cart_items `ci`).
 */
async function checkCartUnits(
  db: Executor,
  owner: Owner,
  selections: readonly { facts: ActivityFacts; day: string | null; options: CartItemOptions }[],
  replaced: SQL,
): Promise<void> {
  const [held, limits] = await Promise.all([
    unitsHeld(db, owner, new Map(selections.map((s) => [s.facts.id, s.facts.dateInput])), replaced),
    readOrderLimits(db),
  ]);
  for (const s of selections)
    checkUnits(
      { activityId: s.facts.id, title: s.facts.title, dated: s.facts.dateInput, day: s.day, options: s.options },
      held,
      limits.unitsPerDate,
    );
}

/** checkSelection with the activity's facts already read. */
function checkAgainst(
  facts: ActivityFacts,
  day: string | null,
  options: CartItemOptions,
): { facts: ActivityFacts; day: string | null; options: CartItemOptions } {
  const chosen = options.filter((o) => o.quantity > 0);
  if (chosen.some((o) => !facts.options.some((p) => p.id === o.priceOptionId))) {
    throw new HttpError(400, 'UNKNOWN_OPTION', CART_MESSAGES.unknownOption, { options: [CART_MESSAGES.unknownOption] });
  }
  const slotDay = facts.dateInput ? day : null;
  const left = leftOn(facts, slotDay);
  const problem = problemOf(facts, slotDay, placesNeeded(facts, chosen), left);
  if (problem === 'CHOOSE_DATE')
    throw new HttpError(400, 'CHOOSE_DATE', CART_MESSAGES.chooseDate, { date: [CART_MESSAGES.chooseDate] });
  if (problem === 'DATE_NOT_BOOKABLE')
    throw new HttpError(409, problem, CART_MESSAGES.dateNotBookable, { date: [CART_MESSAGES.dateNotBookable] });
  if (problem) throw new HttpError(409, problem, problemMessage(problem, facts.title, left, noCap)!);
  return { facts, day: slotDay, options: chosen };
}

/**
 * What adding an activity needs to check, in one statement: the activity's facts (in English, as an order keeps
 * them), the items the owner's cart already holds of it (slot and units), and the cap on units per date.
 */
async function addItemFacts(
  db: Executor,
  owner: Owner,
  activityId: number,
  today: string,
): Promise<{ facts: ActivityFacts; held: HeldItem[]; unitsPerDate: number } | null> {
  const [row] = await preparedRows<FactsRow & { held: HeldItem[]; units_per_date: unknown }>(
    db,
    sql`
    select f.*,
           (select s.value from settings s where s.key = ${UNITS_PER_DATE_SETTING}) as units_per_date,
           coalesce((select json_agg(json_build_object('itemType', ci.item_type, 'bookedFor', ci.booked_for::text, 'options', ci.options))
                     from cart_items ci join carts c on c.id = ci.cart_id
                     where c.customer_id = ${owner.customerId} and c.guest_session_id is not distinct from ${owner.guestSessionId}::int
                       and ci.activity_id = f.id), '[]') as held
    from (${factsSelect(today, 'en')} where a.id = ${activityId}::int) f`,
  );
  return row ? { facts: toFacts(row), held: row.held, unitsPerDate: unitsPerDateOf(row.units_per_date) } : null;
}

/** An item of the cart holding the activity being added. */
interface HeldItem {
  itemType: number;
  bookedFor: string | null;
  options: CartItemOptions;
}

/**
 * Puts a selection in the cart and answers the cart, priced, in `language`: two round trips. The first reads what
 * the checks need (addItemFacts); the second writes the item and reads the priced cart in one statement.
 */
export async function addItem(
  db: Database,
  owner: Owner,
  body: AddCartItemBody,
  language: Language = 'en',
): Promise<PricedCart> {
  const today = dubaiDay();
  const read = await addItemFacts(db, owner, body.activityId, today);
  if (!read) throw notFound(API_MESSAGES.activityNotFound);
  const selection = checkAgainst(read.facts, body.date ?? null, body.options);
  // Book Now again on the same activity and date replaces that item, so it does not count (as checkCartUnits).
  const replaced = (item: HeldItem) =>
    Number(item.itemType) === CART_ITEM_TYPES.activity && item.bookedFor === selection.day;
  const dated = read.facts.dateInput;
  const held = unitsPerSlot(
    read.held
      .filter((item) => !replaced(item))
      .map((item) => ({ activityId: read.facts.id, day: dated ? item.bookedFor : null, options: item.options })),
  );
  checkUnits(
    { activityId: read.facts.id, title: read.facts.title, dated, day: selection.day, options: selection.options },
    held,
    read.unitsPerDate,
  );
  // One statement: the owner's cart is made if missing, and the same activity on the same day is one item, so Book
  // Now again replaces its selection; a new item is added only while the cart holds fewer than the limit. The cart is
  // then read as the writes leave it (a statement's reads see the table as it was when it began, so the items are
  // the table's without the one written, plus the one written) and priced. Facts just read are not read again.
  // Prepared (db/prepared.ts): every value is a parameter.
  const fresh = new Map([[read.facts.id, read.facts]]);
  const reused: ReadonlyMap<number, ActivityFacts> = language === 'en' ? fresh : new Map();
  const joined = await preparedRows<JoinedCartRow & FactsRow & { written: number }>(
    db,
    pricedCartSql(
      sql`
    with cart as (
      insert into ${carts} (customer_id, guest_session_id) values (${owner.customerId}, ${owner.guestSessionId})
      on conflict on constraint carts_owner_key do update set updated_at = now()
      returning *
    ),
    written as (
      insert into ${cartItems} (cart_id, item_type, activity_id, booked_for, options)
      select cart.id, ${CART_ITEM_TYPES.activity}, ${body.activityId}, ${selection.day}::date, ${JSON.stringify(selection.options)}::jsonb
      from cart
      where (select count(*) from ${cartItems} i where i.cart_id = cart.id) < ${MAX_CART_ITEMS}
         or exists (select 1 from ${cartItems} i where i.cart_id = cart.id and i.item_type = ${CART_ITEM_TYPES.activity} and i.activity_id = ${body.activityId} and i.booked_for is not distinct from ${selection.day}::date)
      on conflict on constraint cart_items_slot_key do update set options = excluded.options
      returning *
    ),
    items as (
      select * from ${cartItems} i where i.cart_id = (select id from cart) and i.id not in (select id from written)
      union all
      select * from written
    )`,
      sql`cart`,
      sql`items`,
      sql`true`,
      reused,
      today,
      language,
      sql`(select count(*) from written)::int as written,`,
    ),
  );
  // The statement answers the cart's rows either way; no item written means the cart was full.
  if (Number(joined[0]?.written ?? 0) === 0) throw new HttpError(409, 'CART_FULL', CART_MESSAGES.tooManyItems);
  return priceRows(db, owner, joined, reused, language);
}

/**
 * Puts a weekend pass in the cart (the experiences chosen with a quantity above 0), one row
 * per experience sharing the pass, replacing the same pass already there in the same transaction. A bundle's
 * experiences must be its own; the customer's own pass needs at least 3 different experiences. Answers the facts read.
 */
export async function addPass(db: Database, owner: Owner, body: AddPassBody): Promise<Map<number, ActivityFacts>> {
  const chosen = body.experiences
    .map((e) => ({ activityId: e.activityId, date: e.date ?? null, options: e.options.filter((o) => o.quantity > 0) }))
    .filter((e) => e.options.length > 0);
  if (body.bundleId !== null) {
    const [bundle] = await db
      .select({ id: bundles.id, isActive: bundles.isActive })
      .from(bundles)
      .where(eq(bundles.id, body.bundleId));
    if (!bundle) throw notFound(API_MESSAGES.passNotFound);
    if (!bundle.isActive) throw new HttpError(409, 'UNAVAILABLE', CART_MESSAGES.passUnavailable);
    const members = await db
      .select({ activityId: bundleItems.activityId })
      .from(bundleItems)
      .where(eq(bundleItems.bundleId, bundle.id));
    if (chosen.some((e) => !members.some((m) => m.activityId === e.activityId)))
      throw new HttpError(400, 'NOT_IN_PASS', CART_MESSAGES.notInPass);
  } else if (chosen.length < OWN_PASS_MIN_EXPERIENCES) {
    throw new HttpError(400, 'OWN_PASS_TOO_SMALL', CART_MESSAGES.ownPassTooSmall);
  }
  const facts = await activityFacts(
    db,
    chosen.map((e) => e.activityId),
  );
  const rows = chosen.map((e) => {
    const f = facts.get(e.activityId);
    if (!f) throw notFound(API_MESSAGES.activityNotFound);
    const selection = checkAgainst(f, e.date, e.options);
    return { activityId: e.activityId, bookedFor: selection.day, options: selection.options, selection };
  });
  // The same pass chosen again replaces itself, so its own items do not count.
  await checkCartUnits(
    db,
    owner,
    rows.map((r) => r.selection),
    sql`ci.item_type = ${CART_ITEM_TYPES.bundle} and ci.bundle_id is not distinct from ${body.bundleId}::int`,
  );

  await db.transaction(async (tx) => {
    const cart = await ensureCart(tx, owner);
    // The cart row is locked so two tabs adding at once count the items one after the other.
    await tx.execute(sql`select id from ${carts} where id = ${cart.id} for update`);
    const samePass = and(
      eq(cartItems.cartId, cart.id),
      eq(cartItems.itemType, CART_ITEM_TYPES.bundle),
      body.bundleId === null ? sql`${cartItems.bundleId} is null` : eq(cartItems.bundleId, body.bundleId),
    );
    await tx.delete(cartItems).where(samePass);
    const [{ count }] = (
      await tx.execute<{ count: number }>(
        sql`select count(*)::int as count from ${cartItems} where cart_id = ${cart.id}`,
      )
    ).rows as [{ count: number }];
    if (Number(count) + rows.length > MAX_CART_ITEMS) throw new HttpError(409, 'CART_FULL', CART_MESSAGES.tooManyItems);
    await tx.insert(cartItems).values(
      rows.map(({ selection: _selection, ...r }) => ({
        cartId: cart.id,
        itemType: CART_ITEM_TYPES.bundle,
        bundleId: body.bundleId,
        ...r,
      })),
    );
  });
  return facts;
}

/** Takes a whole pass out of the cart ('bundle:12', or 'own'); a pass not in the cart answers 404. */
export async function removePass(db: Database, owner: Owner, ref: string): Promise<void> {
  const bundleId = ref === passRefOf(null) ? null : /^bundle:(\d+)$/.exec(ref)?.[1];
  if (bundleId === undefined) throw notFound(API_MESSAGES.passNotInCart);
  const cart = await findCart(db, owner);
  if (!cart) throw notFound(API_MESSAGES.passNotInCart);
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cart.id),
        eq(cartItems.itemType, CART_ITEM_TYPES.bundle),
        bundleId === null ? sql`${cartItems.bundleId} is null` : eq(cartItems.bundleId, Number(bundleId)),
      ),
    )
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(API_MESSAGES.passNotInCart);
  await touchCart(db, cart.id);
}

async function ownItem(db: Executor, owner: Owner, itemId: number) {
  const cart = await findCart(db, owner);
  if (!cart) throw notFound(API_MESSAGES.cartItemNotFound);
  const [item] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
  if (!item) throw notFound(API_MESSAGES.cartItemNotFound);
  return item;
}

export async function updateItem(db: Database, owner: Owner, itemId: number, body: UpdateCartItemBody): Promise<void> {
  const item = await ownItem(db, owner, itemId);
  const day = body.date === undefined ? item.bookedFor : body.date;
  const selection = await checkSelection(db, item.activityId, day, body.options);
  await checkCartUnits(db, owner, [selection], sql`ci.id = ${item.id}`);
  await db
    .update(cartItems)
    .set({ options: selection.options, bookedFor: selection.day })
    .where(eq(cartItems.id, item.id));
  await touchCart(db, item.cartId);
}

/** A change to the cart restarts the clock of its 'left in your cart' reminder (modules/reminders). */
async function touchCart(db: Database, cartId: number): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Removes an item; an experience of a weekend pass takes its whole pass with it (a pass is bought whole). */
export async function removeItem(db: Database, owner: Owner, itemId: number): Promise<void> {
  const item = await ownItem(db, owner, itemId);
  if (item.itemType === CART_ITEM_TYPES.bundle) return removePass(db, owner, passRefOf(item.bundleId));
  await db.delete(cartItems).where(eq(cartItems.id, item.id));
  await touchCart(db, item.cartId);
}

/**
 * Applies a code to the owner's cart. A guest or an unconfirmed account is refused (403) before the code is looked up,
 * so it learns nothing of which codes exist, and its cart is left as it was.
 */
export async function applyPromo(db: Database, owner: Owner, code: string): Promise<void> {
  const refusal = await promoRefusalFor(db, owner);
  if (refusal) throw refusal;
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
    if (!own) throw notFound(API_MESSAGES.addressNotFound);
  }
  const row = await ensureCart(db, owner);
  await db.update(carts).set({ addressId, updatedAt: new Date() }).where(eq(carts.id, row.id));
}
