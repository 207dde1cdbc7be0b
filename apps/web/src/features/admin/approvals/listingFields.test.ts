import { describe, expect, it } from 'vitest';
import { LISTING_ARABIC_FIELDS } from '@weekends/shared/listings';
import { changedFields, LISTING_FIELDS } from './listingFields.tsx';
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

  it('compares every Arabic field a host writes, and each price option’s Arabic description', () => {
    const keys = LISTING_FIELDS.map((f) => f.key);
    expect(LISTING_ARABIC_FIELDS.map((f) => `${f}Ar`).filter((f) => !keys.includes(f))).toEqual([]);
    const live = listing({ durationAr: 'ساعتان', howToRedeemAr: null });
    const submitted = listing({
      durationAr: 'ثلاث ساعات',
      howToRedeemAr: 'أبرز الرمز عند المرسى.',
      cancellationPolicyAr: 'الإلغاء مجاني حتى 48 ساعة قبل الموعد.',
    });
    expect([...changedFields(submitted, live)]).toEqual(['durationAr', 'howToRedeemAr', 'cancellationPolicyAr']);
    // A submission made before the field existed (absent) compares as one without it (null).
    expect(changedFields(listing({ durationAr: null }), listing()).size).toBe(0);
    const options = (descriptionAr?: string | null) =>
      listing({
        priceOptions: [{ id: 5, description: 'Adult', descriptionAr, price: 15_000, discountedPrice: null, places: 1 }],
      });
    expect([...changedFields(options('بالغ'), options(null))]).toEqual(['priceOptions']);
    expect(changedFields(options(null), options(undefined)).size).toBe(0);
  });
});
