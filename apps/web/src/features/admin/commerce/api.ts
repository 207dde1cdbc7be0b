import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActivityOption,
  AdminOrderDetail,
  AdminOrderRow,
  AdminPass,
  AdminPromo,
  PassBody,
  PromoBody,
} from '@weekends/shared/admin-commerce';
import type { CancelResult } from '@weekends/shared/aftersale';
import type { AdminPage } from '@weekends/shared/admin-tables';
import { apiFetch, toSearchParams } from '../../../lib/api.ts';

/** Every query of the section shares this root: a change (a pass, a code, a refund) refreshes what it touched. */
const ROOT = ['admin', 'commerce'] as const;

export const passesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'passes', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminPass>>('/admin/passes', { query: params }),
    placeholderData: keepPreviousData,
  });

/** Experiences to add to a pass, by part of their title. */
export const passActivitiesQuery = (q: string) =>
  queryOptions({
    queryKey: [...ROOT, 'pass-activities', q] as const,
    queryFn: () => apiFetch<AdminActivityOption[]>('/admin/passes/activities', { query: { q } }),
    enabled: q.trim().length >= 2,
  });

export const promoCodesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'promo-codes', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminPromo>>('/admin/promo-codes', { query: params }),
    placeholderData: keepPreviousData,
  });

export const ordersQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'orders', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminOrderRow>>('/admin/orders', { query: params }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'order', id] as const,
    queryFn: () => apiFetch<AdminOrderDetail>(`/admin/orders/${id}`),
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
    apiFetch<AdminPass>(id === null ? '/admin/passes' : `/admin/passes/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      json: body,
    }),
  );
export const usePassActive = () =>
  useCommerceMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    apiFetch<AdminPass>(`/admin/passes/${id}/active`, { method: 'POST', json: { isActive } }),
  );

export const useSavePromo = () =>
  useCommerceMutation(({ id, body }: { id: number | null; body: PromoBody }) =>
    apiFetch<AdminPromo>(id === null ? '/admin/promo-codes' : `/admin/promo-codes/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      json: body,
    }),
  );
export const usePromoActive = () =>
  useCommerceMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    apiFetch<AdminPromo>(`/admin/promo-codes/${id}/active`, { method: 'POST', json: { isActive } }),
  );

export const useRefundOrder = () =>
  useCommerceMutation(({ id, reason }: { id: number; reason: string }) =>
    apiFetch<{ id: number; status: string }>(`/admin/orders/${id}/refund`, { method: 'POST', json: { reason } }),
  );
export const useCancelItem = () =>
  useCommerceMutation(({ id, reason }: { id: number; reason: string }) =>
    apiFetch<CancelResult>(`/admin/booked-items/${id}/cancel`, { method: 'POST', json: { reason } }),
  );
