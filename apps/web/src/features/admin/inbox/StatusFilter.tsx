import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../components/FilterSelect.tsx';

/** New, handled or all: the status filter of every inbox list with 'handled'; the list says which it shows first. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <FilterSelect
      label={t('inbox.status')}
      value={value}
      options={(['new', 'handled', 'all'] as const).map((status) => ({
        value: status,
        label: t(`inbox.statuses.${status}`),
      }))}
      onChange={onChange}
    />
  );
}
