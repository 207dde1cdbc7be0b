import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine, type Address } from '@weekends/shared/cart';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useDeleteAddress } from '../api.ts';

/** 'Delete this address?': the address goes only once the customer confirms. */
export function DeleteAddressDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const remove = useDeleteAddress();
  const [error, setError] = useState('');

  const confirm = () => {
    if (remove.isPending) return;
    setError('');
    remove.mutate(address.id, { onSuccess: onClose, onError: (failure) => setError(applyApiError(failure)) });
  };

  return (
    <DialogFrame role="alertdialog" title={t('address.deleteTitle')} description={addressLine(address)} onClose={onClose}>
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('address.keep')}</DialogCancel>
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          className="inline-flex h-11 items-center justify-center rounded-full bg-red-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-wait disabled:opacity-70"
        >
          {remove.isPending ? tc('form.wait') : t('address.delete')}
        </button>
      </div>
    </DialogFrame>
  );
}
