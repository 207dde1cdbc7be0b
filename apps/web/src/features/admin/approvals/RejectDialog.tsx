import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX_LENGTH, rejectionBodySchema, type RejectionBody } from '@weekends/shared/approvals';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';

interface Props {
  title: string;
  description: string;
  /** Sends the rejection; a failure stays in the dialog with the button ready again. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Reject this …?': the reason is required (it is mailed to the applicant or host), at most 1000 characters, checked
 * by the same schema the API uses before anything is sent.
 */
export function RejectDialog({ title, description, onReject, onClose }: Props) {
  const { t } = useTranslation('admin');
  const [alert, setAlert] = useState('');
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectionBody>({ resolver: zodResolver(rejectionBodySchema), defaultValues: { reason: '' } });
  const length = useWatch({ control, name: 'reason' }).length;

  const submit = handleSubmit(async ({ reason }) => {
    setAlert('');
    try {
      await onReject(reason);
    } catch (error) {
      setAlert(applyApiError(error, setError, ['reason']));
    }
  });

  return (
    <DialogFrame role="alertdialog" title={title} description={description} onClose={onClose} width="max-w-lg">
      <form onSubmit={submit} noValidate className="mt-5">
        <TextAreaField
          label={t('reject.reason')}
          hint={t('reject.reasonHint')}
          error={errors.reason?.message}
          aside={t('reject.count', { count: length, max: REJECTION_REASON_MAX_LENGTH })}
          rows={5}
          aria-required="true"
          {...register('reason')}
        />
        {alert && (
          <div className="mt-4">
            <FormAlert>{alert}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('reject.cancel')}</DialogCancel>
          <SubmitButton tone="danger" pending={isSubmitting} className="sm:w-auto">
            {t('reject.confirm')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
