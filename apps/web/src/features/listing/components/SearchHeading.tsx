import '../i18n.ts';
import { useTranslation } from 'react-i18next';

/** Stands in for the keyword while the sentence is translated; the keyword itself never passes through i18next. */
const KEYWORD_SLOT = '\u0000';

/**
 * 'Results for “…”' with the visitor's own words isolated in <bdi>: a Latin keyword keeps its order on a
 * right-to-left page, and the words are shown as typed, never read as markup. The sentence is translated around a
 * slot and the keyword put in the slot as React text, so the search page needs no <Trans> (react-i18next's markup
 * parser, 4.7 KB of the first page's JavaScript).
 */
export function SearchHeading({ keyword }: { keyword: string }) {
  const { t } = useTranslation('listing');
  const [before, after = ''] = t('resultsFor', { keyword: KEYWORD_SLOT }).split(KEYWORD_SLOT);
  return (
    <>
      {before}
      <bdi>{keyword}</bdi>
      {after}
    </>
  );
}
