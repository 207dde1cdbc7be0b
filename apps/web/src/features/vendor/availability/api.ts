import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiRequestError, api } from '../../../lib/api.ts';

/*
 * Under the 'account' key, so signing in as someone else forgets them (lib/session.ts). The public date pickers'
 * places ('availability', lib/availability.ts) are refreshed too when the host changes places.
 */
const calendarKey = (activityId: number) => ['account', 'host', 'calendar', activityId] as const;

/** The host's calendar of one activity for a range of days (a month), yyyy-MM-dd, Asia/Dubai. */
export const hostCalendarQuery = (activityId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...calendarKey(activityId), from, to] as const,
    queryFn: () =>
      api.get('/api/host/activities/{id}/calendar', { params: { path: { id: activityId }, query: { from, to } } }),
    // Another host's activity or a missing one answers 404: asking again would not change that.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });

/** The month on show stays while the next one loads, so the page does not jump. */
export const useHostCalendar = (activityId: number | null, from: string, to: string) =>
  useQuery({
    ...hostCalendarQuery(activityId ?? 0, from, to),
    enabled: activityId !== null,
    placeholderData: keepPreviousData,
  });

function useRefreshPlaces(activityId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarKey(activityId) }),
      queryClient.invalidateQueries({ queryKey: ['availability', activityId] }),
    ]);
}

/** The places of every day without its own (or the undated stock). */
export function useSetDefaultPlaces(activityId: number) {
  const refresh = useRefreshPlaces(activityId);
  return useMutation({
    mutationFn: (places: number) =>
      api.put('/api/activities/{id}/places', { params: { path: { id: activityId } }, body: { places } }),
    onSuccess: refresh,
  });
}

/** One day's own places (null: back to the default), or closing and reopening it. */
export type DayChange = { places: number | null } | { closed: boolean };

export function useSetDayPlaces(activityId: number) {
  const refresh = useRefreshPlaces(activityId);
  return useMutation({
    mutationFn: ({ date, change }: { date: string; change: DayChange }) =>
      api.put('/api/activities/{id}/dates/{date}', { params: { path: { id: activityId, date } }, body: change }),
    onSuccess: refresh,
  });
}
