import { useState } from 'react';
import type { CartItem, CartPass } from '@weekends/shared/cart';

export type CartItemDialog =
  | { kind: 'edit' | 'remove'; item: CartItem }
  // A weekend pass is edited and removed as a whole.
  | { kind: 'editPass' | 'removePass'; pass: CartPass; items: CartItem[] }
  | null;

/**
 * Which cart item's pop-up is open, kept by the list that shows the items (the header's cart, the checkout). The
 * pop-ups live outside the list, so the header's dropdown may close while one is open.
 */
export function useCartItemDialogs() {
  const [dialog, setDialog] = useState<CartItemDialog>(null);
  return {
    dialog,
    edit: (item: CartItem) => setDialog({ kind: 'edit', item }),
    remove: (item: CartItem) => setDialog({ kind: 'remove', item }),
    editPass: (pass: CartPass, items: CartItem[]) => setDialog({ kind: 'editPass', pass, items }),
    removePass: (pass: CartPass, items: CartItem[]) => setDialog({ kind: 'removePass', pass, items }),
    close: () => setDialog(null),
  };
}
