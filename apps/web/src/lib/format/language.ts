/**
 * The language a figure is written in. English is what every page shows today; Arabic ('ar') is written the way the
 * UAE writes it with Western digits (ar-AE, numbering system 'latn'), so a price reads 1,250 in either language.
 * Anything else falls back to English, so an i18n language code can be passed as it is. Left out, it is the page's.
 */
export type FormatLanguage = 'en' | 'ar' | (string & {});

/** The options every formatter takes last: the language, the page's when left out. */
export interface InLanguage {
  language?: FormatLanguage;
}

let pageLanguage: () => FormatLanguage = () => 'en';

/**
 * Where a formatter called without a language reads the page's: the browser's page is in one language (lib/i18n.ts
 * sets it), while the server renders pages in both at once and reads the language of the page it is rendering
 * (entry-server.tsx). So pages format in their language without passing it to every call.
 */
export function setPageLanguage(read: () => FormatLanguage): void {
  pageLanguage = read;
}

export const isArabic = (language: FormatLanguage | undefined) => (language ?? pageLanguage()).startsWith('ar');

/** The Intl locale of a language: en-US (its short months are date-fns's: 'Sep', not en-GB's 'Sept'). */
export const intlLocale = (language: FormatLanguage | undefined) => (isArabic(language) ? 'ar-AE-u-nu-latn' : 'en-US');

/**
 * One Intl formatter per language and options, made on first use: making one (above all with a time zone) loads the
 * locale's data, tens of milliseconds on a phone, which would otherwise be spent as the page's code loads.
 */
export function cached<T>(make: (locale: string) => T): (language: FormatLanguage | undefined) => T {
  const made = new Map<string, T>();
  return (language) => {
    const locale = intlLocale(language);
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}
