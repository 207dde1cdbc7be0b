import '../i18n.ts';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { BookingsPanel } from '../components/BookingsPanel.tsx';
import { DashboardNav } from '../components/DashboardNav.tsx';
import { FavoritesPanel } from '../components/FavoritesPanel.tsx';
import { ProfilePanel } from '../components/ProfilePanel.tsx';
import { ReviewsPanel } from '../components/ReviewsPanel.tsx';
import { SecurityPanel } from '../security/SecurityPanel.tsx';
import { isDashboardTab } from '../tabs.ts';

/**
 * /customer/dashboard/:tab: 'Customer Account' with the customer's name, and one panel per
 * tab. The tab is the route, so each panel has its own address, Back works and links from the header menu land
 * on the right one. The route guard already sent visitors and guests away.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { tab } = useParams();
  const session = useSession();
  usePageMeta(t('title'));

  if (!isDashboardTab(tab)) return <Navigate to="/customer/dashboard/profile" replace />;
  if (!session.user) return null;
  const { user } = session;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  return (
    <div className="pb-16">
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-7 sm:px-6 lg:px-8 lg:py-9">
          {/* The name's initials, not words to translate; the name beside it is what a screen reader reads. */}
          <span
            aria-hidden="true"
            translate="no"
            className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-sm sm:h-16 sm:w-16 sm:text-xl"
          >
            {initials}
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
            {/* The customer's own name, in its own direction on an Arabic page. */}
            <p className="mt-0.5 truncate text-base text-slate-600">
              <bdi>
                {user.firstName} {user.lastName}
              </bdi>
            </p>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:pt-10">
        <DashboardNav current={tab} />
        <section aria-labelledby="dashboard-panel-heading" className="min-w-0">
          <h2 id="dashboard-panel-heading" className="mb-5 text-xl font-bold text-slate-900">
            {t(`nav.${tab}`)}
          </h2>
          {tab === 'profile' && <ProfilePanel user={user} />}
          {tab === 'favorite' && <FavoritesPanel />}
          {tab === 'bookings' && <BookingsPanel />}
          {tab === 'reviews' && <ReviewsPanel />}
          {tab === 'security' && <SecurityPanel />}
        </section>
      </div>
    </div>
  );
}
