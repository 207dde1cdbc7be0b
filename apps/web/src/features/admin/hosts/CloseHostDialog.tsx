import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { useCloseHost } from './api.ts';

interface Props {
  host: { id: number; businessName: string };
  onDone: (message: string) => void;
  onClose: () => void;
}

/**
 * 'Close …?': what closing does, and the business name typed again (so a slip never closes the wrong host). The
 * server checks the name too, and refuses while guests hold vouchers or the host is owed money; its answer shows here
 * and what was typed stays.
 */
export function CloseHostDialog({ host, onDone, onClose }: Props) {
  const { t } = useTranslation('admin');
  const closing = useCloseHost(host.id);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [nameError, setNameError] = useState('');
  const matches = name.trim().toLocaleLowerCase() === host.businessName.trim().toLocaleLowerCase();

  const confirm = async () => {
    setError('');
    setNameError('');
    if (!matches) {
      setNameError(t('hostsAdmin.closure.nameMismatch'));
      return;
    }
    try {
      const closed = await closing.mutateAsync(name);
      onDone(
        t(closed.erased ? 'hostsAdmin.closure.closed' : 'hostsAdmin.closure.closedWaiting', {
          name: host.businessName,
        }),
      );
    } catch (failure) {
      const fieldError = failure instanceof ApiRequestError ? failure.body?.fieldErrors?.businessName?.[0] : undefined;
      if (fieldError) setNameError(fieldError);
      else setError(applyApiError(failure));
    }
  };

  return (
    <DialogFrame
      role="alertdialog"
      title={t('hostsAdmin.closure.dialogTitle', { name: host.businessName })}
      description={t('hostsAdmin.closure.dialogText')}
      onClose={onClose}
      width="max-w-lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <TextField
          className="mt-5"
          label={t('hostsAdmin.closure.nameLabel')}
          hint={host.businessName}
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={nameError}
        />
        {error && (
          <div className="mt-4">
            <FormAlert>{error}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('hostsAdmin.closure.cancel')}</DialogCancel>
          <SubmitButton tone="danger" pending={closing.isPending} className="sm:w-auto">
            {t('hostsAdmin.closure.confirm')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
