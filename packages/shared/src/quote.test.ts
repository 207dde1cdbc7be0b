import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocateDiscount,
  couponDiscountOf,
  DEFAULT_COMMISSION_PERCENT,
  itemGross,
  itemNet,
  quote,
  splitSale,
  vatIncluded,
  type QuoteItem,
} from './quote.ts';
import { effectivePrice } from './pricing.ts';

const fils = fc.integer({ min: 1, max: 10_000_000 });
const line = fc.record({
  price: fils,
  discountedPrice: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  quantity: fc.integer({ min: 0, max: 20 }),
});
const item: fc.Arbitrary<QuoteItem> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
});
const percent = fc.integer({ min: 0, max: 100 });

/** The exact (rational) value of a * b / c, compared with the floored integer without float error. */
const isFloorOf = (value: number, numerator: bigint, denominator: bigint) => {
  expect(Number.isInteger(value)).toBe(true);
  // value <= n/d < value + 1: rounded down and within 1 fils of the exact value.
  expect(BigInt(value) * denominator <= numerator).toBe(true);
  expect((BigInt(value) + 1n) * denominator > numerator).toBe(true);
};

describe('quote', () => {
  it('adds up: cartTotal - discount = subTotal, subTotal - couponDiscount = total, VAT is floor(total * 5 / 105)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), percent, (items, coupon) => {
        const q = quote(items, coupon);
        expect(q.cartTotal - q.discount).toBe(q.subTotal);
        expect(q.subTotal - q.couponDiscount).toBe(q.total);
        expect(q.couponPercent).toBe(coupon);
        expect(q.cartTotal).toBe(items.reduce((sum, i) => sum + itemGross(i), 0));
        expect(q.subTotal).toBe(items.reduce((sum, i) => sum + itemNet(i), 0));
        isFloorOf(q.couponDiscount, BigInt(q.subTotal) * BigInt(coupon), 100n);
        isFloorOf(q.vat, BigInt(q.total) * 5n, 105n);
        expect(q.discount).toBeGreaterThanOrEqual(0);
        expect(q.total).toBeGreaterThanOrEqual(0);
        expect(q.total).toBeLessThanOrEqual(q.subTotal);
      }),
    );
  });

  it('an empty cart is all zeros', () => {
    expect(quote([], 20)).toEqual({
      cartTotal: 0,
      discount: 0,
      subTotal: 0,
      couponPercent: 20,
      couponDiscount: 0,
      total: 0,
      vat: 0,
    });
  });

  it('coupon 0 takes nothing off; coupon 100 takes everything, leaving no VAT', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 5 }), (items) => {
        const none = quote(items, 0);
        expect(none.couponDiscount).toBe(0);
        expect(none.total).toBe(none.subTotal);
        const all = quote(items, 100);
        expect(all.couponDiscount).toBe(all.subTotal);
        expect(all.total).toBe(0);
        expect(all.vat).toBe(0);
      }),
    );
  });

  it('clamps a coupon outside 0..100 (and a fraction) instead of charging a negative or larger amount', () => {
    const items = [{ lines: [{ price: 10_000, discountedPrice: null, quantity: 1 }] }];
    expect(quote(items, 150)).toMatchObject({ couponPercent: 100, couponDiscount: 10_000, total: 0 });
    expect(quote(items, -10)).toMatchObject({ couponPercent: 0, couponDiscount: 0, total: 10_000 });
    expect(quote(items, 12.9)).toMatchObject({ couponPercent: 12, couponDiscount: 1_200, total: 8_800 });
    expect(quote(items, Number.NaN)).toMatchObject({ couponPercent: 0, total: 10_000 });
  });

  it('prices the example of the checkout: 2 x 150 AED (from 200) + 1 x 100 AED', () => {
    const q = quote([
      {
        lines: [
          { price: 20_000, discountedPrice: 15_000, quantity: 2 },
          { price: 10_000, discountedPrice: null, quantity: 1 },
        ],
      },
    ]);
    expect(q).toEqual({
      cartTotal: 50_000,
      discount: 10_000,
      subTotal: 40_000,
      couponPercent: 0,
      couponDiscount: 0,
      total: 40_000,
      vat: 1_904,
    });
    expect(quote([{ lines: [{ price: 33_333, discountedPrice: null, quantity: 1 }] }], 15)).toMatchObject({
      couponDiscount: 4_999,
      total: 28_334,
      vat: 1_349,
    });
  });
});

