import '../i18n.ts';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_STATUSES, type AdminOrderRow } from '@weekends/shared/admin-commerce';
import { inputClass } from '../../../components/form/TextField.tsx';
import { formatAed, formatDubaiDayTime } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { AdminTable, type AdminColumn } from '../components/AdminTable.tsx';
import { apiParams, serverTableProps, useTableQuery } from '../components/useTableQuery.ts';
import { ordersCsvUrl, ordersQuery } from './api.ts';
import { Badge, CommerceNav, PageHeading, primaryButton, secondaryButton } from './parts.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import { CatalogueList } from '../../../components/CatalogueText.tsx';

const FILTERS = ['customer', 'activity', 'host', 'from', 'to', 'status'] as const;
type Draft = Record<'q' | 'customer' | 'activity' | 'host' | 'from' | 'to' | 'status', string>;

/**
 * /admin/orders: orders and their bookings, searched by voucher code, order or booking number, customer,
 * experience, host, days and status. The API searches, sorts and pages; the search lives in the address, and
 * Export CSV downloads what the same search finds.
 */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('commerce.orders.title'));
  const [query, update] = useTableQuery({ sort: 'created' }, FILTERS);
  const params = apiParams(query);
  const result = useQuery(ordersQuery(params));
  const current: Draft = {
    q: query.q ?? '',
    customer: query.customer,
    activity: query.activity,
    host: query.host,
    from: query.from,
    to: query.to,
    status: query.status,
  };
  // The form edits a draft; the list changes only when it is submitted (one request per search, not per key).
  const [draft, setDraft] = useState<Draft>(current);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])));
  };
  const clear = () => {
    const empty: Draft = { q: '', customer: '', activity: '', host: '', from: '', to: '', status: '' };
    setDraft(empty);
    update(empty);
  };

  const columns: AdminColumn<AdminOrderRow>[] = [
    {
      key: 'created',
      header: t('commerce.orders.order'),
      sortable: true,
      cell: (row) => (
        <>
          <Link
            to={`/admin/orders/${row.id}`}
            className="font-semibold whitespace-nowrap text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {row.number}
          </Link>
          <span className="block text-xs whitespace-nowrap text-slate-600">{formatDubaiDayTime(row.createdAt)}</span>
        </>
      ),
    },
    { key: 'booking', header: t('commerce.orders.booking'), cell: (row) => row.bookingId ?? '–' },
    {
      key: 'customer',
      header: t('commerce.orders.customer'),
      cell: (row) => (
        <>
          <span className="block text-slate-900">
            <bdi>{row.customer.name}</bdi>{' '}
            {row.customer.guest && <Badge tone="off">{t('commerce.orders.guest')}</Badge>}
          </span>
          <span className="block text-xs break-all text-slate-600">{row.customer.email}</span>
        </>
      ),
    },
    {
      key: 'activities',
      header: t('commerce.orders.experiences'),
      cell: (row) => (
        <span className="line-clamp-2">
          <CatalogueList items={row.activities} />
        </span>
      ),
    },
    {
      key: 'status',
      header: t('commerce.orders.status'),
      sortable: true,
      cell: (row) => <OrderStatus status={row.status} />,
    },
    {
      key: 'total',
      header: t('commerce.orders.total'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="whitespace-nowrap">{formatAed(row.total)}</span>,
    },
  ];

  return (
    <div className="mx-auto max-w-[90rem]">
      <PageHeading title={t('commerce.orders.title')} intro={t('commerce.orders.intro')}>
        <a href={ordersCsvUrl(params)} download className={secondaryButton}>
          {t('commerce.orders.export')}
        </a>
      </PageHeading>
      <CommerceNav current="orders" />
      <form
        role="search"
        aria-label={t('commerce.orders.searchLabel')}
        onSubmit={submit}
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextFilter
          label={t('commerce.orders.code')}
          placeholder={t('commerce.orders.codePlaceholder')}
          value={draft.q}
          onChange={set('q')}
        />
        <TextFilter
          label={t('commerce.orders.customer')}
          placeholder={t('commerce.orders.customerPlaceholder')}
          value={draft.customer}
          onChange={set('customer')}
        />
        <TextFilter
          label={t('commerce.orders.activity')}
          placeholder={t('commerce.orders.activityPlaceholder')}
          value={draft.activity}
          onChange={set('activity')}
        />
        <TextFilter
          label={t('commerce.orders.host')}
          placeholder={t('commerce.orders.hostPlaceholder')}
          value={draft.host}
          onChange={set('host')}
        />
        <TextFilter type="date" label={t('commerce.orders.from')} value={draft.from} onChange={set('from')} />
        <TextFilter type="date" label={t('commerce.orders.to')} value={draft.to} onChange={set('to')} />
        <label>
          <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('commerce.orders.status')}</span>
          <select
            value={draft.status}
            onChange={(e) => set('status')(e.target.value)}
            className={`${inputClass} border-slate-300`}
          >
            <option value="">{t('commerce.orders.anyStatus')}</option>
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`commerce.orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className={primaryButton}>
            {t('table.search')}
          </button>
          <button type="button" onClick={clear} className={secondaryButton}>
            {t('commerce.orders.clear')}
          </button>
        </div>
      </form>
      <div className="mt-5">
        <AdminTable
          label={t('commerce.orders.tableLabel')}
          columns={columns}
          rowKey={(row) => row.id}
          {...serverTableProps(query, update, result)}
          empty={t('commerce.orders.empty')}
        />
      </div>
    </div>
  );
}

function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  type = 'search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'date';
}) {
  return (
    <label className="min-w-0">
      <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
      <input
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} border-slate-300`}
      />
    </label>
  );
}
