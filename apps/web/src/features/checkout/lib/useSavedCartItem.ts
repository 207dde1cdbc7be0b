import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';
import { cartErrorMessage, useAddCartItem } from '../../../lib/cart.ts';
import { forgetSavedCartItem, readSavedCartItem, toAddCartItemBody } from '../../../lib/savedCartItem.ts';

export type SavedItemState = { status: 'none' | 'adding' | 'added' } | { status: 'failed'; message: string };

/**
 * The selection a visitor chose before signing in (Book Now, then the login pop-up or the login page's guest form)
 * goes into the cart of whoever they became as the checkout opens, and is forgotten once the server has answered.
 * A refusal (too few places left by now) is shown; a lost connection keeps the item for the next visit.
 */
export function useSavedCartItem(): SavedItemState {
  const addCartItem = useAddCartItem();
  const [state, setState] = useState<SavedItemState>(() => ({ status: readSavedCartItem() ? 'adding' : 'none' }));
  const started = useRef(false);

  useEffect(() => {
    const item = readSavedCartItem();
    if (!item || started.current) return;
    started.current = true;
    addCartItem.mutate(toAddCartItemBody(item), {
      onSuccess: () => {
        forgetSavedCartItem();
        setState({ status: 'added' });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401)
          forgetSavedCartItem();
        setState({ status: 'failed', message: cartErrorMessage(error) });
      },
    });
    // Once, as the checkout opens for someone signed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
