import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';

import { SORT_OPTIONS } from '@weekends/shared';
import { ApiRequestError, api } from '../../lib/api.ts';

/** An unknown slug stays unknown: retrying a 404 only delays the not-found page. */
const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status === 404) && failures < 1;

export const bundlesQuery = queryOptions({
  queryKey: ['passes', 'list'],
  queryFn: ({ signal }) => api.get('/api/bundles', { signal }),
});
export const useBundles = () => useQuery(bundlesQuery);

export const bundleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['passes', 'detail', slug],
    queryFn: ({ signal }) => api.get('/api/bundles/{slug}', { params: { path: { slug } }, signal }),
    retry: retryUnlessNotFound,
  });
export const useBundle = (slug: string) => useQuery(bundleQuery(slug));

/** 'Make Your Own Weekend Pass': the percent off for 3, 4, and 5 or more experiences (the provider sets them). */
export const ownPassQuery = queryOptions({
  queryKey: ['passes', 'own-pass'],
  queryFn: ({ signal }) => api.get('/api/own-pass', { signal }),
  staleTime: 10 * 60_000,
});
export const useOwnPassDiscounts = () => useQuery(ownPassQuery);

/** One experience's page data (the View Details pop-up, the builder's price options); the activity page's cache key. */
export const activityQuery = (slug: string) =>
  queryOptions({
    queryKey: ['activity', slug],
    queryFn: ({ signal }) => api.get('/api/activities/{slug}', { params: { path: { slug } }, signal }),
    retry: retryUnlessNotFound,
  });
export const useActivityDetail = (slug: string) => useQuery(activityQuery(slug));

/**
 * The builder's search: the listing's pages for a keyword (or the newest experiences without one), Show More adds one.
 */
export const experienceSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['passes', 'search', keyword],
    queryFn: ({ signal, pageParam }) =>
      api.get('/api/activities', {
        // The listing's filter lists are part of its query; empty ones send nothing.
        params: {
          query: { keyword, category: [], city: [], day: [], time: [], sort: SORT_OPTIONS.new, page: pageParam },
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 60_000,
  });
