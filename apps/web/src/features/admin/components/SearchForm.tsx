import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/form/TextField.tsx';

const searchButton =
  'h-11 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface Props {
  /** The search box's label. */
  label: string;
  /** The search as the address holds it: the box starts with it. */
  q: string | undefined;
  onSearch: (q: string) => void;
  /** An example of what the search finds. */
  placeholder?: string;
  /** The button's look, where the page's other buttons have another. */
  buttonClass?: string;
}

/**
 * A back-office list's search box: sent on submit, not per key, so the server is asked once a search.
 */
export function SearchForm({ label, q, onSearch, placeholder, buttonClass = searchButton }: Props) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState(q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-[1_1_18rem] items-end gap-2">
      <label className="min-w-0 flex-1">
        <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={placeholder}
          className={`${inputClass} border-slate-300`}
        />
      </label>
      <button type="submit" className={buttonClass}>
        {t('table.search')}
      </button>
    </form>
  );
}
