import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { addressBodySchema, type Address, type AddressBody } from '@weekends/shared/cart';
import type { CurrentUser } from '@weekends/shared/accounts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { PhoneField } from '../../../components/form/PhoneField.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField, inputClass } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useCities } from '../../../lib/catalog-lookups.ts';
import { useAddAddress } from '../api.ts';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'address', 'street', 'cityId', 'poBoxNo'] as const;

interface Props {
  user: CurrentUser;
  /** Saved: the caller chooses the new address and closes the form. */
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/**
 * Add New Address: names, phone and e-mail (filled in from the account), address, the street
 * labelled Area, city, PO box; the country is always the United Arab Emirates, shown read-only.
 */
export function AddressForm({ user, onSaved, onCancel }: Props) {
  const { t } = useTranslation('checkout');
  const cityId = useId();
  const cities = useCities();
  const add = useAddAddress();
  const [alert, setAlert] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressBody, unknown, z.output<typeof addressBodySchema>>({
    resolver: zodResolver(addressBodySchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ?? '',
      email: user.email,
      address: '',
      street: '',
      poBoxNo: '',
    },
  });

  const submit = handleSubmit(async (body) => {
    setAlert('');
    try {
      onSaved(await add.mutateAsync(body));
    } catch (error) {
      setAlert(applyApiError(error, setError, FIELDS));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${cityId}-heading`}
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <h3 id={`${cityId}-heading`} className="text-base font-semibold text-slate-900">
        {t('address.formHeading')}
      </h3>
      {alert && (
        <div className="mt-3">
          <FormAlert>{alert}</FormAlert>
        </div>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('address.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('address.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <PhoneField control={control} name="phoneNumber" label={t('address.phoneNumber')} />
        <TextField
          label={t('address.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('address.address')}
          hint={t('address.addressHint')}
          autoComplete="address-line1"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('address.area')}
          autoComplete="address-line2"
          error={errors.street?.message}
          {...register('street')}
        />
        <div>
          <label htmlFor={cityId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('address.city')}
          </label>
          <select
            id={cityId}
            defaultValue=""
            aria-invalid={errors.cityId ? true : undefined}
            aria-describedby={errors.cityId ? `${cityId}-error` : undefined}
            className={`${inputClass} ${errors.cityId ? 'border-red-500' : 'border-slate-300'}`}
            {...register('cityId', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
          >
            <option value="" disabled>
              {t('address.chooseCity')}
            </option>
            {(cities.data ?? []).map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
          {errors.cityId && (
            <p id={`${cityId}-error`} className="mt-1 text-sm text-red-700">
              {errors.cityId.message}
            </p>
          )}
        </div>
        <TextField
          label={t('address.poBox')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.poBoxNo?.message}
          {...register('poBoxNo')}
        />
        <TextField
          label={t('address.country')}
          value={t('address.countryValue')}
          readOnly
          autoComplete="country-name"
        />
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className="inline-flex h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('address.cancel')}
        </button>
        <SubmitButton pending={add.isPending} className="sm:w-auto">
          {t('address.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
