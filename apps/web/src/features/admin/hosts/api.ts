import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCustomerRow,
  AdminHostDetail,
  AdminHostRow,
  AdminPayoutsPage,
  HostTermsBody,
  MarkPayoutBody,
  RecordedPayout,
  SuspensionOutcome,
} from '@weekends/shared/admin-hosts';
import type { AdminPage } from '@weekends/shared/admin-tables';
import { apiFetch, SAME_SITE } from '../../../lib/api.ts';

/** Every query of the section shares this root: a change (terms, suspension, payout) refreshes all its lists. */
const ROOT = ['admin', 'hosts-section'] as const;

/** One page of hosts for these parameters; the page on screen stays while the next one loads. */
export const hostsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'hosts', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminHostRow>>('/admin/hosts', { query: params }),
    placeholderData: keepPreviousData,
  });

export const hostQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'host', id] as const,
    queryFn: () => apiFetch<AdminHostDetail>(`/admin/hosts/${id}`),
  });

export const customersQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'customers', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminCustomerRow>>('/admin/customers', { query: params }),
    placeholderData: keepPreviousData,
  });

export const payoutsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'payouts', params] as const,
    queryFn: () => apiFetch<AdminPayoutsPage>('/admin/payouts', { query: params }),
    placeholderData: keepPreviousData,
  });

/** The host's own statement file (the same the host downloads), sent with the admin's session cookie. */
export const statementUrl = (hostId: number, month: string, format: 'pdf' | 'csv') =>
  `/api/admin/hosts/${hostId}/payouts/${month}/statement.${format}`;
export const payoutsCsvUrl = (month: string) => `/api/admin/payouts/export.csv?month=${encodeURIComponent(month)}`;

function useSectionMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }) });
}

export const useHostTerms = (id: number) =>
  useSectionMutation((body: HostTermsBody) =>
    apiFetch<AdminHostDetail>(`/admin/hosts/${id}`, { method: 'PATCH', json: body }),
  );

/** Suspend or reinstate any account (bodiless POSTs carry the same-site header). */
export const useSuspension = () =>
  useSectionMutation(({ id, action }: { id: number; action: 'suspend' | 'reinstate' }) =>
    apiFetch<SuspensionOutcome>(`/admin/customers/${id}/${action}`, { method: 'POST', headers: SAME_SITE }),
  );

export const useMarkPayout = () =>
  useSectionMutation((body: MarkPayoutBody) =>
    apiFetch<RecordedPayout>('/admin/payouts', { method: 'POST', json: body }),
  );
