import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { FavoriteButton } from '../../../components/FavoriteButton.tsx';
import { ShareButtons } from '../../../components/ShareButtons.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { MapPinIcon } from './icons.tsx';

/** Breadcrumb, title and the facts a visitor checks first: where, online or not, how others rated it; then sharing. */
export function ActivityHeader({
  activity,
  onAddReview,
}: {
  activity: ActivityDetail;
  onAddReview: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation('activity');
  const category = activity.categories[0];
  const city = activity.address?.city.name ?? activity.city?.name;

  return (
    <header>
      <nav aria-label={t('breadcrumb.label')}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
          <li>
            <Link
              to="/"
              className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('breadcrumb.home')}
            </Link>
          </li>
          {category && (
            <li className="flex items-center gap-2">
              <span aria-hidden="true">/</span>
              <Link
                to={`/category/${category.slug}`}
                className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {category.name}
              </Link>
            </li>
          )}
          {/* On a phone the h1 right below already names the page, so the last crumb gives way. */}
          <li className="hidden min-w-0 items-center gap-2 sm:flex">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="truncate text-slate-700">
              {activity.title}
            </span>
          </li>
        </ol>
      </nav>

      {activity.isOnline && (
        <span className="mt-4 inline-flex items-center rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold tracking-wider text-white">
          {t('online')}
        </span>
      )}
      <h1
        className={`${activity.isOnline ? 'mt-2' : 'mt-4'} max-w-4xl text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl lg:text-4xl`}
      >
        {activity.title}
      </h1>

      <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
        {city && (
          <span className="inline-flex items-center gap-1.5">
            <MapPinIcon size={16} className="text-brand-700" />
            {city}
          </span>
        )}
        <span className="inline-flex items-center gap-2">
          <Stars rating={activity.rating} />
          <span>{t('reviewCount', { count: activity.reviewsCount })}</span>
        </span>
        <a
          href="#reviews"
          onClick={onAddReview}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('addReview')}
        </a>
        <div className="ms-auto flex items-center gap-2">
          <FavoriteButton activityId={activity.id} variant="page" />
          <span className="h-6 w-px bg-slate-200" aria-hidden="true" />
          <ShareButtons path={`/activity/${activity.slug}`} title={activity.title} />
        </div>
      </div>
    </header>
  );
}
