import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemBody, AddPassBody, Cart, UpdateCartItemBody } from '@weekends/shared/cart';
import { ApiRequestError, api } from './api.ts';
import i18n from './i18n.ts';
import { useSession } from './session.ts';

/**
 * The cart of the signed-in customer or guest (visitors have none: the server answers 401). The header's icon, the
 * activity page's Book Now and the checkout all read and change it here. It lives under the 'account' key, so
 * signing in, out or as someone else drops it with the other per-user queries (lib/session.ts).
 * Every cart mutation answers the whole priced cart, which replaces the cached one: no refetch, no stale total.
 */
const getCart = () => api.get('/api/cart');

export const cartQuery = queryOptions({
  queryKey: ['account', 'cart'] as const,
  queryFn: getCart,
  staleTime: 30_000,
});

/** The cart, fetched only for someone signed in (a customer or a guest). */
export function useCart() {
  const session = useSession();
  const signedIn = session.status === 'customer' || session.status === 'guest';
  return useQuery({ ...cartQuery, enabled: signedIn });
}

export const addCartItem = (body: AddCartItemBody) => api.post('/api/cart/items', { body });
const updateCartItem = (id: number, body: UpdateCartItemBody) =>
  api.patch('/api/cart/items/{id}', { params: { path: { id } }, body });
const removeCartItem = (id: number) => api.delete('/api/cart/items/{id}', { params: { path: { id } } });

/** Stores a cart the server answered with, as the cart. */
export function useStoreCart() {
  const queryClient = useQueryClient();
  return (cart: Cart) => queryClient.setQueryData(cartQuery.queryKey, cart);
}

/** Book Now: the activity with its options and date; an item for the same activity and date is replaced. */
export function useAddCartItem() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: addCartItem, onSuccess: storeCart });
}

/** The edit pop-up's Save: new quantities (and date). */
export function useUpdateCartItem() {
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCartItemBody }) => updateCartItem(id, body),
    onSuccess: storeCart,
  });
}

export function useRemoveCartItem() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: removeCartItem, onSuccess: storeCart });
}

const addPass = (body: AddPassBody) => api.post('/api/cart/passes', { body });
// A pass is named by its ref ('bundle:12', or 'own' for the customer's own pass; shared passRefOf).
const removePass = (ref: string) => api.delete('/api/cart/passes/{ref}', { params: { path: { ref } } });

/** A weekend pass's Book Now and its edit pop-up's Save: the chosen experiences replace that pass in the cart. */
export function useAddPass() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: addPass, onSuccess: storeCart });
}

/** Removes every experience of one pass at once. */
export function useRemovePass() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: removePass, onSuccess: storeCart });
}

/**
 * What to tell the customer when the cart refused a change: the server's own sentence for a refusal it explains
 * (too few places left, sold out, a day that cannot be booked: 409; a bad selection: 400), a plain one otherwise.
 */
export function cartErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.body?.message && (error.status === 409 || error.status === 400))
    return error.body.message;
  return i18n.t('cartFailed');
}
