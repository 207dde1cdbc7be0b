import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';

/** A form's saved values first: 'Loading…', or a retry when they did not come, then the form filled in with them. */
export function SettingsLoader<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('vendor');
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('account.loading')}
      </p>
    );
  }
  if (query.isError)
    return <LoadError title={t('account.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
