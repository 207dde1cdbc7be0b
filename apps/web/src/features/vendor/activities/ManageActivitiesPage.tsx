import '../i18n.ts';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listingFilterSchema, type HostListingCard, type ListingFilter } from '@weekends/shared/listings';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ActivitiesNav } from './ActivitiesNav.tsx';
import { ListingCard } from './ListingCard.tsx';
import { useHostListings, useUnpublishListing } from './api.ts';

const FILTERS = listingFilterSchema.options;
const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

/**
 * Manage Activities: the host's listings filtered by All, Active, In-Active or Sold Out, each a
 * card with Edit, Availability and Unpublish. The filter is in the address, so a reload keeps it.
 */
export function ManageActivitiesPage() {
  const { t } = useTranslation('vendor');
  const [params, setParams] = useSearchParams();
  const parsed = listingFilterSchema.safeParse(params.get('filter'));
  const filter: ListingFilter = parsed.success ? parsed.data : 'all';
  const listings = useHostListings(filter);
  const unpublish = useUnpublishListing();
  const [confirming, setConfirming] = useState<HostListingCard | null>(null);
  const [unpublishError, setUnpublishError] = useState('');
  const [notice, setNotice] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const canManage = listings.data?.canManageActivities ?? false;

  const choose = (next: ListingFilter) => {
    setNotice('');
    setParams(next === 'all' ? {} : { filter: next }, { replace: true });
  };

  const confirm = () => {
    if (!confirming) return;
    setUnpublishError('');
    unpublish.mutate(confirming.id, {
      onSuccess: () => {
        setNotice(t('activities.list.unpublished', { title: confirming.title }));
        setConfirming(null);
      },
      onError: (error) => setUnpublishError(applyApiError(error)),
    });
  };

  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t('activities.nav.manage')}</h2>
      <ActivitiesNav canAdd={canManage} />

      <div role="group" aria-label={t('activities.list.filterLabel')} className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => choose(option)}
            className={`inline-flex min-h-10 items-center rounded-lg border px-4 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              filter === option
                ? 'border-brand-700 bg-brand-50 text-brand-900'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800'
            }`}
          >
            {t(`activities.list.filters.${option}`)}
          </button>
        ))}
      </div>

      {notice && <FormAlert tone="success">{notice}</FormAlert>}

      {listings.isPending ? (
        <ul className={GRID} aria-busy="true" aria-label={t('activities.list.loading')}>
          {[0, 1, 2].map((n) => (
            <li key={n} className="h-96 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
          ))}
        </ul>
      ) : listings.isError ? (
        <LoadError
          title={t('activities.list.loadError')}
          error={listings.error}
          onRetry={() => void listings.refetch()}
        />
      ) : listings.data.items.length === 0 ? (
        <Empty filter={filter} canAdd={canManage} />
      ) : (
        <ul className={GRID}>
          {listings.data.items.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                canManage={canManage}
                onUnpublish={(chosen, button) => {
                  opener.current = button;
                  setUnpublishError('');
                  setConfirming(chosen);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {confirming && (
        <ConfirmDeleteDialog
          title={t('activities.unpublish.title')}
          description={t('activities.unpublish.description', { title: confirming.title })}
          cancelLabel={t('activities.unpublish.cancel')}
          confirmLabel={t('activities.unpublish.confirm')}
          pending={unpublish.isPending}
          error={unpublishError}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
          returnFocusTo={opener}
        />
      )}
    </div>
  );
}

/** Nothing under this filter: what would show here, and the way to add a listing when the host may. */
function Empty({ filter, canAdd }: { filter: ListingFilter; canAdd: boolean }) {
  const { t } = useTranslation('vendor');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{t(`activities.list.empty.${filter}`)}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t(`activities.list.emptyHint.${filter}`)}</p>
      {canAdd && filter === 'all' && (
        <Link
          to="/vendor/dashboard/activities/new"
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('activities.nav.add')}
        </Link>
      )}
    </div>
  );
}
