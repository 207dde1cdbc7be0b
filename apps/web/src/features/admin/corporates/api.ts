import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CorporateBody, InvoicePaymentBody } from '@weekends/shared';
import { api, inPageLanguage } from '../../../lib/api.ts';

const ROOT = ['admin', 'corporates'] as const;

export const corporatesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'list', params] as const,
    queryFn: () => api.get('/api/admin/corporates', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const corporateQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'one', id] as const,
    queryFn: () => api.get('/api/admin/corporates/{id}', { params: { path: { id } } }),
  });

export const corporateEmployeesQuery = (id: number, params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'employees', id, params] as const,
    queryFn: () => api.get('/api/admin/corporates/{id}/employees', { params: { path: { id }, query: params } }),
    placeholderData: keepPreviousData,
  });

/** Adds a corporate (id null) or saves one; every list of the section is fetched again. */
export function useSaveCorporate(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CorporateBody) =>
      id === null
        ? api.post('/api/admin/corporates', { body })
        : api.put('/api/admin/corporates/{id}', { params: { path: { id } }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useSetCorporateAdmin(corporateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, isCorporateAdmin }: { customerId: number; isCorporateAdmin: boolean }) =>
      api.put('/api/admin/corporates/{id}/employees/{customerId}/corporate-admin', {
        params: { path: { id: corporateId, customerId } },
        body: { isCorporateAdmin },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const invoicesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'invoices', params] as const,
    queryFn: () => api.get('/api/admin/corporate-invoices', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const invoicePdfUrl = (id: number) => inPageLanguage(`/api/admin/corporate-invoices/${id}/pdf`);

/** Records a corporate's payment of an invoice; the invoices and the corporates' figures are fetched again. */
export function useMarkInvoicePaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: InvoicePaymentBody & { id: number }) =>
      api.post('/api/admin/corporate-invoices/{id}/payment', { params: { path: { id } }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
