import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { City, LatLng } from '@weekends/shared';
import { HOME_TRENDING_COUNT, TRENDING_SECTION_SLUG } from '@weekends/shared/constants';
import { ActivityCard } from '../../../components/ActivityCard.tsx';
import { ActivityCardSkeleton } from '../../../components/ActivityCardSkeleton.tsx';
import { useTrending } from '../api.ts';
import { CardGrid } from './CardGrid.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { SectionHeader } from './SectionHeader.tsx';

/** The first six trending activities for the chosen city (or the server's default cities). */
export function TrendingBlock({
  city,
  cityId,
  onShowUae,
  position,
}: {
  city: City | null;
  cityId: number | null;
  onShowUae: () => void;
  position: LatLng | null;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const { data, isPending, isError, error, isFetching, refetch } = useTrending(cityId);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <SectionHeader
        id={headingId}
        title={city ? t('trending.titleIn', { city: city.name }) : t('trending.title')}
        subtitle={t('trending.subtitle')}
        link={{
          to: `/sections/${TRENDING_SECTION_SLUG}`,
          label: t('trending.seeAll'),
          ariaLabel: t('trending.seeAllLabel'),
        }}
      />
      {isPending ? (
        <CardGrid labelledBy={headingId} busy>
          {Array.from({ length: HOME_TRENDING_COUNT }, (_, i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </CardGrid>
      ) : isError ? (
        <LoadError title={t('trending.error')} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-slate-50 px-6 py-12 text-center text-slate-700">
          <p>{t('trending.empty', { city: city?.name ?? t('city.uae') })}</p>
          {city && (
            <button
              type="button"
              onClick={onShowUae}
              className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('trending.showUae')}
            </button>
          )}
        </div>
      ) : (
        <CardGrid labelledBy={headingId} busy={isFetching}>
          {data.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} position={position} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
