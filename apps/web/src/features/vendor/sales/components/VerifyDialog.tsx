import { zodResolver } from '../../../../lib/zodResolver.ts';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { verifyVoucherBodySchema, type HostBookedItem } from '@weekends/shared';
import { DialogCancel, DialogFrame } from '../../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { useVerifyVoucher, type VerifyAnswer } from '../api.ts';
import { orderNo } from './orderNo.ts';
import { verifyErrorMessage } from './verifyError.ts';

/** The server's own rule for the code (required, trimmed, upper case), without the row it is sent for. */
const codeSchema = verifyVoucherBodySchema.pick({ code: true });
type CodeInput = { code: string };

interface Props {
  item: HostBookedItem;
  onVerified: (answer: VerifyAnswer) => void;
  onClose: () => void;
}

/**
 * 'Verify Order' for one row: the host types the code the customer shows. A wrong code keeps the pop-up open with
 * 'Oops!Code entered is incorrect.'; a right one closes it and the row reads Verified.
 */
export function VerifyDialog({ item, onVerified, onClose }: Props) {
  const { t } = useTranslation('vendor');
  const verify = useVerifyVoucher();
  const [alert, setAlert] = useState('');
  const form = useForm<CodeInput, unknown, { code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const send = ({ code }: { code: string }) => {
    if (verify.isPending) return;
    setAlert('');
    verify.mutate(
      { code, bookedItemId: item.id },
      { onSuccess: onVerified, onError: (error) => setAlert(verifyErrorMessage(error)) },
    );
  };
  const onSubmit = (event: FormEvent) => void form.handleSubmit(send)(event);

  return (
    <DialogFrame
      title={t('sales.bookings.verify.title')}
      description={t('sales.bookings.verify.description', { title: item.title, orderNo: orderNo(item) })}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        <TextField
          label={t('sales.bookings.verify.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          className="[&_input]:font-mono [&_input]:tracking-widest [&_input]:uppercase"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('sales.bookings.verify.cancel')}</DialogCancel>
          <SubmitButton pending={verify.isPending} className="sm:w-auto">
            {t('sales.bookings.verify.submit')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
