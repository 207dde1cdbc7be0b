import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  CAREER_MESSAGES,
  COVER_LETTER_MAX_LENGTH,
  careerApplicationFieldsSchema,
  type CareerApplicationAnswer,
} from '@weekends/shared/careers';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { PhoneField } from '../../../components/form/PhoneField.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useCaptchaSubmit } from '../../../components/form/useCaptchaSubmit.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { submitApplication } from '../api.ts';
import { ResumeField } from './ResumeField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { isAcceptableResume } from './resumeRules.ts';
import '../i18n.ts';

/** The shared schema of the fields, plus the résumé checks a browser can make (name and size). */
const applicationFormSchema = careerApplicationFieldsSchema.extend({
  resume: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, context) => {
      if (!file) context.addIssue({ code: 'custom', message: CAREER_MESSAGES.resumeRequired });
      else if (!isAcceptableResume(file)) context.addIssue({ code: 'custom', message: CAREER_MESSAGES.resumeInvalid });
    }),
});
type ApplicationFormValues = z.input<typeof applicationFormSchema>;

const FIELDS = ['name', 'email', 'phoneNumber', 'address', 'coverLetter', 'consent', 'resume'] as const;
/** The server's answers about the file itself: said once, under the file, not again at the top. */
const FILE_ERRORS = new Set(['RESUME_INVALID', 'RESUME_TOO_LARGE']);

const legend = 'text-base font-bold text-slate-900';

/** The application: every field required, résumé checked before upload, captcha. */
export function ApplicationForm({
  slug,
  onApplied,
}: {
  slug: string;
  onApplied: (answer: CareerApplicationAnswer) => void;
}) {
  const { t } = useTranslation('careers');
  const [alert, setAlert] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ApplicationFormValues, unknown, z.output<typeof applicationFormSchema>>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      address: '',
      coverLetter: '',
      consent: false,
      captcha: '',
      resume: null,
    },
  });
  const coverLetter = useWatch({ control, name: 'coverLetter' });

  const { captcha, pending, onSubmit, renew } = useCaptchaSubmit(
    (payload) => setValue('captcha', payload),
    handleSubmit(async ({ resume, consent: _consent, ...fields }) => {
      setAlert('');
      try {
        onApplied(await submitApplication(slug, { ...fields, resume: resume! }));
      } catch (error) {
        renew();
        const message = applyApiError(error, setError, FIELDS);
        setAlert(error instanceof ApiRequestError && FILE_ERRORS.has(error.body?.code ?? '') ? '' : message);
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <fieldset className="space-y-4">
        <legend className={legend}>{t('form.sectionYou')}</legend>
        <TextField label={t('form.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField control={control} name="phoneNumber" label={t('form.phone')} />
        </div>
        <TextField
          label={t('form.address')}
          autoComplete="street-address"
          hint={t('form.addressHint')}
          error={errors.address?.message}
          {...register('address')}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className={legend}>{t('form.sectionApplication')}</legend>
        <Controller
          control={control}
          name="resume"
          render={({ field, fieldState }) => (
            <ResumeField
              ref={field.ref}
              name={field.name}
              value={field.value ?? null}
              onBlur={field.onBlur}
              // A picked file is judged at once: the visitor has just made a choice, not typed half a word.
              onChange={(file) => setValue('resume', file, { shouldValidate: true, shouldDirty: true })}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label={t('form.coverLetter')}
          hint={t('form.coverLetterHint')}
          rows={7}
          maxLength={COVER_LETTER_MAX_LENGTH}
          aside={t('form.characters', { count: coverLetter.length, max: COVER_LETTER_MAX_LENGTH })}
          error={errors.coverLetter?.message}
          {...register('coverLetter')}
        />
      </fieldset>

      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm leading-6 text-slate-700">
          <input
            type="checkbox"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'career-consent-error' : undefined}
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 text-brand-700 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            {...register('consent')}
          />
          <span>
            <Trans
              t={t}
              i18nKey="form.consent"
              components={{
                privacy: (
                  <Link
                    to="/privacy"
                    target="_blank"
                    className="font-semibold text-brand-800 underline decoration-brand-700/40 underline-offset-2 hover:text-brand-900"
                  />
                ),
              }}
            />
          </span>
        </label>
        {errors.consent && (
          <p id="career-consent-error" className="mt-1 ps-7 text-sm text-red-700">
            {errors.consent.message}
          </p>
        )}
      </div>

      <div className="space-y-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <Captcha ref={captcha} onChange={(payload) => setValue('captcha', payload)} />
        <SubmitButton pending={pending} className="sm:w-auto sm:min-w-56">
          {t('form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
