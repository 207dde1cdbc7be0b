import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCustomerRow } from '@weekends/shared/admin-hosts';
import { formatDubaiDay, isolate } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import type { AdminColumn } from '../components/AdminTable.tsx';
import { AdminListPage } from '../components/AdminListPage.tsx';
import { apiParams, useTableQuery } from '../components/useTableQuery.ts';
import { customersQuery } from './api.ts';
import { HostsNav } from './HostsNav.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import { SuspendDialog } from './SuspendDialog.tsx';

const FILTERS = ['status'] as const;
const STATUSES = ['active', 'suspended'] as const;

const kindOf = (row: AdminCustomerRow) =>
  row.isAdmin ? 'admin' : row.isHost ? 'host' : row.isGuest ? 'guest' : row.isCorporate ? 'corporate' : 'customer';
const fullName = (row: AdminCustomerRow) => `${row.firstName} ${row.lastName}`.trim();

/**
 * /admin/customers: every account, searched by name or e-mail on the server, each suspended or reinstated from its row.
 */
export function CustomersPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('hostsAdmin.customers.title'));
  const [query, update] = useTableQuery({ sort: 'createdAt' }, FILTERS);
  const result = useQuery(customersQuery(apiParams(query)));
  const [acting, setActing] = useState<AdminCustomerRow | null>(null);
  const [notice, setNotice] = useState('');

  const columns: AdminColumn<AdminCustomerRow>[] = [
    {
      key: 'name',
      header: t('hostsAdmin.customers.name'),
      sortable: true,
      cell: (row) => <bdi className="font-semibold text-slate-900">{fullName(row)}</bdi>,
    },
    {
      key: 'email',
      header: t('hostsAdmin.customers.email'),
      sortable: true,
      cell: (row) => <span className="break-all">{row.email}</span>,
    },
    { key: 'kind', header: t('hostsAdmin.customers.kind'), cell: (row) => t(`hostsAdmin.customers.${kindOf(row)}`) },
    {
      key: 'createdAt',
      header: t('hostsAdmin.customers.joined'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDubaiDay(row.createdAt)}</span>,
    },
    {
      key: 'status',
      header: t('hostsAdmin.customers.statusColumn'),
      cell: (row) => <StatusBadge status={row.suspendedAt ? 'suspended' : 'active'} />,
    },
    {
      key: 'action',
      header: t('hostsAdmin.customers.action'),
      cell: (row) => (
        <button
          type="button"
          onClick={() => setActing(row)}
          className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label={`${t(row.suspendedAt ? 'hostsAdmin.suspension.reinstate' : 'hostsAdmin.suspension.suspend')}: ${fullName(row)}`}
        >
          {t(row.suspendedAt ? 'hostsAdmin.suspension.reinstate' : 'hostsAdmin.suspension.suspend')}
        </button>
      ),
    },
  ];

  return (
    <AdminListPage
      words="hostsAdmin.customers"
      nav={<HostsNav />}
      query={query}
      update={update}
      result={result}
      searchLabel={t('hostsAdmin.search')}
      filters={<StatusFilter statuses={STATUSES} value={query.status} onChange={(status) => update({ status })} />}
      notice={notice}
      noticeGap="mt-5"
      columns={columns}
      rowKey={(row) => row.id}
    >
      {acting && (
        <SuspendDialog
          account={{
            id: acting.id,
            name: isolate(fullName(acting)),
            suspended: acting.suspendedAt !== null,
            isHost: acting.isHost,
          }}
          onClose={() => setActing(null)}
          onDone={(message) => {
            setActing(null);
            setNotice(message);
          }}
        />
      )}
    </AdminListPage>
  );
}
