import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminReview } from '@weekends/shared/reviews';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { CatalogueText } from '../../../components/CatalogueText.tsx';
import { formatDubaiDayTime, isolate } from '../../../lib/format/index.ts';
import { pendingReviewsQuery, useReviewDecision } from '../api.ts';
import { QueueEmpty, QueueSkeleton } from './QueueStates.tsx';
import type { Notice } from './notice.ts';

const reviewerName = (review: AdminReview) => `${review.customer.firstName} ${review.customer.lastName}`.trim();

/**
 * Customers' reviews waiting, oldest first (a review is public only once the provider approves it). A review
 * is short, so each is read whole in the list and published or deleted from there; deleting asks first, as it
 * cannot be undone.
 */
export function ReviewApprovals({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('admin');
  const query = useQuery(pendingReviewsQuery);
  const decide = useReviewDecision();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [deleteError, setDeleteError] = useState('');

  if (query.isPending) return <QueueSkeleton />;
  if (query.isError)
    return <LoadError title={t('approvals.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <QueueEmpty title={t('reviews.emptyTitle')} body={t('reviews.emptyBody')} />;

  const publish = async (review: AdminReview) => {
    try {
      await decide.mutateAsync({ id: review.id, kind: 'approve' });
      onNotice({
        tone: 'success',
        text: t('reviews.approved', { name: isolate(reviewerName(review)), activity: isolate(review.activity.title) }),
      });
    } catch (error) {
      onNotice({ tone: 'error', text: t('reviews.failed', { message: applyApiError(error) }) });
    }
  };
  const remove = async (review: AdminReview) => {
    setDeleteError('');
    try {
      await decide.mutateAsync({ id: review.id, kind: 'reject' });
      setDeleting(null);
      onNotice({ tone: 'success', text: t('reviews.rejected', { name: isolate(reviewerName(review)) }) });
    } catch (error) {
      setDeleteError(applyApiError(error));
    }
  };
  const busy = (review: AdminReview) => decide.isPending && decide.variables?.id === review.id;

  return (
    <>
      <ul aria-label={t('reviews.listLabel')} className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
        {query.data.map((review) => {
          const name = reviewerName(review);
          return (
            <li key={review.id}>
              <article
                aria-labelledby={`review-${review.id}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('reviews.reviewer')}</dt>
                  <dd className="min-w-0 text-slate-900">
                    <bdi className="font-semibold">{name}</bdi>{' '}
                    <span className="break-all text-slate-600">{review.customer.email}</span>
                  </dd>
                  <dt className="text-slate-500">{t('reviews.activity')}</dt>
                  <dd className="min-w-0">
                    <Link
                      to={`/activity/${review.activity.slug}`}
                      className="font-semibold text-brand-800 hover:underline"
                      target="_blank"
                      rel="noopener"
                    >
                      <CatalogueText text={review.activity.title} />
                    </Link>
                  </dd>
                  <dt className="text-slate-500">{t('reviews.rating')}</dt>
                  <dd>
                    <Stars rating={review.rating} />
                  </dd>
                  <dt className="text-slate-500">{t('reviews.written')}</dt>
                  <dd className="text-slate-700">
                    <time dateTime={review.createdAt}>{formatDubaiDayTime(review.createdAt)}</time>
                  </dd>
                </dl>
                <h3 id={`review-${review.id}`} dir="auto" className="mt-4 font-semibold break-words text-slate-900">
                  {review.title}
                </h3>
                <p dir="auto" className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
                  {review.content}
                </p>
                <div role="group" aria-label={t('reviews.decision')} className="mt-auto flex flex-wrap gap-3 pt-5">
                  <button
                    type="button"
                    onClick={() => void publish(review)}
                    disabled={decide.isPending}
                    aria-busy={busy(review) || undefined}
                    aria-label={t('reviews.approveLabel', { name: isolate(name) })}
                    className="inline-flex h-11 min-w-32 flex-1 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70 sm:flex-none"
                  >
                    {busy(review) && decide.variables?.kind === 'approve'
                      ? t('form.wait', { ns: 'common' })
                      : t('reviews.approve')}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      setDeleteError('');
                      setDeleting(review);
                    }}
                    disabled={decide.isPending}
                    aria-label={t('reviews.rejectLabel', { name: isolate(name) })}
                    className="inline-flex h-11 min-w-32 flex-1 items-center justify-center rounded-full border border-red-300 bg-white px-6 text-sm font-semibold text-red-700 transition hover:border-red-500 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none"
                  >
                    {t('reviews.reject')}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {deleting && (
        <ConfirmDeleteDialog
          title={t('reviews.rejectTitle')}
          description={t('reviews.rejectDescription', {
            name: isolate(reviewerName(deleting)),
            activity: isolate(deleting.activity.title),
          })}
          cancelLabel={t('reviews.rejectCancel')}
          confirmLabel={t('reviews.rejectConfirm')}
          pending={decide.isPending}
          error={deleteError}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
