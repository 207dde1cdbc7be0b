import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorporateAward } from '@weekends/shared';
import { formatAed, formatCalendarDay, formatDubaiDay } from '../../../lib/format/index.ts';
import { invoicePdfUrl, useCorporateAwards } from '../api.ts';
import { ListFrame } from './ListFrame.tsx';

/** The corporate's awards, newest first (server-paged, searched), each with its invoice PDF. */
export function AwardsList() {
  const { t } = useTranslation('corporateAdmin');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const list = useCorporateAwards({ page, q });
  // A cancelled voucher of the award is credited on its invoice; the corporate owes the rest.
  const invoiceState = (invoice: CorporateAward['invoice']) => {
    if (invoice.paidAt) return t('awards.paid');
    if (invoice.credited >= invoice.amount) return t('awards.cancelled');
    const due = t('awards.due', { date: formatCalendarDay(invoice.dueOn) });
    return invoice.credited > 0 ? `${due} · ${t('awards.credited', { amount: formatAed(invoice.credited) })}` : due;
  };

  return (
    <ListFrame
      id="awards"
      title={t('awards.title')}
      search={search}
      searchPlaceholder={t('awards.searchPlaceholder')}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      page={page}
      pageSize={25}
      total={list.data?.total}
      onPage={setPage}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      {list.data && list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('awards.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={list.isPending || list.isPlaceholderData}>
          {list.data?.items.map((a) => (
            <li key={a.id} className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[7rem_1fr_auto]">
              <span className="text-xs text-slate-500 sm:pt-0.5 sm:text-sm">{formatDubaiDay(a.createdAt)}</span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">
                  {a.title}
                  {a.kind === 'pass' && (
                    <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {t('awards.pass')}
                    </span>
                  )}
                </span>
                <bdi className="block text-sm text-slate-600">{`${a.employee.firstName} ${a.employee.lastName}`}</bdi>
                {/* The admin's own words to the employee, in the direction they were written. */}
                {a.note && (
                  <span dir="auto" className="mt-0.5 block text-xs text-slate-500 italic">
                    “{a.note}”
                  </span>
                )}
              </span>
              <span className="flex flex-col gap-0.5 sm:items-end">
                <span className="text-sm font-semibold text-slate-900">
                  {formatAed(a.total)}
                  {a.saved > 0 && (
                    <span className="ms-2 text-xs font-normal text-emerald-700">
                      {t('awards.saved', { amount: formatAed(a.saved) })}
                    </span>
                  )}
                </span>
                <a
                  href={invoicePdfUrl(a.invoice.id)}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {t('awards.pdf', { number: a.invoice.number })}
                </a>
                <span className="text-xs text-slate-500">{invoiceState(a.invoice)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
