import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConfirmOrderAnswer } from '@weekends/shared/checkout';
import { cartQuery } from '../../../lib/cart.ts';
import { CONFIRM_POLLS, orderConfirmationQuery } from '../api.ts';
import type { PaymentReturn } from './paymentReturn.ts';

/** What the checkout shows for an order the customer came back from the payment page with. */
export type PaymentConfirmation =
  | { kind: 'none' }
  | { kind: 'checking' }
  /** PENDING, asked again every 2 s. */
  | { kind: 'pending' }
  /** Still PENDING after about a minute: polling stopped; `retry` starts again. */
  | { kind: 'stalled'; retry: () => void }
  /** The question itself failed (offline, server error). */
  | { kind: 'error'; retry: () => void }
  | { kind: 'captured'; orderId: number }
  /** Not paid: the cart is as it was, with this message (a key of the 'checkout' namespace). */
  | { kind: 'unpaid'; messageKey: string };

const UNPAID: Partial<Record<ConfirmOrderAnswer['status'], string>> = {
  DECLINED: 'messages.declined',
  CANCELLED: 'messages.cancelled',
  EXPIRED: 'messages.expired',
  REFUNDED: 'messages.refunded',
};

export function usePaymentConfirmation(payment: PaymentReturn | null): PaymentConfirmation {
  const queryClient = useQueryClient();
  const orderId = payment?.orderId ?? null;
  const options = orderConfirmationQuery(orderId ?? 0, payment?.status ?? null);
  const query = useQuery({ ...options, enabled: orderId !== null });
  const status = query.data?.status;
  const settled = status !== undefined && status !== 'PENDING';

  // A settled order changed the cart on the server (paid: emptied; not paid: its places released): ask for it again.
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
  }, [settled, queryClient]);

  if (orderId === null) return { kind: 'none' };
  if (query.isError) return { kind: 'error', retry: () => void query.refetch() };
  if (!query.data) return { kind: 'checking' };
  if (status === 'PENDING') {
    // Read with dataUpdatedAt so every answer, even an identical one, renders again.
    const answers = query.dataUpdatedAt ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0;
    if (answers >= CONFIRM_POLLS && !query.isFetching)
      return { kind: 'stalled', retry: () => void queryClient.resetQueries({ queryKey: options.queryKey }) };
    return { kind: 'pending' };
  }
  if (status === 'CAPTURED') return { kind: 'captured', orderId };
  return { kind: 'unpaid', messageKey: UNPAID[status!] ?? 'messages.orderNotPayable' };
}
