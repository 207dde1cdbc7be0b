import { describe, expect, it } from 'vitest';
import { bookingCalendar, type CalendarEntry } from './calendar.ts';

/** ics folds lines longer than 75 octets (RFC 5545 3.1); unfolding lets the tests look for whole values. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const dhow: CalendarEntry = {
  uid: 'booking-41@weekends.ae',
  title: 'Dhow cruise, dinner and music',
  date: '2026-12-04',
  validUntil: '2027-01-31',
  location: 'Dubai Marina, Dubai',
  latitude: 25.08,
  longitude: 55.14,
  description: 'Voucher K7QX2M9P. Show it to your host.',
  url: 'https://weekends.example/orders/WK-000123',
};

const spa: CalendarEntry = {
  uid: 'booking-42@weekends.ae',
  title: 'Spa day',
  date: null,
  validUntil: '2027-01-31',
  location: null,
  description: 'Voucher ABCD1234.',
  url: 'https://weekends.example/orders/WK-000123',
};

const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);

describe('booking calendar', () => {
  it('a dated booking is an all-day event on its day, without a time zone', () => {
    const ics = unfold(bookingCalendar([dhow]));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(events(ics)).toHaveLength(1);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261204\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261205\r\n');
    expect(ics).not.toContain('TZID');
    expect(ics).toContain('UID:booking-41@weekends.ae\r\n');
    expect(ics).toContain('URL:https://weekends.example/orders/WK-000123\r\n');
    // Commas in text values are escaped (RFC 5545 3.3.11).
    expect(ics).toContain('SUMMARY:Dhow cruise\\, dinner and music\r\n');
    expect(ics).toContain('LOCATION:Dubai Marina\\, Dubai\r\n');
    expect(ics).toContain('GEO:25.08;55.14');
  });

  it('an undated voucher is a reminder on its last day; one that never expires is left out', () => {
    const ics = unfold(bookingCalendar([dhow, spa, { ...spa, uid: 'booking-43@weekends.ae', validUntil: null }]));
    const [first, second, third] = events(ics);
    expect(third).toBeUndefined();
    expect(first).toContain('DTSTART;VALUE=DATE:20261204');
    expect(second).toContain('SUMMARY:Use your voucher: Spa day\r\n');
    expect(second).toContain('DTSTART;VALUE=DATE:20270131');
    expect(second).toContain('DTEND;VALUE=DATE:20270201');
    expect(ics).not.toContain('booking-43');
  });

  it('the end of an all-day event crosses months and leap days', () => {
    expect(unfold(bookingCalendar([{ ...dhow, date: '2028-02-28' }]))).toContain('DTEND;VALUE=DATE:20280229');
    expect(unfold(bookingCalendar([{ ...dhow, date: '2026-12-31' }]))).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('an empty order is an empty calendar; a malformed day or URL throws', () => {
    expect(events(bookingCalendar([]))).toHaveLength(0);
    expect(() => bookingCalendar([{ ...dhow, date: '04/12/2026' }])).toThrow(/yyyy-MM-dd/);
    expect(() => bookingCalendar([{ ...dhow, date: '2026-02-30' }])).toThrow(/does not exist/);
    expect(() => bookingCalendar([{ ...dhow, url: 'not a url' }])).toThrow();
  });
});
