import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { formatAed } from '../../../../lib/format/index.ts';
import { Price } from '../../../../components/Price.tsx';
import { bookable } from '../../lib/bookable.ts';
import type { Booking } from '../../lib/useBooking.ts';
import { AlertIcon } from '../icons.tsx';
import { BookingDatePicker } from '../../../../components/booking/BookingDatePicker.tsx';
import { PlacesLeft } from '../../../../components/booking/PlacesLeft.tsx';
import { QuantityStepper } from '../../../../components/booking/QuantityStepper.tsx';
import { UnitsPerDateNote } from '../../../../components/booking/UnitsPerDateNote.tsx';
import { stepperMax, useUnitsPerDate } from '../../../../lib/orderLimits.ts';
import { BookingAction } from './BookingAction.tsx';

interface Props {
  activity: ActivityDetail;
  booking: Booking;
  onBookNow: () => void;
  /** Book Now is putting the selection in the cart. */
  pending: boolean;
  variant: 'panel' | 'sheet';
}

/** Price options, date and total with the call to action: the same form in the desktop panel and the mobile sheet. */
export function BookingForm({ activity, booking, onBookNow, pending, variant }: Props) {
  const { t } = useTranslation('activity');
  const canBook = bookable(activity);
  const quantityError = booking.problem === 'quantity';
  const noteId = useId();
  // Every option counts towards the units one order may hold of the date.
  const maxUnits = useUnitsPerDate();
  const unitsChosen = booking.lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="flex flex-col gap-5">
      {canBook && activity.placesLeft !== null && <PlacesLeft count={activity.placesLeft} className="self-start" />}
      <ul className="divide-y divide-slate-100">
        {booking.lines.map(({ option, quantity }) => (
          <li key={option.id} className="flex items-center justify-between gap-4 py-3 first:pt-0">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-700">{option.description}</p>
              <Price option={option} className="mt-0.5 text-base" />
            </div>
            {canBook && (
              <QuantityStepper
                label={option.description}
                value={quantity}
                max={stepperMax(maxUnits, unitsChosen, quantity)}
                describedBy={noteId}
                onChange={(value) => booking.setQuantity(option.id, value)}
              />
            )}
          </li>
        ))}
      </ul>
      {canBook && <UnitsPerDateNote id={noteId} max={maxUnits} dated={booking.needsDate} />}

      {canBook && booking.needsDate && (
        <BookingDatePicker
          days={activity.days}
          activityId={activity.id}
          value={booking.date}
          onChange={booking.setDate}
          error={booking.problem === 'date' ? t('booking.chooseDateFirst') : undefined}
        />
      )}

      {canBook && (
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
          <span className="text-sm font-semibold text-slate-700">{t('booking.total')}</span>
          <span
            className="text-xl font-bold tabular-nums text-slate-900"
            aria-live="polite"
            data-testid={`${variant}-total`}
          >
            {formatAed(booking.total)}
          </span>
        </div>
      )}

      {quantityError && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          <AlertIcon size={16} />
          {t('booking.chooseQuantity')}
        </p>
      )}

      {booking.cartError && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          <AlertIcon size={16} className="mt-0.5" />
          {booking.cartError}
        </p>
      )}

      <BookingAction
        soldOut={activity.soldOut}
        submitRequest={activity.submitRequest}
        onBookNow={onBookNow}
        pending={pending}
        showHelpText={variant === 'sheet'}
      />
    </div>
  );
}
