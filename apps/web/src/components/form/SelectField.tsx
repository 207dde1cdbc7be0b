import { useId, type Ref } from 'react';
import { inputClass } from './TextField.tsx';

/**
 * A select counts as :read-only in the browser, so the input look's read-only grey is left out: only disabled looks
 * inactive.
 */
const selectClass = inputClass.replace(/\bread-only:\S+/g, '').replace(/\s+/g, ' ');

interface Props {
  label: string;
  /** The first, empty choice ('Choose a city'). */
  placeholder: string;
  options: readonly { id: number; name: string }[];
  /** The chosen id, or null for none. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled select of ids (a city, an area) in the look of TextField, its error tied to it. Controlled, so a saved
 * choice shows as soon as its options arrive (they often load after the form's values). Use with react-hook-form's
 * Controller.
 */
export function SelectField({
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  disabled,
  className = '',
  ref,
}: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        value={value == null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${selectClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
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
