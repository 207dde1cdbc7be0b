import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/form/TextField.tsx';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  /** Filters shown beside the search field. */
  children?: ReactNode;
}

/** The search field of a list: the search runs on the server when submitted, not on each key. */
export function SearchBar({ label, placeholder, value, onSearch, children }: Props) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={placeholder}
            className={`${inputClass} border-slate-300`}
          />
        </label>
        <button
          type="submit"
          className="h-11 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('table.search')}
        </button>
      </form>
      {children}
    </div>
  );
}

/** A list's filter as a select whose first option means 'any'. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="w-48">
      <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} border-slate-300`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
