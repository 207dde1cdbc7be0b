import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampQuantity,
  effectivePrice,
  fromPrice,
  hasDiscount,
  lineTotal,
  percentOff,
  selectionTotal,
} from './pricing.ts';
import { aedToFils, formatAed } from './money.ts';
import { distanceKm } from './geo.ts';

const fils = fc.integer({ min: 1, max: 10_000_000 });
const option = fc.record({
  price: fils,
  discountedPrice: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
});

describe('percentOff', () => {
  it('is the floor of (price - discounted) / price * 100', () => {
    expect(percentOff({ price: 30000, discountedPrice: 20000 })).toBe(33);
    expect(percentOff({ price: 29900, discountedPrice: 19900 })).toBe(33);
    expect(percentOff({ price: 10000, discountedPrice: 9950 })).toBe(0);
    expect(percentOff({ price: 10000, discountedPrice: 0 })).toBe(100);
    expect(percentOff({ price: 10000, discountedPrice: null })).toBe(0);
  });

  it('is 0 when the "discount" is not a reduction', () => {
    expect(percentOff({ price: 10000, discountedPrice: 10000 })).toBe(0);
    expect(percentOff({ price: 10000, discountedPrice: 12000 })).toBe(0);
  });

  it('always lies in 0..100 and never rounds up', () => {
    fc.assert(
      fc.property(option, (o) => {
        const p = percentOff(o);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(Number.isInteger(p)).toBe(true);
        if (hasDiscount(o)) {
          const exact = ((o.price - (o.discountedPrice as number)) / o.price) * 100;
          expect(p).toBeLessThanOrEqual(exact + 1e-9);
          expect(exact - p).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('effectivePrice', () => {
  it('uses the discounted price when present, else the price', () => {
    expect(effectivePrice({ price: 50000, discountedPrice: 35000 })).toBe(35000);
    expect(effectivePrice({ price: 50000, discountedPrice: null })).toBe(50000);
  });

  it('never exceeds the price', () => {
    fc.assert(fc.property(option, (o) => effectivePrice(o) <= o.price));
  });
});

describe('totals', () => {
  it('never lets a quantity go below 0', () => {
    expect(clampQuantity(-1)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(0);
    fc.assert(fc.property(fc.double(), (q) => clampQuantity(q) >= 0));
  });

  it('sums effective price times quantity over the selection', () => {
    expect(
      selectionTotal([
        { price: 30000, discountedPrice: 25000, quantity: 2 },
        { price: 15000, discountedPrice: null, quantity: 1 },
        { price: 99900, discountedPrice: 49900, quantity: 0 },
      ]),
    ).toBe(65000);
  });

  it('is additive, integer and zero for an empty selection', () => {
    const line = fc.record({
      price: fils,
      discountedPrice: fc.option(fils, { nil: null }),
      quantity: fc.integer({ min: -5, max: 50 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.array(line, { maxLength: 8 }), (a, b) => {
        const total = selectionTotal([...a, ...b]);
        expect(total).toBe(selectionTotal(a) + selectionTotal(b));
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(selectionTotal([])).toBe(0);
  });

  it('adding one unit raises the total by exactly the effective price', () => {
    fc.assert(
      fc.property(option, fc.integer({ min: 0, max: 40 }), (o, q) => {
        expect(lineTotal({ ...o, quantity: q + 1 }) - lineTotal({ ...o, quantity: q })).toBe(effectivePrice(o));
      }),
    );
  });

  it('fromPrice is the cheapest effective price', () => {
    expect(fromPrice([])).toBeNull();
    expect(
      fromPrice([
        { price: 50000, discountedPrice: 45000 },
        { price: 40000, discountedPrice: null },
      ]),
    ).toBe(40000);
  });
});

describe('money', () => {
  it('formats fils as AED', () => {
    expect(formatAed(125000)).toBe('AED 1,250');
    expect(formatAed(1250)).toBe('AED 12.50');
    expect(formatAed(0)).toBe('AED 0');
    expect(aedToFils(1000)).toBe(100000);
  });

  it('writes every amount as Intl would, grouped, with fils only when there are some', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const fraction = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fils) => {
        const format = fils % 100 === 0 ? whole : fraction;
        expect(formatAed(fils)).toBe(`AED ${format.format(fils / 100)}`);
      }),
    );
    expect(formatAed(-1250)).toBe('AED -12.50');
    expect(formatAed(100000005)).toBe('AED 1,000,000.05');
  });
});

describe('distanceKm', () => {
  it('measures Dubai to Abu Dhabi at about 120 km, rounded to 0.1', () => {
    const d = distanceKm({ latitude: 25.2048, longitude: 55.2708 }, { latitude: 24.4539, longitude: 54.3773 });
    expect(d).toBeGreaterThan(115);
    expect(d).toBeLessThan(125);
    expect(Math.abs(Math.round(d * 10) - d * 10)).toBeLessThan(1e-9);
  });
});
