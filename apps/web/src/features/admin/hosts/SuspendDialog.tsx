import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useSuspension } from './api.ts';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';

interface Props {
  account: { id: number; name: string; suspended: boolean; isHost: boolean };
  onDone: (message: string) => void;
  onClose: () => void;
}

/** 'Suspend …?' or 'Reinstate …?': the question, and for a host the reminder that its listings stay on sale. */
export function SuspendDialog({ account, onDone, onClose }: Props) {
  const { t } = useTranslation('admin');
  const suspension = useSuspension();
  const [error, setError] = useState('');
  const action = account.suspended ? 'reinstate' : 'suspend';
  const confirm = async () => {
    setError('');
    try {
      await suspension.mutateAsync({ id: account.id, action });
      onDone(
        t(account.suspended ? 'hostsAdmin.suspension.reinstated' : 'hostsAdmin.suspension.suspended', {
          name: account.name,
        }),
      );
    } catch (failure) {
      setError(applyApiError(failure));
    }
  };
  return (
    <DialogFrame
      role="alertdialog"
      title={t(
        account.suspended ? 'hostsAdmin.suspension.confirmReinstateTitle' : 'hostsAdmin.suspension.confirmSuspendTitle',
        { name: account.name },
      )}
      description={t(
        account.suspended ? 'hostsAdmin.suspension.confirmReinstateText' : 'hostsAdmin.suspension.confirmSuspendText',
      )}
      onClose={onClose}
      width="max-w-lg"
    >
      {!account.suspended && account.isHost && (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('hostsAdmin.suspension.listingsStay')}
        </p>
      )}
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('hostsAdmin.suspension.cancel')}</DialogCancel>
        <SubmitButton
          tone={account.suspended ? 'brand' : 'danger'}
          type="button"
          pending={suspension.isPending}
          onClick={() => void confirm()}
          className="sm:w-auto"
        >
          {t(`hostsAdmin.suspension.${action}`)}
        </SubmitButton>
      </div>
    </DialogFrame>
  );
}
