import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CONTRIBUTIONS, GENDERS, giveBackBodySchema, type GiveBackBody } from '@weekends/shared/nominations';
import { PhoneField } from '../../../components/form/PhoneField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { FormFooter } from '../../inbound/FormFooter.tsx';
import { useInboundForm } from '../../inbound/useInboundForm.ts';
import '../i18n.ts';
import { firstNameOf } from '@weekends/shared/names';
import { api } from '../../../lib/api.ts';
import { isolate } from '../../../lib/format/index.ts';

const FIELDS = ['name', 'age', 'email', 'gender', 'phoneNumber', 'contribute'] as const;
/** An empty box is no age ('Required'); anything typed goes to the schema as a number (NaN says 'not valid'). */
const toAge = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : Number(value));

/** Return Gift Weekend: name, age, e-mail, gender, phone (+971) and time, money or both. */
export function GiveBackForm() {
  const { t } = useTranslation('nominations');
  const form = useForm<GiveBackBody, unknown, z.output<typeof giveBackBodySchema>>({
    resolver: zodResolver(giveBackBodySchema),
    defaultValues: { name: '', email: '', phoneNumber: '', captcha: '' },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const { captcha, pending, onSubmit, alert, submitted, setCaptcha } = useInboundForm(
    form,
    (body) => api.post('/api/nominations/give-back', { body }),
    FIELDS,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset disabled={Boolean(submitted)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
          <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField
            label={t('fields.age')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.age?.message}
            {...register('age', { setValueAs: toAge })}
          />
        </div>
        <p className="-mt-3 text-xs text-slate-500">{t('fields.ageHint')}</p>
        <ChoiceGroup
          legend={t('fields.gender')}
          options={GENDERS.map((value) => ({ value, label: t(`fields.genders.${value}`) }))}
          field={register('gender')}
          error={errors.gender?.message}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField control={control} name="phoneNumber" label={t('fields.phone')} />
        </div>
        <ChoiceGroup
          legend={t('fields.contribute')}
          options={CONTRIBUTIONS.map((value) => ({
            value,
            label: t(`fields.contributions.${value}.label`),
            hint: t(`fields.contributions.${value}.hint`),
          }))}
          field={register('contribute')}
          error={errors.contribute?.message}
          columns="grid-cols-1 sm:grid-cols-3"
        />
      </fieldset>
      <FormFooter
        alert={alert}
        pending={pending}
        submitted={Boolean(submitted)}
        thanks={
          submitted ? t('form.thanks', { name: isolate(firstNameOf(submitted.name)), email: submitted.email }) : ''
        }
        captcha={captcha}
        onCaptcha={setCaptcha}
        labels={{ submit: t('form.submit'), wait: t('form.wait'), submitted: t('form.submitted') }}
      />
    </form>
  );
}
