import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminHostRow } from '@weekends/shared/admin-hosts';
import { formatAed, formatDubaiDay } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import type { AdminColumn } from '../components/AdminTable.tsx';
import { AdminListPage } from '../components/AdminListPage.tsx';
import { apiParams, useTableQuery } from '../components/useTableQuery.ts';
import { hostsQuery } from './api.ts';
import { HostsNav } from './HostsNav.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusFilter } from './StatusFilter.tsx';

const FILTERS = ['status'] as const;
const STATUSES = ['pending', 'approved', 'rejected', 'suspended', 'closed'] as const;

/** /admin/hosts: every host with its status and figures, paged, sorted and searched by the API. */
export function HostsPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('hostsAdmin.hosts.title'));
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const result = useQuery(hostsQuery(apiParams(query)));

  const columns: AdminColumn<AdminHostRow>[] = [
    {
      key: 'business',
      header: t('hostsAdmin.hosts.business'),
      sortable: true,
      cell: (row) => (
        <Link
          to={`/admin/hosts/${row.id}`}
          className="font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <bdi>{row.businessName}</bdi>
        </Link>
      ),
    },
    {
      key: 'email',
      header: t('hostsAdmin.hosts.contact'),
      sortable: true,
      cell: (row) => (
        <>
          <bdi className="block text-slate-900">{row.contactName}</bdi>
          <span className="block text-xs break-all text-slate-600">{row.email}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('hostsAdmin.hosts.statusColumn'),
      sortable: true,
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'commission',
      header: t('hostsAdmin.hosts.commission'),
      align: 'end',
      cell: (row) => `${row.commissionPercent} %`,
    },
    {
      key: 'listings',
      header: t('hostsAdmin.hosts.listings'),
      sortable: true,
      align: 'end',
      cell: (row) => row.listings,
    },
    {
      key: 'sales',
      header: t('hostsAdmin.hosts.sales'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="whitespace-nowrap">{formatAed(row.sales)}</span>,
    },
    {
      key: 'amountDue',
      header: t('hostsAdmin.hosts.amountDue'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="whitespace-nowrap">{formatAed(row.amountDue)}</span>,
    },
    {
      key: 'createdAt',
      header: t('hostsAdmin.hosts.joined'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDubaiDay(row.createdAt)}</span>,
    },
  ];

  return (
    <AdminListPage
      words="hostsAdmin.hosts"
      nav={<HostsNav />}
      query={query}
      update={update}
      result={result}
      searchLabel={t('hostsAdmin.search')}
      filters={<StatusFilter statuses={STATUSES} value={query.status} onChange={(status) => update({ status })} />}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
