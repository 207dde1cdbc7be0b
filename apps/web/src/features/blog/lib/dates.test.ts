import { describe, expect, it } from 'vitest';
import { formatPostDate, formatPostNumericDate, isoDay } from './dates.ts';

describe('post dates, as Dubai sees the day', () => {
  it('formats D MMM YYYY and DD-MM-YYYY', () => {
    expect(formatPostDate('2026-03-05T04:30:00Z')).toBe('5 Mar 2026');
    expect(formatPostNumericDate('2026-03-05T04:30:00Z')).toBe('05-03-2026');
    expect(isoDay('2026-03-05T04:30:00Z')).toBe('2026-03-05');
  });

  it('uses the Dubai day, not the visitor’s (21:30 UTC is already the next day in Dubai)', () => {
    expect(formatPostDate('2026-12-31T21:30:00Z')).toBe('1 Jan 2027');
    expect(formatPostNumericDate('2026-12-31T21:30:00Z')).toBe('01-01-2027');
    expect(isoDay('2026-12-31T21:30:00Z')).toBe('2027-01-01');
  });
});
