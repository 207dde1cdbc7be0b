import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@weekends/shared';
import { NotFoundPage } from '../../../app/NotFoundPage.tsx';
import { ActivityCardSkeleton } from '../../../components/ActivityCardSkeleton.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { categoryQuery, isNotFound, type ListingRequest } from '../api.ts';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { ListingBanner } from '../components/ListingBanner.tsx';
import { ListingView } from '../components/ListingView.tsx';
import { useListingAddress } from '../hooks/useListingAddress.ts';

/** /category/{slug}. Keyed by slug, so moving to another category starts again from page 1 with no filters. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  return <CategoryListing key={slug} slug={slug} />;
}

function CategoryListing({ slug }: { slug: string }) {
  const { t } = useTranslation('listing');
  const category = useQuery(categoryQuery(slug));
  usePageMeta(
    category.data ? (category.data.metaTitle ?? category.data.name) : undefined,
    category.data ? (category.data.metaDescription ?? t('meta.categoryDescription', { name: category.data.name })) : undefined,
  );

  if (category.isError && isNotFound(category.error)) return <NotFoundPage />;
  if (category.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorPanel title={t('results.error')} hint={t('results.errorHint')} onRetry={() => void category.refetch()} />
      </div>
    );
  }
  if (category.isPending) return <CategorySkeleton />;
  return <CategoryResults category={category.data} />;
}

/**
 * The category is the base of the listing. Its sub-categories are the category filter's choices, and picking
 * some narrows the listing to them; anything else in category[] (a stale or foreign link) is ignored.
 */
function CategoryResults({ category }: { category: Category }) {
  const { t } = useTranslation('listing');
  const { filters: addressFilters, commit } = useListingAddress();
  const childIds = new Set(category.children.map((c) => c.id));
  const filters = { ...addressFilters, category: addressFilters.category.filter((id) => childIds.has(id)) };
  const request: ListingRequest = filters.category.length > 0 ? filters : { ...filters, categorySlug: category.slug };
  const choices = category.children.length > 0 ? { status: 'success' as const, options: category.children.map((c) => ({ id: c.id, name: c.name })) } : null;

  return (
    <>
      <ListingBanner title={category.name} image={category.headerImage ?? category.image}>
        <nav aria-label={t('breadcrumb')} className="mb-3 text-sm text-white/80">
          <Link to="/" className="rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            {t('breadcrumbHome')}
          </Link>
          <span aria-hidden="true" className="mx-2">
            /
          </span>
          <span aria-current="page" className="text-white">
            {category.name}
          </span>
        </nav>
      </ListingBanner>
      <ListingView filters={filters} commit={commit} request={request} categories={choices} />
    </>
  );
}

function CategorySkeleton() {
  return (
    <div aria-busy="true">
      <div className="min-h-56 animate-pulse bg-slate-300 sm:min-h-72" />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:grid-cols-2 sm:px-6 lg:px-8 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <ActivityCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
