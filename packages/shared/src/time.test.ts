import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_ZONE } from './constants.ts';
import { dubaiDay, dubaiDayStart } from './time.ts';

/** The time zone data's answer, which dubaiDay's fixed offset must always give. */
const byTimeZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('dubaiDay', () => {
  it('turns at midnight in Dubai, 20:00 UTC', () => {
    expect(dubaiDay(new Date('2026-11-27T19:59:59.999Z'))).toBe('2026-11-27');
    expect(dubaiDay(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(dubaiDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(dubaiDay(new Date('2028-02-28T20:00:00Z'))).toBe('2028-02-29');
  });

  it('agrees with the Asia/Dubai time zone at every instant from 1980 to 2100', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (at) => {
          expect(dubaiDay(at)).toBe(byTimeZone.format(at));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('names the day that dubaiDayStart begins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const day = new Date(Date.UTC(2000, 0, 1 + offset)).toISOString().slice(0, 10);
        const start = dubaiDayStart(day);
        expect(dubaiDay(start)).toBe(day);
        expect(dubaiDay(new Date(start.getTime() - 1))).not.toBe(day);
      }),
    );
  });
});
