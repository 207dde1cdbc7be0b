import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MegaMenuPanel } from './MegaMenuPanel.tsx';
import { NAV_LINKS } from './navLinks.ts';

const itemClass =
  'inline-flex h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-slate-700 transition hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700';

/**
 * The desktop bar: the 'Activities & Weekends' mega menu (Radix opens it on hover, click and keyboard, and
 * closes it on Escape, outside clicks and when one of its links is followed), then the plain links.
 */
export function DesktopNav() {
  const { t } = useTranslation('shell');
  return (
    <NavigationMenu.Root aria-label={t('nav.label')} delayDuration={120} className="relative">
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`group ${itemClass} data-[state=open]:text-brand-800`}>
            {t('nav.activities')}
            <svg
              viewBox="0 0 20 20"
              width="14"
              height="14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              className="transition-transform duration-200 group-data-[state=open]:rotate-180"
            >
              <path strokeLinecap="round" strokeLinejoin="round" d="M5 7.5l5 5 5-5" />
            </svg>
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute start-3 top-full z-50 pt-2">
            <MegaMenuPanel />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {NAV_LINKS.map((link) => (
          <NavigationMenu.Item key={link.to}>
            <NavigationMenu.Link asChild>
              <NavLink to={link.to} className={`${itemClass} aria-[current=page]:text-brand-800`}>
                {t(link.labelKey)}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
