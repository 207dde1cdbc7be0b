import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearedFilters,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  type ListingFilters,
} from './filters.ts';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('listing filters in the address', () => {
  it('reads the planner link with city[], day[] and category[]', () => {
    expect(parse('city[]=1&city[]=2&day[]=5&category[]=3')).toEqual({
      ...EMPTY_FILTERS,
      city: [1, 2],
      day: [5],
      category: [3],
    });
  });

  it('also reads the plain repeated form (city=1&city=2)', () => {
    expect(parse('city=1&city=2&time=4').city).toEqual([1, 2]);
    expect(parse('city=1&city=2&time=4').time).toEqual([4]);
  });

  it('round-trips every filter through the address', () => {
    const filters: ListingFilters = {
      keyword: 'desert safari',
      category: [3, 9],
      city: [1, 2],
      day: [5, 6],
      time: [2],
      preference: 2,
      rating: 4,
      minPrice: 50,
      maxPrice: 400,
      sort: 3,
    };
    const params = filtersToSearchParams(filters);
    expect(params.getAll('city[]')).toEqual(['1', '2']);
    expect(params.getAll('day[]')).toEqual(['5', '6']);
    expect(params.getAll('category[]')).toEqual(['3', '9']);
    expect(params.getAll('time[]')).toEqual(['2']);
    expect(parse(params.toString())).toEqual(filters);
  });

  it('leaves defaults out of the address so links stay short', () => {
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, minPrice: 0, maxPrice: 1000, sort: 1 }).toString()).toBe('');
  });

  it('drops only the bad value of a hand-edited link', () => {
    expect(parse('city[]=1&rating=9&sort=7&preference=3&day[]=x')).toEqual({ ...EMPTY_FILTERS, city: [1] });
  });

  it('reads a reversed price range the way it was meant', () => {
    const filters = parse('minPrice=500&maxPrice=100');
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 500]);
  });

  it('ignores repeated ids', () => {
    expect(parse('city[]=1&city[]=1').city).toEqual([1]);
  });

  it('counts chosen filters, not the keyword or the sort', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, keyword: 'x', sort: 2 })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, city: [1, 2], rating: 3, maxPrice: 300 })).toBe(4);
  });

  it('keeps the keyword when clearing filters', () => {
    expect(clearedFilters({ ...EMPTY_FILTERS, keyword: 'kayak', city: [1], rating: 2 })).toEqual({
      ...EMPTY_FILTERS,
      keyword: 'kayak',
    });
  });
});
