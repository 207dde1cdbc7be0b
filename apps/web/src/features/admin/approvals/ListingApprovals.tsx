import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PendingListing } from '@weekends/shared/approvals';
import { listingMissingArabic } from '@weekends/shared/listings';
import { LoadError } from '../../../components/LoadError.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { CatalogueText } from '../../../components/CatalogueText.tsx';
import { formatDubaiDayTime, isolate } from '../../../lib/format/index.ts';
import { ArabicBadge } from '../catalogue/parts.tsx';
import { listingRevisionQuery, pendingListingsQuery, useListingDecision } from '../api.ts';
import { DecisionBar } from './DecisionBar.tsx';
import { ListingComparison } from './ListingComparison.tsx';
import { BackToList, QueueEmpty, QueueSkeleton, SelectHint } from './QueueStates.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import type { Notice } from './notice.ts';
import { useSelection } from './useSelection.ts';

const submittedOn = (date: string) => formatDubaiDayTime(date);

function KindBadge({ kind }: { kind: PendingListing['kind'] }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${kind === 'new' ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-800'}`}
    >
      {t(`listings.kind.${kind}`)}
    </span>
  );
}

/** The chosen submission: who sent it, the comparison, and the decision. */
function ListingDetail({
  listing,
  onNotice,
  onDecided,
}: {
  listing: PendingListing;
  onNotice: (notice: Notice) => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation('admin');
  const query = useQuery(listingRevisionQuery(listing.id));
  const decide = useListingDecision();
  const [rejecting, setRejecting] = useState(false);

  const decided = (key: 'approved' | 'rejected') => {
    onNotice({ tone: 'success', text: t(`listings.${key}`, { title: isolate(listing.title) }) });
    onDecided();
  };
  // Awaited rather than given callbacks: the queue refreshes first, and this detail may be gone by then.
  const approve = async () => {
    try {
      await decide.mutateAsync({ id: listing.id, decision: { kind: 'approve' } });
      decided('approved');
    } catch (error) {
      onNotice({ tone: 'error', text: t('approvals.failed', { message: applyApiError(error) }) });
    }
  };

  return (
    <article aria-labelledby="listing-submission-title" className="space-y-5">
      <header className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <span className="flex flex-wrap items-center gap-2">
              <KindBadge kind={listing.kind} />
              {/* What of the submission the Arabic site would show in English, read from what the host sent. */}
              {query.data && <ArabicBadge count={listingMissingArabic(query.data.submitted).length} />}
            </span>
            <h2 id="listing-submission-title" className="mt-2 text-xl font-bold text-slate-900 sm:text-2xl">
              <CatalogueText text={listing.title} />
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {t('listings.byHost', { host: isolate(listing.host.businessName) })} ·{' '}
              {t('approvals.submitted', { date: submittedOn(listing.submittedAt) })}
            </p>
            {listing.activity.isActive && (
              <Link
                to={`/activity/${listing.activity.slug}`}
                target="_blank"
                className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
              >
                {t('listings.viewLive')}
              </Link>
            )}
          </div>
          <DecisionBar
            pending={decide.isPending}
            onApprove={() => void approve()}
            onReject={() => setRejecting(true)}
          />
        </div>
      </header>
      {query.isPending && <div aria-busy="true" className="h-96 animate-pulse rounded-2xl bg-white" />}
      {query.isError && (
        <LoadError title={t('listings.loadError')} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data && <ListingComparison detail={query.data} />}
      {rejecting && (
        <RejectDialog
          title={t('reject.titleListing')}
          description={t('reject.descriptionListing')}
          onClose={() => setRejecting(false)}
          onReject={async (reason) => {
            await decide.mutateAsync({ id: listing.id, decision: { kind: 'reject', reason } });
            setRejecting(false);
            decided('rejected');
          }}
        />
      )}
    </article>
  );
}

/** Listing submissions waiting, oldest first: new experiences and edits of live ones. */
export function ListingApprovals({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('admin');
  const query = useQuery(pendingListingsQuery);
  const [selectedId, select] = useSelection();

  if (query.isPending) return <QueueSkeleton />;
  if (query.isError)
    return <LoadError title={t('approvals.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data;
  if (list.length === 0) return <QueueEmpty title={t('listings.emptyTitle')} body={t('listings.emptyBody')} />;
  const selected = list.find((l) => l.id === selectedId) ?? null;

  return (
    // A chosen submission takes the whole width: the live and submitted versions need it side by side.
    <div className={`grid grid-cols-[minmax(0,1fr)] gap-6 ${selected ? '' : 'lg:grid-cols-[22rem_minmax(0,1fr)]'}`}>
      <ul aria-label={t('listings.listLabel')} className={`space-y-2 ${selected ? 'hidden' : ''}`}>
        {list.map((listing) => {
          const active = listing.id === selected?.id;
          return (
            <li key={listing.id}>
              <button
                type="button"
                onClick={() => select(listing.id)}
                aria-current={active ? 'true' : undefined}
                className={`flex w-full gap-3 rounded-xl border bg-white p-3 text-start transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  active
                    ? 'border-brand-600 shadow-[inset_3px_0_0_var(--color-brand-600)]'
                    : 'border-slate-200 hover:border-brand-300'
                }`}
              >
                {listing.image ? (
                  <img
                    src={listing.image}
                    alt=""
                    loading="lazy"
                    className="h-16 w-20 shrink-0 rounded-lg bg-slate-100 object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="h-16 w-20 shrink-0 rounded-lg bg-slate-100" />
                )}
                <span className="min-w-0">
                  <span className="line-clamp-2 font-semibold text-slate-900">
                    <CatalogueText text={listing.title} />
                  </span>
                  <bdi className="mt-0.5 block truncate text-sm text-slate-600">{listing.host.businessName}</bdi>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    <KindBadge kind={listing.kind} />
                    {submittedOn(listing.submittedAt)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="min-w-0">
        {selected ? (
          <>
            <BackToList always onBack={() => select(null)} />
            <ListingDetail key={selected.id} listing={selected} onNotice={onNotice} onDecided={() => select(null)} />
          </>
        ) : (
          <SelectHint />
        )}
      </div>
    </div>
  );
}
