import { effectivePrice, type PricedOption } from './pricing.ts';
import { itemNet, type QuoteItem } from './quote.ts';

/**
 * Weekend pass pricing: each experience of a pass has its own discount percent, taken off its
 * cost (price x (100 - discount) / 100, rounded down); the pass's 'Start from' uses each experience's first price
 * option once; the discount shown is the share of the cart total saved, rounded. The same rules price a pass in the
 * cart (QuoteItem.discountPercent), so the pass page, the cart and the charge agree.
 */
export interface PassTotals {
  /** The experiences at their own (activity-discounted) prices, before the pass's discounts. */
  cartTotal: number;
  /** What the pass costs. */
  total: number;
  /** round((cartTotal - total) / cartTotal x 100): the 'Weekend Pass Discount' shown. */
  discountPercent: number;
}

export function passTotals(items: readonly QuoteItem[]): PassTotals {
  const cartTotal = items.reduce((sum, item) => sum + itemNet({ lines: item.lines }), 0);
  const total = items.reduce((sum, item) => sum + itemNet(item), 0);
  return { cartTotal, total, discountPercent: savedPercent(cartTotal, total) };
}

/** The share of `before` saved, in whole percent (rounded to the nearest, as the pass page shows it); 0 if empty. */
export function savedPercent(before: number, after: number): number {
  return before > 0 ? Math.round(((before - after) * 100) / before) : 0;
}

/** A pass's card figures: one unit of each experience's first price option, with and without the pass's discounts. */
export function passStartFrom(items: readonly { firstOption: PricedOption | null; discountPercent: number }[]): {
  from: number;
  undiscounted: number;
} {
  const priced = items.filter(
    (i): i is { firstOption: PricedOption; discountPercent: number } => i.firstOption !== null,
  );
  const totals = passTotals(
    priced.map((i) => ({ lines: [{ ...i.firstOption, quantity: 1 }], discountPercent: i.discountPercent })),
  );
  return { from: totals.total, undiscounted: priced.reduce((sum, i) => sum + effectivePrice(i.firstOption), 0) };
}

/**
 * 'Make Your Own Weekend Pass': the percent off for a pass of `count` experiences (3, 4, or 5 and more), or 0 below 3.
 */
export const OWN_PASS_MIN_EXPERIENCES = 3;
export interface OwnPassDiscounts {
  three: number;
  four: number;
  fiveOrMore: number;
}
export function ownPassDiscount(count: number, discounts: OwnPassDiscounts): number {
  if (count < OWN_PASS_MIN_EXPERIENCES) return 0;
  if (count === 3) return discounts.three;
  if (count === 4) return discounts.four;
  return discounts.fiveOrMore;
}
