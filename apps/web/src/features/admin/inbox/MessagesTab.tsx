import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_KINDS, type ContactMessage } from '@weekends/shared/admin-inbox';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { messagesQuery } from './api.ts';
import { HandledCell, LongText, PersonCell, ReceivedCell } from './HandledCell.tsx';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';
import { useStatusOptions } from './options.ts';

const FILTERS = ['status', 'kind'] as const;

/** Contact, corporate ('Get in touch') and host contact messages, with each form's own fields. */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const statusOptions = useStatusOptions();
  const result = useQuery(messagesQuery(apiParams({ ...query, status: query.status || 'new' })));
  const columns: AdminColumn<ContactMessage>[] = [
    {
      key: 'createdAt',
      header: t('inbox.received'),
      sortable: true,
      cell: (row) => <ReceivedCell at={row.createdAt} />,
    },
    {
      key: 'kind',
      header: t('inbox.messages.kind'),
      cell: (row) => (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-800">
          {t(`inbox.messages.kinds.${row.kind}`, { defaultValue: row.kind })}
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
      key: 'message',
      header: t('inbox.messages.message'),
      cell: (row) => (
        <div>
          <LongText text={row.message} more={t('inbox.more')} />
          {Object.keys(row.details).length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
              {Object.entries(row.details).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-semibold">{t(`inbox.details.${key}`, { defaultValue: key })}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ),
    },
    {
      key: 'handledAt',
      header: t('inbox.handled'),
      cell: (row) => <HandledCell list="messages" id={row.id} handledAt={row.handledAt} name={row.name} />,
    },
  ];
  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('inbox.search')}
        placeholder={t('inbox.messages.searchPlaceholder')}
        onSearch={(q) => update({ q })}
      >
        <FilterSelect
          label={t('inbox.messages.kind')}
          value={query.kind}
          options={[
            { value: '', label: t('inbox.messages.allKinds') },
            ...CONTACT_KINDS.map((value) => ({ value, label: t(`inbox.messages.kinds.${value}`) })),
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
        label={t('inbox.messages.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('inbox.empty')}
      />
    </div>
  );
}
