import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Option {
  value: string;
  label: string;
  hint?: string;
}

interface Props {
  legend: string;
  options: Option[];
  /** react-hook-form's register() for the field; every radio shares it. */
  field: UseFormRegisterReturn;
  error?: string;
  /** Tailwind grid columns for the options. */
  columns?: string;
  /** Visually hidden legend, when a visible heading already names the group. */
  hideLegend?: boolean;
  size?: 'md' | 'sm';
}

/** A radio group drawn as tappable cards: a fieldset with its legend, the error tied to the group. */
export function ChoiceGroup({
  legend,
  options,
  field,
  error,
  columns = 'grid-cols-2',
  hideLegend = false,
  size = 'md',
}: Props) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}>{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) =>
          size === 'sm' ? (
            // Compact: a segmented control whose text is the choice (the radio itself is kept for keyboards and screen
            // readers).
            <label
              key={option.value}
              className={`relative flex min-h-10 cursor-pointer items-center justify-center rounded-lg border bg-white px-1 text-center text-[13px] font-medium text-slate-800 transition hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:opacity-70 sm:text-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
            >
              <input type="radio" value={option.value} {...field} className="sr-only" />
              {option.label}
            </label>
          ) : (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-2.5 rounded-lg border bg-white px-3 py-2.5 text-sm transition hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:opacity-70 ${error ? 'border-red-500' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                value={option.value}
                {...field}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700 focus:outline-none"
              />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{option.label}</span>
                {option.hint && <span className="block text-xs text-slate-500">{option.hint}</span>}
              </span>
            </label>
          ),
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
