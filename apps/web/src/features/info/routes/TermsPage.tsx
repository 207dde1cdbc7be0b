import '../i18n.ts';
import '../i18n-terms.ts';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { useLegalDocument } from '../lib/useLegalDocument.ts';

/** /terms-conditions: the booking terms, clause by clause, with their constants. */
export function TermsPage() {
  const { t } = useTranslation('terms');
  usePageMeta(t('meta.title'), t('meta.description'));
  return <LegalDocument doc={useLegalDocument('terms')} />;
}