describe('itemNet', () => {
  it("is the floor of the lines' effective total times (100 - pass percent) / 100", () => {
    fc.assert(
      fc.property(item, (i) => {
        const effective = i.lines.reduce((sum, l) => sum + effectivePrice(l) * l.quantity, 0);
        const net = itemNet(i);
        isFloorOf(net, BigInt(effective) * BigInt(100 - (i.discountPercent ?? 0)), 100n);
        expect(net).toBeLessThanOrEqual(itemGross(i));
      }),
    );
  });

  it('a pass discount of 0 keeps the effective total; 100 makes it free', () => {
    const lines = [
      { price: 12_345, discountedPrice: 9_999, quantity: 3 },
      { price: 501, discountedPrice: null, quantity: 1 },
    ];
    expect(itemNet({ lines })).toBe(30_498);
    expect(itemNet({ lines, discountPercent: 0 })).toBe(30_498);
    expect(itemNet({ lines, discountPercent: 100 })).toBe(0);
    // 30_498 x 0.67 = 20_433.66, rounded down.
    expect(itemNet({ lines, discountPercent: 33 })).toBe(20_433);
  });
});

describe('vatIncluded', () => {
  it('is 5 of 105 fils, 0 below 21 fils, and floor(total * 5 / 105) within 1 fils', () => {
    expect(vatIncluded(105)).toBe(5);
    expect(vatIncluded(0)).toBe(0);
    expect(vatIncluded(20)).toBe(0);
    expect(vatIncluded(21)).toBe(1);
    expect(vatIncluded(104)).toBe(4);
    expect(vatIncluded(40_000)).toBe(1_904);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        isFloorOf(vatIncluded(total), BigInt(total) * 5n, 105n);
      }),
    );
  });
});

describe('couponDiscountOf', () => {
  it('is floor(amount * percent / 100), never more than the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), percent, (amount, p) => {
        const discount = couponDiscountOf(amount, p);
        isFloorOf(discount, BigInt(amount) * BigInt(p), 100n);
        expect(discount).toBeLessThanOrEqual(amount);
      }),
    );
    expect(couponDiscountOf(999, 10)).toBe(99);
    expect(couponDiscountOf(12_345, 0)).toBe(0);
    expect(couponDiscountOf(12_345, 100)).toBe(12_345);
  });
});

describe('allocateDiscount', () => {
  const amounts = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 8 });

  it('shares add up to the discount exactly, each within its amount and within 1 fils of its proportional share', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 50_000_000 }), (list, discount) => {
        const whole = list.reduce((s, a) => s + a, 0);
        const shares = allocateDiscount(list, discount);
        expect(shares).toHaveLength(list.length);
        const expectedTotal = whole <= 0 || discount <= 0 ? 0 : Math.min(discount, whole);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(expectedTotal);
        shares.forEach((share, index) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(list[index]!);
          if (whole > 0) {
            // |share - amount * capped / whole| < 1, in integers.
            const exact = BigInt(list[index]!) * BigInt(expectedTotal);
            const scaled = BigInt(share) * BigInt(whole);
            const gap = scaled > exact ? scaled - exact : exact - scaled;
            expect(gap < BigInt(whole)).toBe(true);
          }
        });
      }),
    );
  });

  it('gives the odd fils to the largest remainders, ties to the earlier amount', () => {
    expect(allocateDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(allocateDiscount([100, 200], 100)).toEqual([33, 67]);
    expect(allocateDiscount([30_000, 10_000], 4_000)).toEqual([3_000, 1_000]);
    expect(allocateDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
  });

  it('caps a discount larger than the total at the amounts, and gives nothing for no discount or no amounts', () => {
    expect(allocateDiscount([100, 50], 1_000)).toEqual([100, 50]);
    expect(allocateDiscount([100, 50], 0)).toEqual([0, 0]);
    expect(allocateDiscount([0, 0], 10)).toEqual([0, 0]);
    expect(allocateDiscount([], 10)).toEqual([]);
  });
});

describe('splitSale', () => {
  it('host amount + marketplace fee = what was paid; the host is owed the item net less the floored commission', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), percent, percent, (net, coupon, commission) => {
        const paid = net - couponDiscountOf(net, coupon);
        const split = splitSale(net, paid, commission);
        expect(split.hostAmount + split.marketplaceFee).toBe(paid);
        const fee = net - split.hostAmount;
        isFloorOf(fee, BigInt(net) * BigInt(commission), 100n);
        // The promo code is the provider's: the host's amount does not depend on it.
        expect(split.hostAmount).toBe(splitSale(net, net, commission).hostAmount);
      }),
    );
  });

  it('uses 15% by default', () => {
    expect(DEFAULT_COMMISSION_PERCENT).toBe(15);
    expect(splitSale(30_000, 30_000)).toEqual({ hostAmount: 25_500, marketplaceFee: 4_500 });
    expect(splitSale(10_001, 10_001)).toEqual({ hostAmount: 8_501, marketplaceFee: 1_500 });
    // A 50% promo code: the customer paid 15_000, the host still gets 25_500, so the fee is negative.
    expect(splitSale(30_000, 15_000)).toEqual({ hostAmount: 25_500, marketplaceFee: -10_500 });
    expect(splitSale(30_000, 30_000, 0)).toEqual({ hostAmount: 30_000, marketplaceFee: 0 });
    expect(splitSale(30_000, 30_000, 100)).toEqual({ hostAmount: 0, marketplaceFee: 30_000 });
  });
});
