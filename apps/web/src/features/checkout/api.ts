import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressBody } from '@weekends/shared/cart';
import type { PaymentReturnStatus } from '@weekends/shared/checkout';
import { api } from '../../lib/api.ts';
import { cartQuery, useStoreCart } from '../../lib/cart.ts';

// The promo code: the answer is the repriced cart.
const applyPromo = (code: string) => api.put('/api/cart/promo', { body: { code } });
const removePromo = () => api.delete('/api/cart/promo');

export function useApplyPromo() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: applyPromo, onSuccess: storeCart });
}

export function useRemovePromo() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: removePromo, onSuccess: storeCart });
}

// The customer's addresses, and the one chosen for this order.
const getAddresses = () => api.get('/api/addresses');

export const addressesQuery = queryOptions({ queryKey: ['account', 'addresses'] as const, queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQuery);

const chooseAddress = (addressId: number | null) => api.put('/api/cart/address', { body: { addressId } });

export function useChooseAddress() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: chooseAddress, onSuccess: storeCart });
}

const addAddress = (body: AddressBody) => api.post('/api/addresses', { body });

/** A new address joins the list at once; the caller chooses it for the order. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (address) => queryClient.setQueryData(addressesQuery.queryKey, (list) => [...(list ?? []), address]),
  });
}

const deleteAddress = (id: number) => api.delete('/api/addresses/{id}', { params: { path: { id } } });

/** Deleting the chosen address unchooses it on the server, so the cart is asked again too. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(addressesQuery.queryKey, (list) => list?.filter((address) => address.id !== id));
      void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
    },
  });
}

/** Proceed to Payment: the cart becomes an order awaiting payment; the same `attempt` answers the same order. */
export const createOrder = (attempt: string) => api.post('/api/orders', { body: { attempt } });

/**
 * Back from the payment page: what happened to the order (the server asks the gateway). Asked again every 2 s while
 * the answer is PENDING, up to CONFIRM_POLLS times (about a minute), then the page offers to ask again.
 */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLLS = 30;

export const orderConfirmationQuery = (orderId: number, hint: PaymentReturnStatus | null) =>
  queryOptions({
    queryKey: ['account', 'order-confirmation', orderId] as const,
    // The return address's status is only a hint (the server asks the gateway), but it lets the server close an order
    // whose payment page was left with Cancel while the gateway still holds it open.
    queryFn: () =>
      api.post('/api/orders/{id}/confirm', { params: { path: { id: orderId } }, body: hint ? { status: hint } : {} }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < CONFIRM_POLLS ? CONFIRM_POLL_MS : false,
  });
