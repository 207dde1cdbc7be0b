/**
 * Pricing rules shared by the browser and the server, so both compute the same totals.
 * Amounts are integer fils. Prices include VAT.
 */
export interface PricedOption {
  price: number;
  discountedPrice: number | null;
}

/** A discount counts only when it is a real reduction of the price. */
export function hasDiscount(option: PricedOption): boolean {
  return option.discountedPrice !== null && option.discountedPrice >= 0 && option.discountedPrice < option.price;
}

/** The price a customer pays for one unit: the discounted price when present, else the price. */
export function effectivePrice(option: PricedOption): number {
  return hasDiscount(option) ? (option.discountedPrice as number) : option.price;
}

/** floor((price - discountedPrice) / price * 100), in integers so no float error creeps in. */
export function percentOff(option: PricedOption): number {
  if (!hasDiscount(option) || option.price <= 0) return 0;
  return Math.floor(((option.price - (option.discountedPrice as number)) * 100) / option.price);
}

export interface QuantityLine extends PricedOption {
  quantity: number;
}

/** Quantities never go below 0 and are whole numbers. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.floor(quantity));
}

export function lineTotal(line: QuantityLine): number {
  return effectivePrice(line) * clampQuantity(line.quantity);
}

/** Total inclusive of VAT for a selection of price options. */
export function selectionTotal(lines: readonly QuantityLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The lowest price a customer can pay for an activity, used for 'from' prices and the price filter. */
export function fromPrice(options: readonly PricedOption[]): number | null {
  if (options.length === 0) return null;
  return Math.min(...options.map(effectivePrice));
}
