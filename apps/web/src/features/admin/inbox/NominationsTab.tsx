import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOMINATION_KINDS, type NominationRow } from '@weekends/shared/admin-inbox';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { nominationsQuery } from './api.ts';
import { HandledCell, PersonCell, ReceivedCell } from './HandledCell.tsx';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';
import { useStatusOptions } from './options.ts';

const FILTERS = ['status', 'kind'] as const;
const shown = (value: unknown) =>
  Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** Return Gift Weekend and Sports weekend nominations, each with the answers its form asked for. */
export function NominationsTab() {
  const { t } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const statusOptions = useStatusOptions();
  const result = useQuery(nominationsQuery(apiParams({ ...query, status: query.status || 'new' })));
  const columns: AdminColumn<NominationRow>[] = [
    {
      key: 'createdAt',
      header: t('inbox.received'),
      sortable: true,
      cell: (row) => <ReceivedCell at={row.createdAt} />,
    },
    {
      key: 'kind',
      header: t('inbox.nominations.kind'),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {t(`inbox.nominations.kinds.${row.kind}`, { defaultValue: row.kind })}
        </span>
      ),
    },
    {
      key: 'email',
      header: t('inbox.person'),
      sortable: true,
      cell: (row) => <PersonCell name={row.name} email={row.email} phone={row.phoneNumber} />,
    },
    {
      key: 'details',
      header: t('inbox.nominations.answers'),
      cell: (row) => (
        <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-700">
          {Object.entries(row.details).map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{t(`inbox.details.${key}`, { defaultValue: key })}</dt>
              <dd className="break-words whitespace-pre-line">{shown(value)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      key: 'handledAt',
      header: t('inbox.handled'),
      cell: (row) => <HandledCell list="nominations" id={row.id} handledAt={row.handledAt} name={row.name} />,
    },
  ];
  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('inbox.search')}
        placeholder={t('inbox.personPlaceholder')}
        onSearch={(q) => update({ q })}
      >
        <FilterSelect
          label={t('inbox.nominations.kind')}
          value={query.kind}
          options={[
            { value: '', label: t('inbox.nominations.allKinds') },
            ...NOMINATION_KINDS.map((value) => ({ value, label: t(`inbox.nominations.kinds.${value}`) })),
          ]}
          onChange={(kind) => update({ kind })}
        />
        <FilterSelect
          label={t('inbox.status')}
          value={query.status || 'new'}
          options={statusOptions}
          onChange={(status) => update({ status })}
        />
      </ListToolbar>
      <AdminTable
        label={t('inbox.nominations.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('inbox.empty')}
      />
    </div>
  );
}
