import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOST_TEXT_MAX, NAME_MAX_LENGTH, type HostSignUpForm } from '@weekends/shared';
import { ImageFileField } from '../../../components/form/ImageFileField.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextAreaField } from '../../../components/form/TextAreaField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useAreas, useCities } from '../../../lib/catalog-lookups.ts';
import { LICENCE_ACCEPT, readLicenceImage } from '../../../lib/licenceImage.ts';
import { FormSection } from './FormSection.tsx';

/** The optional links, each with the earlier site's 'For eg: …' hint. */
const LINKS = [
  { name: 'companyWebsiteLink', example: 'https://www.yourcompany.ae' },
  { name: 'instagramLink', example: 'https://www.instagram.com/yourcompany' },
  { name: 'facebookLink', example: 'https://www.facebook.com/yourcompany' },
  { name: 'youtubeLink', example: 'https://www.youtube.com/@yourcompany' },
  { name: 'linkedInLink', example: 'https://www.linkedin.com/company/yourcompany' },
  { name: 'twitterLink', example: 'https://x.com/yourcompany' },
] as const;

/** The business (with its trade licence image), its address with city then area, and its links. */
export function BusinessFields() {
  const { t } = useTranslation('hostSignup');
  const {
    register,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useFormContext<HostSignUpForm>();
  const cityId = useWatch({ control, name: 'cityId' }) as number | null | undefined;
  const cities = useCities();
  const areas = useAreas(cityId ?? null);

  return (
    <>
      <FormSection title={t('sections.business')}>
        <TextField
          label={t('fields.companyName')}
          autoComplete="organization"
          maxLength={NAME_MAX_LENGTH}
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          label={t('fields.tradeLicenseId')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          error={errors.tradeLicenseId?.message}
          {...register('tradeLicenseId')}
        />
        <TextAreaField
          className="sm:col-span-2"
          rows={4}
          label={t('fields.businessDescription')}
          hint={t('fields.businessDescriptionHint')}
          maxLength={HOST_TEXT_MAX}
          error={errors.businessDescription?.message}
          {...register('businessDescription')}
        />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="tradeLicenseImage"
            render={({ field, fieldState }) => (
              <ImageFileField
                label={t('fields.tradeLicenseImage')}
                hint={t('fields.licenceHint')}
                accept={LICENCE_ACCEPT}
                previewSrc={field.value || null}
                previewAlt={t('fields.licencePreview')}
                chooseLabel={field.value ? t('fields.changeImage') : t('fields.chooseImage')}
                error={fieldState.error?.message}
                onFile={async (file) => {
                  const result = await readLicenceImage(file);
                  if ('error' in result) {
                    // Emptied without the form's own check: after a submit it would say 'missing' over the reason.
                    setValue('tradeLicenseImage', '');
                    setError('tradeLicenseImage', { type: 'file', message: result.error });
                  } else {
                    field.onChange(result.dataUrl);
                    clearErrors('tradeLicenseImage');
                  }
                }}
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection title={t('sections.address')}>
        <TextField
          className="sm:col-span-2"
          label={t('fields.address')}
          autoComplete="address-line1"
          maxLength={NAME_MAX_LENGTH}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('fields.streetName')}
          autoComplete="address-line2"
          maxLength={NAME_MAX_LENGTH}
          error={errors.streetName?.message}
          {...register('streetName')}
        />
        <TextField
          label={t('fields.buildingName')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          error={errors.buildingName?.message}
          {...register('buildingName')}
        />
        <TextField
          label={t('fields.poBox')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={NAME_MAX_LENGTH}
          error={errors.poBox?.message}
          {...register('poBox')}
        />
        <div className="hidden sm:block" aria-hidden="true" />
        <Controller
          control={control}
          name="cityId"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('fields.city')}
              placeholder={t('fields.chooseCity')}
              options={cities.data ?? []}
              value={field.value}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              // Another city's areas no longer apply.
              onChange={(value) => {
                field.onChange(value);
                setValue('areaId', null as unknown as number);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="areaId"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('fields.area')}
              placeholder={cityId ? t('fields.chooseArea') : t('fields.chooseCityFirst')}
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
      </FormSection>

      <FormSection title={t('sections.links')} hint={t('sections.linksHint')}>
        {LINKS.map(({ name, example }) => (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            type="url"
            inputMode="url"
            autoComplete="url"
            hint={t('fields.linkHint', { example })}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </FormSection>
    </>
  );
}
