import type { RefObject } from 'react';
import { CartItemEditDialog } from './CartItemEditDialog.tsx';
import { PassEditDialog } from './PassEditDialog.tsx';
import { RemovePassDialog } from './RemovePassDialog.tsx';
import { RemoveCartItemDialog } from './RemoveCartItemDialog.tsx';
import type { CartItemDialog } from './useCartItemDialogs.ts';

interface Props {
  dialog: CartItemDialog;
  onClose: () => void;
  /** Where focus goes on closing when the item's own button is gone (the header's menu closed as the pop-up opened). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The open cart item's pop-up: edit or delete (an activity, or a whole weekend pass). */
export function CartItemDialogs({ dialog, onClose, returnFocusTo }: Props) {
  if (!dialog) return null;
  if ('pass' in dialog) {
    return dialog.kind === 'editPass' ? (
      <PassEditDialog
        key={dialog.pass.ref}
        pass={dialog.pass}
        items={dialog.items}
        onClose={onClose}
        returnFocusTo={returnFocusTo}
      />
    ) : (
      <RemovePassDialog key={dialog.pass.ref} pass={dialog.pass} onClose={onClose} returnFocusTo={returnFocusTo} />
    );
  }
  return dialog.kind === 'edit' ? (
    <CartItemEditDialog key={dialog.item.id} item={dialog.item} onClose={onClose} returnFocusTo={returnFocusTo} />
  ) : (
    <RemoveCartItemDialog key={dialog.item.id} item={dialog.item} onClose={onClose} returnFocusTo={returnFocusTo} />
  );
}
