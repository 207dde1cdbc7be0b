import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/form/TextField.tsx';

export const selectClass = `${inputClass} border-slate-300`;

interface Props {
  /** The search as the address holds it, and what the search box is for. */
  q: string | undefined;
  /** The search box's label, and an example of what it finds. */
  searchLabel: string;
  placeholder: string;
  onSearch: (q: string) => void;
  /** The list's own filters (status, kind), as labelled selects. */
  children?: ReactNode;
  /** An action beside the filters (an export). */
  action?: ReactNode;
}

/**
 * Above a back-office list: a search box (sent on submit, not per key, so the server is asked once) and the filters.
 */
export function ListToolbar({ q, searchLabel, placeholder, onSearch, children, action }: Props) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState(q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="mb-1.5 block text-sm font-medium text-slate-800">{searchLabel}</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={placeholder}
            className={selectClass}
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
      {action}
    </div>
  );
}

/** A labelled select of the toolbar. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="w-44">
      <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
