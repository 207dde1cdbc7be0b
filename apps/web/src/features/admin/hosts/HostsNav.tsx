import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { areaOf, useMayUse } from '../shell/access.ts';

const PAGES = [
  { id: 'hosts', to: '/admin/hosts' },
  { id: 'customers', to: '/admin/customers' },
  { id: 'payouts', to: '/admin/payouts' },
] as const;

/** The Hosts section's pages, as tabs under the page title (the side navigation names the section once). */
export function HostsNav() {
  const { t } = useTranslation('admin');
  // Only the pages the member's role may use.
  const mayUse = useMayUse();
  const pages = PAGES.filter((page) => mayUse(areaOf(page.to)!));
  return (
    <nav aria-label={t('hostsAdmin.nav.label')} className="mt-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {pages.map((page) => (
          <li key={page.id} className="shrink-0">
            <NavLink
              to={page.to}
              className={({ isActive }) =>
                `inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-4 ${
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`
              }
            >
              {t(`hostsAdmin.nav.${page.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
