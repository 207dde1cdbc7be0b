import { isArabic, type InLanguage } from './language.ts';

/** A letter written left to right (Latin, with its accented forms). */
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F]/;

/**
 * Someone's own words inside a sentence of ours: a name, a company. On an Arabic page a Latin name sits inside
 * right-to-left text, and without isolation its neighbouring punctuation jumps to the wrong side ('!Mariam'); the
 * Unicode isolates (FSI … PDI, what <bdi> does in markup) keep it in its own direction. A name already written right
 * to left, and any name on an English page, is left as it is.
 */
export function isolate(text: string, { language }: InLanguage = {}): string {
  return isArabic(language) && LEFT_TO_RIGHT.test(text) ? `\u2068${text}\u2069` : text;
}

/**
 * Something that always reads left to right, whatever the page: a phone number, a card number. On an Arabic page
 * its leading '+' or trailing separators would otherwise take the page's direction ('971501111111+'); the Unicode
 * left-to-right isolate (LRI … PDI) keeps it whole. On an English page it is left as it is.
 */
export function leftToRight(text: string, { language }: InLanguage = {}): string {
  return isArabic(language) ? `\u2066${text}\u2069` : text;
}
