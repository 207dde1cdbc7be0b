import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { OTP_LENGTH, OTP_TTL_MINUTES, resetPasswordBodySchema } from '@weekends/shared/accounts';
import { Trans, useTranslation } from 'react-i18next';
import { Captcha, type CaptchaHandle } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useRequestResetCode, useResetPassword } from '../api.ts';
import { wordMessage } from '../../../lib/messages.ts';

const FIELDS = ['code', 'password', 'confirmPassword'] as const;

/**
 * Step 2: the mailed 4-character code and the new password. A wrong, used or expired code answers
 * 'Invalid OTP entered!'; 'Resend code' mails a new one (the older stops working).
 */
export function CodeStep({
  email,
  onChanged,
  onChangeEmail,
}: {
  email: string;
  onChanged: (message: string) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('recovery');
  const reset = useResetPassword();
  const resendCode = useRequestResetCode();
  // 'Resend code' mails again, so it carries a captcha too; solved in the background while the customer reads.
  const captcha = useRef<CaptchaHandle>(null);
  const [solving, setSolving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const answer = await reset.mutateAsync(values);
      onChanged(wordMessage(answer.message));
    } catch (error) {
      setAlert(applyApiError(error, setError, FIELDS) || null);
    }
  });

  const onResend = async () => {
    if (solving || resendCode.isPending) return;
    setAlert(null);
    setValue('code', '');
    setSolving(true);
    const payload = await (captcha.current?.solve() ?? Promise.resolve('')).finally(() => setSolving(false));
    // A payload is spent by any request that reaches the server: the next resend needs a fresh one.
    resendCode.mutate({ email, captcha: payload }, { onSettled: () => captcha.current?.renew() });
  };

  const code = register('code');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm leading-relaxed text-slate-600">
        <Trans
          t={t}
          i18nKey="code.intro"
          values={{ email, minutes: OTP_TTL_MINUTES }}
          components={{ strong: <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900" /> }}
        />
      </p>
      {alert && <FormAlert>{alert}</FormAlert>}
      <div aria-live="polite">
        {resendCode.isSuccess && !resendCode.isPending && (
          <FormAlert tone="success">{t('code.resent', { email })}</FormAlert>
        )}
        {resendCode.isError && <FormAlert>{applyApiError(resendCode.error)}</FormAlert>}
      </div>
      <TextField
        label={t('code.label')}
        hint={t('code.hint')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={OTP_LENGTH}
        autoFocus
        className="[&_input]:h-14 [&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:font-bold [&_input]:tracking-[0.6em] [&_input]:indent-[0.6em] [&_input]:uppercase [&_input]:placeholder:tracking-[0.6em]"
        placeholder={'•'.repeat(OTP_LENGTH)}
        error={errors.code?.message}
        {...code}
        onChange={(event) => {
          event.target.value = event.target.value.toUpperCase().replace(/\s/g, '');
          return code.onChange(event);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={solving || resendCode.isPending}
          className="rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:text-slate-500"
        >
          {solving || resendCode.isPending ? t('code.resending') : t('code.resend')}
        </button>
        <button
          type="button"
          onClick={onChangeEmail}
          className="rounded text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('code.changeEmail')}
        </button>
      </div>
      <Captcha ref={captcha} onChange={() => undefined} />
      <TextField
        label={t('code.password')}
        type="password"
        autoComplete="new-password"
        hint={t('code.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('code.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={reset.isPending}>{t('code.submit')}</SubmitButton>
    </form>
  );
}
