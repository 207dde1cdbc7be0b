import './i18n.ts';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@weekends/shared/cart';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { cartErrorMessage, useRemoveCartItem } from '../../lib/cart.ts';

/** 'Delete this experience?': the cart item goes only once the customer confirms; the answer replaces the cart. */
export function RemoveCartItemDialog({
  item,
  onClose,
  returnFocusTo,
}: {
  item: CartItem;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('cart');
  const remove = useRemoveCartItem();
  const [error, setError] = useState('');

  return (
    <ConfirmDeleteDialog
      title={t('remove.title')}
      description={t('remove.body', { title: item.activity.title })}
      cancelLabel={t('remove.cancel')}
      confirmLabel={t('remove.confirm')}
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        setError('');
        remove.mutate(item.id, { onSuccess: onClose, onError: (failure) => setError(cartErrorMessage(failure)) });
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
