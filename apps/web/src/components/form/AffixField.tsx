import { useId, type InputHTMLAttributes, type Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Fixed text inside the field, before or after what is typed ('+971', '@company.ae'); read out with the field. */
  prefix?: string;
  suffix?: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

const affixClass = 'flex shrink-0 items-center bg-slate-50 px-3 text-sm font-medium text-slate-600 select-none';

/** A labelled input with fixed text joined to it, for the parts of a value the visitor does not type. */
export function AffixField({ label, prefix, suffix, error, hint, ref, className = '', ...input }: Props) {
  const id = useId();
  const describedBy = [
    prefix ? `${id}-prefix` : null,
    suffix ? `${id}-suffix` : null,
    error ? `${id}-error` : null,
    hint ? `${id}-hint` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* A phone number or an address after '@' reads left to right on an Arabic page too ('+971 5…', not '971+'). */}
      <div
        dir="ltr"
        className={`flex h-11 overflow-hidden rounded-lg border bg-white shadow-xs transition focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25 ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        {prefix && (
          <span id={`${id}-prefix`} className={`${affixClass} border-e border-slate-200`}>
            {prefix}
          </span>
        )}
        <input
          {...input}
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="w-0 min-w-0 flex-1 border-0 bg-transparent px-3 text-base text-slate-900 placeholder:text-slate-400 focus:ring-0 focus:outline-none sm:text-sm"
        />
        {suffix && (
          <span id={`${id}-suffix`} className={`${affixClass} max-w-[60%] border-s border-slate-200`} title={suffix}>
            <span className="truncate">{suffix}</span>
          </span>
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
