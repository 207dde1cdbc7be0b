import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600 sm:text-sm';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The field's message after a failed attempt; shown under it and announced. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is tied to it for screen readers. Passwords get a show/hide toggle. */
export function TextField({ label, error, hint, type = 'text', className = '', ref, ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  // Addresses and numbers read left to right on an Arabic page too; an Arabic field (dir="rtl") right to left on an
  // English page.
  const dir = type === 'email' || type === 'tel' || type === 'url' ? 'ltr' : input.dir;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...input}
          ref={ref}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          dir={dir}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${isPassword ? 'pe-20' : ''} ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-pressed={revealed}
            className="absolute inset-y-0 end-0 px-3 text-xs font-semibold text-brand-800 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {revealed ? t('form.hidePassword') : t('form.showPassword')}
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
