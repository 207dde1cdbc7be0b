import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HostBookedItem } from '@weekends/shared';
import { LoadError } from '../../../../components/LoadError.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { formatAed, formatCalendarDay, formatDubaiDay, isolate } from '../../../../lib/format/index.ts';
import { useMediaQuery } from '../../../../lib/useMediaQuery.ts';
import { useHostBookings, type VerifyAnswer } from '../api.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { VerifyDialog } from './VerifyDialog.tsx';
import { orderNo } from './orderNo.ts';

const outlineButton =
  'inline-flex min-h-10 items-center justify-center rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70';

/** What was bought and by whom: the Details column. */
function Details({ item }: { item: HostBookedItem }) {
  const { t } = useTranslation('vendor');
  return (
    <div className="min-w-0">
      <p className="font-semibold text-slate-900">{item.title}</p>
      <p className="mt-0.5 text-sm text-slate-600">
        {item.priceOptionDescription
          ? `${item.priceOptionDescription} × ${item.quantity}`
          : t('sales.bookings.overview.quantity', { quantity: item.quantity })}
        {item.bookedFor && (
          <>
            {' · '}
            <time dateTime={item.bookedFor}>
              {t('sales.bookings.overview.bookedFor', { date: formatCalendarDay(item.bookedFor) })}
            </time>
          </>
        )}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        {t('sales.bookings.overview.customer', { name: isolate(item.customerName) })}
      </p>
    </div>
  );
}

/** The Verify column: 'Click To Verify' while pending, Verified once redeemed, nothing for a cancelled voucher. */
function VerifyCell({ item, onVerify }: { item: HostBookedItem; onVerify: (item: HostBookedItem) => void }) {
  const { t } = useTranslation('vendor');
  if (item.status === 'pending') {
    return (
      <button
        type="button"
        onClick={() => onVerify(item)}
        aria-label={t('sales.bookings.overview.verifyLabel', { orderNo: orderNo(item), title: item.title })}
        className={outlineButton}
      >
        {t('sales.bookings.overview.clickToVerify')}
      </button>
    );
  }
  if (item.status === 'verified') {
    return (
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700">
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('sales.status.verified')}
      </span>
    );
  }
  return <span className="text-slate-400">—</span>;
}

const purchaseDay = (item: HostBookedItem) => (
  <time dateTime={item.purchaseDate}>{formatDubaiDay(item.purchaseDate)}</time>
);

function SalesTable({ items, onVerify }: { items: HostBookedItem[]; onVerify: (item: HostBookedItem) => void }) {
  const { t } = useTranslation('vendor');
  const th = 'px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table aria-labelledby="sales-overview" className="w-full text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('sales.bookings.overview.orderNo')}
            </th>
            <th scope="col" className={th}>
              {t('sales.bookings.overview.date')}
            </th>
            <th scope="col" className={th}>
              {t('sales.bookings.overview.details')}
            </th>
            <th scope="col" className={th}>
              {t('sales.bookings.overview.status')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {t('sales.bookings.overview.amount')}
            </th>
            <th scope="col" className={th}>
              {t('sales.bookings.overview.verify')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="px-4 py-4 font-semibold whitespace-nowrap text-slate-900">
                <span translate="no" dir="ltr">
                  {orderNo(item)}
                </span>
              </td>
              <td className="px-4 py-4 whitespace-nowrap text-slate-700">{purchaseDay(item)}</td>
              <td className="px-4 py-4">
                <Details item={item} />
              </td>
              <td className="px-4 py-4">
                <StatusBadge status={item.status} />
              </td>
              <td className="px-4 py-4 text-end font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatAed(item.hostAmount)}
              </td>
              <td className="px-4 py-4 whitespace-nowrap">
                <VerifyCell item={item} onVerify={onVerify} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Phones get one card per row: a six-column table would scroll sideways. */
function SalesCards({ items, onVerify }: { items: HostBookedItem[]; onVerify: (item: HostBookedItem) => void }) {
  const { t } = useTranslation('vendor');
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <Details item={item} />
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            <Field label={t('sales.bookings.overview.orderNo')}>
              <span translate="no" dir="ltr">
                {orderNo(item)}
              </span>
            </Field>
            <Field label={t('sales.bookings.overview.date')}>{purchaseDay(item)}</Field>
            <Field label={t('sales.bookings.overview.status')}>
              <StatusBadge status={item.status} />
            </Field>
            <Field label={t('sales.bookings.overview.amount')}>
              <span className="font-semibold tabular-nums">{formatAed(item.hostAmount)}</span>
            </Field>
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <VerifyCell item={item} onVerify={onVerify} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Sales Overview: newest first, 6 at a time with Load More; a pending row opens the verify pop-up. */
export function SalesOverview({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation('vendor');
  const bookings = useHostBookings();
  const wide = useMediaQuery('(min-width: 768px)');
  const [verifying, setVerifying] = useState<HostBookedItem | null>(null);
  const [notice, setNotice] = useState('');

  const onVerified = ({ item }: VerifyAnswer) => {
    setVerifying(null);
    setNotice(t('sales.bookings.overview.verified', { orderNo: orderNo(item), title: item.title }));
  };
  const onVerify = (item: HostBookedItem) => {
    setNotice('');
    setVerifying(item);
  };

  let body: ReactNode;
  if (bookings.isPending) {
    body = (
      <ul aria-hidden="true" className="space-y-3">
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-24 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </ul>
    );
  } else if (bookings.isError && !bookings.data) {
    body = (
      <LoadError
        title={t('sales.bookings.overview.loadError')}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
      />
    );
  } else {
    const items = bookings.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('sales.bookings.overview.emptyTitle')}</p>
          <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{t('sales.bookings.overview.emptyBody')}</p>
          <Link to="/vendor/dashboard/activities" className={`mt-5 ${outlineButton}`}>
            {t('sales.bookings.overview.emptyLink')}
          </Link>
        </div>
      ) : (
        <>
          {wide ? <SalesTable items={items} onVerify={onVerify} /> : <SalesCards items={items} onVerify={onVerify} />}
          {bookings.isFetchNextPageError && (
            <p role="alert" className="mt-4 text-center text-sm text-red-700">
              {t('sales.bookings.overview.moreError')}
            </p>
          )}
          {bookings.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={() => void bookings.fetchNextPage()}
                disabled={bookings.isFetchingNextPage}
                aria-busy={bookings.isFetchingNextPage || undefined}
                className={`${outlineButton} min-h-11 px-8`}
              >
                {bookings.isFetchingNextPage
                  ? t('sales.bookings.overview.loadingMore')
                  : bookings.isFetchNextPageError
                    ? t('sales.bookings.overview.retry')
                    : t('sales.bookings.overview.loadMore')}
              </button>
            </div>
          )}
        </>
      );
  }

  return (
    <section aria-labelledby="sales-overview">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id="sales-overview" className="text-lg font-semibold text-slate-900">
          {t('sales.bookings.overview.title')}
        </h3>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {notice && (
        <div className="mb-4">
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      )}
      {body}
      {verifying && <VerifyDialog item={verifying} onVerified={onVerified} onClose={() => setVerifying(null)} />}
    </section>
  );
}
