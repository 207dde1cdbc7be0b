/**
 * The one 'abandoned cart item' of spec 001 section 4, kept for the browser tab's session. There is no cart or
 * checkout yet, so Book Now remembers the selection here instead of pretending to check out; the cart reads it
 * back when it exists. Signing up keeps it (it belongs to the visitor, now a customer); only logout clears it.
 */
export const SAVED_CART_ITEM_KEY = 'weekends.cartItem';

export interface SavedCartItem {
  /** 0 activity, 1 bundle (spec 001 section 3); the activity page saves activities. */
  itemType: 0;
  activityId: number;
  slug: string;
  /** Only the price options with a quantity above 0. */
  cartPriceOptions: { priceOptionId: number; quantity: number }[];
  /** The chosen day as yyyy-MM-dd, or null when the activity needs no date. */
  date: string | null;
}

/** Stores the item, replacing the previous one; answers false when the browser refuses storage (private mode, full). */
export function saveCartItem(item: SavedCartItem): boolean {
  try {
    window.sessionStorage.setItem(SAVED_CART_ITEM_KEY, JSON.stringify(item));
    return true;
  } catch {
    return false;
  }
}
