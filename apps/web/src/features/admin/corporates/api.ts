import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCorporate,
  AdminCorporateEmployee,
  AdminInvoice,
  AdminPage,
  CorporateBody,
  InvoicePaymentBody,
} from '@weekends/shared';
import { apiFetch } from '../../../lib/api.ts';

const ROOT = ['admin', 'corporates'] as const;

export const corporatesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'list', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminCorporate>>('/admin/corporates', { query: params }),
    placeholderData: keepPreviousData,
  });

export const corporateQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'one', id] as const,
    queryFn: () => apiFetch<AdminCorporate>(`/admin/corporates/${id}`),
  });

export const corporateEmployeesQuery = (id: number, params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'employees', id, params] as const,
    queryFn: () => apiFetch<AdminPage<AdminCorporateEmployee>>(`/admin/corporates/${id}/employees`, { query: params }),
    placeholderData: keepPreviousData,
  });

/** Adds a corporate (id null) or saves one; every list of the section is fetched again. */
export function useSaveCorporate(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CorporateBody) =>
      apiFetch<AdminCorporate>(id === null ? '/admin/corporates' : `/admin/corporates/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        json: body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useSetCorporateAdmin(corporateId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, isCorporateAdmin }: { customerId: number; isCorporateAdmin: boolean }) =>
      apiFetch<AdminCorporateEmployee>(`/admin/corporates/${corporateId}/employees/${customerId}/corporate-admin`, {
        method: 'PUT',
        json: { isCorporateAdmin },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const invoicesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'invoices', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminInvoice>>('/admin/corporate-invoices', { query: params }),
    placeholderData: keepPreviousData,
  });

export const invoicePdfUrl = (id: number) => `/api/admin/corporate-invoices/${id}/pdf`;

/** Records a corporate's payment of an invoice; the invoices and the corporates' figures are fetched again. */
export function useMarkInvoicePaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: InvoicePaymentBody & { id: number }) =>
      apiFetch<AdminInvoice>(`/admin/corporate-invoices/${id}/payment`, { method: 'POST', json: body }),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
