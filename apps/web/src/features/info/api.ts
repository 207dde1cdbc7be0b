import { queryOptions } from '@tanstack/react-query';
import { SORT_OPTIONS, type ActivityCard, type ListingPage } from '@weekends/shared';
import { apiFetch } from '../../lib/api.ts';

/** How many photos the About page shows. */
export const ABOUT_PHOTO_COUNT = 3;

/** The About page's photos: the most popular experiences that happen somewhere (not online) and have a photo. */
export const aboutExperiencesQuery = queryOptions({
  queryKey: ['info', 'about-experiences'],
  queryFn: async ({ signal }): Promise<ActivityCard[]> => {
    const page = await apiFetch<ListingPage>('/activities', { signal, query: { sort: SORT_OPTIONS.popular } });
    return page.items.filter((item) => item.image && !item.isOnline).slice(0, ABOUT_PHOTO_COUNT);
  },
  staleTime: 10 * 60_000,
});
