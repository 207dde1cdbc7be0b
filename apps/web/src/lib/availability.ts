import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from './api.ts';

/**
 * Places left per day of an activity (GET /api/activities/:id/availability), for the date pickers of the activity
 * page and the cart's edit pop-up: a day with none left, or closed by the host, cannot be picked. Days as yyyy-MM-dd.
 */
export const availabilityQuery = (activityId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['availability', activityId, from, to] as const,
    queryFn: () =>
      api.get('/api/activities/{id}/availability', { params: { path: { id: activityId }, query: { from, to } } }),
    // Places sell while the calendar is open; a minute old is fresh enough, and the server checks again anyway.
    staleTime: 60_000,
  });

/**
 * The days of one range that cannot be booked (none left, or closed), as yyyy-MM-dd; empty while loading or on failure.
 */
export function useFullDays(
  activityId: number | null,
  from: string,
  to: string,
): { fullDays: ReadonlySet<string>; isLoading: boolean } {
  const query = useQuery({
    ...availabilityQuery(activityId ?? 0, from, to),
    enabled: activityId !== null,
    placeholderData: keepPreviousData,
  });
  const dates = query.data?.dates ?? [];
  return {
    fullDays: new Set(dates.filter((d) => d.closed || d.left <= 0).map((d) => d.date)),
    isLoading: query.isLoading,
  };
}
