import './i18n.ts';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { itemNet } from '@weekends/shared/quote';
import type { CartItem, UpdateCartItemBody } from '@weekends/shared/cart';
import { Price } from '../../components/Price.tsx';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { BookingDatePicker } from '../../components/booking/BookingDatePicker.tsx';
import { QuantityStepper } from '../../components/booking/QuantityStepper.tsx';
import { UnitsPerDateNote } from '../../components/booking/UnitsPerDateNote.tsx';
import { cartErrorMessage, useCart, useUpdateCartItem } from '../../lib/cart.ts';
import { stepperMax, useUnitsPerDate } from '../../lib/orderLimits.ts';
import { dubaiDateOf } from '../../lib/bookableDate.ts';
import { dubaiIsoDay, formatAed } from '../../lib/format/index.ts';
import { DialogCancel, DialogFrame } from '../../components/DialogFrame.tsx';

interface Props {
  item: CartItem;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The edit pop-up of one cart item: a quantity per price option (every option of the activity, chosen or not) and,
 * for a dated activity, the day. The total is worked out as the customer changes things, with the very function the
 * server prices with (shared itemNet), so what Save stores is what was shown. The server's answer replaces the cart.
 */
export function CartItemEditDialog({ item, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('cart');
  const update = useUpdateCartItem();
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(item.lines.map((line) => [line.priceOptionId, line.quantity])),
  );
  const [date, setDate] = useState<Date | undefined>(() => (item.date ? dubaiDateOf(item.date) : undefined));
  const [error, setError] = useState('');

  const lines = item.lines.map((line) => ({ ...line, quantity: quantities[line.priceOptionId] ?? 0 }));
  const total = itemNet({ lines, discountPercent: item.discountPercent });
  const chosen = lines.some((line) => line.quantity > 0);

  // The units one order may hold of the date count this item's options and the cart's other items of the same
  // activity and date (the same experience in a weekend pass).
  const noteId = useId();
  const maxUnits = useUnitsPerDate();
  const cart = useCart();
  const day = item.activity.dateInput && date ? dubaiIsoDay(date) : null;
  const unitsElsewhere = (cart.data?.items ?? [])
    .filter((other) => other.id !== item.id && other.activity.id === item.activity.id && other.date === day)
    .reduce((sum, other) => sum + other.lines.reduce((n, line) => n + line.quantity, 0), 0);
  const unitsChosen = unitsElsewhere + lines.reduce((sum, line) => sum + line.quantity, 0);

  const change = (apply: () => void) => {
    apply();
    setError('');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!chosen) return setError(t('edit.chooseQuantity'));
    if (item.activity.dateInput && !date) return setError(t('edit.chooseDate'));
    const body: UpdateCartItemBody = {
      ...(item.activity.dateInput ? { date: date ? dubaiIsoDay(date) : null } : {}),
      options: lines.map((line) => ({ priceOptionId: line.priceOptionId, quantity: line.quantity })),
    };
    setError('');
    update.mutate(
      { id: item.id, body },
      { onSuccess: onClose, onError: (failure) => setError(cartErrorMessage(failure)) },
    );
  };

  return (
    <DialogFrame
      title={t('edit.title', { title: item.activity.title })}
      description={t('edit.description')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <form onSubmit={save} noValidate className="mt-5 flex flex-col gap-5">
        {item.problemMessage && <FormAlert tone="info">{item.problemMessage}</FormAlert>}
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('edit.options')}</legend>
          <ul className="divide-y divide-slate-100">
            {lines.map((line) => (
              <li key={line.priceOptionId} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-700">{line.description}</p>
                  <Price option={line} className="mt-0.5 text-base" />
                </div>
                <QuantityStepper
                  label={line.description}
                  value={line.quantity}
                  max={stepperMax(maxUnits, unitsChosen, line.quantity)}
                  describedBy={noteId}
                  onChange={(value) =>
                    change(() => setQuantities((current) => ({ ...current, [line.priceOptionId]: Math.max(0, value) })))
                  }
                />
              </li>
            ))}
          </ul>
          <UnitsPerDateNote id={noteId} max={maxUnits} dated={item.activity.dateInput} />
        </fieldset>

        {item.activity.dateInput && (
          <BookingDatePicker
            days={item.activity.days}
            activityId={item.activity.id}
            value={date}
            onChange={(next) => change(() => setDate(next))}
          />
        )}

        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
          <span className="text-sm font-semibold text-slate-700">{t('edit.total')}</span>
          <span className="text-xl font-bold tabular-nums text-slate-900" aria-live="polite" data-testid="edit-total">
            {formatAed(total)}
          </span>
        </div>

        {error && <FormAlert>{error}</FormAlert>}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('edit.cancel')}</DialogCancel>
          <SubmitButton pending={update.isPending} className="sm:w-auto">
            {t('edit.save')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
