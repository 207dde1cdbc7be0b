import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingFilters } from '../filters.ts';
import { useFilterDraft } from './useFilterDraft.ts';

const filters = (minPrice?: number): ListingFilters => ({ category: [], city: [], day: [], time: [], minPrice });

describe('the filters being edited', () => {
  it("keeps the visitor's newer step when the panel's own earlier draft is applied", () => {
    const { result, rerender } = renderHook(({ applied }) => useFilterDraft(applied), {
      initialProps: { applied: filters() },
    });
    act(() => result.current[1](filters(10)));
    // The debounce applies 10; before the address has it, the visitor takes the next step.
    act(() => result.current[2](filters(10)));
    act(() => result.current[1](filters(20)));
    rerender({ applied: filters(10) });
    expect(result.current[0].minPrice).toBe(20);
  });

  it('follows the applied filters when they change from outside (Back, Clear all)', () => {
    const { result, rerender } = renderHook(({ applied }) => useFilterDraft(applied), {
      initialProps: { applied: filters(10) },
    });
    act(() => result.current[1](filters(20)));
    rerender({ applied: filters(30) });
    expect(result.current[0].minPrice).toBe(30);
    // Its own draft applied once does not shield a later change from outside to the same filters.
    act(() => result.current[2](filters(40)));
    rerender({ applied: filters(40) });
    act(() => result.current[1](filters(50)));
    rerender({ applied: filters() });
    rerender({ applied: filters(40) });
    expect(result.current[0].minPrice).toBe(40);
  });
});
