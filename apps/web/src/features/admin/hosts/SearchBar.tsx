import type { ComponentProps, ReactNode } from 'react';
import { FilterSelect as ListFilter } from '../components/FilterSelect.tsx';
import { SearchForm } from '../components/SearchForm.tsx';

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
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      <SearchForm label={label} q={value} onSearch={onSearch} placeholder={placeholder} />
      {children}
    </div>
  );
}

/** A list's filter as a select whose first option means 'any'; the Hosts and Corporates lists' are wider. */
export function FilterSelect(props: ComponentProps<typeof ListFilter>) {
  return <ListFilter width="w-48" {...props} />;
}
