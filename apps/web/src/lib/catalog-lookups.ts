import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area, Category, City, Day, IdName } from '@weekends/shared';
import { WEEKEND_PASS_CATEGORY_SLUG } from '@weekends/shared';
import { apiFetch } from './api.ts';

/** The catalogue's lookup lists, shared by the header, the planner and the listing filters. They change rarely. */
const lookup = <T>(key: string, path: string) =>
  queryOptions({ queryKey: ['lookups', key], queryFn: () => apiFetch<T>(path), staleTime: 10 * 60_000 });

export const citiesQuery = lookup<City[]>('cities', '/cities');
export const daysQuery = lookup<Day[]>('days', '/days');
export const timingsQuery = lookup<IdName[]>('timings', '/timings');
export const preferencesQuery = lookup<IdName[]>('preferences', '/activity-preferences');
export const categoriesQuery = lookup<Category[]>('categories', '/categories');
/** A city's areas, for the address forms' area select (asked only once a city is chosen). */
export const areasQuery = (cityId: number) => lookup<Area[]>(`areas-${cityId}`, `/cities/${cityId}/areas`);

export const useCities = () => useQuery(citiesQuery);
export const useDays = () => useQuery(daysQuery);
export const useTimings = () => useQuery(timingsQuery);
export const usePreferences = () => useQuery(preferencesQuery);
export const useCategories = () => useQuery(categoriesQuery);
export const useAreas = (cityId: number | null) => useQuery({ ...areasQuery(cityId ?? 0), enabled: cityId !== null });

/** 'Weekend Pass' has its own link and page; menus, the footer and filters leave it out. */
export const withoutWeekendPass = (categories: Category[] | undefined) =>
  (categories ?? []).filter((c) => c.slug !== WEEKEND_PASS_CATEGORY_SLUG);
