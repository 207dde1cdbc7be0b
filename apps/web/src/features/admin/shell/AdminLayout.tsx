import '../i18n.ts';
import '../staff/i18n.ts';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/format/index.ts';
import { useSession } from '../../../lib/session.ts';
import { areaOf, useMayUse, useStaffRole } from './access.ts';
import { NotForYourRole } from './NotForYourRole.tsx';
import { sectionOf, sectionsFor, type AdminSection } from './sections.ts';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

function SectionIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="shrink-0"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The sections the member's role may use, as links, on the dark side panel (desktop) or in the top bar's menu (phones).
 */
function SectionLinks({ current, onNavigate }: { current: AdminSection | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const role = useStaffRole();
  return (
    <ul className="space-y-1">
      {sectionsFor(role).map(({ section, to }) => {
        const active = section.id === current?.id;
        return (
          <li key={section.id}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-12 items-start gap-3 rounded-xl px-3 py-2.5 transition ${ring} ${
                active
                  ? 'bg-white/10 text-white shadow-[inset_3px_0_0_var(--color-brand-500)]'
                  : 'text-slate-300 hover:bg-white/5 hover:text-white'
              }`}
            >
              <span className={`mt-0.5 ${active ? 'text-brand-500' : ''}`}>
                <SectionIcon path={section.icon} />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{t(section.labelKey)}</span>
                <span className="block text-xs text-slate-400">{t(section.hintKey)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The provider's back office (/admin, staff only; the API checks every request on its own): a dark side panel of
 * sections beside the page on a desktop, a top bar with a Sections menu on a phone, and a header naming the member and
 * their role. Only the sections the role may use are shown; a page of another area shows why instead (NotForYourRole).
 * Sections come from sections.ts, so the next ones slot in without touching this frame.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = sectionOf(pathname);
  const mayUse = useMayUse();
  const area = areaOf(pathname);
  const role = useStaffRole();
  const user = session.user;
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '';

  return (
    <div className="bg-slate-100 lg:grid lg:min-h-[calc(100vh-5rem)] lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="hidden bg-slate-900 px-4 py-6 lg:block">
        <div className="sticky top-28">
          <p className="px-3 text-xs font-semibold tracking-[0.14em] text-brand-500 uppercase">{t('shell.title')}</p>
          <nav aria-label={t('shell.navLabel')} className="mt-4">
            <SectionLinks current={current} />
          </nav>
        </div>
      </aside>

      <div className="min-w-0">
        {/* Phones: the section's name and a menu of sections, in the side panel's colours. */}
        <div className="bg-slate-900 text-white lg:hidden">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="text-[0.7rem] font-semibold tracking-[0.14em] text-brand-500 uppercase">
                {t('shell.title')}
              </p>
              <p className="truncate text-base font-semibold">{current ? t(current.labelKey) : ''}</p>
            </div>
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls="admin-sections-menu"
              onClick={() => setMenuOpen((open) => !open)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-white/20 px-4 text-sm font-semibold text-white transition hover:bg-white/10 ${ring}`}
            >
              <svg
                viewBox="0 0 24 24"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
              </svg>
              {menuOpen ? t('shell.closeMenu') : t('shell.menu')}
            </button>
          </div>
          {menuOpen && (
            <nav
              id="admin-sections-menu"
              aria-label={t('shell.navLabel')}
              className="border-t border-white/10 px-3 py-3"
            >
              <SectionLinks current={current} onNavigate={() => setMenuOpen(false)} />
            </nav>
          )}
        </div>

        <header className="border-b border-slate-200 bg-white">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8 lg:py-4">
            <p className="hidden text-sm font-medium text-slate-500 sm:block">
              {t('shell.title')}
              {current && (
                <>
                  <span aria-hidden="true" className="mx-2 text-slate-300">
                    /
                  </span>
                  <span className="text-slate-900">{t(current.labelKey)}</span>
                </>
              )}
            </p>
            <div className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden="true"
                translate="no"
                className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {initials}
              </span>
              <p className="min-w-0 text-sm text-slate-700">
                <span className="block truncate">{t('shell.signedInAs', { name: isolate(name) })}</span>
                {role && (
                  <span className="block truncate text-xs text-slate-500">
                    {t('adminStaff:yourRole', { role: t(`adminStaff:roles.${role}`) })}
                  </span>
                )}
              </p>
            </div>
          </div>
        </header>

        <div className="px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {area && !mayUse(area) ? <NotForYourRole /> : <Outlet />}
        </div>
      </div>
    </div>
  );
}
