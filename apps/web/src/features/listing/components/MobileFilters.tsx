import { useTranslation } from 'react-i18next';
import { activeFilterCount, clearedFilters, type ListingFilters } from '../filters.ts';
import type { Commit } from '../hooks/useListingAddress.ts';
import { useFilterDraft } from '../hooks/useFilterDraft.ts';
import { FilterPanel, type CategoryChoices } from './FilterPanel.tsx';

/**
 * The phone and tablet panel: the visitor edits freely, then 'Apply Now' applies everything at once.
 * 'Clear all' applies at once, as it does on desktop, and leaves the panel open for a fresh choice.
 */
export function MobileFilters({
  applied,
  commit,
  categories,
  onApplied,
}: {
  applied: ListingFilters;
  commit: Commit;
  categories: CategoryChoices | null;
  onApplied: () => void;
}) {
  const { t } = useTranslation('listing');
  const [draft, setDraft] = useFilterDraft(applied);
  return (
    <form
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        commit(draft);
        onApplied();
      }}
    >
      <FilterPanel value={draft} onChange={setDraft} categories={categories} />
      <div className="mt-2 flex items-center justify-between gap-4 border-t border-slate-200 pt-5">
        <button
          type="button"
          disabled={activeFilterCount(draft) === 0 && activeFilterCount(applied) === 0}
          onClick={() => commit(clearedFilters(applied))}
          className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
        >
          {t('filters.clearAll')}
        </button>
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('filters.applyNow')}
        </button>
      </div>
    </form>
  );
}
