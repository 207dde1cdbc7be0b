import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminHostApplication,
  ApprovalCounts,
  ApprovalOutcome,
  ListingRevisionDetail,
  PendingListing,
} from '@weekends/shared/approvals';
import type { AdminReview } from '@weekends/shared/reviews';
import { apiFetch } from '../../lib/api.ts';

/** The approvals' queries share one key, so a decision can refresh the queue it changed. */
const ROOT = ['admin', 'approvals'] as const;

/** What waits on each tab, in one request: the tabs count before their queues load. */
export const approvalCountsQuery = queryOptions({
  queryKey: [...ROOT, 'counts'] as const,
  queryFn: () => apiFetch<ApprovalCounts>('/admin/approvals/counts'),
});

/** Customers' reviews waiting, oldest first. */
export const pendingReviewsQuery = queryOptions({
  queryKey: [...ROOT, 'reviews', 'pending'] as const,
  queryFn: () => apiFetch<AdminReview[]>('/admin/reviews', { query: { status: 'pending' } }),
});

/** Host applications waiting, oldest first. */
export const pendingHostsQuery = queryOptions({
  queryKey: [...ROOT, 'hosts', 'pending'] as const,
  queryFn: () => apiFetch<AdminHostApplication[]>('/admin/approvals/hosts', { query: { status: 'pending' } }),
});

/** Listing submissions waiting, oldest first. */
export const pendingListingsQuery = queryOptions({
  queryKey: [...ROOT, 'listings', 'pending'] as const,
  queryFn: () => apiFetch<PendingListing[]>('/admin/approvals/listings'),
});

/** One submission, with the live version of an edit beside it. */
export const listingRevisionQuery = (revisionId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'listings', 'revision', revisionId] as const,
    queryFn: () => apiFetch<ListingRevisionDetail>(`/admin/approvals/listings/${revisionId}`),
  });

/** The licence image is served to admins only, with the session cookie an <img> sends along. */
export const licenceUrl = (hostId: number) => `/api/admin/approvals/hosts/${hostId}/licence`;

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** Approve or reject, then fetch the queue again: whatever was decided (here or by another admin) leaves it. */
function useDecision(path: (id: number) => string, invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) =>
      apiFetch<ApprovalOutcome>(`${path(id)}/${decision.kind}`, {
        method: 'POST',
        json: decision.kind === 'reject' ? { reason: decision.reason } : {},
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invalidate }),
        queryClient.invalidateQueries({ queryKey: approvalCountsQuery.queryKey }),
      ]),
  });
}

export const useHostDecision = () => useDecision((id) => `/admin/approvals/hosts/${id}`, pendingHostsQuery.queryKey);
export const useListingDecision = () => useDecision((id) => `/admin/approvals/listings/${id}`, [...ROOT, 'listings']);

/** Publish or delete a review (the API answers 204), then fetch the queue and the counts again. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'approve' | 'reject' }) =>
      apiFetch<void>(`/admin/reviews/${id}/${kind}`, { method: 'POST', json: {} }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingReviewsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: approvalCountsQuery.queryKey }),
      ]),
  });
}
