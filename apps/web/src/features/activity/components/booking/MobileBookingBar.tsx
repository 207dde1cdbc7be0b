import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { Price } from '../../../../components/Price.tsx';
import { DESKTOP_QUERY } from '../../../../lib/desktop.ts';
import { lazyWithPreload } from '../../../../lib/lazyWithPreload.ts';
import type { Booking } from '../../lib/useBooking.ts';
import './mobile-bar.css';

// The sheet (Radix Dialog) is fetched when its button is first touched, focused or pressed, keeping it out of
// the activity page's first load.
const MobileBookingSheet = lazyWithPreload(() => import('./MobileBookingSheet.tsx').then((m) => m.MobileBookingSheet));

interface Props {
  activity: ActivityDetail;
  booking: Booking;
  onBookNow: () => void;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Phones get a bar fixed to the bottom with the first price and a button opening the booking sheet. */
export function MobileBookingBar({ activity, booking, onBookNow, pending, open, onOpenChange }: Props) {
  const { t } = useTranslation('activity');
  const first = activity.priceOptions[0];
  const button = useRef<HTMLButtonElement>(null);

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
    <>
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
            <span className="shrink-0 rounded-full bg-slate-100 px-5 py-2.5 text-sm font-semibold text-slate-500">
              {t('booking.soldOut')}
            </span>
          ) : (
            <button
              ref={button}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={open}
              onPointerEnter={MobileBookingSheet.preload}
              onTouchStart={MobileBookingSheet.preload}
              onFocus={MobileBookingSheet.preload}
              onClick={() => onOpenChange(true)}
              className="shrink-0 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {activity.submitRequest ? t('booking.submitInterest') : t('booking.openPanel')}
            </button>
          )}
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <MobileBookingSheet
            activity={activity}
            booking={booking}
            onBookNow={onBookNow}
            pending={pending}
            onClose={() => onOpenChange(false)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
