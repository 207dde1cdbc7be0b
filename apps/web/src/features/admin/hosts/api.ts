import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostTermsBody, MarkPayoutBody } from '@weekends/shared/admin-hosts';

import { api, inPageLanguage } from '../../../lib/api.ts';
import { withReverify } from '../../../lib/reverify.ts';

/** Every query of the section shares this root: a change (terms, suspension, payout) refreshes all its lists. */
const ROOT = ['admin', 'hosts-section'] as const;

/** One page of hosts for these parameters; the page on screen stays while the next one loads. */
export const hostsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'hosts', params] as const,
    queryFn: () => api.get('/api/admin/hosts', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const hostQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'host', id] as const,
    queryFn: () => api.get('/api/admin/hosts/{id}', { params: { path: { id } } }),
  });

export const customersQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'customers', params] as const,
    queryFn: () => api.get('/api/admin/customers', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

/** The payouts of one month (`yyyy-MM`), which the API requires. */
export const payoutsQuery = (params: Record<string, string> & { month: string }) =>
  queryOptions({
    queryKey: [...ROOT, 'payouts', params] as const,
    queryFn: () => api.get('/api/admin/payouts', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

/** The host's own statement file (the same the host downloads), sent with the admin's session cookie. */
export const statementUrl = (hostId: number, month: string, format: 'pdf' | 'csv') =>
  inPageLanguage(`/api/admin/hosts/${hostId}/payouts/${month}/statement.${format}`);
export const payoutsCsvUrl = (month: string) => `/api/admin/payouts/export.csv?month=${encodeURIComponent(month)}`;

function useSectionMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }) });
}

export const useHostTerms = (id: number) =>
  useSectionMutation((body: HostTermsBody) => api.patch('/api/admin/hosts/{id}', { params: { path: { id } }, body }));

/** Suspend or reinstate any account (bodiless POSTs carry the same-site header). */
export const useSuspension = () =>
  useSectionMutation(({ id, action }: { id: number; action: 'suspend' | 'reinstate' }) =>
    action === 'suspend'
      ? api.post('/api/admin/customers/{id}/suspend', { params: { path: { id } } })
      : api.post('/api/admin/customers/{id}/reinstate', { params: { path: { id } } }),
  );

/** Close a host's business account: erases a person, so after 15 minutes the server asks again who is signed in. */
export const useCloseHost = (id: number) =>
  useSectionMutation((businessName: string) =>
    withReverify(() => api.post('/api/admin/hosts/{id}/close', { params: { path: { id } }, body: { businessName } })),
  );

export const useMarkPayout = () =>
  // A transfer to a host's bank: after 15 minutes the server asks again who is signed in (withReverify).
  useSectionMutation((body: MarkPayoutBody) => withReverify(() => api.post('/api/admin/payouts', { body })));
