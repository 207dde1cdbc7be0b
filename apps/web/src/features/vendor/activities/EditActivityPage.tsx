import '../i18n.ts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { ActivitiesNav } from './ActivitiesNav.tsx';
import { useHostListing, useHostListings } from './api.ts';
import { ActivityForm } from './form/ActivityForm.tsx';
import { absentArabic, fromListing } from './form/formValues.ts';

/**
 * The title the heading names: the form edits both languages side by side, and the heading is in the page's, so an
 * Arabic page names the Arabic title (the English one while it has none).
 */
function headingTitle(listing: { title: string; titleAr?: string | null }, language: string): string {
  const arabic = listing.titleAr?.trim();
  return language.startsWith('ar') && arabic ? arabic : listing.title;
}

/**
 * Edit an activity: the same form as Add New Activity, filled with the listing (or with the edit already waiting for
 * approval, which a new submission replaces). The live listing stays as it is until the provider approves.
 */
export function EditActivityPage() {
  const { t, i18n } = useTranslation('vendor');
  const id = Number(useParams().id);
  const listings = useHostListings('all');
  const listing = useHostListing(id);
  const initial = useMemo(() => (listing.data ? fromListing(listing.data.listing) : null), [listing.data]);
  const canManage = listings.data?.canManageActivities ?? false;

  let body;
  if (listing.isPending || listings.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t('activities.form.loading')}
      </p>
    );
  } else if (listing.isError && listing.error instanceof ApiRequestError && listing.error.status === 404) {
    body = (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('activities.form.notFound')}</p>
        <Link
          to="/vendor/dashboard/activities"
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('activities.form.backToList')}
        </Link>
      </div>
    );
  } else if (listing.isError || listings.isError) {
    body = (
      <LoadError
        title={t('activities.form.loadError')}
        error={listing.error ?? listings.error}
        onRetry={() => {
          void listing.refetch();
          void listings.refetch();
        }}
      />
    );
  } else if (!canManage) {
    body = <FormAlert tone="info">{t('activities.form.notAllowed')}</FormAlert>;
  } else {
    body = (
      <>
        {listing.data.pendingRevision && (
          <FormAlert tone="info">
            {listing.data.pendingRevision === 'edit'
              ? t('activities.form.editWaiting')
              : t('activities.form.newWaiting')}
          </FormAlert>
        )}
        {initial && listing.data && (
          <ActivityForm key={id} initial={initial} listingId={id} absentArabic={absentArabic(listing.data.listing)} />
        )}
      </>
    );
  }

  return (
    <div className="space-y-5">
      <ActivitiesNav canAdd={canManage} />
      <h2 className="text-xl font-bold tracking-tight text-slate-900">
        {listing.data
          ? t('activities.form.editTitle', { title: headingTitle(listing.data.listing, i18n.language) })
          : t('activities.form.edit')}
      </h2>
      {body}
    </div>
  );
}
