import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearchParams, filtersToSearchParams, type ListingFilters } from '../filters.ts';

export type Commit = (next: ListingFilters, options?: { replace?: boolean }) => void;

/**
 * The applied filters live in the address bar. `commit` writes them back: pushed for a deliberate apply (so Back
 * undoes it), replaced for small adjustments such as dragging the price slider (so Back does not replay each one).
 */
export function useListingAddress(): { filters: ListingFilters; commit: Commit } {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(search)), [search]);
  const commit = useCallback<Commit>(
    (next, options) =>
      setSearchParams(filtersToSearchParams(next), { replace: options?.replace ?? false, preventScrollReset: true }),
    [setSearchParams],
  );
  return { filters, commit };
}
