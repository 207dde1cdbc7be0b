import { describe, expect, it } from 'vitest';
import { normaliseListingParams } from './params.ts';

describe('normaliseListingParams', () => {
  it('merges city and city[] into one list and keeps single values as they are', () => {
    const raw = { 'city[]': ['1', '2'], city: '3', 'day[]': '5', keyword: 'x', 'time[]': '' };
    expect(normaliseListingParams(raw)).toEqual({ city: ['1', '2', '3'], day: '5', keyword: 'x', time: '' });
  });
});
