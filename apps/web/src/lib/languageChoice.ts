import { isLanguage, LANGUAGE_COOKIE, type Language } from '@weekends/shared';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Remembers a visitor's choice of language for their next visit: the server sends an English address to its Arabic
 * page when the cookie says Arabic. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** The language this visitor chose with the switch or the suggestion, if they ever did. */
export function chosenLanguage(cookies: string = document.cookie): Language | undefined {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * Whether to suggest the Arabic page: an English page, a browser whose first language is Arabic, and no choice made
 * yet. A first visit is never redirected by guesswork; it is offered the other language once, and either answer is
 * remembered.
 */
export function suggestsArabic(page: Language, browserLanguages: readonly string[], chosen: Language | undefined) {
  return page === 'en' && chosen === undefined && (browserLanguages[0] ?? '').toLowerCase().startsWith('ar');
}
