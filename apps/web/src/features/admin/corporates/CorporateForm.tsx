import { zodResolver } from '../../../lib/zodResolver.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { corporateBodySchema, type AdminCorporate, type CorporateBody } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useSaveCorporate } from './api.ts';
import { useState } from 'react';

/** A corporate's name, e-mail domain and url slug (each domain and slug names one corporate), for adding or editing. */
export function CorporateForm({
  corporate,
  onSaved,
}: {
  corporate: AdminCorporate | null;
  onSaved: (saved: AdminCorporate) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveCorporate(corporate?.id ?? null);
  const [problem, setProblem] = useState('');
  const form = useForm<CorporateBody>({
    resolver: zodResolver(corporateBodySchema),
    defaultValues: {
      name: corporate?.name ?? '',
      emailDomain: corporate?.emailDomain ?? '',
      slug: corporate?.slug ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    setProblem('');
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => setProblem(applyApiError(error, form.setError, ['name', 'emailDomain', 'slug'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3">
      <TextField label={t('corporates.name')} error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('corporates.emailDomain')}
        hint={t('corporates.emailDomainHint')}
        error={errors.emailDomain?.message}
        {...form.register('emailDomain')}
      />
      <TextField
        label={t('corporates.slug')}
        hint={t('corporates.slugHint')}
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      {problem && (
        <div className="sm:col-span-3">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <div className="sm:col-span-3">
        <SubmitButton pending={save.isPending} className="sm:w-auto">
          {corporate ? t('corporates.save') : t('corporates.add')}
        </SubmitButton>
      </div>
    </form>
  );
}
