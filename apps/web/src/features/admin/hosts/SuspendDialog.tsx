import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useSuspension } from './api.ts';

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
        <button
          type="button"
          disabled={suspension.isPending}
          aria-busy={suspension.isPending || undefined}
          onClick={() => void confirm()}
          className={`inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70 ${
            account.suspended
              ? 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700'
              : 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
          }`}
        >
          {suspension.isPending ? t('form.wait', { ns: 'common' }) : t(`hostsAdmin.suspension.${action}`)}
        </button>
      </div>
    </DialogFrame>
  );
}
