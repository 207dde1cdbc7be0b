import { LoadError } from '../../../components/LoadError.tsx';
import { useTranslation } from 'react-i18next';

/** The session could not be asked for (offline, server error): a retry, never an endless spinner. */
export function SessionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payment');
  return <LoadError title={t('loadError')} onRetry={onRetry} />;
}
