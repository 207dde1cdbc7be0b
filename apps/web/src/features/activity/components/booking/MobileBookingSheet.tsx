import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import type { Booking } from '../../lib/useBooking.ts';
import { CrossIcon } from '../icons.tsx';
import { bookable } from '../../lib/bookable.ts';
import { BookingForm } from './BookingForm.tsx';

interface Props {
  activity: ActivityDetail;
  booking: Booking;
  onBookNow: () => void;
  pending: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone's bottom sheet holding the whole booking form, loaded the first time it opens (MobileBookingBar.tsx). It is
 * a modal dialog, so the page behind it cannot scroll while it is open; closing returns focus to the bar's button.
 */
export function MobileBookingSheet({ activity, booking, onBookNow, pending, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('activity');
  const highlighted = booking.problem === 'quantity';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[88vh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none lg:hidden ${
            highlighted ? 'ring-4 ring-red-500/30' : ''
          }`}
        >
          <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-300" aria-hidden="true" />
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              {bookable(activity) ? t('booking.heading') : t('booking.pricesHeading')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('booking.close')}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CrossIcon size={18} />
            </Dialog.Close>
          </div>
          <BookingForm activity={activity} booking={booking} onBookNow={onBookNow} pending={pending} variant="sheet" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
