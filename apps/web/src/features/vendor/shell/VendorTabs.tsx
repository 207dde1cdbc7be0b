import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The host area's top tabs (the earlier site's, and Payouts); each a link with its own address. */
const TABS = [
  // Account Settings owns the dashboard's own address and its sub-pages.
  {
    to: '/vendor/dashboard',
    key: 'account',
    isCurrent: (path: string) => path === '/vendor/dashboard' || path.startsWith('/vendor/dashboard/account'),
  },
  { to: '/vendor/dashboard/activities', key: 'activities' },
  { to: '/vendor/dashboard/bookings', key: 'bookings' },
  { to: '/vendor/dashboard/reviews', key: 'reviews' },
  { to: '/vendor/dashboard/payouts', key: 'payouts' },
] as const;

const TAB =
  'inline-flex min-h-11 shrink-0 items-center border-b-2 px-1 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:text-[15px]';

/**
 * Links rather than ARIA tabs: each tab is a page of its own (back button, new tab, shared link). On a phone the row
 * scrolls sideways instead of wrapping, so every tab keeps one line.
 */
export function VendorTabs({ pathname }: { pathname: string }) {
  const { t } = useTranslation('vendor');
  const nav = useRef<HTMLElement>(null);
  // On a phone the current tab may sit past the edge of the row: bring it into view (jsdom has no scrollIntoView).
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav
      ref={nav}
      aria-label={t('shell.tabsLabel')}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-6 border-b border-slate-200 sm:gap-8">
        {TABS.map((tab) => {
          const current = 'isCurrent' in tab ? tab.isCurrent(pathname) : pathname.startsWith(tab.to);
          return (
            <li key={tab.key}>
              <NavLink
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                className={`${TAB} ${current ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`}
              >
                {t(`shell.tabs.${tab.key}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
