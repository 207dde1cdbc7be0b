import { describe, expect, it } from 'vitest';
import { pageTitle } from './page.ts';

describe('pageTitle', () => {
  it('adds the brand once', () => {
    expect(pageTitle('Desert Safari')).toBe('Desert Safari | Weekends');
    expect(pageTitle('Desert Safari | Dubai | Weekends')).toBe('Desert Safari | Dubai | Weekends');
  });

  it('keeps the brand on titles that merely end in the word', () => {
    expect(pageTitle('Family Weekends')).toBe('Family Weekends | Weekends');
  });
});
