import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** The field's message after a failed attempt; shown under it and announced. */
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field in the look of components/form/TextField, its error tied to it for screen readers. */
export function TextAreaField({ label, error, className = '', ref, rows = 5, ...textarea }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
