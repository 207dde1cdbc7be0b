import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyReview } from '@weekends/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { useMyReviews } from '../api.ts';
import { EmptyState, LineIcon } from './EmptyState.tsx';
import { ICON_PATHS } from './icons.ts';

function ReviewCard({ review }: { review: MyReview }) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Stars rating={review.rating} size={18} />
        {review.isPublished && review.publishedAt ? (
          <span className="text-xs text-slate-500">
            {t('reviews.published', { date: formatDubaiDay(review.publishedAt) })}
          </span>
        ) : (
          <span className="inline-flex items-center gap-2 text-xs text-slate-500">
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 font-semibold text-amber-800 ring-1 ring-amber-200">
              {t('reviews.awaiting')}
            </span>
            {t('reviews.submitted', { date: formatDubaiDay(review.createdAt) })}
          </span>
        )}
      </div>
      {/* The customer's own words, in the language and direction they wrote them. */}
      <div dir="auto">
        <h3 className="mt-3 font-semibold text-slate-900">{review.title}</h3>
        <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">{review.content}</p>
      </div>
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-500">
        {t('reviews.onActivity')}{' '}
        <Link
          to={`/activity/${review.activity.slug}`}
          className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {review.activity.title}
        </Link>
      </p>
    </li>
  );
}

/** Reviews/Ratings: everything the customer wrote, with the ones still awaiting the provider's approval marked. */
export function ReviewsPanel() {
  const { t } = useTranslation('dashboard');
  const reviews = useMyReviews();

  if (reviews.isPending) {
    return (
      <ul className="space-y-4" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </ul>
    );
  }
  if (reviews.isError)
    return <LoadError title={t('reviews.loadError')} error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.length === 0) {
    return (
      <EmptyState
        icon={<LineIcon path={ICON_PATHS.star} />}
        title={t('reviews.emptyTitle')}
        body={t('reviews.emptyBody')}
        linkTo="/"
        linkLabel={t('reviews.explore')}
      />
    );
  }
  return (
    <ul className="space-y-4">
      {reviews.data.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </ul>
  );
}
