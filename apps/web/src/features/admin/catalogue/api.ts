import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityOption,
  AdminCategory,
  AdminCategoryDetail,
  AdminCity,
  AdminPreference,
  AdminTiming,
  CategoryImageKind,
} from '@weekends/shared/admin-catalogue';
import type { AdminPage } from '@weekends/shared/admin-tables';
import { apiFetch, SAME_SITE } from '../../../lib/api.ts';

/** Every catalogue query shares this key, so a change refreshes whatever it may have touched (counts, parents). */
export const CATALOGUE_KEY = ['admin', 'catalogue'] as const;
const BASE = '/admin/catalogue';

export const categoriesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'categories', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminCategory>>(`${BASE}/categories`, { query: params }),
    placeholderData: keepPreviousData,
  });

/** The main categories a sub-category may go under, by name (a short list: the site shows them all in its menu). */
export const mainCategoriesQuery = categoriesQuery({ sort: 'name', dir: 'asc', pageSize: '100' });

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'category', id] as const,
    queryFn: () => apiFetch<AdminCategoryDetail>(`${BASE}/categories/${id}`),
  });

export const activitySearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'activity-search', q] as const,
    queryFn: () => apiFetch<ActivityOption[]>(`${BASE}/activity-search`, { query: { q } }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const citiesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'cities'] as const,
  queryFn: () => apiFetch<AdminCity[]>(`${BASE}/cities`),
});
export const timingsQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'timings'] as const,
  queryFn: () => apiFetch<AdminTiming[]>(`${BASE}/timings`),
});
export const preferencesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'preferences'] as const,
  queryFn: () => apiFetch<AdminPreference[]>(`${BASE}/activity-preferences`),
});

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * Sends one change to the catalogue API and refreshes the catalogue's lists once it is done (or failed: another admin
 * may have moved on).
 */
export function useCatalogueChange<T = unknown>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, json }: { method: Method; path: string; json?: unknown }) =>
      apiFetch<T>(`${BASE}${path}`, { method, ...(json === undefined ? { headers: SAME_SITE } : { json }) }),
    onSettled: () => client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}

/** Uploads one picture of a category (multipart, so it proves its origin with the same-site header). */
export function useCategoryImage(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CategoryImageKind; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return apiFetch<AdminCategoryDetail>(`${BASE}/categories/${categoryId}/images/${kind}`, {
        method: 'POST',
        body: form,
        headers: SAME_SITE,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
