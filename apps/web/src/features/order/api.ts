import { queryOptions } from '@tanstack/react-query';

import { ApiRequestError, api, toSearchParams } from '../../lib/api.ts';

/**
 * While an order awaits its payment's confirmation, it is asked for again every 2 s, up to ORDER_POLLS times (a
 * minute).
 */
export const ORDER_POLL_MS = 2000;
export const ORDER_POLLS = 30;

/**
 * One order (GET /api/orders/:id), for its owner signed in or, from the mail's signed link, for whoever holds the
 * link's `token`.
 */
export const orderQuery = (orderId: number, token: string | null) =>
  queryOptions({
    queryKey: ['account', 'order', orderId, token] as const,
    queryFn: () =>
      api.get('/api/orders/{id}', { params: { path: { id: orderId }, query: { token: token ?? undefined } } }),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'awaiting_payment' && query.state.dataUpdateCount < ORDER_POLLS
        ? ORDER_POLL_MS
        : false,
  });

/**
 * The order's documents and voucher pictures, served by the API, carrying the signed link's token when there is one.
 */
export function orderFileUrl(path: string, token: string | null): string {
  const query = toSearchParams({ token }).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}
