import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminActivityEditBody } from '@weekends/shared/admin-activities';

import { api } from '../../../../lib/api.ts';

const ROOT = ['admin', 'catalogue', 'activities'] as const;

/** One page of activities for these parameters; the page on screen stays while the next one loads. */
export const activitiesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'list', params] as const,
    queryFn: () => api.get('/api/admin/catalogue/activities', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

export const activityFiltersQuery = queryOptions({
  queryKey: [...ROOT, 'filters'] as const,
  queryFn: () => api.get('/api/admin/catalogue/activities/filters'),
  staleTime: 5 * 60_000,
});

export const activityEditQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'edit', id] as const,
    queryFn: () => api.get('/api/admin/catalogue/activities/{id}', { params: { path: { id } } }),
    staleTime: 0,
  });

/** The home sections an activity can be featured in (shared with the Home sections tab's cache). */
export const featureSectionsQuery = queryOptions({
  queryKey: ['admin', 'catalogue', 'home-sections'] as const,
  queryFn: () => api.get('/api/admin/catalogue/home-sections'),
});

export type ActivityAction =
  | { kind: 'status'; change: { isActive?: boolean; soldOut?: boolean } }
  | { kind: 'places'; places: number }
  | { kind: 'feature'; sectionId: number }
  | { kind: 'edit'; body: AdminActivityEditBody };

async function send(id: number, action: ActivityAction) {
  switch (action.kind) {
    case 'status':
      return api.patch('/api/admin/catalogue/activities/{id}/status', {
        params: { path: { id } },
        body: action.change,
      });
    case 'places':
      return api.put('/api/admin/catalogue/activities/{id}/places', {
        params: { path: { id } },
        body: { places: action.places },
      });
    case 'feature':
      return api.post('/api/admin/catalogue/activities/{id}/feature', {
        params: { path: { id } },
        body: { sectionId: action.sectionId },
      });
    case 'edit':
      return api.put('/api/admin/catalogue/activities/{id}', { params: { path: { id } }, body: action.body });
  }
}

/** Any action on one activity, then the list (and the sections, after a feature) fetched again. */
export function useActivityAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ActivityAction }) => send(id, action),
    onSettled: (_data, _error, { action }) => {
      void queryClient.invalidateQueries({ queryKey: [...ROOT, 'list'] });
      if (action.kind === 'edit') void queryClient.invalidateQueries({ queryKey: [...ROOT, 'edit'] });
      if (action.kind === 'feature') void queryClient.invalidateQueries({ queryKey: featureSectionsQuery.queryKey });
    },
  });
}
