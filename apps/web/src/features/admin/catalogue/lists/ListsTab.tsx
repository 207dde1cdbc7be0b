import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { preferenceRequests, preferencesQuery, timingRequests, timingsQuery } from '../api.ts';
import { NamedList } from './NamedList.tsx';

/**
 * /admin/catalogue/lists: the short lists listings choose from. Timings (Morning, Evening…) have an order and may be
 * switched off; activity preferences (Stay At Home, Out Of Home) are names only. Both are small and load whole.
 */
export function ListsTab() {
  const { t } = useTranslation('admin');
  const timings = useQuery(timingsQuery);
  const preferences = useQuery(preferencesQuery);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <NamedList
        id="timings"
        title={t('catalogue.lists.timings')}
        intro={t('catalogue.lists.timingsIntro')}
        requests={timingRequests}
        query={timings}
        ordered
        toggles
      />
      <NamedList
        id="preferences"
        title={t('catalogue.lists.preferences')}
        intro={t('catalogue.lists.preferencesIntro')}
        requests={preferenceRequests}
        query={preferences}
      />
    </div>
  );
}
