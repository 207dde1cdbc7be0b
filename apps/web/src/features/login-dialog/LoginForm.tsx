import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  NAME_MAX_LENGTH,
  loginBodySchema,
  type CurrentUser,
  type LoginBody,
} from '@weekends/shared/accounts';
import { api } from '../../lib/api.ts';
import { Captcha } from '../../components/form/Captcha.tsx';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { applyApiError } from '../../components/form/apiErrors.ts';
import { toSessionUser } from './sessionUser.ts';
import { SecondStepForm } from './SecondStepForm.tsx';
import { useCaptchaSubmit } from '../../components/form/useCaptchaSubmit.ts';
import './i18n.ts';

/** The /login page asks for 5 characters; the pop-up only says 'Required' (the server still checks). */
const dialogSchema = loginBodySchema.extend({
  password: z.string().min(1, ACCOUNT_MESSAGES.required).max(NAME_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong),
});

interface Props {
  variant?: 'page' | 'dialog';
  defaultEmail?: string;
  /** Called with the signed-in user; the caller stores it and decides where the visitor goes. */
  onSuccess: (user: CurrentUser) => void | Promise<void>;
  /** Called when a link inside the form leaves for another page (the pop-up closes). */
  onNavigate?: () => void;
  /** The second step's 'Use a passkey instead' (the passkey sign-in's button), for an account that has one. */
  passkey?: ReactNode;
}

/** 'Login': e-mail, password, remember me and the captcha; the same form on /login and in the pop-up. */
export function LoginForm({ variant = 'page', defaultEmail = '', onSuccess, onNavigate, passkey }: Props) {
  const { t } = useTranslation('auth');
  const [alert, setAlert] = useState('');
  /** The password was right and the account has a second factor: its ticket and methods. */
  const [secondStep, setSecondStep] = useState<{ ticket: string; methods: string[] } | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<LoginBody, unknown, z.output<typeof loginBodySchema>>({
    resolver: zodResolver(variant === 'page' ? loginBodySchema : dialogSchema),
    defaultValues: { email: defaultEmail, password: '', rememberMe: false, captcha: '' },
  });

  const { captcha, pending, onSubmit, renew } = useCaptchaSubmit(
    (payload) => setValue('captcha', payload),
    handleSubmit(async (values) => {
      setAlert('');
      try {
        const answer = await api.post('/api/accounts/login', { body: { ...values, transport: 'cookie' } });
        if ('secondStep' in answer) {
          renew();
          setSecondStep(answer.secondStep);
          return;
        }
        await onSuccess(toSessionUser(answer));
      } catch (error) {
        renew();
        // 401 carries the earlier site's 'Invalid Credentials, Try again!'.
        setAlert(applyApiError(error, setError, ['email', 'password']));
      }
    }),
  );

  if (secondStep)
    return (
      <SecondStepForm
        methods={secondStep.methods}
        ticket={secondStep.ticket}
        onSuccess={onSuccess}
        onRestart={() => setSecondStep(null)}
        passkey={passkey}
      />
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {alert && <FormAlert>{alert}</FormAlert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex items-center justify-between gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
            {...register('rememberMe')}
          />
          {t('login.rememberMe')}
        </label>
        <Link
          to="/forgot-password"
          onClick={onNavigate}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Captcha ref={captcha} onChange={(payload) => setValue('captcha', payload)} />
      <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
