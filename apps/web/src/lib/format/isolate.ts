import { isArabic, type InLanguage } from './language.ts';

/**
 * Someone's own words inside a sentence of ours: a name, a company. On an Arabic page a Latin name sits inside
 * right-to-left text, and without isolation its neighbouring punctuation jumps to the wrong side ('!Mariam'); the
 * Unicode isolates (FSI … PDI, what <bdi> does in markup) keep it in its own direction. An English page keeps the
 * text as it is.
 */
export function isolate(text: string, { language }: InLanguage = {}): string {
  return isArabic(language) ? `\u2068${text}\u2069` : text;
}
