import type { RefObject } from 'react';
import { CartItemEditDialog } from './CartItemEditDialog.tsx';
import { RemoveCartItemDialog } from './RemoveCartItemDialog.tsx';
import type { CartItemDialog } from './useCartItemDialogs.ts';

interface Props {
  dialog: CartItemDialog;
  onClose: () => void;
  /** Where focus goes on closing when the item's own button is gone (the header's menu closed as the pop-up opened). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The open cart item's pop-up: edit or delete. */
export function CartItemDialogs({ dialog, onClose, returnFocusTo }: Props) {
  if (!dialog) return null;
  return dialog.kind === 'edit' ? (
    <CartItemEditDialog key={dialog.item.id} item={dialog.item} onClose={onClose} returnFocusTo={returnFocusTo} />
  ) : (
    <RemoveCartItemDialog key={dialog.item.id} item={dialog.item} onClose={onClose} returnFocusTo={returnFocusTo} />
  );
}
