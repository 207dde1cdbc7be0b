import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AwardBody, CorporateAwardsQuery, CorporateEmployeesQuery } from '@weekends/shared';
import { api, inPageLanguage } from '../../lib/api.ts';

/** A server-paged list's request: the page, the words searched for, and the sort. */
export interface ListQuery<Sort extends string = string> {
  page: number;
  q: string;
  sort?: Sort;
  dir?: 'asc' | 'desc';
}

const clean = <Sort extends string>(query: ListQuery<Sort>) => ({
  page: query.page,
  pageSize: 25,
  ...(query.q ? { q: query.q } : {}),
  ...(query.sort ? { sort: query.sort, dir: query.dir ?? 'asc' } : {}),
});

export const corporateDashboardQuery = queryOptions({
  queryKey: ['corporate', 'dashboard'] as const,
  queryFn: () => api.get('/api/corporate/dashboard'),
});
export const useCorporateDashboard = (enabled = true) => useQuery({ ...corporateDashboardQuery, enabled });

export const useCorporateEmployees = (query: ListQuery<NonNullable<CorporateEmployeesQuery['sort']>>) =>
  useQuery({
    queryKey: ['corporate', 'employees', query] as const,
    queryFn: () => api.get('/api/corporate/employees', { params: { query: clean(query) } }),
    placeholderData: keepPreviousData,
  });

export const useCorporateAwards = (query: ListQuery<NonNullable<CorporateAwardsQuery['sort']>>) =>
  useQuery({
    queryKey: ['corporate', 'awards', query] as const,
    queryFn: () => api.get('/api/corporate/awards', { params: { query: clean(query) } }),
    placeholderData: keepPreviousData,
  });

/** What may be awarded, found by title; nothing is asked for before two letters are typed. */
export const useAwardCatalog = (q: string) =>
  useQuery({
    queryKey: ['corporate', 'catalog', q] as const,
    queryFn: () => api.get('/api/corporate/catalog', { params: { query: { q } } }),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Gives the award; the figures and lists are fetched again so they show it. */
export function useGiveAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardBody) => api.post('/api/corporate/awards', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['corporate'] }),
  });
}

/** The invoice PDF opens from the API directly (the session cookie goes with it). */
export const invoicePdfUrl = (invoiceId: number) => inPageLanguage(`/api/corporate/invoices/${invoiceId}/pdf`);
