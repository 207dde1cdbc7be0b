import '../i18n.ts';
import '../i18n-privacy.ts';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { LegalDocument } from '../components/LegalDocument.tsx';
import { useLegalDocument } from '../lib/useLegalDocument.ts';

/** /privacy: the privacy policy, twelve numbered clauses. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  usePageMeta(t('meta.title'), t('meta.description'));
  return <LegalDocument doc={useLegalDocument('privacy')} />;
}
