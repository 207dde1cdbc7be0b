import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { loadArabic } from '../../../lib/i18n.ts';
import { SearchHeading } from './SearchHeading.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('SearchHeading', () => {
  it("shows the visitor's words as typed, isolated, even when they look like markup", () => {
    const { container } = render(<SearchHeading keyword="<b>desert</b> & <keyword/> safari" />);
    expect(container.textContent).toBe('Results for “<b>desert</b> & <keyword/> safari”');
    expect(container.querySelector('bdi')?.textContent).toBe('<b>desert</b> & <keyword/> safari');
    expect(container.querySelector('b')).toBeNull();
  });

  it("shows words that look like the catalogue's own placeholders as typed", () => {
    const typed = '{{keyword}} $t(listing:searchHeading) \u0000 spa';
    const { container } = render(<SearchHeading keyword={typed} />);
    expect(container.querySelector('bdi')?.textContent).toBe(typed);
    expect(container.textContent).toBe(`Results for “${typed}”`);
  });

  it('keeps a Latin keyword apart inside the Arabic sentence', async () => {
    await loadArabic();
    await i18n.changeLanguage('ar');
    const { container } = render(<SearchHeading keyword="desert safari" />);
    expect(container.textContent).toBe('نتائج البحث عن “desert safari”');
    expect(container.querySelector('bdi')?.textContent).toBe('desert safari');
  });
});
