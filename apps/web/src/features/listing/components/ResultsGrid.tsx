import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityCard as ActivityCardData, LatLng } from '@weekends/shared';
import { ActivityCard } from '../../../components/ActivityCard.tsx';
import { ActivityCardSkeleton } from '../../../components/ActivityCardSkeleton.tsx';
import { listingMessage } from '../listing-messages.ts';
import { LoadError } from '../../../components/LoadError.tsx';

// Beside the filter sidebar three columns fit only from 1280 px; a full-width page fits them from 1024 px.
const GRIDS = {
  sidebar: 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3',
  full: 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
};
const FIRST_LOAD_SKELETONS = 6;
const NEXT_PAGE_SKELETONS = 3;

export interface ResultsState {
  items: ActivityCardData[];
  status: 'pending' | 'error' | 'success';
  /** What the first page threw, null while it has not failed. */
  error: unknown;
  hasMore: boolean;
  isFetchingNextPage: boolean;
  /** Older results stay on screen, dimmed, while a changed filter loads. */
  isRefreshing: boolean;
  isNextPageError: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The cards of a listing with its loading, error, 'Load More' and closing-message states. */
export function ResultsGrid({
  results,
  position,
  emptyMessage,
  layout = 'sidebar',
}: {
  results: ResultsState;
  position: LatLng | null;
  emptyMessage?: string;
  layout?: keyof typeof GRIDS;
}) {
  const { t } = useTranslation('listing');
  const headingId = useId();
  const GRID = GRIDS[layout];
  const { items, status } = results;

  if (status === 'pending') {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('results.loading')}
        </p>
        <div className={GRID}>
          {Array.from({ length: FIRST_LOAD_SKELETONS }, (_, i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (status === 'error' && items.length === 0) {
    return (
      <LoadError
        title={t('results.error')}
        hint={t('results.errorHint')}
        error={results.error}
        onRetry={results.retry}
      />
    );
  }

  const message = listingMessage({
    loaded: status === 'success' && !results.isRefreshing,
    itemCount: items.length,
    hasMore: results.hasMore,
  });

  return (
    <div>
      <p className="sr-only" role="status">
        {status === 'success' && !results.isRefreshing
          ? t('results.count', { count: items.length })
          : t('results.loading')}
      </p>
      {/* The cards' titles are third-level headings, as on the home page; this one sits between them and the h1. */}
      <h2 id={headingId} className="sr-only">
        {t('results.label')}
      </h2>
      {items.length > 0 && (
        <ul
          aria-labelledby={headingId}
          aria-busy={results.isRefreshing}
          className={`${GRID} transition-opacity ${results.isRefreshing ? 'opacity-50' : ''}`}
        >
          {items.map((activity, index) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} position={position} priority={index === 0} />
            </li>
          ))}
          {results.isFetchingNextPage &&
            Array.from({ length: NEXT_PAGE_SKELETONS }, (_, i) => (
              <li key={`more-${i}`}>
                <ActivityCardSkeleton />
              </li>
            ))}
        </ul>
      )}

      {message === 'noResults' && (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <p className="text-lg font-semibold text-slate-900">{emptyMessage ?? t('results.noResults')}</p>
          {!emptyMessage && <p className="mt-2 text-sm text-slate-500">{t('results.noResultsHint')}</p>}
        </div>
      )}
      {message === 'keepRevisiting' && (
        <p className="mt-10 text-center text-sm text-slate-500">{t('results.keepRevisiting')}</p>
      )}

      {results.isNextPageError && !results.isFetchingNextPage && (
        <p className="mt-8 text-center text-sm text-slate-600" role="alert">
          {t('results.loadMoreError')}
        </p>
      )}
      {results.hasMore && !results.isRefreshing && (
        <div className="mt-10 flex justify-center">
          <button
            type="button"
            onClick={results.loadMore}
            disabled={results.isFetchingNextPage}
            className="inline-flex min-w-44 items-center justify-center rounded-full border-2 border-brand-700 px-8 py-2.5 text-sm font-semibold text-brand-700 transition hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-60 disabled:hover:bg-transparent disabled:hover:text-brand-700"
          >
            {results.isFetchingNextPage
              ? t('results.loadingMore')
              : results.isNextPageError
                ? t('results.retry')
                : t('results.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
