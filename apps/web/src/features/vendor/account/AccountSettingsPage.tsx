import { Navigate, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BusinessForm } from './BusinessForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { PersonalForm } from './PersonalForm.tsx';
import '../i18n.ts';

/**
 * The sub-tabs of Account Settings, each at /vendor/dashboard/account/{section}; Personal Information is the
 * dashboard's own page.
 */
const SECTIONS = {
  personal: PersonalForm,
  business: BusinessForm,
  password: PasswordForm,
  payment: PaymentForm,
} as const;
type Section = keyof typeof SECTIONS;

const isSection = (value: string): value is Section => value in SECTIONS;

const TAB =
  'flex h-full min-h-11 items-center justify-center rounded-full px-3 py-1.5 text-center text-sm leading-tight font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-5 sm:whitespace-nowrap';

/**
 * /vendor/dashboard and /vendor/dashboard/account/:section: Personal Information, Business Information, Change
 * Password, Payment Settings.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('vendor');
  const { section = 'personal' } = useParams();
  if (!isSection(section)) return <Navigate to="/vendor/dashboard" replace />;
  const Form = SECTIONS[section];

  return (
    <div>
      <h2 className="sr-only">{t('account.title')}</h2>
      {/* Two by two on a phone, so all four show at once; one row from a tablet up. */}
      <nav aria-label={t('account.nav.label')}>
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {(Object.keys(SECTIONS) as Section[]).map((key) => {
            const current = key === section;
            return (
              <li key={key}>
                <NavLink
                  to={key === 'personal' ? '/vendor/dashboard' : `/vendor/dashboard/account/${key}`}
                  end
                  aria-current={current ? 'page' : undefined}
                  className={`${TAB} ${current ? 'bg-brand-700 text-white shadow-sm' : 'border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800'}`}
                >
                  {t(`account.nav.${key}`)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        aria-label={t(`account.nav.${section}`)}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6 lg:p-8"
      >
        {/* Keyed, so switching sections starts each form from its saved values. */}
        <Form key={section} />
      </section>
    </div>
  );
}
