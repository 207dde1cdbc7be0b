import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { LoginPrompt } from '../../../../components/LoginPrompt.tsx';
import { useBooking } from '../../lib/useBooking.ts';
import { MobileBookingBar } from './MobileBookingBar.tsx';
import { PricePanel } from './PricePanel.tsx';

/**
 * Booking on the activity page: the desktop panel and the phone bar share one selection.
 * Book Now with a complete selection asks the visitor to log in; the cart takes over once it exists.
 */
export function Booking({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const booking = useBooking(activity);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  const bookNow = () => {
    if (booking.attemptBooking()) setLoginOpen(true);
  };

  return (
    <>
      <div className="hidden lg:block">
        <PricePanel activity={activity} booking={booking} onBookNow={bookNow} />
      </div>
      <MobileBookingBar activity={activity} booking={booking} onBookNow={bookNow} open={sheetOpen} onOpenChange={setSheetOpen} />
      <LoginPrompt open={loginOpen} onOpenChange={setLoginOpen} reason={t('booking.loginReason')} />
    </>
  );
}
