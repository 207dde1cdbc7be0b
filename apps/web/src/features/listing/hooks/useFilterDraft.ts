import { useCallback, useState } from 'react';
import { filtersToSearchParams, type ListingFilters } from '../filters.ts';

/**
 * The filters being edited before they are applied. When the applied filters change from outside (Back, a new
 * search from the header, 'Clear all'), the draft follows them; this is done while rendering rather than in an
 * effect so the panel never shows one stale frame.
 *
 * When they change because this panel applied its own draft (`applying`), the draft stays as it is: the visitor may
 * have moved on meanwhile (a price slider's next step, taken while the step before was being applied), and following
 * the applied filters would undo that step.
 */
export function useFilterDraft(applied: ListingFilters) {
  const appliedKey = filtersToSearchParams(applied).toString();
  const [draft, setDraft] = useState(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  const [ownKey, setOwnKey] = useState<string | null>(null);
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    if (appliedKey === ownKey) setOwnKey(null);
    else setDraft(applied);
  }
  /** Marks `filters` as this panel's own, about to be applied. */
  const applying = useCallback((filters: ListingFilters) => setOwnKey(filtersToSearchParams(filters).toString()), []);
  return [draft, setDraft, applying] as const;
}
