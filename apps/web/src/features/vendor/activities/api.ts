import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingBody, ListingFilter } from '@weekends/shared/listings';
import { ApiRequestError, api } from '../../../lib/api.ts';

/*
 * The host's listings live under the 'account' key, so signing in as someone else forgets them (lib/session.ts).
 */
const listingsKey = ['account', 'host', 'activities'] as const;

/** Manage Activities: the host's cards for one filter, and whether this host may add and edit listings. */
export const hostListingsQuery = (filter: ListingFilter) =>
  queryOptions({
    queryKey: [...listingsKey, 'list', filter] as const,
    queryFn: () => api.get('/api/host/activities', { params: { query: { filter } } }),
  });

export const useHostListings = (filter: ListingFilter) => useQuery(hostListingsQuery(filter));

/** The edit form's data: the pending revision's when one waits for approval, else the live listing. */
export const hostListingQuery = (id: number) =>
  queryOptions({
    queryKey: [...listingsKey, 'detail', id] as const,
    queryFn: () => api.get('/api/host/activities/{id}', { params: { path: { id } } }),
    // Another host's listing or a missing one answers 404: asking again would not change that.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });

export const useHostListing = (id: number) => useQuery(hostListingQuery(id));

/** Add New Activity (no id) or Edit (id): both wait for the provider's approval. */
export function useSubmitListing(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingBody) =>
      id === undefined
        ? api.post('/api/host/activities', { body })
        : api.put('/api/host/activities/{id}', { params: { path: { id } }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKey }),
  });
}

/** Unpublish an active listing: it leaves the catalogue; every filter's list is fetched again. */
export function useUnpublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/host/activities/{id}/unpublish', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKey }),
  });
}
