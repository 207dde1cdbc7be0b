import { lazy, Suspense, useRef, useState } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useTranslation } from 'react-i18next';
import { useVisitorPosition } from '../../../lib/useVisitorPosition.ts';
import { activitiesQuery, type ListingRequest } from '../api.ts';
import { activeFilterCount, type ListingFilters } from '../filters.ts';
import type { Commit } from '../hooks/useListingAddress.ts';
import { desktopPart } from '../../../components/desktopPart.tsx';
import { DESKTOP_QUERY } from '../../../lib/desktop.ts';
import { useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { useResults } from '../hooks/useResults.ts';
import type { CategoryChoices } from './FilterPanel.tsx';
import { ResultsGrid } from './ResultsGrid.tsx';
import { SortSelect } from './SortSelect.tsx';

// The filter panels (checkbox lists, the price slider) load when shown: the sidebar on a desktop at once (the server
// renders it for every screen, CSS shows it from 1024 px), the phone's panel when the visitor opens it, so a phone's
// first page does not download a panel it has not asked for.
const DesktopFilters = desktopPart(() => import('./DesktopFilters.tsx').then((m) => m.DesktopFilters));
const MobileFilters = lazy(() => import('./MobileFilters.tsx').then((m) => ({ default: m.MobileFilters })));

/**
 * Filters beside results: a sidebar from 1024 px, a 'Filters' panel above the results below that.
 * Both read and write the same address, so switching width keeps the choice.
 */
export function ListingView({
  filters,
  commit,
  request,
  categories,
}: {
  filters: ListingFilters;
  commit: Commit;
  request: ListingRequest;
  categories: CategoryChoices | null;
}) {
  const { t } = useTranslation('listing');
  const position = useVisitorPosition();
  const results = useResults(activitiesQuery(request));
  const [panelOpen, setPanelOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const active = activeFilterCount(filters);
  // Only to close the phone's panel when the screen widens: which parts show is CSS's choice, right before hydration.
  const desktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:px-8 lg:py-10">
      {/* In the page flow rather than sticky: the full panel is taller than a laptop screen, and a panel
          scrolling inside a sticky box hides half the filters. */}
      <aside className="hidden lg:block">
        <DesktopFilters applied={filters} commit={commit} categories={categories} />
      </aside>

      <div ref={resultsRef} className="min-w-0 scroll-mt-24">
        <Collapsible.Root open={panelOpen && !desktop} onOpenChange={setPanelOpen}>
          <div className="mb-6 flex items-center justify-between gap-3 lg:justify-end">
            <Collapsible.Trigger className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=open]:border-brand-700 data-[state=open]:text-brand-800 lg:hidden">
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
            </Collapsible.Trigger>
            <SortSelect value={filters.sort} onChange={(sort) => commit({ ...filters, sort })} />
          </div>
          <Collapsible.Content className="mb-6">
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
                  setPanelOpen(false);
                  resultsRef.current?.scrollIntoView({ block: 'start' });
                }}
              />
            </Suspense>
          </Collapsible.Content>
        </Collapsible.Root>
        <ResultsGrid results={results} position={position} />
      </div>
    </div>
  );
}
