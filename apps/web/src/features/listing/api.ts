import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SORT_OPTIONS, type ActivityCard, type ListingPage } from '@weekends/shared';
import { api, ApiRequestError } from '../../lib/api.ts';
import type { ListingFilters } from './filters.ts';

/** What the listing sends to GET /api/activities besides the page: the filters, plus the category page's slug. */
export interface ListingRequest extends ListingFilters {
  categorySlug?: string;
}

const nextPage = (last: ListingPage) => (last.hasMore ? last.page + 1 : undefined);

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** An unknown slug is an answer (the 404 page), not a hiccup worth retrying. */
const retryUnlessNotFound = (failureCount: number, error: unknown) => !isNotFound(error) && failureCount < 1;

/** A paged listing endpoint (ListingPage answers) as an infinite query that stops when hasMore is false. */
const pagedListing = (
  key: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListingPage>,
) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
export type PagedListingOptions = ReturnType<typeof pagedListing>;

export const activitiesQuery = (request: ListingRequest) =>
  pagedListing(['listing', 'activities', request], (page, signal) =>
    api.get('/api/activities', {
      params: { query: { ...request, sort: request.sort ?? SORT_OPTIONS.new, page } },
      signal,
    }),
  );

export const trendingQuery = (city: number[]) =>
  pagedListing(['listing', 'trending', city], (page, signal) =>
    api.get('/api/trending', { params: { query: { city, page } }, signal }),
  );

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['listing', 'category', slug],
    queryFn: ({ signal }) => api.get('/api/categories/{slug}', { params: { path: { slug } }, signal }),
    staleTime: 10 * 60_000,
    retry: retryUnlessNotFound,
  });

export const homeSectionQuery = (slug: string) =>
  queryOptions({
    queryKey: ['listing', 'home-section', slug],
    queryFn: ({ signal }) => api.get('/api/home-sections/{slug}', { params: { path: { slug } }, signal }),
    retry: retryUnlessNotFound,
  });

/**
 * The pages of a listing as one list: a repeated id (an activity that moved between pages while loading) is
 * shown once, and items without an image are left out: a card without its photo would look broken.
 */
export function flattenPages(pages: readonly { items: ActivityCard[] }[] | undefined): ActivityCard[] {
  const seen = new Set<number>();
  const out: ActivityCard[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id) || !item.image) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
