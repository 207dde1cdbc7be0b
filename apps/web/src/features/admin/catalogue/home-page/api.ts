import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAnnouncement,
  AdminHomeSection,
  AdminSectionActivity,
  AdminSlide,
  SlideImageUpload,
  TrendingCities,
} from '@weekends/shared/admin-home';
import type { City } from '@weekends/shared/catalog';
import { apiFetch, SAME_SITE } from '../../../../lib/api.ts';

/** Under the catalogue's key, so any catalogue change refreshes these too (and a feature from the activities tab). */
const ROOT = ['admin', 'catalogue'] as const;
const BASE = '/admin/catalogue';

export const slidesQuery = queryOptions({
  queryKey: [...ROOT, 'slides'] as const,
  queryFn: () => apiFetch<AdminSlide[]>(`${BASE}/slides`),
});
export const sectionsQuery = queryOptions({
  queryKey: [...ROOT, 'home-sections'] as const,
  queryFn: () => apiFetch<AdminHomeSection[]>(`${BASE}/home-sections`),
});
export const sectionActivitiesQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'home-sections', id, 'activities'] as const,
    queryFn: () => apiFetch<AdminSectionActivity[]>(`${BASE}/home-sections/${id}/activities`),
  });
export const announcementQuery = queryOptions({
  queryKey: [...ROOT, 'announcement'] as const,
  queryFn: () => apiFetch<AdminAnnouncement>(`${BASE}/settings/announcement`),
});
export const trendingCitiesQuery = queryOptions({
  queryKey: [...ROOT, 'trending-cities'] as const,
  queryFn: () => apiFetch<TrendingCities>(`${BASE}/settings/trending-cities`),
});
/** The cities visitors can choose, which are the ones trending can default to. */
export const publicCitiesQuery = queryOptions({
  queryKey: ['cities'] as const,
  queryFn: () => apiFetch<City[]>('/cities'),
  staleTime: 5 * 60_000,
});

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One change to the home page's content, then everything under the catalogue's key fetched again. */
export function useHomePageChange<T = unknown>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, json }: { method: Method; path: string; json?: unknown }) =>
      apiFetch<T>(`${BASE}${path}`, { method, ...(json === undefined ? { headers: SAME_SITE } : { json }) }),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

/** Uploads a slide picture (multipart: the same-site header proves its origin) and answers its path. */
export function uploadSlideImage(variant: 'wide' | 'small', file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiFetch<SlideImageUpload>(`${BASE}/slides/images`, {
    method: 'POST',
    body: form,
    headers: SAME_SITE,
    query: { variant },
  });
}
