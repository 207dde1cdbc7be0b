import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRENDING_SECTION_SLUG } from '@weekends/shared';
import { NotFoundPage } from '../../../app/LazyNotFoundPage.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useVisitorPosition } from '../../../lib/useVisitorPosition.ts';
import { flattenPages, homeSectionQuery, isNotFound, trendingQuery } from '../api.ts';
import { filtersFromSearchParams } from '../filters.ts';
import { useResults } from '../hooks/useResults.ts';
import { ListingBanner } from '../components/ListingBanner.tsx';
import { ResultsGrid, type ResultsState } from '../components/ResultsGrid.tsx';

/** /sections/{slug}: 'trending' pages through trending activities; any other slug is a named home section. */
export function SectionPage() {
  const { slug = '' } = useParams();
  return slug === TRENDING_SECTION_SLUG ? <TrendingSection /> : <HomeSectionView key={slug} slug={slug} />;
}

function SectionLayout({ title, subtitle, results }: { title: string; subtitle?: string; results: ResultsState }) {
  const { t } = useTranslation('listing');
  const position = useVisitorPosition();
  return (
    <>
      <ListingBanner title={title} subtitle={subtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        <ResultsGrid results={results} position={position} layout="full" emptyMessage={t('results.sectionEmpty')} />
      </div>
    </>
  );
}

/** Trending follows the home page's city choice when the link carries one (?city[]=1). */
function TrendingSection() {
  const { t } = useTranslation('listing');
  const [searchParams] = useSearchParams();
  const { city } = filtersFromSearchParams(searchParams);
  const results = useResults(trendingQuery(city));
  usePageMeta(t('section.trending'), t('meta.trendingDescription'));
  return <SectionLayout title={t('section.trending')} subtitle={t('section.trendingIntro')} results={results} />;
}

function HomeSectionView({ slug }: { slug: string }) {
  const { t } = useTranslation('listing');
  const section = useQuery(homeSectionQuery(slug));
  usePageMeta(section.data?.name, section.data ? t('meta.sectionDescription', { name: section.data.name }) : undefined);

  if (section.isError && isNotFound(section.error)) return <NotFoundPage />;
  const results: ResultsState = {
    // The API already puts featured activities first without repeats; flattening keeps that order.
    items: flattenPages(section.data ? [{ items: section.data.activities }] : undefined),
    status: section.status,
    error: section.error,
    hasMore: false,
    isFetchingNextPage: false,
    isRefreshing: false,
    isNextPageError: false,
    loadMore: () => undefined,
    retry: () => void section.refetch(),
  };
  return <SectionLayout title={section.data?.name ?? '\u00a0'} results={results} />;
}
