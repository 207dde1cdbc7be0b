import '../i18n.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_SALES_MESSAGES, type PayoutMonth } from '@weekends/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatAed, formatMonth } from '../../../lib/format/index.ts';
import { useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { statementUrl, usePayouts } from './api.ts';
import { wordMessage } from '../../../lib/messages.ts';

const linkClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 text-xs font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Downloads({ month }: { month: string }) {
  const { t } = useTranslation('vendor');
  const name = formatMonth(month);
  return (
    <span className="inline-flex gap-2">
      {(['pdf', 'csv'] as const).map((format) => (
        <a
          key={format}
          href={statementUrl(month, format)}
          download
          aria-label={t(`sales.payouts.${format}Label`, { month: name })}
          className={linkClass}
        >
          <svg
            viewBox="0 0 20 20"
            width="14"
            height="14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" />
          </svg>
          {t(`sales.payouts.${format}`)}
        </a>
      ))}
    </span>
  );
}

const FIGURES = ['redeemedItems', 'sales', 'fees', 'amountDue', 'paid'] as const;
const figure = (row: PayoutMonth, key: (typeof FIGURES)[number]) =>
  key === 'redeemedItems' ? String(row.redeemedItems) : formatAed(row[key]);

function MonthsTable({ months }: { months: PayoutMonth[] }) {
  const { t } = useTranslation('vendor');
  const th = 'px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} text-start`}>
              {t('sales.payouts.month')}
            </th>
            {FIGURES.map((key) => (
              <th key={key} scope="col" className={`${th} text-end`}>
                {t(`sales.payouts.${key}`)}
              </th>
            ))}
            <th scope="col" className={`${th} text-start`}>
              {t('sales.payouts.statement')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-4 py-3 text-start font-semibold whitespace-nowrap text-slate-900">
                {formatMonth(row.month)}
              </th>
              {FIGURES.map((key) => (
                <td
                  key={key}
                  className={`px-4 py-3 text-end whitespace-nowrap tabular-nums ${key === 'amountDue' ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                >
                  {figure(row, key)}
                </td>
              ))}
              <td className="px-4 py-3">
                <Downloads month={row.month} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones get one card per month: seven columns would scroll sideways. */
function MonthCards({ months }: { months: PayoutMonth[] }) {
  const { t } = useTranslation('vendor');
  return (
    <ul className="space-y-3">
      {months.map((row) => (
        <li key={row.month} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <h4 className="font-semibold text-slate-900">{formatMonth(row.month)}</h4>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            {FIGURES.map((key) => (
              <div key={key}>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {t(`sales.payouts.${key}`)}
                </dt>
                <dd className="mt-0.5 text-sm text-slate-900 tabular-nums">{figure(row, key)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <Downloads month={row.month} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Payouts: when hosts are paid and after what fee, and a statement per month to download as PDF or CSV. */
export function PayoutsPage() {
  const { t } = useTranslation('vendor');
  usePageMeta(t('sales.payouts.title'));
  const payouts = usePayouts();
  const wide = useMediaQuery('(min-width: 768px)');

  let body: ReactNode;
  if (payouts.isPending) {
    body = <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />;
  } else if (payouts.isError) {
    body = (
      <LoadError title={t('sales.payouts.loadError')} error={payouts.error} onRetry={() => void payouts.refetch()} />
    );
  } else if (payouts.data.months.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('sales.payouts.emptyTitle')}</p>
        <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{t('sales.payouts.emptyBody')}</p>
      </div>
    );
  } else {
    body = wide ? <MonthsTable months={payouts.data.months} /> : <MonthCards months={payouts.data.months} />;
  }

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">{t('sales.payouts.title')}</h2>
      <div className="rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 text-sm text-brand-900">
        <p>{wordMessage(payouts.data?.note ?? HOST_SALES_MESSAGES.payoutNote)}</p>
        {payouts.data && (
          <p className="mt-1.5 font-semibold">
            {t('sales.payouts.commission', { percent: payouts.data.commissionPercent })}
          </p>
        )}
      </div>
      <section aria-labelledby="payout-statements">
        <h3 id="payout-statements" className="mb-3 text-lg font-semibold text-slate-900">
          {t('sales.payouts.statements')}
        </h3>
        {body}
      </section>
    </div>
  );
}
