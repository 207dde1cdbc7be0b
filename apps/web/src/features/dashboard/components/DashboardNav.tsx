import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_TABS, type DashboardTab } from '../tabs.ts';
import { ICON_PATHS } from './icons.ts';

const ICONS: Record<DashboardTab, string> = {
  profile: ICON_PATHS.profile,
  favorite: ICON_PATHS.heart,
  bookings: ICON_PATHS.ticket,
  reviews: ICON_PATHS.star,
  security: ICON_PATHS.shield,
};

/**
 * The tabs as links: each opens its own address, Tab and Enter work as on any link, and the current one is marked for
 * screen readers. Two by two on a phone (icon over label, so the longer names need no second line), a column beside the
 * panel on a desktop.
 */
export function DashboardNav({ current }: { current: DashboardTab }) {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('nav.label')} className="lg:sticky lg:top-32 lg:self-start">
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:gap-1">
        {DASHBOARD_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={`/customer/dashboard/${tab}`}
                aria-current={active ? 'page' : undefined}
                className={`flex h-full min-h-11 flex-col items-center justify-center gap-1 rounded-xl border px-2 py-2.5 text-center text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:flex-row lg:justify-start lg:gap-2.5 lg:border-transparent lg:px-4 lg:text-start ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white lg:bg-brand-50 lg:text-brand-800 lg:shadow-[inset_3px_0_0_var(--color-brand-700)]'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800 lg:bg-transparent lg:hover:bg-slate-50'
                }`}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  className="shrink-0"
                >
                  <path d={ICONS[tab]} />
                </svg>
                <span className="min-w-0">{t(`nav.${tab}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
