import { queryOptions } from '@tanstack/react-query';
import { SORT_OPTIONS, type ActivityCard } from '@weekends/shared';
import { api } from '../../lib/api.ts';

/** How many photos the About page shows. */
export const ABOUT_PHOTO_COUNT = 3;

/** The About page's photos: the most popular experiences that happen somewhere (not online) and have a photo. */
export const aboutExperiencesQuery = queryOptions({
  queryKey: ['info', 'about-experiences'],
  queryFn: async ({ signal }): Promise<ActivityCard[]> => {
    // The listing's filter lists are part of its query; empty ones send nothing.
    const query = { category: [], city: [], day: [], time: [], sort: SORT_OPTIONS.popular };
    const page = await api.get('/api/activities', { params: { query }, signal });
    return page.items.filter((item) => item.image && !item.isOnline).slice(0, ABOUT_PHOTO_COUNT);
  },
  staleTime: 10 * 60_000,
});
