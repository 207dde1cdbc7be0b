import { zodResolver } from '../../../lib/zodResolver.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NAME_MAX_LENGTH,
  SOCIAL_LOGIN,
  updateProfileBodySchema,
  type CurrentUser,
  type UpdateProfileBody,
} from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { PhoneField } from '../../../components/form/PhoneField.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useUpdateProfile } from '../api.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

const valuesOf = (user: CurrentUser): UpdateProfileBody => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
});

type Result = { tone: 'success' | 'info' | 'error'; message: string };

/** Which hint the e-mail field carries: a social account's address is the provider's verified one and stays. */
function emailHintKey(user: CurrentUser) {
  if (user.socialLogin === SOCIAL_LOGIN.google) return 'personal.emailHintGoogle';
  if (user.socialLogin === SOCIAL_LOGIN.facebook) return 'personal.emailHintFacebook';
  return user.isCorporate ? 'personal.emailHintCorporate' : 'personal.emailHint';
}

/**
 * Personal Information: names, e-mail and phone, each required, at most 180. A new e-mail must
 * be confirmed again: the server mails the link, the session turns unconfirmed (the header's 'Pending' notice) and
 * the form says where the link went. The server's rules on the e-mail (taken, social login, company domain) show
 * under the field.
 */
export function PersonalInformationForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const update = useUpdateProfile();
  const [result, setResult] = useState<Result | null>(null);
  const form = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setResult(null);
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setResult(
          saved.email !== user.email
            ? { tone: 'info', message: t('personal.emailChanged', { email: saved.email }) }
            : { tone: 'success', message: t('personal.saved') },
        );
      },
      onError: (error) => {
        const message = applyApiError(error, form.setError, FIELDS);
        // A rule on the e-mail (taken, social login, company domain) is shown under the field already.
        const onField = FIELDS.find((field) => form.getFieldState(field).error?.message === message);
        if (onField) form.setFocus(onField);
        setResult(message && !onField ? { tone: 'error', message } : null);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5">
      <p className="text-sm text-slate-600">{t('personal.intro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('personal.firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t('personal.lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        label={t('personal.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={NAME_MAX_LENGTH}
        readOnly={user.socialLogin !== SOCIAL_LOGIN.none}
        hint={t(emailHintKey(user))}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PhoneField control={form.control} name="phoneNumber" label={t('personal.phone')} />
      {/* Beside the button, where the eye is after pressing it (the top of the form is off screen on a phone). */}
      {result && <FormAlert tone={result.tone}>{result.message}</FormAlert>}
      <div className="pt-1">
        <SubmitButton pending={update.isPending} className="sm:w-auto">
          {t('personal.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
