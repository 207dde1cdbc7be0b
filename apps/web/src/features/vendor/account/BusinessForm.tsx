import { zodResolver } from '../../../lib/zodResolver.ts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  HOST_TEXT_MAX,
  NAME_MAX_LENGTH,
  hostBusinessBodySchema,
  type HostBusiness,
  type HostBusinessBody,
} from '@weekends/shared';
import { ImageFileField } from '../../../components/form/ImageFileField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useAreas, useCities } from '../../../lib/catalog-lookups.ts';
import { LICENCE_ACCEPT, readLicenceImage } from '../../../lib/licenceImage.ts';
import { useHostBusiness, useSaveBusiness } from './api.ts';
import { FormFooter } from './FormFooter.tsx';
import { SettingsLoader } from './SettingsLoader.tsx';
import { useFormResult } from './useFormResult.ts';

const FIELDS = [
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
  'linkedInLink',
  'facebookLink',
  'twitterLink',
  'instagramLink',
  'youtubeLink',
] as const;

/** The links in the earlier site's order, each with its 'For eg: …' hint. */
const LINKS = [
  { name: 'companyWebsiteLink', example: 'https://www.yourcompany.ae' },
  { name: 'linkedInLink', example: 'https://www.linkedin.com/company/yourcompany' },
  { name: 'facebookLink', example: 'https://www.facebook.com/yourcompany' },
  { name: 'twitterLink', example: 'https://x.com/yourcompany' },
  { name: 'instagramLink', example: 'https://www.instagram.com/yourcompany' },
  { name: 'youtubeLink', example: 'https://www.youtube.com/@yourcompany' },
] as const;

const valuesOf = ({ hasLicenceImage: _has, cityId, areaId, ...business }: HostBusiness): HostBusinessBody => ({
  ...business,
  // A host seeded without a city picks one; the schema answers 'Required' meanwhile.
  cityId: cityId as number,
  areaId: areaId as number,
  tradeLicenseImage: undefined,
});

/**
 * Business Information: all required but the links; the licence image shown, replaced only when a new one is chosen.
 */
export function BusinessForm() {
  const query = useHostBusiness();
  return <SettingsLoader query={query}>{(saved) => <BusinessFields saved={saved} />}</SettingsLoader>;
}

function BusinessFields({ saved }: { saved: HostBusiness }) {
  const { t } = useTranslation('vendor');
  const save = useSaveBusiness();
  const outcome = useFormResult();
  // Bumped after a new image is saved, so the preview asks for it rather than showing the browser's copy.
  const [licenceVersion, setLicenceVersion] = useState(0);
  const form = useForm<HostBusinessBody, unknown, z.output<typeof hostBusinessBodySchema>>({
    resolver: zodResolver(hostBusinessBodySchema),
    defaultValues: valuesOf(saved),
  });
  const { errors } = form.formState;
  const cityId = useWatch({ control: form.control, name: 'cityId' }) as number | null | undefined;
  const cities = useCities();
  const areas = useAreas(cityId ?? null);

  const onSubmit = form.handleSubmit(
    (values) => {
      outcome.clear();
      save.mutate(values, {
        onSuccess: (answer) => {
          if (values.tradeLicenseImage) setLicenceVersion((v) => v + 1);
          form.reset(valuesOf(answer));
          outcome.saved();
        },
        onError: (error) => outcome.failed(error, form.setError, FIELDS),
      });
    },
    () => outcome.invalid(),
  );

  const text = (name: (typeof FIELDS)[number], autoComplete = 'off') => (
    <TextField
      label={t(`account.business.${name}`)}
      autoComplete={autoComplete}
      maxLength={NAME_MAX_LENGTH}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <p className="text-sm text-slate-600">{t('account.business.intro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('companyName', 'organization')}
        {text('tradeLicenseId')}
        <TextAreaField
          className="sm:col-span-2"
          rows={4}
          label={t('account.business.businessDescription')}
          maxLength={HOST_TEXT_MAX}
          error={errors.businessDescription?.message}
          {...form.register('businessDescription')}
        />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="tradeLicenseImage"
            render={({ field, fieldState }) => (
              <ImageFileField
                label={t('account.business.tradeLicenseImage')}
                hint={t('account.business.licenceHint')}
                accept={LICENCE_ACCEPT}
                previewSrc={
                  field.value ||
                  (saved.hasLicenceImage || licenceVersion > 0 ? `/api/host/licence?v=${licenceVersion}` : null)
                }
                previewAlt={t('account.business.licencePreview')}
                previewLink={
                  !field.value && (saved.hasLicenceImage || licenceVersion > 0)
                    ? { href: `/api/host/licence?v=${licenceVersion}`, label: t('account.business.viewLicence') }
                    : undefined
                }
                chooseLabel={
                  field.value || saved.hasLicenceImage
                    ? t('account.business.changeImage')
                    : t('account.business.chooseImage')
                }
                error={fieldState.error?.message}
                onFile={async (file) => {
                  const result = await readLicenceImage(file);
                  if ('error' in result) {
                    // Emptied without the form's own check: after a submit it would say 'missing' over the reason.
                    form.setValue('tradeLicenseImage', undefined);
                    form.setError('tradeLicenseImage', { type: 'file', message: result.error });
                  } else {
                    field.onChange(result.dataUrl);
                    form.clearErrors('tradeLicenseImage');
                  }
                }}
              />
            )}
          />
        </div>
        {text('address', 'address-line1')}
        {text('streetName', 'address-line2')}
        {text('buildingName')}
        {text('poBox', 'postal-code')}
        <Controller
          control={form.control}
          name="cityId"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('account.business.city')}
              placeholder={t('account.business.chooseCity')}
              options={cities.data ?? []}
              value={field.value}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              // Another city's areas no longer apply.
              onChange={(value) => {
                field.onChange(value);
                form.setValue('areaId', null as unknown as number);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="areaId"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('account.business.area')}
              placeholder={cityId ? t('account.business.chooseArea') : t('account.business.chooseCityFirst')}
              options={cityId ? (areas.data ?? []) : []}
              disabled={!cityId}
              value={field.value}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('account.business.links')}</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          {LINKS.map(({ name, example }) => (
            <TextField
              key={name}
              label={t(`account.business.${name}`)}
              type="url"
              inputMode="url"
              autoComplete="url"
              hint={t('account.business.linkHint', { example })}
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ))}
        </div>
      </fieldset>
      <FormFooter result={outcome.result} pending={save.isPending} />
    </form>
  );
}
