import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const TAB =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold sm:px-5 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The sub-tabs of Manage Activities: the list, and Add New Activity only for a host who may
 * manage activities. Links, so each has its own address and the browser's back button works.
 */
export function ActivitiesNav({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation('vendor');
  const style = ({ isActive }: { isActive: boolean }) =>
    `${TAB} ${isActive ? 'bg-brand-700 text-white shadow-sm' : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800'}`;
  return (
    <nav aria-label={t('activities.nav.label')} className="flex flex-wrap gap-2">
      <NavLink to="/vendor/dashboard/activities" end className={style}>
        {t('activities.nav.manage')}
      </NavLink>
      {canAdd && (
        <NavLink to="/vendor/dashboard/activities/new" end className={style}>
          {t('activities.nav.add')}
        </NavLink>
      )}
    </nav>
  );
}
