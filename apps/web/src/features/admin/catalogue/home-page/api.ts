import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, upload } from '../../../../lib/api.ts';

/** Under the catalogue's key, so any catalogue change refreshes these too (and a feature from the activities tab). */
const ROOT = ['admin', 'catalogue'] as const;

export const slidesQuery = queryOptions({
  queryKey: [...ROOT, 'slides'] as const,
  queryFn: () => api.get('/api/admin/catalogue/slides'),
});
export const sectionsQuery = queryOptions({
  queryKey: [...ROOT, 'home-sections'] as const,
  queryFn: () => api.get('/api/admin/catalogue/home-sections'),
});
export const sectionActivitiesQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'home-sections', id, 'activities'] as const,
    queryFn: () => api.get('/api/admin/catalogue/home-sections/{id}/activities', { params: { path: { id } } }),
  });
export const announcementQuery = queryOptions({
  queryKey: [...ROOT, 'announcement'] as const,
  queryFn: () => api.get('/api/admin/catalogue/settings/announcement'),
});
export const trendingCitiesQuery = queryOptions({
  queryKey: [...ROOT, 'trending-cities'] as const,
  queryFn: () => api.get('/api/admin/catalogue/settings/trending-cities'),
});
/** The cities visitors can choose, which are the ones trending can default to. */
export const publicCitiesQuery = queryOptions({
  queryKey: ['cities'] as const,
  queryFn: () => api.get('/api/cities'),
  staleTime: 5 * 60_000,
});

/** One change to the home page's content, then everything under the catalogue's key fetched again. */
export function useHomePageChange<T = unknown>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<T>) => send(),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

/** Uploads a slide picture (multipart: the same-site header proves its origin) and answers its path. */
export function uploadSlideImage(variant: 'wide' | 'small', file: File) {
  const form = new FormData();
  form.append('image', file);
  return upload('/api/admin/catalogue/slides/images', form, { query: { variant } });
}
