import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminReasonBodySchema } from '@weekends/shared/admin-commerce';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { wordMessage } from '../../../lib/messages.ts';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';

interface Props {
  title: string;
  description: string;
  confirmLabel: string;
  /** Sends the reason; a refusal (409: already refunded, a voucher used) shows in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The question before money goes back (refund an order, cancel a voucher): it needs a reason, which the order's
 * history and the audit log keep. Nothing happens until the admin confirms.
 */
export function ReasonDialog({ title, description, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = adminReasonBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(wordMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError('');
    setPending(true);
    try {
      await onConfirm(parsed.data.reason);
      onClose();
    } catch (failure) {
      setError(applyApiError(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogFrame role="alertdialog" title={title} description={description} onClose={onClose} width="max-w-lg">
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
        <TextAreaField
          label={t('commerce.reason.label')}
          hint={t('commerce.reason.hint')}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={fieldError}
          maxLength={1000}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('commerce.reason.keep')}</DialogCancel>
          <SubmitButton tone="danger" pending={pending} className="sm:w-auto">
            {confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
