import { useCallback, useMemo, useState } from 'react';
import { clampQuantity, selectionTotal, type ActivityDetail, type PriceOption } from '@weekends/shared';

export type BookingProblem = 'quantity' | 'date';
export type SaveResult = 'saved' | 'failed';

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
  /** Whether Book Now kept the selection for the cart ('failed' when the browser refused); any change clears it. */
  saveResult: SaveResult | null;
  setSaveResult: (result: SaveResult) => void;
}

/**
 * The selection on the price panel, shared by the desktop panel and the mobile sheet so both show the same
 * quantities, date and total. Book Now by a customer or guest keeps it as the saved cart item (lib/savedCartItem.ts).
 */
export function useBooking(activity: Pick<ActivityDetail, 'priceOptions' | 'dateInput'>): Booking {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [date, setDate] = useState<Date | undefined>();
  const [attempted, setAttempted] = useState(false);
  const [saveResult, setSaveResult] = useState<SaveResult | null>(null);

  const lines = useMemo(
    () => activity.priceOptions.map((option) => ({ option, quantity: quantities[option.id] ?? 0 })),
    [activity.priceOptions, quantities],
  );
  const total = selectionTotal(lines.map(({ option, quantity }) => ({ ...option, quantity })));
  const missing: BookingProblem | null = total === 0 ? 'quantity' : activity.dateInput && !date ? 'date' : null;

  const setQuantity = useCallback((optionId: number, quantity: number) => {
    setQuantities((current) => ({ ...current, [optionId]: clampQuantity(quantity) }));
    setSaveResult(null);
  }, []);

  const chooseDate = useCallback((next: Date | undefined) => {
    setDate(next);
    setSaveResult(null);
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
    saveResult,
    setSaveResult,
  };
}
