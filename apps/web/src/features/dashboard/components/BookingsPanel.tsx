import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookedItem } from '@weekends/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatAed, formatDubaiDate } from '../../../lib/format.ts';
import { useMyBookings } from '../api.ts';
import { EmptyState, LineIcon } from './EmptyState.tsx';
import { ICON_PATHS } from './icons.ts';

/** Spec 001 section 3: purchase times in Dubai as HH:mm D MMM YYYY. */
const PURCHASE_FORMAT = 'HH:mm d MMM yyyy';

function Detail({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function BookedItemCard({ item }: { item: BookedItem }) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row">
      <Link
        to={`/activity/${item.activity.slug}`}
        className="relative block aspect-[16/9] shrink-0 bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:aspect-auto sm:w-52"
      >
        {item.activity.image ? (
          <img src={item.activity.image} alt={t('bookings.imageLabel', { title: item.activity.title })} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
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
              <span className="mb-1 inline-block rounded-full bg-sun-400/20 px-2 py-0.5 text-xs font-bold text-amber-800">{t('bookings.weekendPass')}</span>
            )}
            <h3 className="text-base leading-snug font-semibold text-slate-900">{item.title}</h3>
            {/* A pass books several experiences; each booked item is one of them. */}
            {item.itemType === 1 && <p className="mt-0.5 text-sm text-slate-600">{t('bookings.passExperience', { title: item.activity.title })}</p>}
          </div>
          <p className="text-lg font-bold text-slate-900 tabular-nums">
            <span className="sr-only">{t('bookings.total')}: </span>
            {formatAed(item.total)}
          </p>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          <Detail label={t('bookings.bookingId')}>#{item.bookingId}</Detail>
          <Detail label={t('bookings.purchaseDate')}>
            <time dateTime={item.purchaseDate}>{formatDubaiDate(item.purchaseDate, PURCHASE_FORMAT)}</time>
          </Detail>
          <Detail label={t('bookings.otp')}>
            <span className="rounded-md bg-brand-50 px-2 py-0.5 font-mono text-sm font-semibold tracking-widest text-brand-900 ring-1 ring-brand-100">{item.otp}</span>
          </Detail>
          <Detail label={t('bookings.quantity')}>{item.quantity}</Detail>
          {item.address && (
            <Detail label={t('bookings.address')} className="col-span-2">
              {item.address}
            </Detail>
          )}
        </dl>
      </div>
    </li>
  );
}

function BookingSkeleton() {
  return (
    <li aria-hidden="true" className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white sm:flex-row">
      <div className="aspect-[16/9] animate-pulse bg-slate-200 sm:aspect-auto sm:h-40 sm:w-52" />
      <div className="flex-1 space-y-3 p-5">
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="h-9 animate-pulse rounded bg-slate-100" />
          ))}
        </div>
      </div>
    </li>
  );
}

/** Booked Activities: 6 at a time, newest first, with Load More while there are more (spec 001 section 2). */
export function BookingsPanel() {
  const { t } = useTranslation('dashboard');
  const bookings = useMyBookings();

  if (bookings.isPending) {
    return (
      <ul className="space-y-4">
        {[0, 1, 2].map((n) => (
          <BookingSkeleton key={n} />
        ))}
      </ul>
    );
  }
  if (bookings.isError && !bookings.data) return <LoadError title={t('bookings.loadError')} onRetry={() => void bookings.refetch()} />;

  const items = bookings.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState icon={<LineIcon path={ICON_PATHS.ticket} />} title={t('bookings.emptyTitle')} body={t('bookings.emptyBody')} linkTo="/" linkLabel={t('bookings.explore')} />;
  }

  return (
    <div>
      <ul className="space-y-4">
        {items.map((item) => (
          <BookedItemCard key={item.id} item={item} />
        ))}
      </ul>
      {bookings.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-red-700">
          {t('bookings.moreError')}
        </p>
      )}
      {bookings.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={() => void bookings.fetchNextPage()}
            disabled={bookings.isFetchingNextPage}
            aria-busy={bookings.isFetchingNextPage || undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-8 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {bookings.isFetchingNextPage ? t('bookings.loadingMore') : bookings.isFetchNextPageError ? t('bookings.retry') : t('bookings.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
