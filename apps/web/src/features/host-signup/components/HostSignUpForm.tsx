import { zodResolver } from '../../../lib/zodResolver.ts';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  HOST_MESSAGES,
  NAME_MAX_LENGTH,
  hostEmailCheckQuerySchema,
  hostSignUpFormSchema,
  uaeDigits,
  type CurrentUser,
  type HostApplicationAnswer,
  type HostEmailCheck,
  type HostSignUpForm as FormValues,
} from '@weekends/shared';
import { Captcha } from '../../../components/form/Captcha.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { UaePhoneField } from '../../../components/form/UaePhoneField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useCaptchaSubmit } from '../../../components/form/useCaptchaSubmit.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { checkHostEmail, useApplyAsHost } from '../api.ts';
import { BusinessFields } from './BusinessFields.tsx';
import { MOBILE_PLACEHOLDER, PasswordFields, SecondContactFields } from './ContactFields.tsx';
import { EmailNotice } from './EmailNotice.tsx';
import { FormSection } from './FormSection.tsx';
import { wordMessage } from '../../../lib/messages.ts';

/** Every field the server may name in its answer. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'landline',
  'designation',
  'password',
  'confirmPassword',
  'firstName2',
  'lastName2',
  'mobile2',
  'landline2',
  'designation2',
  'companyName',
  'tradeLicenseId',
  'businessDescription',
  'tradeLicenseImage',
  'address',
  'streetName',
  'buildingName',
  'poBox',
  'cityId',
  'areaId',
  'companyWebsiteLink',
  'youtubeLink',
  'linkedInLink',
  'instagramLink',
  'facebookLink',
  'twitterLink',
] as const;

/** A signed-in customer's names, e-mail and mobile are filled in from the account. */
function defaultsFor(user: CurrentUser | null): FormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: uaeDigits(user?.phoneNumber),
    landline: '',
    designation: '',
    password: '',
    confirmPassword: '',
    firstName2: '',
    lastName2: '',
    mobile2: '',
    landline2: '',
    designation2: '',
    companyName: '',
    tradeLicenseId: '',
    businessDescription: '',
    tradeLicenseImage: '',
    address: '',
    streetName: '',
    buildingName: '',
    poBox: '',
    // No city or area until one is chosen (the schema answers 'Required').
    cityId: null as unknown as number,
    areaId: null as unknown as number,
    companyWebsiteLink: '',
    youtubeLink: '',
    linkedInLink: '',
    instagramLink: '',
    facebookLink: '',
    twitterLink: '',
    captcha: '',
  };
}

type EmailStatus = HostEmailCheck['status'] | 'checking' | null;

/**
 * 'Business (Host)'s Sign Up'. `user` is the signed-in customer, who skips the
 * password (and the captcha) and applies with the account's e-mail; a visitor's e-mail is checked when the field is
 * left. An invalid form says 'Information provided is not valid or missing!'; a failed request ends the wait with a
 * message, so the form never hangs.
 */
export function HostSignUpForm({
  user,
  onDone,
}: {
  user: CurrentUser | null;
  onDone: (answer: HostApplicationAnswer) => void;
}) {
  const { t } = useTranslation('hostSignup');
  const signedIn = user !== null && !user.isGuest;
  const schema = useMemo(() => hostSignUpFormSchema(signedIn), [signedIn]);
  const form = useForm<FormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaultsFor(signedIn ? user : null),
  });
  const apply = useApplyAsHost();
  const [alert, setAlert] = useState('');
  const [emailStatus, setEmailStatus] = useState<EmailStatus>(null);
  const [checkedEmail, setCheckedEmail] = useState('');
  const { errors } = form.formState;

  const { captcha, pending, onSubmit, renew } = useCaptchaSubmit(
    (payload) => form.setValue('captcha', payload),
    form.handleSubmit(
      async ({ confirmPassword: _confirm, ...values }) => {
        setAlert('');
        // A signed-in customer's application carries neither: the account keeps its password.
        const body = signedIn ? { ...values, password: undefined, captcha: undefined } : values;
        try {
          onDone(await apply.mutateAsync(body));
        } catch (error) {
          renew();
          if (
            error instanceof ApiRequestError &&
            (error.body?.code === 'HOST_EXISTS' || error.body?.code === 'CUSTOMER_EXISTS')
          ) {
            setCheckedEmail(values.email);
            setEmailStatus(error.body.code === 'HOST_EXISTS' ? 'host' : 'customer');
          }
          const message = applyApiError(error, form.setError, FIELDS);
          setAlert(message || wordMessage(HOST_MESSAGES.invalid));
        }
      },
      () => setAlert(wordMessage(HOST_MESSAGES.invalid)),
    ),
  );

  const emailField = form.register('email', {
    onChange: () => setEmailStatus(null),
    onBlur: async (event: { target: { value: string } }) => {
      if (signedIn) return;
      const parsed = hostEmailCheckQuerySchema.safeParse({ email: event.target.value });
      if (!parsed.success) return;
      setEmailStatus('checking');
      try {
        const { status } = await checkHostEmail(parsed.data.email);
        setCheckedEmail(parsed.data.email);
        setEmailStatus(status);
      } catch {
        // The server checks again on submit; a failed check only means no early warning.
        setEmailStatus(null);
      }
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        <FormSection
          title={t('sections.contact1')}
          hint={signedIn ? t('signedIn', { email: user.email }) : t('sections.contact1Hint')}
        >
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextField
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={NAME_MAX_LENGTH}
            readOnly={signedIn}
            hint={emailStatus === 'checking' ? t('email.checking') : undefined}
            error={errors.email?.message}
            {...emailField}
          />
          <UaePhoneField
            label={t('fields.phoneNumber')}
            autoComplete="tel-national"
            placeholder={MOBILE_PLACEHOLDER}
            hint={t('fields.phoneHint')}
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          {(emailStatus === 'host' || emailStatus === 'customer') && (
            <EmailNotice status={emailStatus} email={checkedEmail} />
          )}
          <UaePhoneField
            label={t('fields.landline')}
            autoComplete="tel-national"
            placeholder=""
            hint={t('fields.phoneHint')}
            error={errors.landline?.message}
            {...form.register('landline')}
          />
          <TextField
            label={t('fields.designation')}
            autoComplete="organization-title"
            maxLength={NAME_MAX_LENGTH}
            error={errors.designation?.message}
            {...form.register('designation')}
          />
        </FormSection>
        <SecondContactFields />
        <BusinessFields />
        {!signedIn && <PasswordFields />}

        <div className="space-y-4 border-t border-slate-200 pt-6">
          {alert && <FormAlert>{alert}</FormAlert>}
          {!signedIn && <Captcha ref={captcha} onChange={(payload) => form.setValue('captcha', payload)} />}
          {/* An account with a host application cannot apply again from here: it logs in instead. */}
          {emailStatus !== 'host' && (
            <SubmitButton pending={pending} className="sm:w-auto sm:min-w-48">
              {t('submit')}
            </SubmitButton>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
