import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { corporateContactBodySchema, type CorporateContactBody } from '@weekends/shared/contact';
import { ContactFields } from '../../../components/form/ContactFields.tsx';
import { PhoneField } from '../../../components/form/PhoneField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormFooter } from '../../inbound/FormFooter.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { useInboundForm } from '../../inbound/useInboundForm.ts';
import '../i18n.ts';
import { api } from '../../../lib/api.ts';
import { isolate } from '../../../lib/format/index.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'designation',
  'email',
  'phoneNumber',
  'landLine',
  'comment',
] as const;

/**
 * The corporate 'Get in touch' form: every field required but the landline, the e-mail message spelt 'vaild', phones
 * defaulting to the UAE. The landline is sent and stored, which the earlier site's form never did.
 */
export function CorporateContactForm() {
  const { t } = useTranslation('contact');
  const form = useForm<CorporateContactBody, unknown, z.output<typeof corporateContactBodySchema>>({
    resolver: zodResolver(corporateContactBodySchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      designation: '',
      email: '',
      phoneNumber: '',
      landLine: '',
      comment: '',
      captcha: '',
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const { captcha, pending, onSubmit, alert, submitted, setCaptcha } = useInboundForm(
    form,
    (body) => api.post('/api/corporate-contact', { body }),
    FIELDS,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset disabled={Boolean(submitted)} className="space-y-5">
        <ContactFields
          register={register}
          control={control}
          errors={errors}
          email="work"
          gap="gap-5"
          besideNames={
            <>
              <TextField
                label={t('fields.companyName')}
                autoComplete="organization"
                error={errors.companyName?.message}
                {...register('companyName')}
              />
              <TextField
                label={t('fields.designation')}
                autoComplete="organization-title"
                error={errors.designation?.message}
                {...register('designation')}
              />
            </>
          }
          besidePhone={<PhoneField control={control} name="landLine" label={t('fields.landLine')} />}
        />
        <TextAreaField
          label={t('fields.comment')}
          placeholder={t('fields.commentPlaceholder')}
          error={errors.comment?.message}
          {...register('comment')}
        />
      </fieldset>
      <FormFooter
        alert={alert}
        pending={pending}
        submitted={Boolean(submitted)}
        thanks={submitted ? t('form.thanks', { name: isolate(submitted.firstName), email: submitted.email }) : ''}
        captcha={captcha}
        onCaptcha={setCaptcha}
        labels={{ submit: t('form.submit'), wait: t('form.wait'), submitted: t('form.submitted') }}
      />
    </form>
  );
}
