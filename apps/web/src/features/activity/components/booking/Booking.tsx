import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActivityDetail } from '@weekends/shared';
import { LoginPrompt } from '../../../login-dialog/LoginPrompt.tsx';
import { dubaiIsoDay } from '../../../../lib/format/index.ts';
import { desktopPart } from '../../../../components/desktopPart.tsx';
import { useSession } from '../../../../lib/session.ts';
import { cartErrorMessage, useAddCartItem } from '../../../../lib/cart.ts';
import { saveCartItem, toAddCartItemBody, type SavedCartItem } from '../../../../lib/savedCartItem.ts';
import { useBooking } from '../../lib/useBooking.ts';
import { MobileBookingBar } from './MobileBookingBar.tsx';
import { InterestPrompt } from '../interest/InterestPrompt.tsx';
import { onInterestDialogOpen } from '../../lib/interestDialog.ts';

/** Book Now's selection, kept across a social sign-in's round trip to the provider (LoginPrompt's resume). */
interface KeptSelection {
  cartPriceOptions: SavedCartItem['cartPriceOptions'];
  /** The chosen day as an ISO instant, or null. */
  date: string | null;
}

/**
 * The kept selection read back from the tab's storage, limited to this activity's price options; null if it is
 * unusable.
 */
function readKeptSelection(
  value: unknown,
  activity: ActivityDetail,
): { cartPriceOptions: KeptSelection['cartPriceOptions']; date: Date | undefined } | null {
  if (!value || typeof value !== 'object') return null;
  const { cartPriceOptions, date } = value as Partial<KeptSelection>;
  if (!Array.isArray(cartPriceOptions)) return null;
  const ids = new Set(activity.priceOptions.map((option) => option.id));
  const lines = cartPriceOptions.filter(
    (line) => ids.has(line?.priceOptionId) && Number.isInteger(line.quantity) && line.quantity > 0,
  );
  if (lines.length === 0) return null;
  const day = typeof date === 'string' && !Number.isNaN(Date.parse(date)) ? new Date(date) : undefined;
  return { cartPriceOptions: lines, date: day };
}

// The desktop panel (the booking form with its date popover and tooltip) is in every screen's HTML, shown by CSS from
// 1024 px, but only a desktop downloads its code: phones get it with the booking sheet instead of with the page.
const PricePanel = desktopPart(() => import('./PricePanel.tsx').then((m) => m.PricePanel));

/**
 * Booking on the activity page: the desktop panel and the phone bar share one selection.
 * Book Now with a complete selection puts it in the cart of a customer or guest and opens the checkout; a refusal
 * (too few places left, a full day) shows the server's sentence on the panel. A visitor has the selection kept as
 * the saved cart item (lib/savedCartItem.ts) and is asked to log in, sign up or continue as a guest: whoever comes
 * out of the pop-up goes to the checkout, which puts the saved item in their cart.
 */
export function Booking({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const booking = useBooking(activity);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const session = useSession();
  const navigate = useNavigate();
  const addCartItem = useAddCartItem();

  // Submit Interest in the phone's booking sheet: the sheet gives way to the pop-up.
  useEffect(() => onInterestDialogOpen(() => setSheetOpen(false)), []);

  const chosen: KeptSelection = {
    cartPriceOptions: booking.lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({ priceOptionId: line.option.id, quantity: line.quantity })),
    date: booking.date?.toISOString() ?? null,
  };

  const savedItem = (selection: {
    cartPriceOptions: KeptSelection['cartPriceOptions'];
    date: Date | undefined;
  }): SavedCartItem => ({
    itemType: 0,
    activityId: activity.id,
    slug: activity.slug,
    cartPriceOptions: selection.cartPriceOptions,
    date: booking.needsDate && selection.date ? dubaiIsoDay(selection.date) : null,
  });

  /** Out of the login pop-up: to the checkout, which adds the saved item to the new cart. */
  const continueToCheckout = (resumed?: unknown) => {
    // Back from a social sign-in, the selection kept before leaving is saved again (the page forgot it).
    if (resumed !== undefined) {
      const kept = readKeptSelection(resumed, activity);
      if (kept) saveCartItem(savedItem(kept));
    }
    void navigate('/checkout');
  };

  const bookNow = () => {
    if (addCartItem.isPending || !booking.attemptBooking()) return;
    const item = savedItem({ cartPriceOptions: chosen.cartPriceOptions, date: booking.date });
    if (session.status === 'customer' || session.status === 'guest') {
      booking.setCartError(null);
      addCartItem.mutate(toAddCartItemBody(item), {
        onSuccess: () => void navigate('/checkout'),
        onError: (error) => booking.setCartError(cartErrorMessage(error)),
      });
    } else {
      saveCartItem(item);
      setLoginOpen(true);
    }
  };

  return (
    <>
      <div className="hidden lg:block">
        <PricePanel activity={activity} booking={booking} onBookNow={bookNow} pending={addCartItem.isPending} />
      </div>
      <MobileBookingBar
        activity={activity}
        booking={booking}
        onBookNow={bookNow}
        pending={addCartItem.isPending}
        open={sheetOpen}
        onOpenChange={setSheetOpen}
      />
      {/* From Book Now the pop-up offers 'Continue as a Guest' too; whoever comes out of it goes on to the
          checkout. */}
      <LoginPrompt
        open={loginOpen}
        onOpenChange={setLoginOpen}
        reason={t('booking.loginReason')}
        fromCheckout
        resume={{ action: `book:${activity.id}`, state: chosen }}
        onDone={continueToCheckout}
      />
      {activity.submitRequest && <InterestPrompt activity={activity} />}
    </>
  );
}
