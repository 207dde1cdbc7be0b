import { LoadError } from '../../../components/LoadError.tsx';
import { useTranslation } from 'react-i18next';

/** The session could not be asked for (offline, server error): a retry, never an endless spinner. */
export function SessionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('payment');
  return <LoadError title={t('loadError')} error={error} onRetry={onRetry} />;
}
