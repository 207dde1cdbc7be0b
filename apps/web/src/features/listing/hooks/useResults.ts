import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { flattenPages, type PagedListingOptions } from '../api.ts';
import type { ResultsState } from '../components/ResultsGrid.tsx';

/** A paged listing query as the results grid needs it. */
export function useResults(options: PagedListingOptions): ResultsState {
  const query = useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
  return {
    items: flattenPages(query.data?.pages),
    status: query.status,
    error: query.error,
    hasMore: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isRefreshing: query.isPlaceholderData,
    isNextPageError: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
