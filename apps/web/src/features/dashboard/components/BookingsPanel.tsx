import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { refusalOf } from '../../../lib/refusal.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyBookings } from '../api.ts';
import { BookedItemCard } from './BookedItemCard.tsx';
import { ConfirmEmailAction } from './ConfirmEmailAction.tsx';
import { EmptyState, LineIcon } from './EmptyState.tsx';
import { ICON_PATHS } from './icons.ts';

function BookingSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white sm:flex-row"
    >
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

/** What a page that sends the customer here may say on arrival (the voucher page, after giving the voucher away). */
export interface BookingsNotice {
  notice: string;
}

function noticeOf(state: unknown): string {
  return typeof state === 'object' && state !== null && typeof (state as BookingsNotice).notice === 'string'
    ? (state as BookingsNotice).notice
    : '';
}

/** Booked Activities: 6 at a time, newest first, with Load More while there are more. */
export function BookingsPanel() {
  const notice = noticeOf(useLocation().state);
  return (
    <>
      {notice && (
        <div className="mb-5">
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      )}
      <BookingsList />
    </>
  );
}

function BookingsList() {
  const { t } = useTranslation('dashboard');
  const bookings = useMyBookings();
  const session = useSession();
  const confirmed = session.status === 'customer' && session.user.isConfirmed;
  const unconfirmed = refusalOf(bookings.error)?.code === 'EMAIL_NOT_CONFIRMED';
  const { refetch } = bookings;
  // Confirmed meanwhile (the link in another tab, the confirmation pop-up): the list the server refused is now theirs.
  useEffect(() => {
    if (unconfirmed && confirmed) void refetch();
  }, [unconfirmed, confirmed, refetch]);

  if (bookings.isPending) {
    return (
      <ul className="space-y-4">
        {[0, 1, 2].map((n) => (
          <BookingSkeleton key={n} />
        ))}
      </ul>
    );
  }
  if (bookings.isError && !bookings.data)
    return (
      <LoadError
        title={t('bookings.loadError')}
        error={bookings.error}
        onRetry={() => void refetch()}
        action={unconfirmed && <ConfirmEmailAction />}
      />
    );

  const items = bookings.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<LineIcon path={ICON_PATHS.ticket} />}
        title={t('bookings.emptyTitle')}
        body={t('bookings.emptyBody')}
        linkTo="/"
        linkLabel={t('bookings.explore')}
      />
    );
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
            {bookings.isFetchingNextPage
              ? t('bookings.loadingMore')
              : bookings.isFetchNextPageError
                ? t('bookings.retry')
                : t('bookings.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
