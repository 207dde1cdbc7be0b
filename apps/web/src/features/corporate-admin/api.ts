import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPage,
  AwardBody,
  AwardCatalog,
  CorporateAward,
  CorporateDashboard,
  CorporateEmployee,
} from '@weekends/shared';
import { apiFetch } from '../../lib/api.ts';

/** A server-paged list's request: the page, the words searched for, and the sort. */
export interface ListQuery {
  page: number;
  q: string;
  sort?: string;
  dir?: 'asc' | 'desc';
}

const clean = (query: ListQuery) => ({
  page: query.page,
  pageSize: 25,
  ...(query.q ? { q: query.q } : {}),
  ...(query.sort ? { sort: query.sort, dir: query.dir ?? 'asc' } : {}),
});

export const corporateDashboardQuery = queryOptions({
  queryKey: ['corporate', 'dashboard'] as const,
  queryFn: () => apiFetch<CorporateDashboard>('/corporate/dashboard'),
});
export const useCorporateDashboard = (enabled = true) => useQuery({ ...corporateDashboardQuery, enabled });

export const useCorporateEmployees = (query: ListQuery) =>
  useQuery({
    queryKey: ['corporate', 'employees', query] as const,
    queryFn: () => apiFetch<AdminPage<CorporateEmployee>>('/corporate/employees', { query: clean(query) }),
    placeholderData: keepPreviousData,
  });

export const useCorporateAwards = (query: ListQuery) =>
  useQuery({
    queryKey: ['corporate', 'awards', query] as const,
    queryFn: () => apiFetch<AdminPage<CorporateAward>>('/corporate/awards', { query: clean(query) }),
    placeholderData: keepPreviousData,
  });

/** What may be awarded, found by title; nothing is asked for before two letters are typed. */
export const useAwardCatalog = (q: string) =>
  useQuery({
    queryKey: ['corporate', 'catalog', q] as const,
    queryFn: () => apiFetch<AwardCatalog>('/corporate/catalog', { query: { q } }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Gives the award; the figures and lists are fetched again so they show it. */
export function useGiveAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardBody) => apiFetch<CorporateAward>('/corporate/awards', { method: 'POST', json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['corporate'] }),
  });
}

/** The invoice PDF opens from the API directly (the session cookie goes with it). */
export const invoicePdfUrl = (invoiceId: number) => `/api/corporate/invoices/${invoiceId}/pdf`;
