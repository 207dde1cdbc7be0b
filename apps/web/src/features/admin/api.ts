import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalOutcome } from '@weekends/shared/approvals';

import { api } from '../../lib/api.ts';

/** The approvals' queries share one key, so a decision can refresh the queue it changed. */
const ROOT = ['admin', 'approvals'] as const;

/** What waits on each tab, in one request: the tabs count before their queues load. */
export const approvalCountsQuery = queryOptions({
  queryKey: [...ROOT, 'counts'] as const,
  queryFn: () => api.get('/api/admin/approvals/counts'),
});

/** Customers' reviews waiting, oldest first. */
export const pendingReviewsQuery = queryOptions({
  queryKey: [...ROOT, 'reviews', 'pending'] as const,
  queryFn: () => api.get('/api/admin/reviews', { params: { query: { status: 'pending' } } }),
});

/** Host applications waiting, oldest first. */
export const pendingHostsQuery = queryOptions({
  queryKey: [...ROOT, 'hosts', 'pending'] as const,
  queryFn: () => api.get('/api/admin/approvals/hosts', { params: { query: { status: 'pending' } } }),
});

/** Listing submissions waiting, oldest first. */
export const pendingListingsQuery = queryOptions({
  queryKey: [...ROOT, 'listings', 'pending'] as const,
  queryFn: () => api.get('/api/admin/approvals/listings'),
});

/** One submission, with the live version of an edit beside it. */
export const listingRevisionQuery = (revisionId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'listings', 'revision', revisionId] as const,
    queryFn: () => api.get('/api/admin/approvals/listings/{revisionId}', { params: { path: { revisionId } } }),
  });

/** The licence image is served to admins only, with the session cookie an <img> sends along. */
export const licenceUrl = (hostId: number) => `/api/admin/approvals/hosts/${hostId}/licence`;

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** Approve or reject, then fetch the queue again: whatever was decided (here or by another admin) leaves it. */
function useDecision(
  decide: (id: number, decision: Decision) => Promise<ApprovalOutcome>,
  invalidate: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) => decide(id, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invalidate }),
        queryClient.invalidateQueries({ queryKey: approvalCountsQuery.queryKey }),
      ]),
  });
}

export const useHostDecision = () =>
  useDecision(
    (id, decision) =>
      decision.kind === 'approve'
        ? api.post('/api/admin/approvals/hosts/{id}/approve', { params: { path: { id } } })
        : api.post('/api/admin/approvals/hosts/{id}/reject', {
            params: { path: { id } },
            body: { reason: decision.reason },
          }),
    pendingHostsQuery.queryKey,
  );
export const useListingDecision = () =>
  useDecision(
    (id, decision) =>
      decision.kind === 'approve'
        ? api.post('/api/admin/approvals/listings/{revisionId}/approve', { params: { path: { revisionId: id } } })
        : api.post('/api/admin/approvals/listings/{revisionId}/reject', {
            params: { path: { revisionId: id } },
            body: { reason: decision.reason },
          }),
    [...ROOT, 'listings'],
  );

/** Publish or delete a review (the API answers 204), then fetch the queue and the counts again. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'approve' | 'reject' }) =>
      kind === 'approve'
        ? api.post('/api/admin/reviews/{id}/approve', { params: { path: { id } } })
        : api.post('/api/admin/reviews/{id}/reject', { params: { path: { id } } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingReviewsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: approvalCountsQuery.queryKey }),
      ]),
  });
}
