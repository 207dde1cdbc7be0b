import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { DEFAULT_PHONE_COUNTRY } from '@weekends/shared/constants';
import { inputClass } from './TextField.tsx';

interface Props<T extends FieldValues, O> {
  label: string;
  /** The form's control (react-hook-form's useForm().control); the field reads its value and error from it. */
  control: Control<T, unknown, O>;
  /** The form field holding the number, also the input's name. */
  name: FieldPathByValue<T, string | undefined>;
}

/**
 * International phone input defaulting to the UAE (+971), answering E.164 ('+971501234567'): a country select
 * named after the field (so two phones on one form stay apart), the number, and the field's error under them.
 * Flags are bundled (the library's default loads them from a CDN, which the CSP and privacy both rule out).
 */
export function PhoneField<T extends FieldValues, O>({ label, control, name }: Props<T, O>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div>
            <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
              {label}
            </label>
            <PhoneInput
              id={id}
              name={field.name}
              flags={flags}
              international
              defaultCountry={DEFAULT_PHONE_COUNTRY}
              countryCallingCodeEditable={false}
              value={(field.value as string | undefined) || undefined}
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              autoComplete="tel"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              // The country code and the number read left to right on an Arabic page too.
              dir="ltr"
              className={`weekends-phone flex items-center gap-2 rounded-lg border bg-white ps-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25 ${error ? 'border-red-500' : 'border-slate-300'}`}
              countrySelectProps={{ 'aria-label': t('form.phoneCountryOf', { label }) }}
              numberInputProps={{ className: `${inputClass} border-0 shadow-none focus:ring-0 ps-0` }}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
