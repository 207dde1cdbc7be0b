import { useTranslation } from 'react-i18next';
import { FilterSelect } from './SearchBar.tsx';

/** A Hosts section list's status filter: any status first, then the statuses that list's rows can have. */
export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly string[];
  value: string;
  onChange: (status: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <FilterSelect
      label={t('hostsAdmin.statusFilter')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('hostsAdmin.anyStatus') },
        ...statuses.map((status) => ({ value: status, label: t(`hostsAdmin.status.${status}`) })),
      ]}
    />
  );
}
