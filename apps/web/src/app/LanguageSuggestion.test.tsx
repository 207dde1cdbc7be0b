import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { chosenLanguage, suggestsArabic } from '../lib/languageChoice.ts';
import { LanguageSuggestion } from './LanguageSuggestion.tsx';

afterEach(() => {
  cleanup();
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('when the Arabic page is suggested', () => {
  it('to a reader whose browser asks for Arabic first, on an English page, before any choice', () => {
    expect(suggestsArabic('en', ['ar-AE', 'en-US'], undefined)).toBe(true);
    expect(suggestsArabic('en', ['AR'], undefined)).toBe(true);
  });

  it('never after a choice, on an Arabic page, or to a browser that asks for English first', () => {
    expect(suggestsArabic('en', ['ar-AE'], 'en')).toBe(false);
    expect(suggestsArabic('en', ['ar-AE'], 'ar')).toBe(false);
    expect(suggestsArabic('ar', ['ar-AE'], undefined)).toBe(false);
    expect(suggestsArabic('en', ['en-AE', 'ar'], undefined)).toBe(false);
    expect(suggestsArabic('en', [], undefined)).toBe(false);
  });

  it('reads the choice from the cookie, and only a language it knows', () => {
    expect(chosenLanguage('a=1; lang=ar; b=2')).toBe('ar');
    expect(chosenLanguage('lang=fr')).toBeUndefined();
    expect(chosenLanguage('')).toBeUndefined();
  });
});

describe('the suggestion', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageSuggestion />
      </MemoryRouter>,
    );

  it('speaks Arabic and links to the same page in Arabic, remembering the choice', async () => {
    renderAt('/search?keyword=desert');
    const region = screen.getByRole('region', { name: 'اللغة' });
    expect(region).toHaveAttribute('lang', 'ar');
    expect(region).toHaveAttribute('dir', 'rtl');
    expect(region).toHaveTextContent('هذه الصفحة متوفرة بالعربية أيضًا.');
    const link = screen.getByRole('link', { name: 'اعرضها بالعربية' });
    expect(link).toHaveAttribute('href', '/ar/search?keyword=desert');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(chosenLanguage()).toBe('ar');
  });

  it('goes away for good when the reader stays in English', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'البقاء على الإنجليزية' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(chosenLanguage()).toBe('en');
    expect(suggestsArabic('en', ['ar-AE'], chosenLanguage())).toBe(false);
  });
});
