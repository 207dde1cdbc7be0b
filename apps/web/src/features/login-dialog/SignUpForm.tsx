import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { registerFormSchema, type CurrentUser } from '@weekends/shared/accounts';
import { ApiRequestError, api } from '../../lib/api.ts';
import { Captcha } from '../../components/form/Captcha.tsx';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { ContactFields } from '../../components/form/ContactFields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { applyApiError } from '../../components/form/apiErrors.ts';
import { EmailExistsNotice } from './EmailExistsNotice.tsx';
import { toSessionUser } from './sessionUser.ts';
import { useCaptchaSubmit } from '../../components/form/useCaptchaSubmit.ts';
import './i18n.ts';

/**
 * The register body the API validates, plus the confirmation only the form needs: one schema, so form and API never
 * disagree.
 */
type SignUpValues = z.input<typeof registerFormSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;

interface Props {
  defaultEmail?: string;
  /** Called with the new user; the caller stores it, opens the confirmation prompt and moves on. */
  onSuccess: (user: CurrentUser) => void | Promise<void>;
  /** In the pop-up, the existing-account warning's Log In switches views instead of opening /login. */
  onLogIn?: (email: string) => void;
}

/** 'Sign Up': names, e-mail, phone, password twice, the 'Happiness ambassador' opt-in and the captcha. */
export function SignUpForm({ defaultEmail = '', onSuccess, onLogIn }: Props) {
  const { t } = useTranslation('auth');
  const [alert, setAlert] = useState('');
  const [existingEmail, setExistingEmail] = useState<{ message: string; email: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<SignUpValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: defaultEmail,
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      happinessAmbassador: false,
      captcha: '',
    },
  });

  const { captcha, pending, onSubmit, renew } = useCaptchaSubmit(
    (payload) => setValue('captcha', payload),
    handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
      setAlert('');
      setExistingEmail(null);
      try {
        const answer = await api.post('/api/accounts/register', { body });
        await onSuccess(toSessionUser(answer));
      } catch (error) {
        renew();
        if (error instanceof ApiRequestError && error.body?.code === 'EMAIL_EXISTS')
          setExistingEmail({ message: error.body.message, email: body.email });
        // SOCIAL_ACCOUNT (409) carries the message naming the provider; the rest map to fields or the alert.
        else setAlert(applyApiError(error, setError, FIELDS));
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {existingEmail && (
        <EmailExistsNotice message={existingEmail.message} email={existingEmail.email} onLogIn={onLogIn} />
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <ContactFields register={register} control={control} errors={errors} email="account" />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700"
          {...register('happinessAmbassador')}
        />
        <span>
          <span className="block font-medium text-slate-800">{t('signUp.ambassador')}</span>
          <span className="mt-0.5 block text-xs text-slate-500">{t('signUp.ambassadorHint')}</span>
        </span>
      </label>
      <Captcha ref={captcha} onChange={(payload) => setValue('captcha', payload)} />
      <SubmitButton pending={pending}>{t('signUp.submit')}</SubmitButton>
    </form>
  );
}
