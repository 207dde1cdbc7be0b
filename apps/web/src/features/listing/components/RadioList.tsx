import { useId, type ReactNode } from 'react';
import { FilterGroup } from './FilterGroup.tsx';

export interface RadioOption<T> {
  value: T;
  label: ReactNode;
  key: string;
}

/** A titled set of radios; `undefined` is a legitimate value ('Any', 'All'). */
export function RadioList<T>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: RadioOption<T>[];
  value: T;
  onChange: (next: T) => void;
}) {
  const name = useId();
  return (
    <FilterGroup legend={legend}>
      <ul className="space-y-1">
        {options.map((option) => (
          <li key={option.key}>
            <label className="flex cursor-pointer items-center gap-3 py-1 text-sm text-slate-700 hover:text-slate-900">
              <input
                type="radio"
                name={name}
                className="h-4 w-4 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}
