import { useId } from 'react';
import { Controller, useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, inputClass } from '../../../../components/form/TextField.tsx';
import { useAreas, useCities, usePreferences } from '../../../../lib/catalog-lookups.ts';
import type { ListingFormValues } from './formValues.ts';
import { FieldError, RadioGroup } from './FormParts.tsx';

/** Stay At Home and Out Of Home are the first two preferences. */
const PREFERENCE_CHOICES = 2;

/** Activity preference, then the address: address, street, building, PO box, city and the city's area. */
export function AddressFields() {
  const { t } = useTranslation('vendor');
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const chosenCity = useWatch({ control, name: 'cityId' });
  const preferences = usePreferences();
  const cities = useCities();
  const areas = useAreas(chosenCity === '' ? null : Number(chosenCity));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <RadioGroup
          legend={t('activities.fields.activityPreference')}
          options={(preferences.data ?? []).slice(0, PREFERENCE_CHOICES)}
          field={register('activityPreferenceId')}
          error={errors.activityPreferenceId?.message}
          columns="sm:grid-cols-2"
        />
      </div>
      <TextField
        label={t('activities.fields.address')}
        autoComplete="off"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('activities.fields.addressAr')}
        autoComplete="off"
        dir="rtl"
        lang="ar"
        error={errors.addressAr?.message}
        {...register('addressAr')}
      />
      <TextField
        label={t('activities.fields.street')}
        autoComplete="off"
        error={errors.street?.message}
        {...register('street')}
      />
      <TextField
        label={t('activities.fields.buildingNo')}
        autoComplete="off"
        error={errors.buildingNo?.message}
        {...register('buildingNo')}
      />
      <TextField
        label={t('activities.fields.poBoxNo')}
        autoComplete="off"
        error={errors.poBoxNo?.message}
        {...register('poBoxNo')}
      />
      <Controller
        control={control}
        name="cityId"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('activities.fields.city')}
            placeholder={t('activities.fields.chooseCity')}
            options={cities.data ?? []}
            error={fieldState.error?.message}
            field={{
              name: field.name,
              value: field.value,
              onBlur: field.onBlur,
              // Another city's areas no longer apply.
              onChange: (value) => {
                field.onChange(value);
                setValue('areaId', '');
              },
            }}
            selectRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="areaId"
        render={({ field, fieldState }) => (
          <SelectField
            label={t('activities.fields.area')}
            placeholder={chosenCity === '' ? t('activities.fields.chooseCityFirst') : t('activities.fields.chooseArea')}
            options={areas.data ?? []}
            disabled={chosenCity === ''}
            error={fieldState.error?.message}
            field={{ name: field.name, value: field.value, onChange: field.onChange, onBlur: field.onBlur }}
            selectRef={field.ref}
          />
        )}
      />
    </div>
  );
}

interface SelectFieldProps {
  label: string;
  placeholder: string;
  options: { id: number; name: string }[];
  field: Pick<ControllerRenderProps<ListingFormValues, 'cityId' | 'areaId'>, 'name' | 'value' | 'onChange' | 'onBlur'>;
  selectRef: ControllerRenderProps<ListingFormValues, 'cityId' | 'areaId'>['ref'];
  error?: string;
  disabled?: boolean;
}

/**
 * A select bound to the form as a controlled field: its options arrive after the form's values (an edited listing's
 * city and area), and a controlled select shows the saved choice once they do.
 */
function SelectField({ label, placeholder, options, field, selectRef, error, disabled }: SelectFieldProps) {
  const id = useId();
  const { name, value, onChange, onBlur } = field;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
