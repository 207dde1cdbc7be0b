import { effectivePrice, clampQuantity, type QuantityLine } from './pricing.ts';

/**
 * The price summary of a cart or an order (the order totals), shared by the browser and the
 * server so the checkout shows exactly what is charged. Amounts are integer fils and include VAT; every division
 * rounds down (floor), one rule for every figure.
 */

/** UAE VAT, included in every price. */
export const VAT_PERCENT = 5;

/** One cart item: its price-option lines and, for a weekend pass's experience, the pass's discount percent. */
export interface QuoteItem {
  lines: readonly QuantityLine[];
  /** A weekend pass's discount on this experience (0 for a plain activity). */
  discountPercent?: number;
}

export interface Quote {
  /** Sum of price x quantity, before any discount. */
  cartTotal: number;
  /** Activity discounts (discounted prices) and weekend-pass discounts together. */
  discount: number;
  /** cartTotal - discount: what the items cost. */
  subTotal: number;
  /** The applied promo code's percent, or 0. */
  couponPercent: number;
  /** floor(subTotal x couponPercent / 100). */
  couponDiscount: number;
  /** What is charged: subTotal - couponDiscount. */
  total: number;
  /** The VAT part of total: floor(total x 5 / 105). */
  vat: number;
}

/** The undiscounted sum of an item's lines. */
export function itemGross(item: QuoteItem): number {
  return item.lines.reduce((sum, line) => sum + line.price * clampQuantity(line.quantity), 0);
}

/**
 * What an item costs: its lines at their effective (discounted) price, then the pass's percent off the item,
 * rounded down: price x (100 - discount) / 100.
 */
export function itemNet(item: QuoteItem): number {
  const effective = item.lines.reduce((sum, line) => sum + effectivePrice(line) * clampQuantity(line.quantity), 0);
  const percent = clampPercent(item.discountPercent ?? 0);
  return Math.floor((effective * (100 - percent)) / 100);
}

/** The VAT included in an amount that includes it. */
export function vatIncluded(total: number): number {
  return Math.floor((total * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** A promo code's percent of an amount, rounded down. */
export function couponDiscountOf(amount: number, percent: number): number {
  return Math.floor((amount * clampPercent(percent)) / 100);
}

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.floor(percent)));
}

export function quote(items: readonly QuoteItem[], couponPercent = 0): Quote {
  const cartTotal = items.reduce((sum, item) => sum + itemGross(item), 0);
  const subTotal = items.reduce((sum, item) => sum + itemNet(item), 0);
  const percent = clampPercent(couponPercent);
  const couponDiscount = couponDiscountOf(subTotal, percent);
  const total = subTotal - couponDiscount;
  return {
    cartTotal,
    discount: cartTotal - subTotal,
    subTotal,
    couponPercent: percent,
    couponDiscount,
    total,
    vat: vatIncluded(total),
  };
}

/**
 * Splits a discount over amounts in proportion to them, each share rounded down and the fils left over given to the
 * largest remainders (ties to the earlier amount), so the shares always add up to the discount exactly. Used to
 * record what each booked item actually cost after a promo code, which refunds and host statements rely on.
 */
export function allocateDiscount(amounts: readonly number[], discount: number): number[] {
  const whole = amounts.reduce((sum, a) => sum + a, 0);
  if (whole <= 0 || discount <= 0) return amounts.map(() => 0);
  const capped = Math.min(discount, whole);
  const shares = amounts.map((a) => Math.floor((a * capped) / whole));
  let left = capped - shares.reduce((sum, s) => sum + s, 0);
  const order = amounts
    .map((a, index) => ({ index, remainder: (a * capped) % whole }))
    .sort((x, y) => y.remainder - x.remainder || x.index - y.index);
  for (const { index } of order) {
    if (left === 0) break;
    if (shares[index]! < amounts[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** The Online Marketplace Fee is a rate per host, 15% unless the provider sets another (commission). */
export const DEFAULT_COMMISSION_PERCENT = 15;

/**
 * A sold line's split: the host is owed its price less the commission, computed on what the item costs before any
 * promo code (the provider funds its promo codes, so a host's earnings never depend on them); the Online
 * Marketplace Fee is what the customer paid less the host's amount.
 */
export function splitSale(
  itemNetTotal: number,
  paid: number,
  commissionPercent = DEFAULT_COMMISSION_PERCENT,
): { marketplaceFee: number; hostAmount: number } {
  const hostAmount = itemNetTotal - Math.floor((itemNetTotal * clampPercent(commissionPercent)) / 100);
  return { hostAmount, marketplaceFee: paid - hostAmount };
}
