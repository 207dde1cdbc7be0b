import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookedItem } from '@weekends/shared';
import { formatAed, formatCalendarDay, formatDubaiTimeDay } from '../../../lib/format/index.ts';
import { LineIcon } from './EmptyState.tsx';
import { ICON_PATHS } from './icons.ts';
import { VoucherStatusBadge } from './VoucherStatusBadge.tsx';

function Detail({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One booked item of Booked Activities: what, when, its voucher code and status, and the way to the voucher's own page.
 */
export function BookedItemCard({ item }: { item: BookedItem }) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row">
      <Link
        to={`/activity/${item.activity.slug}`}
        className="relative block aspect-[16/9] shrink-0 bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:aspect-auto sm:w-52"
      >
        {item.activity.image ? (
          <img
            src={item.activity.image}
            alt={t('bookings.imageLabel', { title: item.activity.title })}
            loading="lazy"
            decoding="async"
            className={`absolute inset-0 h-full w-full object-cover ${item.status === 'cancelled' ? 'opacity-60 grayscale' : ''}`}
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
            <LineIcon path={ICON_PATHS.ticket} />
            <span className="sr-only">{t('bookings.imageLabel', { title: item.activity.title })}</span>
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1 p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            {item.itemType === 1 && (
              <span className="mb-1 inline-block rounded-full bg-sun-400/20 px-2 py-0.5 text-xs font-bold text-amber-800">
                {t('bookings.weekendPass')}
              </span>
            )}
            <h3 className="text-base leading-snug font-semibold text-slate-900">{item.title}</h3>
            {/* A pass books several experiences; each booked item is one of them. */}
            {item.itemType === 1 && (
              <p className="mt-0.5 text-sm text-slate-600">
                {t('bookings.passExperience', { title: item.activity.title })}
              </p>
            )}
          </div>
          <p className="text-lg font-bold text-slate-900 tabular-nums">
            <span className="sr-only">{t('bookings.total')}: </span>
            {formatAed(item.total)}
          </p>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          <Detail label={t('bookings.bookingId')}>#{item.bookingId}</Detail>
          <Detail label={t('bookings.purchaseDate')}>
            <time dateTime={item.purchaseDate}>{formatDubaiTimeDay(item.purchaseDate, { comma: false })}</time>
          </Detail>
          <Detail label={t('bookings.otp')}>
            <span
              translate="no"
              dir="ltr"
              className="rounded-md bg-brand-50 px-2 py-0.5 font-mono text-sm font-semibold tracking-widest text-brand-900 ring-1 ring-brand-100"
            >
              {item.otp}
            </span>
          </Detail>
          {item.date ? (
            <Detail label={t('bookings.date')}>
              <time dateTime={item.date}>{formatCalendarDay(item.date)}</time>
            </Detail>
          ) : (
            item.validUntil && (
              <Detail label={t('bookings.validUntil')}>
                <time dateTime={item.validUntil}>{formatCalendarDay(item.validUntil)}</time>
              </Detail>
            )
          )}
          <Detail label={t('bookings.quantity')}>{item.quantity}</Detail>
          <Detail label={t('bookings.status.label')}>
            <VoucherStatusBadge status={item.status} />
          </Detail>
          {item.address && (
            <Detail label={t('bookings.address')} className="col-span-2">
              {/* The customer's own address, in the direction it was written. */}
              <span dir="auto">{item.address}</span>
            </Detail>
          )}
        </dl>
        <Link
          to={`/customer/dashboard/bookings/${item.id}`}
          aria-label={t('bookings.viewVoucherLabel', { title: item.title })}
          className="mt-4 inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('bookings.viewVoucher')}
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
            className="rtl:-scale-x-100"
          >
            <path d="M7.5 5l5 5-5 5" />
          </svg>
        </Link>
      </div>
    </li>
  );
}
