import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PassBody, PromoBody } from '@weekends/shared/admin-commerce';

import { api, toSearchParams } from '../../../lib/api.ts';
import { withReverify } from '../../../lib/reverify.ts';

/** Every query of the section shares this root: a change (a pass, a code, a refund) refreshes what it touched. */
const ROOT = ['admin', 'commerce'] as const;

export const passesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'passes', params] as const,
    queryFn: () => api.get('/api/admin/passes', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

/** Experiences to add to a pass, by part of their title. */
export const passActivitiesQuery = (q: string) =>
  queryOptions({
    queryKey: [...ROOT, 'pass-activities', q] as const,
    queryFn: () => api.get('/api/admin/passes/activities', { params: { query: { q } } }),
    enabled: q.trim().length >= 2,
  });

export const promoCodesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'promo-codes', params] as const,
    queryFn: () => api.get('/api/admin/promo-codes', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const ordersQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'orders', params] as const,
    queryFn: () => api.get('/api/admin/orders', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'order', id] as const,
    queryFn: () => api.get('/api/admin/orders/{id}', { params: { path: { id } } }),
  });

/** The same search as a CSV file, downloaded with the admin's session cookie (paging left out: it exports all). */
export const ordersCsvUrl = (params: Record<string, string>) => {
  const { page: _page, pageSize: _size, ...filters } = params;
  const query = toSearchParams(filters).toString();
  return `/api/admin/orders/export${query ? `?${query}` : ''}`;
};

function useCommerceMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }) });
}

export const useSavePass = () =>
  useCommerceMutation(({ id, body }: { id: number | null; body: PassBody }) =>
    id === null
      ? api.post('/api/admin/passes', { body })
      : api.put('/api/admin/passes/{id}', { params: { path: { id } }, body }),
  );
export const usePassActive = () =>
  useCommerceMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.post('/api/admin/passes/{id}/active', { params: { path: { id } }, body: { isActive } }),
  );

export const useSavePromo = () =>
  useCommerceMutation(({ id, body }: { id: number | null; body: PromoBody }) =>
    id === null
      ? api.post('/api/admin/promo-codes', { body })
      : api.put('/api/admin/promo-codes/{id}', { params: { path: { id } }, body }),
  );
export const usePromoActive = () =>
  useCommerceMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    api.post('/api/admin/promo-codes/{id}/active', { params: { path: { id } }, body: { isActive } }),
  );

/** Money goes back to a card: after 15 minutes the server asks again who is signed in (withReverify). */
export const useRefundOrder = () =>
  useCommerceMutation(({ id, reason }: { id: number; reason: string }) =>
    withReverify(() => api.post('/api/admin/orders/{id}/refund', { params: { path: { id } }, body: { reason } })),
  );
export const useCancelItem = () =>
  useCommerceMutation(({ id, reason }: { id: number; reason: string }) =>
    withReverify(() => api.post('/api/admin/booked-items/{id}/cancel', { params: { path: { id } }, body: { reason } })),
  );
