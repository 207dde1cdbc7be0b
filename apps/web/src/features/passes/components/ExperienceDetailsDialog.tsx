import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BundleDetail } from '@weekends/shared';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Price } from '../../../components/Price.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { useActivityDetail } from '../api.ts';
import { placeOf } from '../lib/experiences.ts';

type PassActivity = BundleDetail['items'][number]['activity'];

/**
 * View Details: a quick look at one experience of the pass without leaving it: photos, rating, description, what is
 * included, the price options and where it is, from the activity's own page data (GET /api/activities/:slug),
 * with a link to its full page.
 */
export function ExperienceDetailsDialog({
  experience,
  onClose,
  returnFocusTo,
}: {
  experience: PassActivity;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('passes');
  const detail = useActivityDetail(experience.slug);
  const place = placeOf(experience.address, experience.city);
  const activity = detail.data;
  const images = activity?.images.length ? activity.images : experience.image ? [experience.image] : [];
  const options = activity?.priceOptions ?? experience.priceOptions;

  return (
    <DialogFrame
      title={experience.title}
      description={place || t('detail.modalDescription')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      width="max-w-2xl"
    >
      <div className="mt-5 space-y-6">
        {images.length > 0 && (
          <ul
            className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2"
            aria-label={t('detail.photos', { title: experience.title })}
          >
            {images.slice(0, 6).map((image, index) => (
              <li key={image} className="w-[85%] shrink-0 snap-start sm:w-[70%]">
                <img
                  src={image}
                  alt={t('detail.photo', {
                    title: experience.title,
                    index: index + 1,
                    count: Math.min(images.length, 6),
                  })}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover"
                />
              </li>
            ))}
          </ul>
        )}

        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Stars rating={experience.rating} />
          <span>{t('detail.rating', { rating: experience.rating.toFixed(1) })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('detail.reviews', { count: experience.reviewsCount })}</span>
        </p>

        {detail.isPending && (
          <p role="status" className="text-sm text-slate-500">
            {t('detail.loadingDetails')}
          </p>
        )}
        {detail.isError && (
          <LoadError title={t('detail.detailsError')} error={detail.error} onRetry={() => void detail.refetch()} />
        )}

        {activity && (
          <>
            <section>
              <h3 className="text-base font-bold text-slate-900">{t('detail.description')}</h3>
              <div className="mt-2 space-y-3 text-sm leading-6 text-slate-700">
                {activity.description
                  .split(/\n\s*\n/)
                  .filter((paragraph) => paragraph.trim())
                  .map((paragraph, index) => (
                    <p key={index}>{paragraph.trim()}</p>
                  ))}
              </div>
            </section>
            {activity.included.length > 0 && (
              <section>
                <h3 className="text-base font-bold text-slate-900">{t('detail.included')}</h3>
                <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
                  {activity.included.map((entry, index) => (
                    <li key={index}>{entry}</li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}

        <section>
          <h3 className="text-base font-bold text-slate-900">{t('detail.prices')}</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {options.map((option) => (
              <li key={option.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
                <span className="text-slate-700">{option.description}</span>
                <Price option={option} />
              </li>
            ))}
          </ul>
        </section>

        {place && (
          <section>
            <h3 className="text-base font-bold text-slate-900">{t('detail.where')}</h3>
            <p className="mt-1 text-sm text-slate-700">{place}</p>
          </section>
        )}

        <Link
          to={`/activity/${experience.slug}`}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('detail.fullPage')}
        </Link>
      </div>
    </DialogFrame>
  );
}
