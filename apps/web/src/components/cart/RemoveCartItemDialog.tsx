import './i18n.ts';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@weekends/shared/cart';
import { DialogCancel, DialogFrame } from '../DialogFrame.tsx';
import { FormAlert } from '../form/FormAlert.tsx';
import { cartErrorMessage, useRemoveCartItem } from '../../lib/cart.ts';

/** 'Delete this experience?': the cart item goes only once the customer confirms; the answer replaces the cart. */
export function RemoveCartItemDialog({ item, onClose, returnFocusTo }: { item: CartItem; onClose: () => void; returnFocusTo?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const remove = useRemoveCartItem();
  const [error, setError] = useState('');

  const confirm = () => {
    if (remove.isPending) return;
    setError('');
    remove.mutate(item.id, { onSuccess: onClose, onError: (failure) => setError(cartErrorMessage(failure)) });
  };

  return (
    <DialogFrame role="alertdialog" title={t('remove.title')} description={t('remove.body', { title: item.activity.title })} onClose={onClose} returnFocusTo={returnFocusTo}>
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('remove.cancel')}</DialogCancel>
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          className="inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-70"
        >
          {remove.isPending ? tc('form.wait') : t('remove.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
