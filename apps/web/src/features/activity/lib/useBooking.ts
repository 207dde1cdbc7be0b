import { useCallback, useMemo, useState } from 'react';
import { clampQuantity, selectionTotal, type ActivityDetail, type PriceOption } from '@weekends/shared';

export type BookingProblem = 'quantity' | 'date';

export interface BookingLine {
  option: PriceOption;
  quantity: number;
}

export interface Booking {
  lines: BookingLine[];
  setQuantity: (optionId: number, quantity: number) => void;
  date: Date | undefined;
  setDate: (date: Date | undefined) => void;
  needsDate: boolean;
  total: number;
  /** What stops the booking, shown only after the customer has tried to book. */
  problem: BookingProblem | null;
  /** Tries to book: returns true when the selection is complete, otherwise highlights what is missing. */
  attemptBooking: () => boolean;
  /** Why the cart refused the selection (the server's words, e.g. too few places left); any change clears it. */
  cartError: string | null;
  setCartError: (message: string | null) => void;
}

/**
 * The selection on the price panel, shared by the desktop panel and the mobile sheet so both show the same
 * quantities, date and total. Book Now puts it in the cart (Booking.tsx).
 */
export function useBooking(activity: Pick<ActivityDetail, 'priceOptions' | 'dateInput'>): Booking {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [date, setDate] = useState<Date | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [cartError, setCartError] = useState<string | null>(null);

  const lines = useMemo(
    () => activity.priceOptions.map((option) => ({ option, quantity: quantities[option.id] ?? 0 })),
    [activity.priceOptions, quantities],
  );
  const total = selectionTotal(lines.map(({ option, quantity }) => ({ ...option, quantity })));
  const missing: BookingProblem | null = total === 0 ? 'quantity' : activity.dateInput && !date ? 'date' : null;

  const setQuantity = useCallback((optionId: number, quantity: number) => {
    setQuantities((current) => ({ ...current, [optionId]: clampQuantity(quantity) }));
    setCartError(null);
  }, []);

  const chooseDate = useCallback((next: Date | undefined) => {
    setDate(next);
    setCartError(null);
  }, []);

  const attemptBooking = () => {
    // A complete selection clears the highlight, so it does not reappear if the customer later changes their mind.
    setAttempted(missing !== null);
    return missing === null;
  };

  return {
    lines,
    setQuantity,
    date,
    setDate: chooseDate,
    needsDate: activity.dateInput,
    total,
    problem: attempted ? missing : null,
    attemptBooking,
    cartError,
    setCartError,
  };
}
