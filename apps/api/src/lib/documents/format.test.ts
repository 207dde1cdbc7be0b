import { describe, expect, it } from 'vitest';
import { documentAed, documentDate, documentFormat, documentMonth } from './format.ts';

describe('document amounts', () => {
  it('always shows two decimals and groups thousands', () => {
    expect(documentAed(0)).toBe('AED 0.00');
    expect(documentAed(5)).toBe('AED 0.05');
    expect(documentAed(125_000)).toBe('AED 1,250.00');
    expect(documentAed(123_456_789)).toBe('AED 1,234,567.89');
    expect(documentAed(-12_205)).toBe('-AED 122.05');
  });

  it('writes Arabic amounts with Western digits and the dirham sign, the figure kept whole in a right-to-left line', () => {
    expect(documentAed(125_000, 'ar')).toBe('\u20661,250.00\u2069 د.إ');
    expect(documentAed(-12_205, 'ar')).toBe('\u2066-122.05\u2069 د.إ');
    expect(documentAed(0, 'ar')).toBe('\u20660.00\u2069 د.إ');
  });
});

describe('document dates', () => {
  it('dates on the Dubai calendar, with our own month names', () => {
    expect(documentDate(new Date('2026-11-24T19:59:59Z'))).toBe('24 Nov 2026');
    expect(documentDate(new Date('2026-11-24T20:00:00Z'))).toBe('25 Nov 2026');
    expect(documentDate(new Date('2026-09-01T08:00:00Z'))).toBe('1 Sep 2026');
  });

  it('dates in Arabic on the Dubai and Gregorian calendar, with Western digits', () => {
    expect(documentDate(new Date('2026-11-24T19:59:59Z'), 'ar')).toBe('24 نوفمبر 2026');
    expect(documentDate(new Date('2026-11-24T20:00:00Z'), 'ar')).toBe('25 نوفمبر 2026');
    expect(documentDate(new Date('2026-09-01T08:00:00Z'), 'ar')).toBe('1 سبتمبر 2026');
  });

  it('names a month in either language', () => {
    expect(documentMonth('2026-05')).toBe('May 2026');
    expect(documentMonth('2026-09')).toBe('September 2026');
    expect(documentMonth('2026-05', 'ar')).toBe('مايو 2026');
    expect(documentMonth('2026-12', 'ar')).toBe('ديسمبر 2026');
  });
});

describe('a document in one language', () => {
  it('writes amounts, dates and months as the functions do for that language', () => {
    const moment = new Date('2026-11-24T20:00:00Z');
    for (const language of ['en', 'ar'] as const) {
      const format = documentFormat(language);
      expect(format.aed(-12_205)).toBe(documentAed(-12_205, language));
      expect(format.date(moment)).toBe(documentDate(moment, language));
      expect(format.month('2026-05')).toBe(documentMonth('2026-05', language));
    }
  });
});
