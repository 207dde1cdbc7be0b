import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@weekends/shared';
import { ApiRequestError, api } from '../../lib/api.ts';

const getActivity = (slug: string) => api.get('/api/activities/{slug}', { params: { path: { slug } } });

export const activityQuery = (slug: string) =>
  queryOptions({
    queryKey: ['activity', slug],
    queryFn: () => getActivity(slug),
    // An unknown slug stays unknown: retrying a 404 only delays the not-found page.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });

export const useActivity = (slug: string) => useQuery(activityQuery(slug));

const getReviews = (activityId: number) =>
  api.get('/api/activities/{id}/reviews', { params: { path: { id: activityId } } });

export const activityReviewsQuery = (activityId: number) =>
  queryOptions({ queryKey: ['activity', activityId, 'reviews'], queryFn: () => getReviews(activityId) });

export const useActivityReviews = (activityId: number) => useQuery(activityReviewsQuery(activityId));

export const recordActivityView = (activityId: number) =>
  api.post('/api/activities/{id}/views', { params: { path: { id: activityId } } });

/**
 * The review box: stored unpublished, so the public list does not change; the author's own list on the dashboard does.
 */
export function useSubmitReview(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewBody) =>
      api.post('/api/activities/{id}/reviews', { params: { path: { id: activityId } }, body: review }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['account', 'reviews'] }),
  });
}
