import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cityBodySchema, slugFromName, type AdminCity, type CityBody } from '@weekends/shared/admin-catalogue';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import { TextField } from '../../../../components/form/TextField.tsx';
import { formError } from '../formError.ts';
import { useCatalogueChange } from '../api.ts';
import { CheckboxField } from '../parts.tsx';
import { FormDialogEnd } from '../FormDialogEnd.tsx';
import { api } from '../../../../lib/api.ts';

type Output = z.output<typeof cityBodySchema>;
const FIELDS = ['name', 'nameAr', 'slug', 'latitude', 'longitude'] as const;
const asNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** A city's name, slug, centre on the map (where its listings' map opens) and whether visitors see it. */
export function CityFormDialog({ city, onClose }: { city?: AdminCity; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [alert, setAlert] = useState('');
  const [slugTouched, setSlugTouched] = useState(Boolean(city));
  const change = useCatalogueChange<AdminCity>();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CityBody, unknown, Output>({
    resolver: zodResolver(cityBodySchema),
    defaultValues: {
      name: city?.name ?? '',
      // Always sent: an emptied Arabic name removes the translation and the English shows.
      nameAr: city?.nameAr ?? '',
      slug: city?.slug ?? '',
      latitude: city?.latitude,
      longitude: city?.longitude,
      isActive: city?.isActive ?? true,
    },
  });

  const submit = handleSubmit(async (body) => {
    setAlert('');
    try {
      await change.mutateAsync(
        city
          ? () => api.put('/api/admin/catalogue/cities/{id}', { params: { path: { id: city.id } }, body })
          : () => api.post('/api/admin/catalogue/cities', { body }),
      );
      onClose();
    } catch (error) {
      setAlert(formError(error, setError, FIELDS));
    }
  });

  return (
    <DialogFrame
      title={city ? t('catalogue.places.editCity', { name: city.name }) : t('catalogue.places.newCity')}
      description={t('catalogue.places.cityIntro')}
      onClose={onClose}
      width="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
        <TextField
          label={t('catalogue.places.name')}
          lang="en"
          dir="ltr"
          error={errors.name?.message}
          aria-required="true"
          {...register('name', {
            onChange: (e: { target: { value: string } }) =>
              !slugTouched && setValue('slug', slugFromName(e.target.value)),
          })}
        />
        <TextField
          label={t('catalogue.places.nameAr')}
          hint={t('catalogue.arabicNote')}
          dir="rtl"
          lang="ar"
          error={errors.nameAr?.message}
          {...register('nameAr')}
        />
        <TextField
          label={t('catalogue.places.slug')}
          dir="ltr"
          hint={t('catalogue.categories.slugHint')}
          error={errors.slug?.message}
          {...register('slug', { onChange: () => setSlugTouched(true) })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('catalogue.places.latitude')}
            inputMode="decimal"
            error={errors.latitude?.message}
            aria-required="true"
            {...register('latitude', { setValueAs: asNumber })}
          />
          <TextField
            label={t('catalogue.places.longitude')}
            inputMode="decimal"
            error={errors.longitude?.message}
            aria-required="true"
            {...register('longitude', { setValueAs: asNumber })}
          />
        </div>
        <CheckboxField
          label={t('catalogue.places.isActive')}
          hint={t('catalogue.places.isActiveHint')}
          {...register('isActive')}
        />
        <FormDialogEnd alert={alert} submitting={isSubmitting} />
      </form>
    </DialogFrame>
  );
}
