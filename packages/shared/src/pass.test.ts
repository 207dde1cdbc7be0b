import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ownPassDiscount, passStartFrom, passTotals, savedPercent } from './pass.ts';
import { effectivePrice } from './pricing.ts';
import { quote } from './quote.ts';

const fils = fc.integer({ min: 1, max: 5_000_000 });
const option = fc.record({
  price: fils,
  discountedPrice: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
});
const passItem = fc.record({
  lines: fc.array(
    fc.record({
      price: fils,
      discountedPrice: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
      quantity: fc.integer({ min: 0, max: 20 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  discountPercent: fc.integer({ min: 0, max: 100 }),
});

describe('weekend pass pricing', () => {
  it('takes each experience’s own percent off its cost, rounded down', () => {
    // 2 x 150 AED at 10% off = 270 AED; 1 x 99.99 AED at 15% off = floor(8499.15) fils.
    const totals = passTotals([
      { lines: [{ price: 20_000, discountedPrice: 15_000, quantity: 2 }], discountPercent: 10 },
      { lines: [{ price: 9_999, discountedPrice: null, quantity: 1 }], discountPercent: 15 },
    ]);
    expect(totals).toEqual({ cartTotal: 39_999, total: 27_000 + 8_499, discountPercent: 11 });
  });

  it('never charges more than the experiences cost alone, and agrees with the quote the checkout charges', () => {
    fc.assert(
      fc.property(fc.array(passItem, { minLength: 1, maxLength: 6 }), (items) => {
        const totals = passTotals(items);
        expect(totals.total).toBeLessThanOrEqual(totals.cartTotal);
        expect(totals.total).toBe(quote(items).subTotal);
        expect(totals.discountPercent).toBeGreaterThanOrEqual(0);
        expect(totals.discountPercent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('shows the rounded share of the cart total saved', () => {
    expect(savedPercent(1000, 875)).toBe(13);
    expect(savedPercent(1000, 874)).toBe(13);
    expect(savedPercent(1000, 876)).toBe(12);
    expect(savedPercent(0, 0)).toBe(0);
    fc.assert(
      fc.property(fils, fc.integer({ min: 0, max: 100 }), (before, percentOff) => {
        const after = Math.floor((before * (100 - percentOff)) / 100);
        expect(Math.abs(savedPercent(before, after) - ((before - after) * 100) / before)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("starts from one unit of each experience's first option, struck through at their own prices", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            firstOption: fc.option(option, { nil: null }),
            discountPercent: fc.integer({ min: 0, max: 100 }),
          }),
          { maxLength: 6 },
        ),
        (items) => {
          const { from, undiscounted } = passStartFrom(items);
          const priced = items.filter((i) => i.firstOption !== null);
          expect(undiscounted).toBe(priced.reduce((sum, i) => sum + effectivePrice(i.firstOption!), 0));
          expect(from).toBe(
            priced.reduce(
              (sum, i) => sum + Math.floor((effectivePrice(i.firstOption!) * (100 - i.discountPercent)) / 100),
              0,
            ),
          );
          expect(from).toBeLessThanOrEqual(undiscounted);
        },
      ),
    );
  });

  it("gives a customer's own pass the provider's percent for 3, 4, and 5 or more experiences", () => {
    const discounts = { three: 5, four: 8, fiveOrMore: 12 };
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => ownPassDiscount(n, discounts))).toEqual([0, 0, 0, 5, 8, 12, 12]);
  });
});
