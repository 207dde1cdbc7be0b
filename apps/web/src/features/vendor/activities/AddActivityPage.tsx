import '../i18n.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { ActivitiesNav } from './ActivitiesNav.tsx';
import { useHostListings } from './api.ts';
import { ActivityForm } from './form/ActivityForm.tsx';
import { emptyListing } from './form/formValues.ts';

/** Add New Activity: the listing form, empty; only a host who may manage activities reaches it (the API checks too). */
export function AddActivityPage() {
  const { t } = useTranslation('vendor');
  // Whether this host may add listings comes with the list (canManageActivities).
  const listings = useHostListings('all');
  const [initial] = useState(emptyListing);

  return (
    <div className="space-y-5">
      <ActivitiesNav canAdd={listings.data?.canManageActivities ?? false} />
      <h2 className="text-xl font-bold tracking-tight text-slate-900">{t('activities.nav.add')}</h2>
      {listings.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('activities.form.loading')}
        </p>
      ) : listings.isError ? (
        <LoadError
          title={t('activities.form.loadError')}
          error={listings.error}
          onRetry={() => void listings.refetch()}
        />
      ) : listings.data.canManageActivities ? (
        <ActivityForm initial={initial} />
      ) : (
        <FormAlert tone="info">{t('activities.form.notAllowed')}</FormAlert>
      )}
    </div>
  );
}
