import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@weekends/shared';
import { WEEKEND_PASS_CATEGORY_SLUG } from '@weekends/shared';
import { api } from './api.ts';

/** The catalogue's lookup lists, shared by the header, the planner and the listing filters. They change rarely. */
const lookup = <List>(key: string, fetchList: () => Promise<List>) =>
  queryOptions({ queryKey: ['lookups', key], queryFn: fetchList, staleTime: 10 * 60_000 });

export const citiesQuery = lookup('cities', () => api.get('/api/cities'));
export const daysQuery = lookup('days', () => api.get('/api/days'));
export const timingsQuery = lookup('timings', () => api.get('/api/timings'));
export const preferencesQuery = lookup('preferences', () => api.get('/api/activity-preferences'));
export const categoriesQuery = lookup('categories', () => api.get('/api/categories'));
/** A city's areas, for the address forms' area select (asked only once a city is chosen). */
export const areasQuery = (cityId: number) =>
  lookup(`areas-${cityId}`, () => api.get('/api/cities/{id}/areas', { params: { path: { id: cityId } } }));

export const useCities = () => useQuery(citiesQuery);
export const useDays = () => useQuery(daysQuery);
export const useTimings = () => useQuery(timingsQuery);
export const usePreferences = () => useQuery(preferencesQuery);
export const useCategories = () => useQuery(categoriesQuery);
export const useAreas = (cityId: number | null) => useQuery({ ...areasQuery(cityId ?? 0), enabled: cityId !== null });

/** 'Weekend Pass' has its own link and page; menus, the footer and filters leave it out. */
export const withoutWeekendPass = (categories: Category[] | undefined) =>
  (categories ?? []).filter((c) => c.slug !== WEEKEND_PASS_CATEGORY_SLUG);
