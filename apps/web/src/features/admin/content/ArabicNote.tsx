import { useTranslation } from 'react-i18next';
import { ArabicBadge } from '../catalogue/parts.tsx';

/**
 * Above an editor's fields: each text has its Arabic beside it (an empty one shows the English to Arabic readers), and
 * how many of the saved item's Arabic fields are still to translate.
 */
export function ArabicNote({ missing }: { missing: number }) {
  const { t } = useTranslation('admin');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      {t('catalogue.arabicNote')}
      <ArabicBadge count={missing} />
    </p>
  );
}
