import { describe, expect, it } from 'vitest';
import type { ActivityCard } from '@weekends/shared';
import { flattenPages } from './api.ts';
import { listingMessage } from './listing-messages.ts';

describe('listing closing messages', () => {
  it('says nothing while loading', () => {
    expect(listingMessage({ loaded: false, itemCount: 0, hasMore: false })).toBeNull();
  });

  it('says no results when the first page is empty', () => {
    expect(listingMessage({ loaded: true, itemCount: 0, hasMore: false })).toBe('noResults');
  });

  it('invites to keep revisiting when nothing more loads and fewer than 10 are listed', () => {
    expect(listingMessage({ loaded: true, itemCount: 9, hasMore: false })).toBe('keepRevisiting');
  });

  it('does not invite to revisit at 10 items or more', () => {
    expect(listingMessage({ loaded: true, itemCount: 10, hasMore: false })).toBeNull();
  });

  it('does not invite to revisit while more can load', () => {
    expect(listingMessage({ loaded: true, itemCount: 6, hasMore: true })).toBeNull();
  });
});

describe('flattenPages', () => {
  const card = (id: number, image: string | null = `/uploads/${id}.webp`) => ({ id, image }) as ActivityCard;

  it('shows an activity repeated across pages once, in first-seen order', () => {
    const items = flattenPages([{ items: [card(1), card(2)] }, { items: [card(2), card(3)] }]);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('leaves out activities without an image', () => {
    expect(flattenPages([{ items: [card(1, null), card(2)] }]).map((i) => i.id)).toEqual([2]);
  });
});
