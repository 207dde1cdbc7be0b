import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import { useCategories, withoutWeekendPass } from '../../../lib/catalog-lookups.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { categoryTreeOptions } from '../category-options.ts';
import { ListingBanner } from '../components/ListingBanner.tsx';
import { SearchHeading } from '../components/SearchHeading.tsx';
import { ListingView } from '../components/ListingView.tsx';
import { useListingAddress } from '../hooks/useListingAddress.ts';

/** /search: the keyword from the top bar and every filter, all read from the address. */
export function SearchPage() {
  const { t } = useTranslation('listing');
  const { filters, commit } = useListingAddress();
  const categories = useCategories();
  usePageMeta(
    filters.keyword ? t('meta.searchKeywordTitle', { keyword: filters.keyword }) : t('meta.searchTitle'),
    t('meta.searchDescription'),
  );

  return (
    <>
      <ListingBanner title={filters.keyword ? <SearchHeading keyword={filters.keyword} /> : t('searchHeading')} />
      <ListingView
        filters={filters}
        commit={commit}
        request={filters}
        categories={{ status: categories.status, options: categoryTreeOptions(withoutWeekendPass(categories.data)) }}
      />
    </>
  );
}
