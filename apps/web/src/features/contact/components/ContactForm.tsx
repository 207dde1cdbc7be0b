import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactBodySchema, type ContactBody } from '@weekends/shared/contact';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormFooter } from '../../inbound/FormFooter.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { useInboundForm } from '../../inbound/useInboundForm.ts';
import '../i18n.ts';
import { firstNameOf } from '@weekends/shared/names';
import { api } from '../../../lib/api.ts';
import { isolate } from '../../../lib/format/index.ts';

const FIELDS = ['name', 'email', 'message'] as const;

/** Contact Us: name, e-mail ('Email Id must be valid') and message, POST /api/contact. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const form = useForm<ContactBody, unknown, z.output<typeof contactBodySchema>>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: { name: '', email: '', message: '', captcha: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const { captcha, pending, onSubmit, alert, submitted, setCaptcha } = useInboundForm(
    form,
    (body) => api.post('/api/contact', { body }),
    FIELDS,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset disabled={Boolean(submitted)} className="space-y-5">
        <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          label={t('fields.message')}
          placeholder={t('fields.messagePlaceholder')}
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
