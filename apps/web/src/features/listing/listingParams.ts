import {
  LOCATION_PREFERENCES,
  PRICE_SLIDER_MAX_AED,
  RATING_FILTER_MAX,
  SORT_OPTIONS,
} from '@weekends/shared/constants';

/**
 * Reads one listing address parameter with the rules of the shared `listingQuerySchema` (the API's contract), or
 * answers undefined when the value breaks them. Written out by hand because the schema brings zod, about 23 KB of
 * gzipped JavaScript, into the first load of every listing page just to read the address bar
 * (the first page's budget is 170 KB, docs/WEB.md). listingParams.test.ts checks these readers agree with the schema.
 */

/** z.coerce.number().int(): Number() of the raw value, finite and a safe integer. */
function integer(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

function between(value: unknown, min: number, max: number): number | undefined {
  const n = integer(value);
  return n !== undefined && n >= min && n <= max ? n : undefined;
}

function oneOf(value: unknown, allowed: readonly number[]): number | undefined {
  const n = integer(value);
  return n !== undefined && allowed.includes(n) ? n : undefined;
}

const ID_LIST_MAX = 50;
const KEYWORD_MAX = 100;

/** A list of positive ids; one bad id or more than 50 drops the whole list, as the schema does. */
function idList(value: unknown): number[] | undefined {
  const values = value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];
  if (values.length > ID_LIST_MAX) return undefined;
  const ids: number[] = [];
  for (const v of values) {
    const id = integer(v);
    if (id === undefined || id <= 0) return undefined;
    ids.push(id);
  }
  return ids;
}

function keyword(value: unknown): string | undefined {
  if (value === undefined || typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= KEYWORD_MAX ? trimmed : undefined;
}

const optional =
  <T>(read: (value: unknown) => T | undefined) =>
  (value: unknown) =>
    value === undefined ? undefined : read(value);

export const listingParamReaders = {
  keyword,
  category: idList,
  city: idList,
  day: idList,
  time: idList,
  preference: optional((v) => oneOf(v, Object.values(LOCATION_PREFERENCES))),
  rating: optional((v) => between(v, 1, RATING_FILTER_MAX)),
  minPrice: optional((v) => between(v, 0, PRICE_SLIDER_MAX_AED)),
  maxPrice: optional((v) => between(v, 0, PRICE_SLIDER_MAX_AED)),
  sort: optional((v) => oneOf(v, Object.values(SORT_OPTIONS))),
} satisfies Record<string, (value: unknown) => unknown>;

export type ListingParamKey = keyof typeof listingParamReaders;
