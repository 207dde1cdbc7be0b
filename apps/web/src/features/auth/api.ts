import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Corporate } from '@weekends/shared/corporates';
import { ApiRequestError, api } from '../../lib/api.ts';

/** The corporate behind /corporate/{slug}/register; null when there is none (404), so the page can say so. */
export const corporateQuery = (slug: string) =>
  queryOptions({
    queryKey: ['corporates', slug] as const,
    queryFn: async (): Promise<Corporate | null> => {
      try {
        return await api.get('/api/corporates/{slug}', { params: { path: { slug } } });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 10 * 60_000,
  });

export const useCorporate = (slug: string) => useQuery(corporateQuery(slug));
