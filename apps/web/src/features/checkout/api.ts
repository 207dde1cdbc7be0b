import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody, Cart } from '@weekends/shared/cart';
import type { ConfirmOrderAnswer, CreatedOrder, PaymentReturnStatus } from '@weekends/shared/checkout';
import { SAME_SITE, apiFetch } from '../../lib/api.ts';
import { cartQuery, useStoreCart } from '../../lib/cart.ts';

// The promo code: the answer is the repriced cart.
const applyPromo = (code: string) => apiFetch<Cart>('/cart/promo', { method: 'PUT', json: { code } });
const removePromo = () => apiFetch<Cart>('/cart/promo', { method: 'DELETE', headers: SAME_SITE });

export function useApplyPromo() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: applyPromo, onSuccess: storeCart });
}

export function useRemovePromo() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: removePromo, onSuccess: storeCart });
}

// The customer's addresses, and the one chosen for this order.
const getAddresses = () => apiFetch<Address[]>('/addresses');

export const addressesQuery = queryOptions({ queryKey: ['account', 'addresses'] as const, queryFn: getAddresses });

export const useAddresses = () => useQuery(addressesQuery);

const chooseAddress = (addressId: number | null) =>
  apiFetch<Cart>('/cart/address', { method: 'PUT', json: { addressId } });

export function useChooseAddress() {
  const storeCart = useStoreCart();
  return useMutation({ mutationFn: chooseAddress, onSuccess: storeCart });
}

const addAddress = (body: AddressBody) => apiFetch<Address>('/addresses', { method: 'POST', json: body });

/** A new address joins the list at once; the caller chooses it for the order. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (address) => queryClient.setQueryData(addressesQuery.queryKey, (list) => [...(list ?? []), address]),
  });
}

const deleteAddress = (id: number) => apiFetch<void>(`/addresses/${id}`, { method: 'DELETE', headers: SAME_SITE });

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
export const createOrder = (attempt: string) =>
  apiFetch<CreatedOrder>('/orders', { method: 'POST', json: { attempt } });

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
      apiFetch<ConfirmOrderAnswer>(`/orders/${orderId}/confirm`, {
        method: 'POST',
        json: hint ? { status: hint } : {},
      }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount < CONFIRM_POLLS ? CONFIRM_POLL_MS : false,
  });
