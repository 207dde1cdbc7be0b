import { describe, expect, it } from 'vitest';
import { placeOf } from './experiences.ts';

describe('placeOf', () => {
  it('adds the city only when the address does not already name it', () => {
    expect(placeOf('Al Marmoom Desert, Dubai, UAE', { name: 'Dubai' })).toBe('Al Marmoom Desert, Dubai, UAE');
    expect(placeOf('Corniche Road', { name: 'Abu Dhabi' })).toBe('Corniche Road, Abu Dhabi');
    expect(placeOf(null, { name: 'Fujairah' })).toBe('Fujairah');
    expect(placeOf('Jebel Jais', null)).toBe('Jebel Jais');
    expect(placeOf(null, null)).toBe('');
  });
});
