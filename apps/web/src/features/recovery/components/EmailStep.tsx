import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { forgotPasswordBodySchema } from '@weekends/shared/accounts';
import { useTranslation } from 'react-i18next';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useCaptchaSubmit } from '../../../components/form/useCaptchaSubmit.ts';
import { useRequestResetCode } from '../api.ts';

/**
 * Step 1: the registered e-mail and the captcha (each request mails someone). 'Invalid Email Address!' when no
 * account has it.
 */
export function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('recovery');
  const request = useRequestResetCode();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: defaultEmail, captcha: '' } });

  const { captcha, pending, onSubmit } = useCaptchaSubmit(
    (payload) => setValue('captcha', payload),
    handleSubmit(async (values) => {
      setAlert(null);
      try {
        await request.mutateAsync(values);
        onSent(values.email);
      } catch (error) {
        captcha.current?.renew();
        setAlert(applyApiError(error, setError, ['email']) || null);
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm leading-relaxed text-slate-600">{t('email.intro')}</p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextField
        label={t('email.label')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <Captcha ref={captcha} onChange={(payload) => setValue('captcha', payload)} />
      <SubmitButton pending={pending || request.isPending}>{t('email.submit')}</SubmitButton>
    </form>
  );
}
