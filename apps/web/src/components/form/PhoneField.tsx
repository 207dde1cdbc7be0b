import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneInput from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { DEFAULT_PHONE_COUNTRY } from '@weekends/shared/constants';
import { inputClass } from './TextField.tsx';

interface Props {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * International phone input defaulting to the UAE (+971), answering E.164 ('+971501234567').
 * Flags are bundled (the library's default loads them from a CDN, which the CSP and privacy both rule out).
 * Use with react-hook-form's Controller.
 */
export function PhoneField({ label, value, onChange, onBlur, error, disabled, name }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <PhoneInput
        id={id}
        name={name}
        flags={flags}
        international
        defaultCountry={DEFAULT_PHONE_COUNTRY}
        countryCallingCodeEditable={false}
        value={value || undefined}
        onChange={(next) => onChange(next ?? '')}
        onBlur={onBlur}
        disabled={disabled}
        autoComplete="tel"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`weekends-phone flex items-center gap-2 rounded-lg border bg-white pl-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25 ${error ? 'border-red-500' : 'border-slate-300'}`}
        // Each field's country picker is named after its field, so two phones on one form stay apart.
        countrySelectProps={{ 'aria-label': t('form.phoneCountryOf', { label }) }}
        numberInputProps={{ className: `${inputClass} border-0 shadow-none focus:ring-0 pl-0` }}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
