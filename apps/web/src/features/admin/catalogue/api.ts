import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryImageKind } from '@weekends/shared/admin-catalogue';

import { api, upload } from '../../../lib/api.ts';

/** Every catalogue query shares this key, so a change refreshes whatever it may have touched (counts, parents). */
export const CATALOGUE_KEY = ['admin', 'catalogue'] as const;

export const categoriesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'categories', params] as const,
    queryFn: () => api.get('/api/admin/catalogue/categories', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

/** The main categories a sub-category may go under, by name (a short list: the site shows them all in its menu). */
export const mainCategoriesQuery = categoriesQuery({ sort: 'name', dir: 'asc', pageSize: '100' });

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'category', id] as const,
    queryFn: () => api.get('/api/admin/catalogue/categories/{id}', { params: { path: { id } } }),
  });

export const activitySearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'activity-search', q] as const,
    queryFn: () => api.get('/api/admin/catalogue/activity-search', { params: { query: { q } } }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const citiesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'cities'] as const,
  queryFn: () => api.get('/api/admin/catalogue/cities'),
});
export const timingsQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'timings'] as const,
  queryFn: () => api.get('/api/admin/catalogue/timings'),
});
export const preferencesQuery = queryOptions({
  queryKey: [...CATALOGUE_KEY, 'preferences'] as const,
  queryFn: () => api.get('/api/admin/catalogue/activity-preferences'),
});

/**
 * Sends one change to the catalogue API and refreshes the catalogue's lists once it is done (or failed: another admin
 * may have moved on).
 */
export function useCatalogueChange<T = unknown>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: () => Promise<T>) => send(),
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
      return upload('/api/admin/catalogue/categories/{id}/images/{kind}', form, { path: { id: categoryId, kind } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}

/** What a named list (timings, activity preferences) asks of the API; a timing's body also switches it on or off. */
export interface NamedListRequests {
  add: (name: string) => Promise<unknown>;
  save: (id: number, body: { name: string; isActive?: boolean }) => Promise<unknown>;
  /** Only a list with positions (timings) has it. */
  order?: (ids: number[]) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

export const timingRequests: NamedListRequests = {
  add: (name) => api.post('/api/admin/catalogue/timings', { body: { name } }),
  save: (id, body) => api.put('/api/admin/catalogue/timings/{id}', { params: { path: { id } }, body }),
  order: (ids) => api.put('/api/admin/catalogue/timings/order', { body: { ids } }),
  remove: (id) => api.delete('/api/admin/catalogue/timings/{id}', { params: { path: { id } } }),
};

export const preferenceRequests: NamedListRequests = {
  add: (name) => api.post('/api/admin/catalogue/activity-preferences', { body: { name } }),
  save: (id, body) => api.put('/api/admin/catalogue/activity-preferences/{id}', { params: { path: { id } }, body }),
  remove: (id) => api.delete('/api/admin/catalogue/activity-preferences/{id}', { params: { path: { id } } }),
};
