import { useState } from 'react';
import { filtersToSearchParams, type ListingFilters } from '../filters.ts';

/**
 * The filters being edited before they are applied. When the applied filters change from outside (Back, a new
 * search from the header, 'Clear all'), the draft follows them; this is done while rendering rather than in an
 * effect so the panel never shows one stale frame.
 */
export function useFilterDraft(applied: ListingFilters) {
  const appliedKey = filtersToSearchParams(applied).toString();
  const [draft, setDraft] = useState(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }
  return [draft, setDraft] as const;
}
