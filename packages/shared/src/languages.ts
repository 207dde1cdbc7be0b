/**
 * The site's languages. English lives at the site's addresses as they are ('/search'); Arabic at the same addresses
 * under '/ar' ('/ar/search', and '/ar' for the home page). The browser's router, the server's page handler and the
 * language switch all read a page's language from its address with these functions, so they cannot disagree.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice of language (set by the language switch). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The request header in which the browser's pages tell the API their language, so what the API records (a sign-up,
 * an order) and mails is in the language the visitor was reading; the cookie alone would be the last switch's.
 */
export const LANGUAGE_HEADER = 'x-weekends-language';

/**
 * Each language's name in itself, as the language switch shows it ('العربية' on an English page, 'English' on an
 * Arabic one): a name a reader looks for in their own script, the same in every catalogue, so it is not translated.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** The same, as short as a phone's header has room for. */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'EN', ar: 'ع' };

/** The address prefix of a language: '' for English, '/ar' for Arabic. */
export const languageBase = (language: Language): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The writing direction of a language. */
export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * A page's language and its address without the language's prefix: '/ar/search' is Arabic '/search', '/ar' Arabic
 * '/', '/arabia' and '/search' English as they are.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const base = languageBase(language);
    if (!base) continue;
    if (pathname === base) return { language, path: '/' };
    if (pathname.startsWith(`${base}/`)) return { language, path: pathname.slice(base.length) };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A page's address in a language, from its address without a prefix ('/search', or '/' for the home page). */
export function localizedPath(language: Language, path: string): string {
  const base = languageBase(language);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}
