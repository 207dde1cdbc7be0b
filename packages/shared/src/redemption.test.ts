import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dubaiDay, dubaiDayStart } from './time.ts';
import { longDay, redeemWindow, shortDay } from './redemption.ts';

const SECOND = 1_000;
/** Today: Fri 27 Nov 2026 in Dubai, mid-afternoon. */
const now = new Date('2026-11-27T11:00:00Z');
const friday = '2026-12-04';

describe('redeemWindow of a dated voucher', () => {
  it('refuses a voucher 13 days ahead, naming its day and the day it opens', () => {
    expect(redeemWindow({ bookedFor: addDays(dubaiDay(now), 13), validUntil: null }, now)).toEqual({
      allowed: false,
      refusal: 'too_early',
      message: 'This voucher is for Thu 10 Dec 2026; it can be redeemed from Wed 9 Dec.',
    });
    expect(redeemWindow({ bookedFor: friday, validUntil: null }, new Date('2026-12-01T08:00:00Z'))).toMatchObject({
      message: 'This voucher is for Fri 4 Dec 2026; it can be redeemed from Thu 3 Dec.',
    });
  });

  it('opens at midnight in Dubai the day before (20:00 UTC two days before) and closes when its day ends', () => {
    const opens = dubaiDayStart('2026-12-03');
    expect(opens.toISOString()).toBe('2026-12-02T20:00:00.000Z');
    const closes = dubaiDayStart('2026-12-05');
    const voucher = { bookedFor: friday, validUntil: null };
    expect(redeemWindow(voucher, new Date(opens.getTime() - SECOND))).toMatchObject({
      allowed: false,
      refusal: 'too_early',
    });
    expect(redeemWindow(voucher, opens)).toEqual({ allowed: true });
    expect(redeemWindow(voucher, new Date(closes.getTime() - SECOND))).toEqual({ allowed: true });
    expect(redeemWindow(voucher, closes)).toEqual({
      allowed: false,
      refusal: 'expired',
      message: 'This voucher was for Fri 4 Dec 2026 and can no longer be redeemed.',
    });
  });

  it('is open exactly on the day before and the day itself, for any day and any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 365 }),
        fc.integer({ min: -40 * 86_400, max: 40 * 86_400 }),
        (dayOffset, seconds) => {
          const bookedFor = addDays('2026-01-01', dayOffset);
          const at = new Date(dubaiDayStart(bookedFor).getTime() + seconds * SECOND);
          const today = dubaiDay(at);
          const window = redeemWindow({ bookedFor, validUntil: null }, at);
          const open = today === bookedFor || today === addDays(bookedFor, -1);
          expect(window.allowed).toBe(open);
          if (!window.allowed) expect(window.refusal).toBe(today < bookedFor ? 'too_early' : 'expired');
        },
      ),
    );
  });
});

describe('redeemWindow of an undated voucher', () => {
  it('is open through its last valid day in Dubai and refused after it, with its own message', () => {
    const voucher = { bookedFor: null, validUntil: '2026-12-05' };
    const lastDayEnds = dubaiDayStart('2026-12-06');
    expect(redeemWindow(voucher, now)).toEqual({ allowed: true });
    expect(redeemWindow(voucher, new Date(lastDayEnds.getTime() - SECOND))).toEqual({ allowed: true });
    expect(redeemWindow(voucher, lastDayEnds)).toEqual({
      allowed: false,
      refusal: 'expired',
      message: 'This voucher was valid until Sat 5 Dec 2026 and can no longer be redeemed.',
    });
  });

  it('has no limit without a last valid day', () => {
    expect(redeemWindow({ bookedFor: null, validUntil: null }, new Date('2030-01-01T00:00:00Z'))).toEqual({
      allowed: true,
    });
  });
});

describe('day names', () => {
  it("agree with Intl's English for any day (property), September as 'Sep' like the other months", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 365 }), (offset) => {
        const day = addDays('2020-01-01', offset);
        expect(longDay(day)).toBe(
          intl
            .format(new Date(`${day}T00:00:00Z`))
            .replace(',', '')
            .replace('Sept', 'Sep'),
        );
        expect(longDay(day).startsWith(shortDay(day))).toBe(true);
      }),
    );
  });
});
