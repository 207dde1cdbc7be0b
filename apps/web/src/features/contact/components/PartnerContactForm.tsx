import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { partnerContactBodySchema, type PartnerContactBody } from '@weekends/shared/contact';
import { PhoneField } from '../../../components/form/PhoneField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormFooter } from '../../inbound/FormFooter.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { useInboundForm } from '../../inbound/useInboundForm.ts';
import '../i18n.ts';
import { firstNameOf } from '@weekends/shared/names';
import { api } from '../../../lib/api.ts';
import { isolate } from '../../../lib/format/index.ts';

const FIELDS = ['name', 'email', 'phoneNumber', 'message'] as const;

/** 'Become A Host': name, e-mail, phone (UAE by default) and message. */
export function PartnerContactForm() {
  const { t } = useTranslation('contact');
  const form = useForm<PartnerContactBody, unknown, z.output<typeof partnerContactBodySchema>>({
    resolver: zodResolver(partnerContactBodySchema),
    defaultValues: { name: '', email: '', phoneNumber: '', message: '', captcha: '' },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const { captcha, pending, onSubmit, alert, submitted, setCaptcha } = useInboundForm(
    form,
    (body) => api.post('/api/partner-contact', { body }),
    FIELDS,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset disabled={Boolean(submitted)} className="space-y-5">
        <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
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
        <TextAreaField
          label={t('fields.message')}
          placeholder={t('fields.partnerMessagePlaceholder')}
          error={errors.message?.message}
          {...register('message')}
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
