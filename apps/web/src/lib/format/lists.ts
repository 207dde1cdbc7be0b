import { cached, type InLanguage } from './language.ts';

// English lists are British ('Thursday, Friday and Saturday', no serial comma, as the site has always written them);
// Arabic ones take its own comma and 'و' ('الخميس والجمعة والسبت').
const british = (locale: string) => (locale.startsWith('en') ? 'en-GB' : locale);
const formats = {
  and: cached((locale) => new Intl.ListFormat(british(locale), { type: 'conjunction', style: 'long' })),
  plain: cached((locale) => new Intl.ListFormat(british(locale), { type: 'unit', style: 'short' })),
};

/**
 * Words as one list in the page's language: `and` joins the last with 'and' ('Thursday, Friday and Saturday');
 * `plain` only separates them ('Thursday, Friday, Saturday').
 */
export function formatList(
  items: readonly string[],
  { language, kind = 'and' }: InLanguage & { kind?: 'and' | 'plain' } = {},
): string {
  return formats[kind](language).format(items);
}

/** The same list in parts, so each item can be set in its own element: its words and the separators between them. */
export function formatListParts(
  items: readonly string[],
  { language, kind = 'and' }: InLanguage & { kind?: 'and' | 'plain' } = {},
): { type: 'element' | 'literal'; value: string }[] {
  return formats[kind](language).formatToParts(items);
}
