import { useRef } from 'react';
import { useVisitorPosition } from '../../../lib/useVisitorPosition.ts';
import { activitiesQuery, type ListingRequest } from '../api.ts';
import type { ListingFilters } from '../filters.ts';
import type { Commit } from '../hooks/useListingAddress.ts';
import { desktopPart } from '../../../components/desktopPart.tsx';
import { useResults } from '../hooks/useResults.ts';
import type { CategoryChoices } from './FilterPanel.tsx';
import { ResultsGrid } from './ResultsGrid.tsx';
import { PhoneFilterBar } from './PhoneFilterBar.tsx';

// The desktop's filter sidebar loads at once (the server renders it for every screen, CSS shows it from 1024 px); the
// phone's panel is PhoneFilterBar's.
const DesktopFilters = desktopPart(() => import('./DesktopFilters.tsx').then((m) => m.DesktopFilters));

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
  const position = useVisitorPosition();
  const results = useResults(activitiesQuery(request));
  const resultsRef = useRef<HTMLDivElement>(null);

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:px-8 lg:py-10">
      {/* In the page flow rather than sticky: the full panel is taller than a laptop screen, and a panel
          scrolling inside a sticky box hides half the filters. */}
      <aside className="hidden lg:block">
        <DesktopFilters applied={filters} commit={commit} categories={categories} />
      </aside>

      <div ref={resultsRef} className="min-w-0 scroll-mt-24">
        <PhoneFilterBar
          filters={filters}
          commit={commit}
          categories={categories}
          onApplied={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
        />
        <ResultsGrid results={results} position={position} />
      </div>
    </div>
  );
}
