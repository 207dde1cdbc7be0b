import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityFixture } from '../testing/activityFixture.ts';
import { useBooking } from './useBooking.ts';

describe('useBooking', () => {
  it('clamps a quantity set below 0 to 0', () => {
    const { result } = renderHook(() => useBooking(activityFixture()));
    act(() => result.current.setQuantity(1, -3));
    expect(result.current.lines[0]?.quantity).toBe(0);
    expect(result.current.total).toBe(0);
  });

  it('reports the missing date only after a booking attempt, and accepts once a date is set', () => {
    const { result } = renderHook(() => useBooking(activityFixture({ dateInput: true })));
    act(() => result.current.setQuantity(2, 1));
    expect(result.current.problem).toBeNull();
    let ok = true;
    act(() => {
      ok = result.current.attemptBooking();
    });
    expect(ok).toBe(false);
    expect(result.current.problem).toBe('date');
    act(() => result.current.setDate(new Date(2026, 0, 16)));
    expect(result.current.problem).toBeNull();
    act(() => {
      ok = result.current.attemptBooking();
    });
    expect(ok).toBe(true);
  });
});
