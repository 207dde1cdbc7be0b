import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './cardFormat.ts';

describe('card form typing', () => {
  it('groups a card number by 4 and keeps digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00a00 3220')).toBe('4000 0000 0000 3220');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
    // Deleting the year's last digit, then the slash, leaves the month.
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('keeps a CVC to 4 digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
