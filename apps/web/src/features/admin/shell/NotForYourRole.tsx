import '../staff/i18n.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useStaffRole } from './access.ts';
import { sectionsFor } from './sections.ts';

/**
 * What a member of staff sees at the address of a page their role may not use (a link shared by an owner, an old
 * bookmark): why, and the sections they may open, instead of a page whose every request the API refuses.
 */
export function NotForYourRole() {
  const { t } = useTranslation('admin');
  const role = useStaffRole();
  const roleName = role ? t(`adminStaff:roles.${role}`) : '';
  usePageMeta(t('adminStaff:notForYou.title'));
  const sections = sectionsFor(role);
  return (
    <div className="mx-auto max-w-3xl">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('adminStaff:notForYou.title')}</h1>
        <p className="mt-3 text-slate-700">{t('adminStaff:notForYou.text', { role: roleName })}</p>
        {sections.length > 0 ? (
          <>
            <h2 className="mt-6 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t('adminStaff:notForYou.goTo')}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {sections.map(({ section, to }) => (
                <li key={section.id}>
                  <Link
                    to={to}
                    className="flex min-h-12 flex-col justify-center rounded-xl border border-slate-200 px-4 py-2 transition hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    <span className="font-semibold text-brand-800">{t(section.labelKey)}</span>
                    <span className="text-xs text-slate-500">{t(section.hintKey)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-4 text-slate-700">{t('adminStaff:notForYou.none')}</p>
        )}
      </div>
    </div>
  );
}
