import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityDetail, Review, ReviewBody, ReviewSubmitted } from '@weekends/shared';
import { ApiRequestError, apiFetch } from '../../lib/api.ts';

const getActivity = (slug: string) => apiFetch<ActivityDetail>(`/activities/${encodeURIComponent(slug)}`);

export const activityQuery = (slug: string) =>
  queryOptions({
    queryKey: ['activity', slug],
    queryFn: () => getActivity(slug),
    // An unknown slug stays unknown: retrying a 404 only delays the not-found page.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });

export const useActivity = (slug: string) => useQuery(activityQuery(slug));

const getReviews = (activityId: number) => apiFetch<Review[]>(`/activities/${activityId}/reviews`);

export const activityReviewsQuery = (activityId: number) =>
  queryOptions({ queryKey: ['activity', activityId, 'reviews'], queryFn: () => getReviews(activityId) });

export const useActivityReviews = (activityId: number) => useQuery(activityReviewsQuery(activityId));

export const recordActivityView = (activityId: number) =>
  apiFetch<void>(`/activities/${activityId}/views`, { method: 'POST', json: {} });

/**
 * The review box: stored unpublished, so the public list does not change; the author's own list on the dashboard does.
 */
export function useSubmitReview(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewBody) =>
      apiFetch<ReviewSubmitted>(`/activities/${activityId}/reviews`, { method: 'POST', json: review }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['account', 'reviews'] }),
  });
}
