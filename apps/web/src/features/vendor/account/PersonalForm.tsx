import { zodResolver } from '../../../lib/zodResolver.ts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  hostPersonalBodySchema,
  type HostPersonalBody,
  type HostPersonalSettings,
} from '@weekends/shared';
import { TextField } from '../../../components/form/TextField.tsx';
import { UaePhoneField } from '../../../components/form/UaePhoneField.tsx';
import { useHostPersonal, useSavePersonal } from './api.ts';
import { FormFooter } from './FormFooter.tsx';
import { SettingsLoader } from './SettingsLoader.tsx';
import { useFormResult } from './useFormResult.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'landline',
  'designation',
  'firstName2',
  'lastName2',
  'mobile2',
  'landline2',
  'designation2',
] as const;

/** Personal Information: both contact persons; phone and landline are the 9 digits after a fixed +971. */
export function PersonalForm() {
  const query = useHostPersonal();
  return <SettingsLoader query={query}>{(saved) => <PersonalFields saved={saved} />}</SettingsLoader>;
}

function PersonalFields({ saved }: { saved: HostPersonalSettings }) {
  const { t } = useTranslation('vendor');
  const save = useSavePersonal();
  const outcome = useFormResult();
  const form = useForm<HostPersonalBody, unknown, z.output<typeof hostPersonalBodySchema>>({
    resolver: zodResolver(hostPersonalBodySchema),
    defaultValues: saved,
  });
  const { errors } = form.formState;
  const contact1 = useId();
  const contact2 = useId();

  const onSubmit = form.handleSubmit(
    (values) => {
      outcome.clear();
      save.mutate(values, {
        onSuccess: (answer) => {
          form.reset(answer);
          if (answer.email !== saved.email)
            outcome.saved(t('account.personal.emailChanged', { email: answer.email }), 'info');
          else outcome.saved();
        },
        onError: (error) => outcome.failed(error, form.setError, FIELDS),
      });
    },
    () => outcome.invalid(),
  );

  const text = (name: (typeof FIELDS)[number], label: string, autoComplete = 'off') => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      maxLength={NAME_MAX_LENGTH}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-8">
      <p className="text-sm text-slate-600">{t('account.personal.intro')}</p>
      <section aria-labelledby={contact1}>
        <h3 id={contact1} className="text-base font-semibold text-slate-900">
          {t('account.personal.contact1')}
        </h3>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {text('firstName', t('account.personal.firstName'), 'given-name')}
          {text('lastName', t('account.personal.lastName'), 'family-name')}
          <TextField
            label={t('account.personal.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={NAME_MAX_LENGTH}
            hint={t('account.personal.emailHint')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          {text('designation', t('account.personal.designation'), 'organization-title')}
          <UaePhoneField
            label={t('account.personal.landline')}
            autoComplete="off"
            hint={t('account.phoneHint')}
            error={errors.landline?.message}
            {...form.register('landline')}
          />
          <UaePhoneField
            label={t('account.personal.phoneNumber')}
            autoComplete="tel-national"
            hint={t('account.phoneHint')}
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
        </div>
      </section>
      <section aria-labelledby={contact2}>
        <h3 id={contact2} className="text-base font-semibold text-slate-900">
          {t('account.personal.contact2')}
        </h3>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {text('firstName2', t('account.personal.firstName'))}
          {text('lastName2', t('account.personal.lastName'))}
          {text('designation2', t('account.personal.designation'))}
          <div className="hidden sm:block" aria-hidden="true" />
          <UaePhoneField
            label={t('account.personal.landline')}
            autoComplete="off"
            hint={t('account.phoneHint')}
            error={errors.landline2?.message}
            {...form.register('landline2')}
          />
          <UaePhoneField
            label={t('account.personal.phoneNumber')}
            autoComplete="off"
            hint={t('account.phoneHint')}
            error={errors.mobile2?.message}
            {...form.register('mobile2')}
          />
        </div>
      </section>
      <FormFooter result={outcome.result} pending={save.isPending} />
    </form>
  );
}
