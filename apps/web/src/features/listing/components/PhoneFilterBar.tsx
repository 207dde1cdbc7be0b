import { Suspense, useId, useState } from 'react';
import { lazy } from '../../../lib/lazy.ts';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, type ListingFilters } from '../filters.ts';
import type { Commit } from '../hooks/useListingAddress.ts';
import { DESKTOP_QUERY } from '../../../lib/desktop.ts';
import { useMediaQuery } from '../../../lib/useMediaQuery.ts';
import type { CategoryChoices } from './FilterPanel.tsx';
import { SortSelect } from './SortSelect.tsx';

// The phone's panel (checkbox lists, the price slider) loads when the visitor opens it, so a phone's first page does
// not download a panel it has not asked for.
const MobileFilters = lazy(() => import('./MobileFilters.tsx').then((m) => ({ default: m.MobileFilters })));

/**
 * Below 1024 px: the 'Filters' button, the sort, and the panel the button opens above the results. Its open state is
 * its own, so opening it renders this bar alone, not the page's cards (the first tap's time to the next frame).
 *
 * A disclosure (a button with aria-expanded and aria-controls, the panel drawn only while open) rather than Radix's
 * Collapsible: that and the Radix internals it brings were 5 KB of the listing's first page for what two attributes
 * say.
 */
export function PhoneFilterBar({
  filters,
  commit,
  categories,
  onApplied,
}: {
  filters: ListingFilters;
  commit: Commit;
  categories: CategoryChoices | null;
  /** After the panel applied its choice and closed: the page brings the results into view. */
  onApplied: () => void;
}) {
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  // Only to close the panel when the screen widens: which parts show is CSS's choice, right before hydration.
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const panelId = useId();
  const expanded = open && !desktop;

  return (
    <div>
      <div className="mb-6 flex items-center justify-between gap-3 lg:justify-end">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setOpen(!expanded)}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-expanded:border-brand-700 aria-expanded:text-brand-800 lg:hidden"
        >
          <svg
            viewBox="0 0 20 20"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path strokeLinecap="round" d="M3 5h14M6 10h8M8.5 15h3" />
          </svg>
          {t('filters.open')}
          {active > 0 && (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs text-white">
              <span aria-hidden="true">{active}</span>
              <span className="sr-only">{t('filters.activeCount', { count: active })}</span>
            </span>
          )}
        </button>
        <SortSelect value={filters.sort} onChange={(sort) => commit({ ...filters, sort })} />
      </div>
      <div id={panelId} hidden={!expanded} className="mb-6">
        {expanded && (
          <Suspense
            fallback={
              <div aria-busy="true" className="h-96 animate-pulse rounded-2xl border border-slate-200 bg-white" />
            }
          >
            <MobileFilters
              applied={filters}
              commit={commit}
              categories={categories}
              onApplied={() => {
                setOpen(false);
                onApplied();
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
