import type { ReactNode } from 'react';
import { SearchForm } from './SearchForm.tsx';

export { FilterSelect } from './FilterSelect.tsx';

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
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchForm label={searchLabel} q={q} onSearch={onSearch} placeholder={placeholder} />
      {children}
      {action}
    </div>
  );
}
