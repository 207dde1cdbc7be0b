import { describe, expect, it } from 'vitest';
import {
  AFTERSALE_MESSAGES,
  cancelWindow,
  changeDeadline,
  giftWindow,
  moveWindow,
  type ChangeableItem,
} from './aftersale.ts';

const SECOND = 1_000;
const HOUR = 3_600_000;
/** Sat 5 Dec 2026 begins in Dubai at 2026-12-04T20:00Z; 48 hours before is Thu 3 Dec 00:00 Dubai. */
const saturday = '2026-12-05';
const deadline = new Date('2026-12-02T20:00:00Z');

const dated = (over: Partial<ChangeableItem> = {}): ChangeableItem => ({
  bookedFor: saturday,
  purchaseDate: new Date('2026-11-20T10:00:00Z'),
  redeemedAt: null,
  cancelledAt: null,
  ...over,
});
const undated = (purchaseDate: Date, over: Partial<ChangeableItem> = {}): ChangeableItem => ({
  bookedFor: null,
  purchaseDate,
  redeemedAt: null,
  cancelledAt: null,
  ...over,
});

describe('changeDeadline', () => {
  it('is 48 hours before the day begins in Dubai (UTC+4)', () => {
    expect(changeDeadline(saturday).toISOString()).toBe(deadline.toISOString());
  });
});

describe('cancelWindow', () => {
  it('is open one second before the deadline and closed at it and one second after', () => {
    expect(cancelWindow(dated(), new Date(deadline.getTime() - SECOND))).toEqual({
      allowed: true,
      until: deadline.toISOString(),
      reason: null,
    });
    expect(cancelWindow(dated(), deadline)).toEqual({
      allowed: false,
      until: deadline.toISOString(),
      reason: AFTERSALE_MESSAGES.datedTooLate,
    });
    expect(cancelWindow(dated(), new Date(deadline.getTime() + SECOND)).allowed).toBe(false);
  });

  it('refuses a booking made on Thursday at 20:00 Dubai for that Saturday', () => {
    const thursdayEvening = new Date('2026-12-03T20:00:00+04:00');
    const window = cancelWindow(dated({ purchaseDate: thursdayEvening }), thursdayEvening);
    expect(window).toMatchObject({ allowed: false, reason: AFTERSALE_MESSAGES.datedTooLate });
  });

  it('lets an undated voucher go within 48 hours of its purchase: open at 47h59m, closed at 48h', () => {
    const bought = new Date('2026-12-01T09:30:00Z');
    expect(cancelWindow(undated(bought), new Date(bought.getTime() + 47 * HOUR + 59 * 60_000)).allowed).toBe(true);
    expect(cancelWindow(undated(bought), new Date(bought.getTime() + 48 * HOUR))).toMatchObject({
      allowed: false,
      reason: AFTERSALE_MESSAGES.undatedTooLate,
    });
  });

  it('refuses a used, a cancelled and a given-away voucher, each with its reason, even in time', () => {
    const early = new Date('2026-11-21T00:00:00Z');
    expect(cancelWindow(dated({ redeemedAt: early }), early).reason).toBe(AFTERSALE_MESSAGES.redeemed);
    expect(cancelWindow(undated(early, { redeemedAt: early }), early).reason).toBe(AFTERSALE_MESSAGES.redeemed);
    expect(cancelWindow(dated({ cancelledAt: early }), early).reason).toBe(AFTERSALE_MESSAGES.cancelled);
    expect(cancelWindow(dated({ gifted: true }), early).reason).toBe(AFTERSALE_MESSAGES.gifted);
  });
});

describe('moveWindow', () => {
  it('closes at the same edge as cancelling, and never opens for an undated voucher', () => {
    expect(moveWindow(dated(), new Date(deadline.getTime() - SECOND)).allowed).toBe(true);
    expect(moveWindow(dated(), deadline)).toMatchObject({ allowed: false, reason: AFTERSALE_MESSAGES.moveTooLate });
    expect(moveWindow(undated(new Date()), new Date())).toEqual({
      allowed: false,
      until: null,
      reason: AFTERSALE_MESSAGES.moveNeedsDate,
    });
  });
});

describe('giftWindow', () => {
  it('is open while the voucher is valid and unused, and once only', () => {
    expect(giftWindow(dated()).allowed).toBe(true);
    expect(giftWindow(dated({ gifted: true })).reason).toBe(AFTERSALE_MESSAGES.gifted);
    expect(giftWindow(dated({ redeemedAt: new Date() })).reason).toBe(AFTERSALE_MESSAGES.redeemed);
  });
});
