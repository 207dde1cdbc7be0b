import { useTranslation } from 'react-i18next';

/** The words of the overview's lazily loaded charts (components/LazyChart.tsx). */
export function useChartWords() {
  const { t } = useTranslation('admin');
  return {
    loading: t('overview.charts.loading'),
    loadError: t('overview.charts.loadError'),
    retry: t('loadError.retry', { ns: 'common' }),
  };
}
