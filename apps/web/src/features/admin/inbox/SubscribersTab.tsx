import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Subscriber } from '@weekends/shared/admin-inbox';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { subscribersCsvUrl, subscribersQuery } from './api.ts';
import { ReceivedCell } from './HandledCell.tsx';
import { FilterSelect, ListToolbar } from '../components/ListToolbar.tsx';

const FILTERS = ['status'] as const;

/** Newsletter subscribers, with a CSV of everything the filters find for the mailing tool. */
export function SubscribersTab() {
  const { t } = useTranslation('admin');
  const [query, update] = useTableQuery({ sort: 'subscribedAt' }, FILTERS);
  const params = apiParams({ ...query, status: query.status || 'subscribed' });
  const result = useQuery(subscribersQuery(params));
  const columns: AdminColumn<Subscriber>[] = [
    {
      key: 'email',
      header: t('inbox.subscribers.email'),
      sortable: true,
      cell: (row) => <span className="break-all">{row.email}</span>,
    },
    {
      key: 'source',
      header: t('inbox.subscribers.source'),
      cell: (row) => t(`inbox.subscribers.sources.${row.source}`, { defaultValue: row.source }),
    },
    {
      key: 'subscribedAt',
      header: t('inbox.subscribers.subscribedAt'),
      sortable: true,
      cell: (row) => <ReceivedCell at={row.subscribedAt} />,
    },
    {
      key: 'unsubscribedAt',
      header: t('inbox.subscribers.unsubscribedAt'),
      cell: (row) => (row.unsubscribedAt ? <ReceivedCell at={row.unsubscribedAt} /> : '—'),
    },
  ];
  return (
    <div className="space-y-5">
      <ListToolbar
        q={query.q}
        searchLabel={t('inbox.search')}
        placeholder={t('inbox.subscribers.searchPlaceholder')}
        onSearch={(q) => update({ q })}
        action={
          <a
            href={subscribersCsvUrl(params)}
            download
            className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('table.exportCsv')}
          </a>
        }
      >
        <FilterSelect
          label={t('inbox.status')}
          value={query.status || 'subscribed'}
          options={(['subscribed', 'unsubscribed', 'all'] as const).map((value) => ({
            value,
            label: t(`inbox.subscribers.statuses.${value}`),
          }))}
          onChange={(status) => update({ status })}
        />
      </ListToolbar>
      <AdminTable
        label={t('inbox.subscribers.tableLabel')}
        columns={columns}
        rowKey={(row) => row.id}
        {...serverTableProps(query, update, result)}
        empty={t('inbox.empty')}
      />
    </div>
  );
}
