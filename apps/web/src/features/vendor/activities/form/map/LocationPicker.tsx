import { Suspense, useCallback, useMemo, useRef } from 'react';
import { lazy } from '../../../../../lib/lazy.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../../components/form/TextField.tsx';
import { useNearViewport } from '../../../../../lib/useNearViewport.ts';
import type { ListingFormValues } from '../formValues.ts';

const LocationMap = lazy(() => import('./LocationMap.tsx'));

const MAP_HEIGHT = 'h-72 sm:h-96';

/**
 * The listing's location: a map to click or drag the pin on, and the latitude and longitude it fills, which can also
 * be typed (keyboard users, or a place copied from another map).
 */
export function LocationPicker() {
  const { t } = useTranslation('vendor');
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, '400px');
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<ListingFormValues>();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });

  const position = useMemo(() => {
    const lat = Number(latitude);
    const lng = Number(longitude);
    return latitude.trim() !== '' && longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng)
      ? { latitude: lat, longitude: lng }
      : null;
  }, [latitude, longitude]);

  const onPick = useCallback(
    (lat: number, lng: number) => {
      // After a first submit the messages follow the pin, as they follow typing.
      const options = { shouldDirty: true, shouldValidate: isSubmitted };
      setValue('latitude', String(lat), options);
      setValue('longitude', String(lng), options);
    },
    [setValue, isSubmitted],
  );

  const loading = (
    <div className="flex h-full items-center justify-center text-sm text-slate-600" role="status">
      {t('activities.location.loading')}
    </div>
  );

  return (
    <div>
      <p className="mb-2 text-sm text-slate-600">{t('activities.location.hint')}</p>
      <div
        ref={slot}
        className={`overflow-hidden rounded-xl border ${errors.latitude || errors.longitude ? 'border-red-500' : 'border-slate-200'} bg-slate-100 ${MAP_HEIGHT}`}
      >
        {near ? (
          <Suspense fallback={loading}>
            <LocationMap
              position={position}
              onPick={onPick}
              label={t('activities.location.map')}
              markerLabel={t('activities.location.marker')}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('activities.fields.latitude')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          label={t('activities.fields.longitude')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
      </div>
    </div>
  );
}
