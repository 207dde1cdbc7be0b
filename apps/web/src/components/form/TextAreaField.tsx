import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** The field's message after a failed attempt; shown under it and announced. */
  error?: string;
  /** Under the label, tied to the field. */
  hint?: string;
  /** Under the field on the right, e.g. a character count (the error then keeps its place beside it). */
  aside?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line field in the look of components/form/TextField, its hint and error tied to it. */
export function TextAreaField({ label, error, hint, aside, className = '', ref, rows = 5, ...textarea }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <textarea
        {...textarea}
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {aside !== undefined ? (
        <div className="mt-1 flex items-start justify-between gap-4">
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
          {aside && <p className="shrink-0 text-xs text-slate-500 tabular-nums">{aside}</p>}
        </div>
      ) : (
        error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )
      )}
    </div>
  );
}
