import './cardI18n.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { wordsOf } from '../lib/i18n.ts';
import {
  distanceKm,
  hasDiscount,
  percentOff,
  type ActivityCard as ActivityCardData,
  type LatLng,
} from '@weekends/shared';
import { Stars } from './Stars.tsx';
import { Price } from './Price.tsx';
import { ShareButtons } from './ShareButtons.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { PlacesLeft } from './booking/PlacesLeft.tsx';

/*
 * The 'Last 3 Left' label shows the real number of places, and only when 5 or fewer are left, so it never cries
 * scarcity that is not there: the card's placesLeft is null otherwise.
 */

/**
 * One activity in a grid: the whole card opens the activity, while the heart and share buttons sit above
 * the link (a stretched ::after on the title) so they never trigger it and no interactive element is nested
 * inside another.
 */
/**
 * `priority`: the card's picture is likely the largest paint of the page (the first result on a phone), so it is
 * fetched at once and ahead of other images rather than lazily.
 */
export function ActivityCard({
  activity,
  position,
  priority = false,
}: {
  activity: ActivityCardData;
  position?: LatLng | null;
  priority?: boolean;
}) {
  const t = wordsOf('card');
  const titleId = useId();
  const href = `/activity/${activity.slug}`;
  const discounted = activity.price !== null && hasDiscount(activity.price);
  const distance =
    position && activity.latitude !== null && activity.longitude !== null
      ? distanceKm(position, { latitude: activity.latitude, longitude: activity.longitude })
      : null;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg has-[h3_a:focus-visible]:ring-2 has-[h3_a:focus-visible]:ring-brand-600 has-[h3_a:focus-visible]:ring-offset-2">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        {activity.image ? (
          <img
            src={activity.image}
            alt={activity.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={600}
            height={400}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-sm text-brand-800">
            {t('noImage')}
          </div>
        )}
        {discounted && activity.price && (
          <span className="absolute start-3 top-3 rounded-full bg-rose-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm">
            {t('percentOff', { percent: percentOff(activity.price) })}
          </span>
        )}
        {activity.soldOut ? (
          <span className="absolute start-3 bottom-3 rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold text-white">
            {t('soldOut')}
          </span>
        ) : (
          activity.placesLeft !== null && (
            <PlacesLeft count={activity.placesLeft} className="absolute start-3 bottom-3 shadow-sm" />
          )
        )}
        <FavoriteButton activityId={activity.id} describedBy={titleId} className="absolute end-2.5 top-2.5 z-10" />
      </div>

      <div className="flex flex-1 flex-col p-4">
        <div className="flex h-5 items-center gap-2 text-xs text-slate-500">
          {activity.isOnline && (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-[0.6875rem] leading-none font-bold tracking-wider text-brand-800 ring-1 ring-brand-100">
              {t('online')}
            </span>
          )}
          {activity.city && (
            <span className="inline-flex min-w-0 items-center gap-1">
              <svg
                viewBox="0 0 20 20"
                width="12"
                height="12"
                fill="currentColor"
                aria-hidden="true"
                className="shrink-0"
              >
                <path d="M10 1.5a6 6 0 00-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 00-6-6zm0 8.2a2.2 2.2 0 110-4.4 2.2 2.2 0 010 4.4z" />
              </svg>
              <span className="truncate">{activity.city.name}</span>
              {distance !== null && <span className="shrink-0">· {t('distance', { km: distance.toFixed(1) })}</span>}
            </span>
          )}
        </div>

        <h3
          id={titleId}
          className="mt-2 line-clamp-2 min-h-[2.75rem] text-base leading-snug font-semibold text-slate-900"
        >
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {activity.title}
          </Link>
        </h3>

        <div className="mt-2 mb-3 flex h-5 items-center gap-1.5 text-xs text-slate-500">
          <Stars rating={activity.rating} size={14} />
          <span>{activity.reviewsCount > 0 ? t('reviews', { count: activity.reviewsCount }) : t('noReviews')}</span>
        </div>

        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <div className="min-w-0 text-base">
            {activity.price ? (
              <Price option={activity.price} showPercent={false} />
            ) : (
              <span className="text-sm text-slate-500">
                {activity.submitRequest ? t('submitInterest') : t('priceOnRequest')}
              </span>
            )}
          </div>
          <ShareButtons path={href} title={activity.title} size="sm" className="relative z-10 shrink-0" />
        </div>
      </div>
    </article>
  );
}
