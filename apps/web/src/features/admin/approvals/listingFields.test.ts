import { describe, expect, it } from 'vitest';
import { changedFields } from './listingFields.tsx';
import { listing } from './testing/listing.ts';

describe('changedFields', () => {
  it('names the fields an edit changes, and only those', () => {
    const live = listing();
    const submitted = listing({ title: 'Sunrise Kayak', included: ['Kayak', 'Water'], latitude: 24.46 });
    expect([...changedFields(submitted, live)]).toEqual(['title', 'included', 'location']);
  });

  it('treats ticked days and timings as sets, and a new listing as having nothing to compare', () => {
    expect(changedFields(listing({ dayIds: [3, 2], timingIds: [1] }), listing({ dayIds: [2, 3] })).size).toBe(0);
    expect([...changedFields(listing({ dayIds: [2] }), listing({ dayIds: [2, 3] }))]).toEqual(['days']);
    expect(changedFields(listing(), null).size).toBe(0);
  });
});
