import { useTranslation } from 'react-i18next';

/** New (the default), handled or all: the status filter of every inbox list with 'handled'. */
export function useStatusOptions() {
  const { t } = useTranslation('admin');
  return (['new', 'handled', 'all'] as const).map((value) => ({ value, label: t(`inbox.statuses.${value}`) }));
}
