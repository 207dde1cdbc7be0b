import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from './api.ts';
import { useSession } from './session.ts';

/** Every favourites query lives under this key, so one invalidation refreshes the hearts and My Favorite alike. */
export const FAVORITES_KEY = ['account', 'favorites'] as const;

/** The ids of the customer's favourites: one small request fills every heart on a page. */
export const favoriteIdsQuery = queryOptions({
  queryKey: [...FAVORITES_KEY, 'ids'] as const,
  queryFn: () => api.get('/api/favorites/ids'),
  staleTime: 5 * 60_000,
});

/** My Favorite: the favourite activities as cards, newest first. */
export const favoriteCardsQuery = queryOptions({
  queryKey: [...FAVORITES_KEY, 'cards'] as const,
  queryFn: () => api.get('/api/favorites'),
});

/** Favourites belong to full accounts: visitors and guests never ask (the server would answer 401 or 403). */
export function useFavoriteIds() {
  const session = useSession();
  return useQuery({ ...favoriteIdsQuery, enabled: session.status === 'customer' });
}

/**
 * Adds or removes one favourite. The caches change only once the server has agreed, so a failed call leaves every heart
 * as it was, with nothing to undo.
 */
export function useToggleFavorite(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      add
        ? api.put('/api/favorites/{activityId}', { params: { path: { activityId } } })
        : api.delete('/api/favorites/{activityId}', { params: { path: { activityId } } }),
    onSuccess: async (_answer, add) => {
      // A list request already on its way may predate this change; drop it so it cannot overwrite the new state.
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      queryClient.setQueryData(favoriteIdsQuery.queryKey, (ids = []) =>
        add ? (ids.includes(activityId) ? ids : [activityId, ...ids]) : ids.filter((id) => id !== activityId),
      );
      if (!add)
        queryClient.setQueryData(favoriteCardsQuery.queryKey, (cards) =>
          cards?.filter((card) => card.id !== activityId),
        );
      void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}
