import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASS_CARD_ACTIVITIES, PASS_HIGHLIGHTS_MAX, type BundleCard } from '@weekends/shared';
import { Price } from '../../../components/Price.tsx';
import { formatAed } from '../../../lib/format/index.ts';

/**
 * One pass on /weekend-passes: its cover, name and description, up to 3 of its
 * experiences (then a '+N more' tile), up to five highlights, 'Start from' with the undiscounted total struck
 * through, and Learn More to its page. `priority`: the first card's cover is the largest paint of the page, so it
 * is fetched at once.
 */
export function PassCard({ pass, priority = false }: { pass: BundleCard; priority?: boolean }) {
  const { t } = useTranslation('passes');
  const titleId = useId();
  const shown = pass.activities.slice(0, PASS_CARD_ACTIVITIES);
  const more = pass.activities.length - PASS_CARD_ACTIVITIES;
  const highlights = pass.highlights.slice(0, PASS_HIGHLIGHTS_MAX);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:flex-row"
    >
      <div className="relative aspect-[16/9] shrink-0 bg-slate-100 lg:aspect-auto lg:w-[38%]">
        {pass.coverImage ? (
          <img
            src={pass.coverImage}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={640}
            height={480}
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 bg-gradient-to-br from-brand-100 to-brand-300" aria-hidden="true" />
        )}
        <span className="absolute start-4 top-4 rounded-full bg-white/95 px-3 py-1 text-xs font-bold tracking-wide text-brand-800 shadow-sm">
          {t('card.experiences', { count: pass.itemCount })}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-5 p-5 sm:p-7">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {pass.name}
          </h2>
          <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{pass.description}</p>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-slate-800">{t('card.included')}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="pass-activities">
            {shown.map((activity) => (
              <li key={activity.id} className="min-w-0">
                {activity.image ? (
                  <img
                    src={activity.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={240}
                    height={160}
                    className="aspect-[3/2] w-full rounded-xl bg-slate-100 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="block aspect-[3/2] w-full rounded-xl bg-gradient-to-br from-brand-50 to-brand-100"
                  />
                )}
                <p className="mt-1.5 line-clamp-2 text-xs leading-snug font-semibold text-slate-800">
                  {activity.title}
                </p>
                {activity.price && <Price option={activity.price} showPercent={false} className="text-xs" />}
              </li>
            ))}
            {more > 0 && (
              <li
                className="flex aspect-[3/2] items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-800"
                data-testid="pass-more"
              >
                <span aria-hidden="true">{t('card.more', { count: more })}</span>
                <span className="sr-only">{t('card.moreLabel', { count: more })}</span>
              </li>
            )}
          </ul>
        </div>

        {highlights.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-800">{t('card.highlights')}</h3>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700" data-testid="pass-highlights">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <svg
                    viewBox="0 0 20 20"
                    width="16"
                    height="16"
                    className="mt-0.5 shrink-0 text-brand-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    aria-hidden="true"
                  >
                    <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-slate-100 pt-4">
          <p>
            <span className="block text-xs font-medium text-slate-500">{t('card.startFrom')}</span>
            <span className="inline-flex flex-wrap items-baseline gap-x-2">
              <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="pass-start-from">
                {formatAed(pass.startFrom)}
              </span>
              {pass.undiscountedTotal > pass.startFrom && (
                <s
                  className="text-sm text-slate-500 tabular-nums"
                  aria-label={t('card.was', { price: formatAed(pass.undiscountedTotal) })}
                >
                  {formatAed(pass.undiscountedTotal)}
                </s>
              )}
            </span>
          </p>
          <Link
            to={`/weekend-detail/${pass.slug}`}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('card.learnMore')}{' '}
            {/* Read out (and read by search engines) with the pass's name, so the link says where it goes. */}
            <span className="sr-only">{t('card.learnMoreAbout', { name: pass.name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
