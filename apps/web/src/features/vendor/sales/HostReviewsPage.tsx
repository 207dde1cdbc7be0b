import '../i18n.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HostReviews } from '@weekends/shared';
import { LoadError } from '../../../components/LoadError.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { formatAgo, formatDubaiDay } from '../../../lib/format/index.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useHostReviews } from './api.ts';

type Review = HostReviews['items'][number];

function ReviewCard({ review }: { review: Review }) {
  const { t, i18n } = useTranslation('vendor');
  const { activity } = review;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="font-semibold text-slate-900">
            <bdi>{review.customerName}</bdi>
          </p>
          <time
            dateTime={review.publishedAt}
            title={formatDubaiDay(review.publishedAt)}
            className="text-xs text-slate-500"
          >
            {formatAgo(review.publishedAt, { language: i18n.language })}
          </time>
        </div>
        <Stars rating={review.rating} size={18} className="mt-2" />
        {/* The reviewer's own words, in the direction they wrote them. */}
        <p dir="auto" className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">
          {review.content}
        </p>
      </div>
      <Link
        to={`/activity/${activity.slug}`}
        className="group flex shrink-0 items-center gap-3 rounded-xl border border-slate-100 bg-slate-50 p-2 pe-4 sm:w-64 sm:self-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span className="relative h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-brand-100">
          {activity.image && (
            <img
              src={activity.image}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover"
            />
          )}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block text-xs text-slate-500">{t('sales.reviews.on')}</span>
          <span className="line-clamp-2 font-semibold text-brand-800 group-hover:underline">{activity.title}</span>
        </span>
      </Link>
    </li>
  );
}

/** Reviews/Ratings: "Host's Reviews (count)", the published reviews of the host's activities, newest first. */
export function HostReviewsPage() {
  const { t } = useTranslation('vendor');
  usePageMeta(t('sales.reviews.title'));
  const reviews = useHostReviews();

  let body;
  if (reviews.isPending) {
    body = (
      <ul aria-hidden="true" className="space-y-4">
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-36 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </ul>
    );
  } else if (reviews.isError) {
    body = (
      <LoadError title={t('sales.reviews.loadError')} error={reviews.error} onRetry={() => void reviews.refetch()} />
    );
  } else if (reviews.data.items.length === 0) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('sales.reviews.emptyTitle')}</p>
        <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">{t('sales.reviews.emptyBody')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {reviews.data.items.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">
        {reviews.data ? t('sales.reviews.heading', { count: reviews.data.count }) : t('sales.reviews.title')}
      </h2>
      {body}
    </div>
  );
}
