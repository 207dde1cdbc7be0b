import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BundleDetail } from '@weekends/shared';
import { Price } from '../../../components/Price.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { ExperienceDetailsDialog } from './ExperienceDetailsDialog.tsx';
import { placeOf } from '../lib/experiences.ts';

type PassItem = BundleDetail['items'][number];

/**
 * The pass's experiences, numbered ('Experience 1'), each with its photo, place, rating, first price and View Details.
 */
export function ExperienceList({ items }: { items: PassItem[] }) {
  const { t } = useTranslation('passes');
  const [shown, setShown] = useState<PassItem['activity'] | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <>
      <ol className="space-y-4">
        {items.map(({ activity }, index) => {
          const place = placeOf(activity.address, activity.city);
          return (
            <li
              key={activity.id}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row"
            >
              {activity.image ? (
                <img
                  src={activity.image}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={320}
                  height={213}
                  className="aspect-[3/2] w-full shrink-0 rounded-xl bg-slate-100 object-cover sm:w-48"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="aspect-[3/2] w-full shrink-0 rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 sm:w-48"
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {t('detail.experience', { position: index + 1 })}
                </p>
                <h3 className="mt-0.5 text-lg leading-snug font-bold text-slate-900">{activity.title}</h3>
                {place && <p className="mt-1 text-sm text-slate-600">{place}</p>}
                <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-600">
                  <Stars rating={activity.rating} />
                  <span>{t('detail.rating', { rating: activity.rating.toFixed(1) })}</span>
                </p>
                <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-3">
                  {activity.price ? (
                    <p className="text-sm text-slate-600">
                      <span className="block text-xs">{activity.price.description}</span>
                      <Price option={activity.price} className="text-base" />
                    </p>
                  ) : (
                    <span />
                  )}
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={t('detail.viewDetailsOf', { title: activity.title })}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setShown(activity);
                    }}
                    className="inline-flex min-h-10 items-center rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {t('detail.viewDetails')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {shown && <ExperienceDetailsDialog experience={shown} onClose={() => setShown(null)} returnFocusTo={opener} />}
    </>
  );
}
