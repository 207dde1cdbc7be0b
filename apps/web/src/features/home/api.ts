import { queryOptions, useQuery } from '@tanstack/react-query';

// The constants module alone: the package index also carries the zod schemas, which the browser does not need here.
import { HOME_TRENDING_COUNT } from '@weekends/shared/constants';
import { api } from '../../lib/api.ts';

/** The home page's own data: slides, trending (per city) and the personalised home sections. */

export const slidesQuery = queryOptions({
  queryKey: ['home', 'slides'],
  queryFn: () => api.get('/api/slides'),
  staleTime: 10 * 60_000,
});
export const useSlides = () => useQuery(slidesQuery);

/** No city means the server's default cities (Dubai and Abu Dhabi, a setting). */
export const trendingQuery = (cityId: number | null) =>
  queryOptions({
    queryKey: ['home', 'trending', cityId],
    queryFn: () => api.get('/api/trending', { params: { query: { city: cityId ? [cityId] : [], page: 1 } } }),
    select: (page) => page.items.slice(0, HOME_TRENDING_COUNT),
  });
export const useTrending = (cityId: number | null) => useQuery(trendingQuery(cityId));

export const homeSectionsQuery = queryOptions({
  queryKey: ['home', 'sections'],
  queryFn: () => api.get('/api/home-sections'),
});
export const useHomeSections = () => useQuery(homeSectionsQuery);
