import { describe, expect, it } from 'vitest';
import { formatDubaiDate } from './format.ts';
import { dubaiIsoDay, formatCalendarDay, formatDubaiDay } from './formatDubaiDay.ts';

describe('formatDubaiDay', () => {
  it('reads a day the way date-fns does, in Dubai time', () => {
    expect(formatDubaiDay('2026-11-26T21:30:00Z')).toBe('27 Nov 2026');
    // Every month, and both sides of Dubai's midnight (20:00 UTC).
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 19, 20, 23]) {
        const date = new Date(Date.UTC(2026, month, 9, hour, 59));
        expect(formatDubaiDay(date), date.toISOString()).toBe(formatDubaiDate(date, 'd MMM yyyy'));
      }
    }
  });
});

describe('dubaiIsoDay', () => {
  it('reads the Dubai calendar day as yyyy-MM-dd, the way date-fns does', () => {
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 19, 20, 23]) {
        const date = new Date(Date.UTC(2026, month, 9, hour, 59));
        expect(dubaiIsoDay(date), date.toISOString()).toBe(formatDubaiDate(date, 'yyyy-MM-dd'));
      }
    }
  });
});

describe('formatCalendarDay', () => {
  it('names a booked day as the date picker does, whatever the clock zone', () => {
    expect(formatCalendarDay('2027-01-15')).toBe('Fri, 15 Jan 2027');
    expect(formatCalendarDay('2026-12-31')).toBe('Thu, 31 Dec 2026');
  });
});
