import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActivityEdit,
  AdminActivityEditBody,
  AdminActivityFilters,
  AdminActivityRow,
} from '@weekends/shared/admin-activities';
import type { AdminHomeSection } from '@weekends/shared/admin-home';
import type { AdminPage } from '@weekends/shared/admin-tables';
import { apiFetch } from '../../../../lib/api.ts';

const ROOT = ['admin', 'catalogue', 'activities'] as const;
const BASE = '/admin/catalogue/activities';

/** One page of activities for these parameters; the page on screen stays while the next one loads. */
export const activitiesQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'list', params] as const,
    queryFn: () => apiFetch<AdminPage<AdminActivityRow>>(BASE, { query: params }),
    placeholderData: keepPreviousData,
  });

export const activityFiltersQuery = queryOptions({
  queryKey: [...ROOT, 'filters'] as const,
  queryFn: () => apiFetch<AdminActivityFilters>(`${BASE}/filters`),
  staleTime: 5 * 60_000,
});

export const activityEditQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'edit', id] as const,
    queryFn: () => apiFetch<AdminActivityEdit>(`${BASE}/${id}`),
    staleTime: 0,
  });

/** The home sections an activity can be featured in (shared with the Home sections tab's cache). */
export const featureSectionsQuery = queryOptions({
  queryKey: ['admin', 'catalogue', 'home-sections'] as const,
  queryFn: () => apiFetch<AdminHomeSection[]>('/admin/catalogue/home-sections'),
});

export type ActivityAction =
  | { kind: 'status'; change: { isActive?: boolean; soldOut?: boolean } }
  | { kind: 'places'; places: number }
  | { kind: 'feature'; sectionId: number }
  | { kind: 'edit'; body: AdminActivityEditBody };

function send(id: number, action: ActivityAction) {
  switch (action.kind) {
    case 'status':
      return apiFetch(`${BASE}/${id}/status`, { method: 'PATCH', json: action.change });
    case 'places':
      return apiFetch(`${BASE}/${id}/places`, { method: 'PUT', json: { places: action.places } });
    case 'feature':
      return apiFetch(`${BASE}/${id}/feature`, { method: 'POST', json: { sectionId: action.sectionId } });
    case 'edit':
      return apiFetch(`${BASE}/${id}`, { method: 'PUT', json: action.body });
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
