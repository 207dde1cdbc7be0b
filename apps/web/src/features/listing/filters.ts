import { PRICE_SLIDER_MAX_AED, SORT_OPTIONS, type SortOption } from '@weekends/shared/constants';
import { normaliseListingParams } from '@weekends/shared/params';
import { listingParamReaders, type ListingParamKey } from './listingParams.ts';

/**
 * The listing's filters as the page holds them. The address bar is their home (so a filtered page can be
 * shared and Back works); these helpers translate between the two.
 */
export interface ListingFilters {
  keyword?: string;
  category: number[];
  city: number[];
  day: number[];
  time: number[];
  preference?: 1 | 2;
  rating?: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: SortOption;
}

export const EMPTY_FILTERS: ListingFilters = { category: [], city: [], day: [], time: [] };

const ARRAY_KEYS = ['category', 'city', 'day', 'time'] as const;
const SCALAR_KEYS = ['keyword', 'preference', 'rating', 'minPrice', 'maxPrice', 'sort'] as const;

function parseField(key: ListingParamKey, value: unknown): unknown {
  return listingParamReaders[key](value);
}

/**
 * Reads /search?city[]=1&day[]=2&rating=4 (and the plain `city=1` form). Each field is checked on its own so a
 * hand-edited or stale value (rating=9) drops only itself, not the rest of a shared link.
 */
export function filtersFromSearchParams(params: URLSearchParams): ListingFilters {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0];
  }
  const normalised = normaliseListingParams(raw);
  const filters: ListingFilters = { ...EMPTY_FILTERS };
  for (const key of ARRAY_KEYS) {
    const ids = (parseField(key, normalised[key]) as number[] | undefined) ?? [];
    filters[key] = [...new Set(ids)];
  }
  const scalars: Partial<ListingFilters> = {};
  for (const key of SCALAR_KEYS) {
    const value = parseField(key, normalised[key]);
    if (value !== undefined) Object.assign(scalars, { [key]: value });
  }
  return withOrderedPrices({ ...filters, ...scalars });
}

/** A reversed range from a hand-edited link is read the way it was meant. */
function withOrderedPrices(filters: ListingFilters): ListingFilters {
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { ...filters, minPrice: maxPrice, maxPrice: minPrice };
  }
  return filters;
}

/**
 * Writes filters in the earlier site's address form (city[]=1&city[]=2), so its links keep working; defaults are left
 * out to keep links short.
 */
export function filtersToSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  for (const key of ARRAY_KEYS) for (const id of filters[key]) params.append(`${key}[]`, String(id));
  if (filters.preference !== undefined) params.set('preference', String(filters.preference));
  if (filters.rating !== undefined) params.set('rating', String(filters.rating));
  if (filters.minPrice !== undefined && filters.minPrice > 0) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined && filters.maxPrice < PRICE_SLIDER_MAX_AED)
    params.set('maxPrice', String(filters.maxPrice));
  if (filters.sort !== undefined && filters.sort !== SORT_OPTIONS.new) params.set('sort', String(filters.sort));
  return params;
}

/** Two filter states mean the same listing when they produce the same address. */
export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return filtersToSearchParams(a).toString() === filtersToSearchParams(b).toString();
}

/** The filters a visitor chose, counted for the mobile 'Filters (3)' button; the keyword and sort are not filters. */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    ARRAY_KEYS.reduce((sum, key) => sum + filters[key].length, 0) +
    (filters.preference !== undefined ? 1 : 0) +
    (filters.rating !== undefined ? 1 : 0) +
    ((filters.minPrice ?? 0) > 0 || (filters.maxPrice ?? PRICE_SLIDER_MAX_AED) < PRICE_SLIDER_MAX_AED ? 1 : 0)
  );
}

/** Keeps only what a visitor clears with 'Clear all': the keyword they searched for stays. */
export function clearedFilters(filters: ListingFilters): ListingFilters {
  return { ...EMPTY_FILTERS, keyword: filters.keyword };
}
