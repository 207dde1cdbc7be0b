import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CurrentUser } from '@weekends/shared/accounts';
import { corporateRegisterFormSchema, type Corporate } from '@weekends/shared/corporates';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { EmailExistsNotice } from '../../login-dialog/EmailExistsNotice.tsx';
import { toSessionUser } from '../../login-dialog/sessionUser.ts';
import { useCaptchaSubmit } from '../../../components/form/useCaptchaSubmit.ts';
import { ApiRequestError, api } from '../../../lib/api.ts';
import { ContactFields } from '../../../components/form/ContactFields.tsx';
import { AffixField } from '../../../components/form/AffixField.tsx';
import '../i18n.ts';

type FormValues = z.input<typeof corporateRegisterFormSchema>;
const FIELDS = ['firstName', 'lastName', 'emailLocalPart', 'phoneDigits', 'password'] as const;

/**
 * Corporate sign-up: the company e-mail is typed up to the '@' and the domain is fixed; the
 * phone is the 9 digits after a fixed +971; the ambassador opt-in is a yes/no choice.
 */
export function CorporateRegisterForm({
  corporate,
  onSuccess,
}: {
  corporate: Corporate;
  onSuccess: (user: CurrentUser) => void | Promise<void>;
}) {
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
  } = useForm<FormValues, unknown, z.output<typeof corporateRegisterFormSchema>>({
    resolver: zodResolver(corporateRegisterFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      emailLocalPart: '',
      phoneDigits: '',
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
        const answer = await api.post('/api/corporates/{slug}/register', {
          params: { path: { slug: corporate.slug } },
          body,
        });
        await onSuccess(toSessionUser(answer));
      } catch (error) {
        renew();
        if (error instanceof ApiRequestError && error.body?.code === 'EMAIL_EXISTS') {
          setExistingEmail({
            message: error.body.message,
            email: `${body.emailLocalPart}@${corporate.companyEmailDomain}`,
          });
        } else setAlert(applyApiError(error, setError, FIELDS));
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {existingEmail && <EmailExistsNotice message={existingEmail.message} email={existingEmail.email} />}
      {alert && <FormAlert>{alert}</FormAlert>}
      <ContactFields
        register={register}
        control={control}
        errors={errors}
        emailField={
          <AffixField
            label={t('corporate.emailLocalPart')}
            suffix={`@${corporate.companyEmailDomain}`}
            hint={t('corporate.emailLocalPartHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.emailLocalPart?.message}
            {...register('emailLocalPart')}
          />
        }
        phoneField={
          <Controller
            control={control}
            name="phoneDigits"
            render={({ field, fieldState }) => (
              <AffixField
                label={t('corporate.phone')}
                prefix="+971"
                hint={t('corporate.phoneHint')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                name={field.name}
                ref={field.ref}
                value={field.value}
                // Digits only: spaces and dashes people type out of habit are dropped as they type.
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        }
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('corporate.passwordHint')}
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
      <Controller
        control={control}
        name="happinessAmbassador"
        render={({ field }) => (
          <fieldset className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
            <legend className="sr-only">{t('corporate.ambassador')}</legend>
            <p aria-hidden="true" className="text-sm font-medium text-slate-800">
              {t('corporate.ambassador')}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">{t('corporate.ambassadorHint')}</p>
            <div className="mt-2 flex gap-6">
              {([true, false] as const).map((choice) => (
                <label
                  key={String(choice)}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800"
                >
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === choice}
                    onChange={() => field.onChange(choice)}
                    onBlur={field.onBlur}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {choice ? t('corporate.yes') : t('corporate.no')}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <Captcha ref={captcha} onChange={(payload) => setValue('captcha', payload)} />
      <SubmitButton pending={pending}>{t('corporate.submit')}</SubmitButton>
    </form>
  );
}
