import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localizedPath, splitLanguage } from './languages.ts';

describe('a page address and its language', () => {
  it('reads Arabic from the /ar prefix only as a whole segment', () => {
    expect(splitLanguage('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguage('/ar/')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguage('/ar/activity/desert-safari')).toEqual({ language: 'ar', path: '/activity/desert-safari' });
    expect(splitLanguage('/arabian-nights')).toEqual({ language: 'en', path: '/arabian-nights' });
    expect(splitLanguage('/search')).toEqual({ language: 'en', path: '/search' });
    expect(splitLanguage('/')).toEqual({ language: 'en', path: '/' });
  });

  it('writes the home page as /ar and every other page under it', () => {
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', '/weekend-passes')).toBe('/ar/weekend-passes');
    expect(localizedPath('en', '/weekend-passes')).toBe('/weekend-passes');
  });

  it('gives back the same page in either language', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(path, fc.constantFrom('en' as const, 'ar' as const), (page, language) => {
        if (page === '/ar' || page.startsWith('/ar/')) return; // an English page cannot be named /ar
        expect(splitLanguage(localizedPath(language, page))).toEqual({ language, path: page });
      }),
    );
  });
});
