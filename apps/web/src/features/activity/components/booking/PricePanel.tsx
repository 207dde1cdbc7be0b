import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import type { Booking } from '../../lib/useBooking.ts';
import { bookable } from '../../lib/bookable.ts';
import { BookingForm } from './BookingForm.tsx';

/** The desktop price panel; a red ring marks it when Book Now was pressed with nothing chosen. */
export function PricePanel({
  activity,
  booking,
  onBookNow,
  pending,
}: {
  activity: ActivityDetail;
  booking: Booking;
  onBookNow: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('activity');
  const highlighted = booking.problem === 'quantity';
  return (
    <section
      aria-label={t('booking.panelLabel')}
      data-highlighted={highlighted || undefined}
      className={`rounded-2xl border bg-white p-6 shadow-sm transition ${highlighted ? 'border-red-500 ring-4 ring-red-500/20' : 'border-slate-200'}`}
    >
      <h2 className="mb-4 text-lg font-bold text-slate-900">
        {bookable(activity) ? t('booking.heading') : t('booking.pricesHeading')}
      </h2>
      <BookingForm activity={activity} booking={booking} onBookNow={onBookNow} pending={pending} variant="panel" />
    </section>
  );
}
