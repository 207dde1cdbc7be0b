import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  dubaiDateTimeInput,
  dubaiIsoDay,
  formatAed,
  formatAgo,
  formatCalendarDay,
  formatCompact,
  formatCount,
  formatDayMonth,
  formatDubaiDay,
  formatDubaiDayTime,
  formatDubaiNumericDay,
  formatDubaiTimeDay,
  formatDubaiWeekdayDay,
  formatList,
  formatMonth,
  formatShortMonth,
  formatTenths,
  formatTinyMonth,
  isolate,
  leftToRight,
  weekdayName,
} from './index.ts';

/** What date-fns writes for a moment in Dubai: the patterns the site wrote before it formatted with Intl alone. */
const dateFns = (date: Date, pattern: string) => format(new TZDate(date, 'Asia/Dubai'), pattern);

// Every month, and both sides of Dubai's midnight (20:00 UTC).
const moments = Array.from({ length: 12 }, (_, month) =>
  [0, 19, 20, 23].map((hour) => new Date(Date.UTC(2026, month, 9, hour, 59))),
).flat();

describe('dates and times in Dubai', () => {
  it('write every month the way date-fns does', () => {
    for (const date of moments) {
      const at = date.toISOString();
      expect(formatDubaiDay(date), at).toBe(dateFns(date, 'd MMM yyyy'));
      expect(formatDubaiDayTime(date), at).toBe(dateFns(date, 'd MMM yyyy, HH:mm'));
      expect(formatDubaiTimeDay(date), at).toBe(dateFns(date, 'HH:mm, d MMM yyyy'));
      expect(formatDubaiTimeDay(date, { comma: false }), at).toBe(dateFns(date, 'HH:mm d MMM yyyy'));
      expect(formatDubaiWeekdayDay(date), at).toBe(dateFns(date, 'EEE, d MMM yyyy'));
      expect(dubaiIsoDay(date), at).toBe(dateFns(date, 'yyyy-MM-dd'));
      expect(dubaiDateTimeInput(date), at).toBe(dateFns(date, "yyyy-MM-dd'T'HH:mm"));
      expect(formatDubaiNumericDay(date), at).toBe(dateFns(date, 'dd-MM-yyyy'));
    }
  });

  it('read a moment on Dubai’s side of midnight', () => {
    expect(formatDubaiDay('2026-12-31T21:30:00Z')).toBe('1 Jan 2027');
    expect(formatDubaiNumericDay('2026-03-05T04:30:00Z')).toBe('05-03-2026');
    expect(formatDubaiDayTime('2026-11-27T00:05:00Z')).toBe('27 Nov 2026, 04:05');
  });

  it('name calendar days and months without shifting them, whatever the clock zone', () => {
    expect(formatCalendarDay('2027-01-15')).toBe('Fri, 15 Jan 2027');
    expect(formatCalendarDay('2026-12-31')).toBe('Thu, 31 Dec 2026');
    expect(formatDayMonth('2026-03-02')).toBe('2 Mar');
    expect(formatShortMonth('2026-09')).toBe('Sep 2026');
    expect(formatTinyMonth('2026-11')).toBe('Nov 26');
    expect(formatMonth('2027-01')).toBe('January 2027');
    expect(weekdayName(0)).toEqual({ short: 'Sun', long: 'Sunday' });
    expect(weekdayName(5).long).toBe('Friday');
  });

  it('say how long ago a moment was', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatAgo('2026-03-10T11:59:30Z', { now })).toBe('now');
    expect(formatAgo('2026-03-09T12:00:00Z', { now })).toBe('yesterday');
    expect(formatAgo('2026-01-05T12:00:00Z', { now })).toBe('2 months ago');
  });

  it('take Arabic as the UAE writes it, with Western digits', () => {
    const day = formatDubaiDay('2026-11-27T08:00:00Z', { language: 'ar' });
    expect(day).toMatch(/27/);
    expect(day).toMatch(/2026/);
    expect(day).not.toMatch(/[٠-٩]/);
    expect(day).not.toBe('27 Nov 2026');
    expect(formatMonth('2027-01', { language: 'ar' })).toMatch(/^[^A-Za-z]*2027[^A-Za-z]*$/);
  });
});

describe('money and numbers', () => {
  it('writes AED from fils', () => {
    expect(formatAed(125000)).toBe('AED 1,250');
    expect(formatAed(1250)).toBe('AED 12.50');
    expect(formatAed(-1250)).toBe('AED -12.50');
  });

  it('writes dirhams in Arabic after the amount, with Western digits', () => {
    expect(formatAed(125000, { language: 'ar' })).toBe('1,250 د.إ');
    expect(formatAed(-1250, { language: 'ar' })).toBe('-12.50 د.إ');
  });

  it('groups counts and shortens chart figures', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCompact(1250)).toBe('1.3K');
    expect(formatTenths(2.46)).toBe('2.5');
    expect(formatTenths(3)).toBe('3');
    expect(formatCount(12345, { language: 'ar' })).toMatch(/^12[^0-9]?345$/);
  });
});

describe('lists', () => {
  it('joins words in each language', () => {
    const days = ['Thursday', 'Friday', 'Saturday'];
    expect(formatList(days, { language: 'en' })).toBe('Thursday, Friday and Saturday');
    expect(formatList(days, { language: 'en', kind: 'plain' })).toBe('Thursday, Friday, Saturday');
    expect(formatList(['الخميس', 'الجمعة', 'السبت'], { language: 'ar' })).toBe('الخميس والجمعة والسبت');
    expect(formatList(['Friday'], { language: 'en' })).toBe('Friday');
  });
});

describe("someone's own words in a sentence", () => {
  it('are isolated on an Arabic page when written left to right, and left as they are otherwise', () => {
    expect(isolate('Mariam', { language: 'ar' })).toBe('\u2068Mariam\u2069');
    expect(isolate('Mariam', { language: 'en' })).toBe('Mariam');
    // An Arabic name in an Arabic sentence runs the same way already.
    expect(isolate('عمر', { language: 'ar' })).toBe('عمر');
  });

  it('a phone number keeps its + in front on an Arabic page', () => {
    expect(leftToRight('+971501111111', { language: 'ar' })).toBe('\u2066+971501111111\u2069');
    expect(leftToRight('+971501111111', { language: 'en' })).toBe('+971501111111');
  });
});
