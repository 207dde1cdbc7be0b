import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatListParts } from '../lib/format/lists.ts';
import { isArabic, type FormatLanguage } from '../lib/format/language.ts';

/** A letter of the Arabic script (its main block, supplement, extended A and presentation forms). */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The catalogue's text in the reader's language, where both are at hand (a category's `name` and `nameAr`, as the
 * back office reads them to edit): the Arabic on an Arabic page where it has one, else the English.
 */
export function inReaderLanguage(english: string, arabic: string | null | undefined, language: FormatLanguage): string {
  return isArabic(language) && arabic?.trim() ? arabic : english;
}

/** Whether `text` on a page in `language` is English the team has not translated yet: no Arabic letter in it. */
export function isEnglishLeft(text: string, language: FormatLanguage): boolean {
  return isArabic(language) && text.trim() !== '' && !ARABIC_LETTER.test(text);
}

/**
 * Catalogue content on a page (an activity's title, a category's name, a post's title), in the page's language:
 * `text` as the API chose it for the request, or, with `arabic`, the Arabic of the two where the page is Arabic. On
 * an Arabic page, a text still in English (its Arabic not written yet) is marked `lang="en"` and set left to right,
 * so the page is honest about it and screen readers read it as English.
 */
export function CatalogueText({
  text,
  arabic,
  as: Element = 'span',
  className,
}: {
  text: string;
  arabic?: string | null;
  as?: ElementType;
  className?: string;
}): ReactNode {
  const { i18n } = useTranslation();
  const shown = arabic === undefined ? text : inReaderLanguage(text, arabic, i18n.language);
  if (!isEnglishLeft(shown, i18n.language))
    return className || Element !== 'span' ? <Element className={className}>{shown}</Element> : shown;
  return (
    <Element lang="en" dir="ltr" className={className}>
      {shown}
    </Element>
  );
}

/** Several such texts as one list in the page's language ('a, b, c'), each marked as CatalogueText marks it. */
export function CatalogueList({ items }: { items: readonly string[] }): ReactNode {
  const { i18n } = useTranslation();
  return formatListParts(items, { language: i18n.language, kind: 'plain' }).map((part, index) =>
    part.type === 'element' ? <CatalogueText key={index} text={part.value} /> : part.value,
  );
}

/**
 * Something shown as it is, not words to translate or read right to left: a slug, a path, a code. Kept out of the
 * browser's translation and set left to right, also on an Arabic page.
 */
export function Literal({
  children,
  as: Element = 'span',
  className,
}: {
  children: ReactNode;
  as?: ElementType;
  className?: string;
}): ReactNode {
  return (
    <Element translate="no" dir="ltr" className={className}>
      {children}
    </Element>
  );
}
