import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminInvoice } from '@weekends/shared';
import { formatAed, formatDubaiDay, isolate } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import type { AdminColumn } from '../components/AdminTable.tsx';
import { AdminListPage } from '../components/AdminListPage.tsx';
import { apiParams, useTableQuery } from '../components/useTableQuery.ts';
import { FilterSelect } from '../components/FilterSelect.tsx';
import { invoicePdfUrl, invoicesQuery } from './api.ts';
import { CorporatesNav } from './CorporatesNav.tsx';
import { PayInvoiceDialog } from './PayInvoiceDialog.tsx';
import { CatalogueText } from '../../../components/CatalogueText.tsx';

const FILTERS = ['status'] as const;
const STATUSES = ['open', 'overdue', 'paid'] as const;
const linkClass =
  'font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';
const day = (yyyyMmDd: string) => formatDubaiDay(`${yyyyMmDd}T12:00:00+04:00`);

/**
 * /admin/corporate-invoices: what corporates owe for their awards (due 30 days after issue), open, overdue or paid,
 * each with its PDF, and 'Mark paid' with the bank reference of the corporate's transfer.
 */
export function InvoicesPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('invoices.title'));
  const [query, update] = useTableQuery({ sort: 'issuedAt' }, FILTERS);
  const result = useQuery(invoicesQuery(apiParams(query)));
  const [paying, setPaying] = useState<AdminInvoice | null>(null);
  const [notice, setNotice] = useState('');

  const columns: AdminColumn<AdminInvoice>[] = [
    {
      key: 'number',
      header: t('invoices.number'),
      cell: (row) => (
        <a
          href={invoicePdfUrl(row.id)}
          className={`${linkClass} whitespace-nowrap`}
          aria-label={t('invoices.pdfOf', { number: row.number })}
        >
          {row.number}
        </a>
      ),
    },
    {
      key: 'corporate',
      header: t('invoices.corporate'),
      cell: (row) => (
        <Link to={`/admin/corporates/${row.corporate.id}`} className={linkClass}>
          <bdi>{row.corporate.name}</bdi>
        </Link>
      ),
    },
    {
      key: 'award',
      header: t('invoices.award'),
      cell: (row) => (
        <>
          <CatalogueText text={row.award.title} className="block font-medium text-slate-900" />
          <span className="block text-sm text-slate-600">
            {t('invoices.awardTo', { employee: isolate(row.award.employee) })}
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('invoices.amount'),
      sortable: true,
      align: 'end',
      cell: (row) => (
        <>
          <span className="block font-semibold whitespace-nowrap">{formatAed(row.amount)}</span>
          {row.credited > 0 && (
            <span className="block text-sm whitespace-nowrap text-slate-600">
              {t('invoices.credited', { amount: formatAed(row.credited) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'issuedAt',
      header: t('invoices.issued'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{formatDubaiDay(row.issuedAt)}</span>,
    },
    {
      key: 'dueOn',
      header: t('invoices.due'),
      sortable: true,
      cell: (row) => <span className="whitespace-nowrap">{day(row.dueOn)}</span>,
    },
    {
      key: 'status',
      header: t('invoices.status'),
      cell: (row) =>
        row.paidAt ? (
          <span className="text-sm">
            <span className="block font-semibold text-emerald-800">
              {t('invoices.paidOn', { date: formatDubaiDay(row.paidAt) })}
            </span>
            <span className="block break-all text-slate-600">{row.paymentReference}</span>
          </span>
        ) : row.credited >= row.amount ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {t('invoices.cancelled')}
          </span>
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.overdue ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800'}`}
            >
              {t(row.overdue ? 'invoices.overdue' : 'invoices.open')}
            </span>
            <button
              type="button"
              onClick={() => setPaying(row)}
              aria-label={t('invoices.markPaidOf', { number: row.number })}
              className="inline-flex h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('invoices.markPaid')}
            </button>
          </span>
        ),
    },
  ];

  return (
    <AdminListPage
      words="invoices"
      nav={<CorporatesNav current="invoices" />}
      query={query}
      update={update}
      result={result}
      searchLabel={t('corporates.search')}
      filters={
        <FilterSelect
          label={t('invoices.status')}
          value={query.status}
          onChange={(status) => update({ status })}
          options={[
            { value: '', label: t('invoices.all') },
            ...STATUSES.map((status) => ({ value: status, label: t(`invoices.${status}`) })),
          ]}
        />
      }
      notice={notice}
      columns={columns}
      rowKey={(row) => row.id}
    >
      {paying && (
        <PayInvoiceDialog
          invoice={paying}
          onClose={() => setPaying(null)}
          onDone={(invoice) => {
            setPaying(null);
            setNotice(t('invoices.recorded', { number: invoice.number, corporate: isolate(invoice.corporate.name) }));
          }}
        />
      )}
    </AdminListPage>
  );
}
