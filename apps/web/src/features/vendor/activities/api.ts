import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostListingDetail, HostListings, ListingBody, ListingFilter } from '@weekends/shared/listings';
import { ApiRequestError, SAME_SITE, apiFetch } from '../../../lib/api.ts';

/*
 * The host's listings live under the 'account' key, so signing in as someone else forgets them (lib/session.ts).
 */
const listingsKey = ['account', 'host', 'activities'] as const;

/** Manage Activities: the host's cards for one filter, and whether this host may add and edit listings. */
export const hostListingsQuery = (filter: ListingFilter) =>
  queryOptions({
    queryKey: [...listingsKey, 'list', filter] as const,
    queryFn: () => apiFetch<HostListings>('/host/activities', { query: { filter } }),
  });

export const useHostListings = (filter: ListingFilter) => useQuery(hostListingsQuery(filter));

/** The edit form's data: the pending revision's when one waits for approval, else the live listing. */
export const hostListingQuery = (id: number) =>
  queryOptions({
    queryKey: [...listingsKey, 'detail', id] as const,
    queryFn: () => apiFetch<HostListingDetail>(`/host/activities/${id}`),
    // Another host's listing or a missing one answers 404: asking again would not change that.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });

export const useHostListing = (id: number) => useQuery(hostListingQuery(id));

/** Add New Activity (no id) or Edit (id): both wait for the provider's approval. */
export function useSubmitListing(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingBody) =>
      apiFetch<{ id: number; message: string }>(id === undefined ? '/host/activities' : `/host/activities/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKey }),
  });
}

/** Unpublish an active listing: it leaves the catalogue; every filter's list is fetched again. */
export function useUnpublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<void>(`/host/activities/${id}/unpublish`, { method: 'POST', headers: SAME_SITE }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsKey }),
  });
}
