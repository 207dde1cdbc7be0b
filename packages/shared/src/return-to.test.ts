import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnTo('/activity/desert-safari?date=2026-11-27#reviews')).toBe(
      '/activity/desert-safari?date=2026-11-27#reviews',
    );
  });

  it('refuses anything that could leave the site, and the sign-in pages', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil',
      '',
      null,
      42,
      '/login',
      '/register?x=1',
      '/logout',
      '/forgot-password',
      '/corporate/acme/register',
    ]) {
      expect(safeReturnTo(value), String(value)).toBeNull();
    }
  });
});
