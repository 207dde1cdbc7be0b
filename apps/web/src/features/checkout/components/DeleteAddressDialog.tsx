import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine, type Address } from '@weekends/shared/cart';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useDeleteAddress } from '../api.ts';

/** 'Delete this address?': the address goes only once the customer confirms. */
export function DeleteAddressDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const remove = useDeleteAddress();
  const [error, setError] = useState('');

  return (
    <ConfirmDeleteDialog
      title={t('address.deleteTitle')}
      description={addressLine(address)}
      cancelLabel={t('address.keep')}
      confirmLabel={t('address.delete')}
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        setError('');
        remove.mutate(address.id, { onSuccess: onClose, onError: (failure) => setError(applyApiError(failure)) });
      }}
      onClose={onClose}
    />
  );
}
