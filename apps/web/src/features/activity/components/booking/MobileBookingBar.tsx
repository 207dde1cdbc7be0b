import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { Price } from '../../../../components/Price.tsx';
import type { Booking } from '../../lib/useBooking.ts';
import { CrossIcon } from '../icons.tsx';
import { bookable } from '../../lib/bookable.ts';
import { BookingForm } from './BookingForm.tsx';
import './mobile-bar.css';

/** Tailwind's lg breakpoint, where the sticky panel takes over. */
const DESKTOP_QUERY = '(min-width: 1024px)';

interface Props {
  activity: ActivityDetail;
  booking: Booking;
  onBookNow: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Phones get a bar fixed to the bottom with the first price and a bottom sheet holding the whole form.
 * The sheet is a modal dialog, so the page behind it cannot scroll while it is open.
 */
export function MobileBookingBar({ activity, booking, onBookNow, open, onOpenChange }: Props) {
  const { t } = useTranslation('activity');
  const first = activity.priceOptions[0];
  const highlighted = booking.problem === 'quantity';

  // The sheet exists only below the desktop breakpoint; widening the window closes it so no scroll lock is left behind.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const close = () => desktop.matches && onOpenChange(false);
    close();
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <div className="activity-booking-bar fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
          <div className="min-w-0">
            {first && (
              <>
                <p className="truncate text-xs text-slate-500">{first.description}</p>
                <Price option={first} showPercent={false} className="text-lg" />
              </>
            )}
          </div>
          {activity.soldOut && !activity.submitRequest ? (
            <span className="shrink-0 rounded-full bg-slate-100 px-5 py-2.5 text-sm font-semibold text-slate-500">{t('booking.soldOut')}</span>
          ) : (
            <Dialog.Trigger className="shrink-0 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              {activity.submitRequest ? t('booking.submitInterest') : t('booking.openPanel')}
            </Dialog.Trigger>
          )}
        </div>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[88vh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none lg:hidden ${
            highlighted ? 'ring-4 ring-red-500/30' : ''
          }`}
        >
          <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-300" aria-hidden="true" />
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{bookable(activity) ? t('booking.heading') : t('booking.pricesHeading')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('booking.close')}
              className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CrossIcon size={18} />
            </Dialog.Close>
          </div>
          <BookingForm activity={activity} booking={booking} onBookNow={onBookNow} variant="sheet" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
