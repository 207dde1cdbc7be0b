import { passTotals } from '@weekends/shared';
import type { Cart, CartItem, CartPass } from '@weekends/shared/cart';

/** One line of the cart as the customer sees it: an activity, or a whole weekend pass with its experiences. */
export type CartEntry = { kind: 'item'; item: CartItem } | { kind: 'pass'; pass: CartPass; items: CartItem[] };

/**
 * The cart's items with each weekend pass's experiences (items with `pass` set) gathered into one entry, where
 * the pass's first experience stands. The pass's figures come from cart.passes; should the server not send them,
 * they are worked out from its items with the shared pass rules.
 */
export function cartEntries(cart: Pick<Cart, 'items'> & { passes?: CartPass[] }): CartEntry[] {
  const known = new Map((cart.passes ?? []).map((pass) => [pass.ref, pass]));
  const entries: CartEntry[] = [];
  const placed = new Set<string>();
  for (const item of cart.items) {
    if (!item.pass) {
      entries.push({ kind: 'item', item });
      continue;
    }
    const { ref } = item.pass;
    if (placed.has(ref)) continue;
    placed.add(ref);
    const items = cart.items.filter((other) => other.pass?.ref === ref);
    entries.push({ kind: 'pass', pass: known.get(ref) ?? passOf(item.pass, items), items });
  }
  return entries;
}

function passOf(pass: NonNullable<CartItem['pass']>, items: CartItem[]): CartPass {
  const totals = passTotals(items.map((item) => ({ lines: item.lines, discountPercent: item.discountPercent })));
  return { ...pass, image: items[0]?.activity.image ?? null, itemIds: items.map((item) => item.id), ...totals };
}
