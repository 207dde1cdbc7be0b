import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export const CHECKBOX = 'h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700';
export const RADIO = 'h-4 w-4 shrink-0 border-slate-300 accent-brand-700';
export const LINK_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';
export const ICON_BUTTON =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 transition hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** One part of the long listing form, as a titled card, so a host can find their place in it. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A field's message under it; the id ties it to the field for screen readers. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A group of ticks (days, timings): the chosen ids, in the list's order. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { id: number; name: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const toggle = (id: number, on: boolean) =>
    onChange(options.map((option) => option.id).filter((other) => (other === id ? on : value.includes(other))));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm text-slate-800 transition has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={value.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One choice among a few (category, activity preference), each option a radio bound to the form. */
export function RadioGroup({
  legend,
  options,
  field,
  error,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  legend: string;
  options: { id: number; name: string }[];
  field: UseFormRegisterReturn;
  error?: string;
  columns?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.id}
            className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border bg-white px-3 text-sm text-slate-800 transition has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${error ? 'border-red-400' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              value={String(option.id)}
              className={RADIO}
              aria-invalid={error ? true : undefined}
              {...field}
            />
            {option.name}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** × in a row (price option, included item): red on hover, named for what it deletes. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={ICON_BUTTON}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 7h16M9 7V4h6v3m-8 0l1 13h8l1-13" />
      </svg>
    </button>
  );
}

/** 'ADD NEW' under a table of rows. */
export function AddRowButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={LINK_BUTTON}>
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M12 5v14M5 12h14" />
      </svg>
      {label}
    </button>
  );
}
