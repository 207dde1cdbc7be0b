import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminPayoutRow } from '@weekends/shared/admin-hosts';
import { inputClass } from '../../../components/form/TextField.tsx';
import { formatAed, formatMonth, isolate } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import type { AdminColumn } from '../components/AdminTable.tsx';
import { AdminListPage } from '../components/AdminListPage.tsx';
import { apiParams, useTableQuery } from '../components/useTableQuery.ts';
import { payoutsCsvUrl, payoutsQuery, statementUrl } from './api.ts';
import { HostsNav } from './HostsNav.tsx';
import { MarkPaidDialog } from './MarkPaidDialog.tsx';
import { isMonth, lastMonthInDubai, thisMonthInDubai } from './months.ts';

const FILTERS = ['month'] as const;
const linkClass =
  'font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * /admin/payouts: the chosen month's amount due per host (vouchers redeemed in that Dubai month, less what was paid
 * for it), each host's statement, the bank's CSV and 'Mark paid' with the bank reference.
 */
export function PayoutsPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('hostsAdmin.payouts.title'));
  const [query, update] = useTableQuery({ sort: 'due' }, FILTERS);
  const month = isMonth(query.month) ? query.month : lastMonthInDubai();
  const result = useQuery(payoutsQuery({ ...apiParams(query), month }));
  const [paying, setPaying] = useState<AdminPayoutRow | null>(null);
  const [notice, setNotice] = useState('');
  const monthLabel = formatMonth(month);

  const columns: AdminColumn<AdminPayoutRow>[] = [
    {
      key: 'business',
      header: t('hostsAdmin.payouts.host'),
      sortable: true,
      cell: (row) => (
        <>
          <Link to={`/admin/hosts/${row.hostId}`} className={linkClass}>
            <bdi>{row.businessName}</bdi>
          </Link>
          {!row.hasBankDetails && (
            <span className="mt-1 block text-xs font-semibold text-amber-800">{t('hostsAdmin.payouts.noBank')}</span>
          )}
        </>
      ),
    },
    {
      key: 'redeemedItems',
      header: t('hostsAdmin.payouts.redeemedItems'),
      align: 'end',
      cell: (row) => row.redeemedItems,
    },
    {
      key: 'amountDue',
      header: t('hostsAdmin.payouts.amountDue'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="whitespace-nowrap">{formatAed(row.amountDue)}</span>,
    },
    {
      key: 'paid',
      header: t('hostsAdmin.payouts.paid'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="whitespace-nowrap">{formatAed(row.paid)}</span>,
    },
    {
      key: 'due',
      header: t('hostsAdmin.payouts.due'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="font-semibold whitespace-nowrap">{formatAed(row.due)}</span>,
    },
    {
      key: 'statement',
      header: t('hostsAdmin.payouts.statement'),
      cell: (row) => (
        <span className="flex gap-3">
          {(['pdf', 'csv'] as const).map((format) => (
            <a
              key={format}
              href={statementUrl(row.hostId, month, format)}
              className={linkClass}
              aria-label={t('hostsAdmin.payouts.statementOf', {
                format: format.toUpperCase(),
                host: isolate(row.businessName),
                month: monthLabel,
              })}
            >
              {t(`hostsAdmin.payouts.${format}`)}
            </a>
          ))}
        </span>
      ),
    },
    {
      key: 'action',
      header: t('hostsAdmin.payouts.action'),
      cell: (row) =>
        row.due > 0 ? (
          <button
            type="button"
            onClick={() => setPaying(row)}
            aria-label={t('hostsAdmin.payouts.markPaidOf', { host: isolate(row.businessName) })}
            className="inline-flex h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('hostsAdmin.payouts.markPaid')}
          </button>
        ) : (
          <span className="text-sm font-semibold text-emerald-800">{t('hostsAdmin.payouts.settled')}</span>
        ),
    },
  ];

  return (
    <AdminListPage
      words="hostsAdmin.payouts"
      nav={<HostsNav />}
      query={query}
      update={update}
      result={result}
      searchLabel={t('hostsAdmin.search')}
      filters={
        <>
          <label className="w-48">
            <span className="mb-1.5 block text-sm font-medium text-slate-800">{t('hostsAdmin.payouts.month')}</span>
            <input
              type="month"
              value={month}
              max={thisMonthInDubai()}
              onChange={(e) => isMonth(e.target.value) && update({ month: e.target.value })}
              className={`${inputClass} border-slate-300`}
            />
          </label>
          <a
            href={payoutsCsvUrl(month)}
            className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('hostsAdmin.payouts.exportCsv')}
          </a>
        </>
      }
      summary={
        result.data && (
          <p className="mt-4 text-base font-semibold text-slate-900">
            {t('hostsAdmin.payouts.totalDue', { month: monthLabel, amount: formatAed(result.data.totalDue) })}
          </p>
        )
      }
      notice={notice}
      columns={columns}
      rowKey={(row) => row.hostId}
    >
      {paying && (
        <MarkPaidDialog
          row={paying}
          month={month}
          monthLabel={monthLabel}
          onClose={() => setPaying(null)}
          onDone={(payout) => {
            setPaying(null);
            setNotice(
              t('hostsAdmin.payouts.recorded', {
                amount: formatAed(payout.amount),
                host: isolate(paying.businessName),
              }),
            );
          }}
        />
      )}
    </AdminListPage>
  );
}
