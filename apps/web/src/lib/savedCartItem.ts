import type { AddCartItemBody } from '@weekends/shared/cart';

/**
 * The one 'abandoned cart item', kept for the browser tab's session. A visitor has no cart, so
 * Book Now remembers the selection here and asks them to sign in; the checkout puts it in the cart of whoever they
 * became (a customer, a new account or a guest) and forgets it. Logout clears it with the rest of the tab's storage.
 */
export const SAVED_CART_ITEM_KEY = 'weekends.cartItem';

export interface SavedCartItem {
  /** 0 activity, 1 bundle (the earlier site's values); the activity page saves activities. */
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

/** The saved item, or null when there is none or what is stored is not one. */
export function readSavedCartItem(): SavedCartItem | null {
  let value: Partial<SavedCartItem> | null;
  try {
    value = JSON.parse(window.sessionStorage.getItem(SAVED_CART_ITEM_KEY) ?? 'null') as Partial<SavedCartItem> | null;
  } catch {
    return null;
  }
  if (
    !value ||
    typeof value !== 'object' ||
    typeof value.activityId !== 'number' ||
    !Array.isArray(value.cartPriceOptions)
  )
    return null;
  const options = value.cartPriceOptions.filter(
    (o) => Number.isInteger(o?.priceOptionId) && Number.isInteger(o?.quantity) && o.quantity > 0,
  );
  if (options.length === 0) return null;
  return {
    itemType: 0,
    activityId: value.activityId,
    slug: typeof value.slug === 'string' ? value.slug : '',
    cartPriceOptions: options,
    date: typeof value.date === 'string' ? value.date : null,
  };
}

export function forgetSavedCartItem() {
  try {
    window.sessionStorage.removeItem(SAVED_CART_ITEM_KEY);
  } catch {
    // Nothing was kept when storage is refused.
  }
}

/** The cart's POST /api/cart/items body for a saved item. */
export function toAddCartItemBody(item: SavedCartItem): AddCartItemBody {
  return { itemType: 0, activityId: item.activityId, date: item.date, options: item.cartPriceOptions };
}
