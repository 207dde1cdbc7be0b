import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_UNITS_PER_DATE, MAX_QUANTITY_PER_OPTION } from '@weekends/shared/cart';
import { api } from './api.ts';

/**
 * The most units one order may hold of one activity on one date (GET /api/order-limits). Under 'lookups', so the
 * server renders the booking steppers with it; the provider changes it rarely.
 */
export const orderLimitsQuery = queryOptions({
  queryKey: ['lookups', 'order-limits'],
  queryFn: ({ signal }) => api.get('/api/order-limits', { signal }),
  staleTime: 10 * 60_000,
});

/** The cap, or the shared default until it is known (the cart refuses more either way). */
export function useUnitsPerDate(): number {
  return useQuery(orderLimitsQuery).data?.unitsPerDate ?? DEFAULT_UNITS_PER_DATE;
}

/**
 * How high one option's stepper may go: the cap less what the other options of the same date hold, and never below
 * what it already shows (a cap lowered meanwhile only stops it rising).
 */
export function stepperMax(cap: number, unitsChosen: number, value: number): number {
  return Math.max(value, Math.min(MAX_QUANTITY_PER_OPTION, cap - (unitsChosen - value)));
}
