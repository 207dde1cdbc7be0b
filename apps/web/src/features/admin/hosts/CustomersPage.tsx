import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCustomerRow } from '@weekends/shared/admin-hosts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { customersQuery } from './api.ts';
import { HostsNav } from './HostsNav.tsx';
import { FilterSelect, SearchBar } from './SearchBar.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { SuspendDialog } from './SuspendDialog.tsx';

const FILTERS = ['status'] as const;

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
      cell: (row) => <span className="font-semibold text-slate-900">{fullName(row)}</span>,
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
    <div className="mx-auto max-w-[90rem]">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('hostsAdmin.customers.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('hostsAdmin.customers.intro')}</p>
      <HostsNav />
      <SearchBar
        key={query.q ?? ''}
        label={t('hostsAdmin.search')}
        placeholder={t('hostsAdmin.customers.searchPlaceholder')}
        value={query.q ?? ''}
        onSearch={(q) => update({ q })}
      >
        <FilterSelect
          label={t('hostsAdmin.statusFilter')}
          value={query.status}
          onChange={(status) => update({ status })}
          options={[
            { value: '', label: t('hostsAdmin.anyStatus') },
            { value: 'active', label: t('hostsAdmin.status.active') },
            { value: 'suspended', label: t('hostsAdmin.status.suspended') },
          ]}
        />
      </SearchBar>
      {notice && (
        <div className="mt-5">
          <FormAlert key={notice} tone="success">
            {notice}
          </FormAlert>
        </div>
      )}
      <div className="mt-5">
        <AdminTable
          label={t('hostsAdmin.customers.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={t('hostsAdmin.customers.empty')}
        />
      </div>
      {acting && (
        <SuspendDialog
          account={{
            id: acting.id,
            name: fullName(acting),
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
    </div>
  );
}
