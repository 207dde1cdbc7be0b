import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { bookableWeekdays, isBookableDate } from './bookableDate.ts';
import { firstBookableDay } from './firstBookableDay.ts';

const dubai = (y: number, m: number, d: number, h = 0) => new TZDate(y, m - 1, d, h, 0, 0, 'Asia/Dubai');
const allWeekend = [{ weekday: 4 }, { weekday: 5 }, { weekday: 6 }];
// Wednesday 14 January 2026 in Dubai.
const today = dubai(2026, 1, 14);

describe('isBookableDate', () => {
  it('accepts the coming Thursday, Friday and Saturday', () => {
    expect(isBookableDate(dubai(2026, 1, 15), allWeekend, today)).toBe(true);
    expect(isBookableDate(dubai(2026, 1, 16), allWeekend, today)).toBe(true);
    expect(isBookableDate(dubai(2026, 1, 17), allWeekend, today)).toBe(true);
  });

  it('refuses a past Friday', () => {
    expect(isBookableDate(dubai(2026, 1, 9), allWeekend, today)).toBe(false);
  });

  it('refuses a Sunday and other weekdays', () => {
    expect(isBookableDate(dubai(2026, 1, 18), allWeekend, today)).toBe(false);
    expect(isBookableDate(dubai(2026, 1, 19), allWeekend, today)).toBe(false);
    expect(isBookableDate(dubai(2026, 1, 14), allWeekend, today)).toBe(false);
  });

  it('accepts only the days the activity runs on', () => {
    const fridayOnly = [{ weekday: 5 }];
    expect(isBookableDate(dubai(2026, 1, 15), fridayOnly, today)).toBe(false);
    expect(isBookableDate(dubai(2026, 1, 16), fridayOnly, today)).toBe(true);
    expect(isBookableDate(dubai(2026, 1, 16), [], today)).toBe(false);
  });

  it('ignores a Sunday in the activity days: experiences run Thursday to Saturday', () => {
    expect(isBookableDate(dubai(2026, 1, 18), [...allWeekend, { weekday: 0 }], today)).toBe(false);
  });

  it('accepts today when today is one of the days', () => {
    const friday = dubai(2026, 1, 16, 22);
    expect(isBookableDate(dubai(2026, 1, 16), allWeekend, friday)).toBe(true);
  });

  it('judges the day in Dubai, not in the visitor zone', () => {
    // 21:00 UTC on Thursday 15 January is already Friday 16 January at 01:00 in Dubai.
    const lateThursdayUtc = new Date(Date.UTC(2026, 0, 15, 21));
    expect(isBookableDate(lateThursdayUtc, [{ weekday: 5 }], today)).toBe(true);
    expect(isBookableDate(lateThursdayUtc, [{ weekday: 4 }], today)).toBe(false);
  });
});

describe('bookableWeekdays', () => {
  it("reads the days' weekday numbers, whatever language their names are in", () => {
    // On an Arabic page the API names the days in Arabic: the names must not decide.
    const arabic = [
      { id: 3, name: 'السبت', weekday: 6 },
      { id: 1, name: 'الخميس', weekday: 4 },
    ];
    expect(bookableWeekdays(arabic)).toEqual([4, 6]);
    expect(isBookableDate(dubai(2026, 1, 17), arabic, today)).toBe(true);
    expect(firstBookableDay(arabic, today)).toEqual(dubai(2026, 1, 15));
  });
});

describe('firstBookableDay', () => {
  it('is the next day the activity runs on, in the next month at the end of one', () => {
    expect(firstBookableDay(allWeekend, today)).toEqual(dubai(2026, 1, 15));
    // Monday 30 November 2026: the activity's Fridays are all past, the first is 4 December.
    expect(firstBookableDay([{ weekday: 5 }], dubai(2026, 11, 30))).toEqual(dubai(2026, 12, 4));
  });

  it('is today when the activity runs today, and none when it runs on no weekend day', () => {
    expect(firstBookableDay([{ weekday: 4 }], dubai(2026, 1, 15))).toEqual(dubai(2026, 1, 15));
    expect(firstBookableDay([{ weekday: 0 }], today)).toBeUndefined();
  });
});
