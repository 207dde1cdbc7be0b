import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@weekends/shared';
import { NotFoundPage } from '../../../app/LazyNotFoundPage.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { categoryQuery, isNotFound, type ListingRequest } from '../api.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import type { CategoryChoices } from '../components/FilterPanel.tsx';
import { ListingBanner } from '../components/ListingBanner.tsx';
import { ListingView } from '../components/ListingView.tsx';
import type { ListingFilters } from '../filters.ts';
import { useListingAddress } from '../hooks/useListingAddress.ts';

/** /category/{slug}. Keyed by slug, so moving to another category starts again from page 1 with no filters. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  return <CategoryListing key={slug} slug={slug} />;
}

/**
 * The category is the base of the listing. Its sub-categories are the category filter's choices, and picking
 * some narrows the listing to them; any other id in category[] (a stale or foreign link) is ignored.
 * The results load alongside the category itself (they need only the slug), so the page never waits twice.
 */
function CategoryListing({ slug }: { slug: string }) {
  const { t } = useTranslation('listing');
  const category = useQuery(categoryQuery(slug));
  const { filters: addressFilters, commit } = useListingAddress();
  usePageMeta(
    category.data ? (category.data.metaTitle ?? category.data.name) : undefined,
    category.data
      ? (category.data.metaDescription ?? t('meta.categoryDescription', { name: category.data.name }))
      : undefined,
  );

  if (category.isError && isNotFound(category.error)) return <NotFoundPage />;
  if (category.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadError
          title={t('results.error')}
          hint={t('results.errorHint')}
          error={category.error}
          onRetry={() => void category.refetch()}
        />
      </div>
    );
  }

  const filters = category.data ? withinCategory(addressFilters, category.data) : addressFilters;
  const request: ListingRequest = filters.category.length > 0 ? filters : { ...filters, categorySlug: slug };
  const choices: CategoryChoices | null = !category.data
    ? { status: 'pending', options: [] }
    : category.data.children.length > 0
      ? { status: 'success', options: category.data.children.map((c) => ({ id: c.id, name: c.name })) }
      : null;

  return (
    <>
      <CategoryBanner category={category.data} />
      <ListingView filters={filters} commit={commit} request={request} categories={choices} />
    </>
  );
}

function withinCategory(filters: ListingFilters, category: Category): ListingFilters {
  const childIds = new Set(category.children.map((c) => c.id));
  return { ...filters, category: filters.category.filter((id) => childIds.has(id)) };
}

function CategoryBanner({ category }: { category: Category | undefined }) {
  const { t } = useTranslation('listing');
  if (!category) {
    return (
      <ListingBanner
        title={<span className="inline-block h-9 w-56 animate-pulse rounded-lg bg-white/20 align-middle" />}
        tall
      >
        <div className="mb-3 h-5" />
      </ListingBanner>
    );
  }
  return (
    <ListingBanner title={category.name} image={category.headerImage ?? category.image} tall>
      <nav aria-label={t('breadcrumb')} className="mb-3 text-sm text-white/80">
        <Link
          to="/"
          className="rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
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
  );
}
