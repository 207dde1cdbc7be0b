import '../i18n.ts';
import { Trans, useTranslation } from 'react-i18next';

/**
 * 'Results for “…”' with the visitor's own words isolated in <bdi>: a Latin keyword keeps its order on a
 * right-to-left page, and the words are shown as typed, never read as markup.
 */
export function SearchHeading({ keyword }: { keyword: string }) {
  const { t } = useTranslation('listing');
  return (
    // The catalogue holds <keyword/> rather than {{keyword}}: react-i18next parses the translated string for tags,
    // so typed text interpolated into it could be read as markup; as the element's own child it is only text.
    <Trans t={t} i18nKey="resultsFor" components={{ keyword: <bdi>{keyword}</bdi> }} />
  );
}
