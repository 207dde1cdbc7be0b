import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActivityCard } from '../../../components/ActivityCard.tsx';
import { ActivityCardSkeleton } from '../../../components/ActivityCardSkeleton.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { favoriteCardsQuery } from '../../../lib/favorites.ts';
import { EmptyState, LineIcon } from './EmptyState.tsx';
import { ICON_PATHS } from './icons.ts';

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/**
 * My Favorite: the saved experiences as the cards the customer knows; tapping a filled heart takes one off the list.
 */
export function FavoritesPanel() {
  const { t } = useTranslation('dashboard');
  const favorites = useQuery(favoriteCardsQuery);

  if (favorites.isPending) {
    return (
      <div className={GRID}>
        {[0, 1, 2].map((n) => (
          <ActivityCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  if (favorites.isError)
    return (
      <LoadError title={t('favorites.loadError')} error={favorites.error} onRetry={() => void favorites.refetch()} />
    );
  if (favorites.data.length === 0) {
    return (
      <EmptyState
        icon={<LineIcon path={ICON_PATHS.heart} />}
        title={t('favorites.emptyTitle')}
        body={t('favorites.emptyBody')}
        linkTo="/"
        linkLabel={t('favorites.explore')}
      />
    );
  }
  return (
    <ul className={GRID}>
      {favorites.data.map((activity) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} />
        </li>
      ))}
    </ul>
  );
}
