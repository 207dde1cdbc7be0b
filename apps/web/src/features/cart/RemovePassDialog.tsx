import '../pass/i18n.ts';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartPass } from '@weekends/shared/cart';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.tsx';
import { cartErrorMessage, useRemovePass } from '../../lib/cart.ts';

/** 'Delete this weekend pass?': all its experiences go at once (DELETE /api/cart/passes/:ref) once confirmed. */
export function RemovePassDialog({
  pass,
  onClose,
  returnFocusTo,
}: {
  pass: CartPass;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('pass');
  const remove = useRemovePass();
  const [error, setError] = useState('');
  return (
    <ConfirmDeleteDialog
      title={t('removeDialog.title')}
      description={t('removeDialog.body', { name: pass.name, count: pass.itemIds.length })}
      cancelLabel={t('removeDialog.cancel')}
      confirmLabel={t('removeDialog.confirm')}
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        setError('');
        remove.mutate(pass.ref, { onSuccess: onClose, onError: (failure) => setError(cartErrorMessage(failure)) });
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
