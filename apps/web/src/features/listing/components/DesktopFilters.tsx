import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@weekends/shared';
import { activeFilterCount, clearedFilters, sameFilters, type ListingFilters } from '../filters.ts';
import type { Commit } from '../hooks/useListingAddress.ts';
import { useFilterDraft } from '../hooks/useFilterDraft.ts';
import { FilterPanel, type CategoryChoices } from './FilterPanel.tsx';

/** Only the price moved: a slider drag, which should not leave a trail of history entries. */
const onlyPriceChanged = (a: ListingFilters, b: ListingFilters) =>
  sameFilters({ ...a, minPrice: undefined, maxPrice: undefined }, { ...b, minPrice: undefined, maxPrice: undefined });

/** The desktop sidebar: changes apply by themselves once the visitor pauses for FILTER_DEBOUNCE_MS. */
export function DesktopFilters({
  applied,
  commit,
  categories,
}: {
  applied: ListingFilters;
  commit: Commit;
  categories: CategoryChoices | null;
}) {
  const { t } = useTranslation('listing');
  const [draft, setDraft, applying] = useFilterDraft(applied);

  useEffect(() => {
    if (sameFilters(draft, applied)) return;
    const timer = window.setTimeout(() => {
      applying(draft);
      commit(draft, { replace: onlyPriceChanged(draft, applied) });
    }, FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, applied, commit, applying]);

  return (
    <section aria-labelledby="filters-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-5 flex items-center justify-between">
        <h2 id="filters-heading" className="text-base font-bold text-slate-900">
          {t('filters.title')}
        </h2>
        {activeFilterCount(draft) > 0 && (
          <button
            type="button"
            onClick={() => commit(clearedFilters(applied))}
            className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('filters.clearAll')}
          </button>
        )}
      </div>
      <FilterPanel value={draft} onChange={setDraft} categories={categories} />
    </section>
  );
}
