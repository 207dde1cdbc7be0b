import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n.ts';
import { CatalogueList, CatalogueText, inReaderLanguage, isEnglishLeft, Literal } from './CatalogueText.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('inReaderLanguage and isEnglishLeft', () => {
  it('choose the Arabic on an Arabic page where there is one, else the English', () => {
    expect(inReaderLanguage('Adventure', 'مغامرة', 'ar')).toBe('مغامرة');
    expect(inReaderLanguage('Adventure', '  ', 'ar')).toBe('Adventure');
    expect(inReaderLanguage('Adventure', null, 'ar')).toBe('Adventure');
    expect(inReaderLanguage('Adventure', 'مغامرة', 'en')).toBe('Adventure');
    expect(isEnglishLeft('Adventure', 'ar')).toBe(true);
    expect(isEnglishLeft('سفاري 4x4', 'ar')).toBe(false);
    expect(isEnglishLeft('Adventure', 'en')).toBe(false);
  });
});

describe('CatalogueText', () => {
  it('shows the Arabic on an Arabic page, unmarked, and the English fallback marked as English', async () => {
    await i18n.changeLanguage('ar');
    const { container } = render(
      <p>
        <CatalogueText text="Adventure" arabic="مغامرة" />|<CatalogueText text="Wellness" arabic={null} />|
        <CatalogueText text="سفاري الصحراء" />
      </p>,
    );
    expect(container.textContent).toBe('مغامرة|Wellness|سفاري الصحراء');
    const marked = container.querySelectorAll('[lang]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('Wellness');
    expect(marked[0]).toHaveAttribute('lang', 'en');
    expect(marked[0]).toHaveAttribute('dir', 'ltr');
  });

  it('leaves English pages as they are', () => {
    const { container } = render(<CatalogueText text="Adventure" arabic="مغامرة" />);
    expect(container.textContent).toBe('Adventure');
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('marks each English item of a list, not the Arabic ones', async () => {
    await i18n.changeLanguage('ar');
    const { container } = render(
      <p>
        <CatalogueList items={['يوم في السبا', 'Desert Safari']} />
      </p>,
    );
    expect(container.textContent).toContain('يوم في السبا');
    expect(container.querySelector('[lang="en"]')).toHaveTextContent('Desert Safari');
  });
});

describe('Literal', () => {
  it('keeps a slug out of translation and left to right', () => {
    const { container } = render(<Literal as="code">/sections/trending</Literal>);
    const code = container.querySelector('code');
    expect(code).toHaveAttribute('translate', 'no');
    expect(code).toHaveAttribute('dir', 'ltr');
  });
});
