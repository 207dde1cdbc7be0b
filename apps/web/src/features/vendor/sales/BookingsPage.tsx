import '../i18n.ts';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { lazyWithPreload } from '../../../lib/lazyWithPreload.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useHostDashboard } from './api.ts';
import { SalesByWeek } from './components/SalesByWeek.tsx';
import { SalesOverview } from './components/SalesOverview.tsx';
import { SummaryCards, SummaryCardsSkeleton } from './components/SummaryCards.tsx';

// The camera scanner and its QR reader download only when a host opens it.
const ScannerDialog = lazyWithPreload(() => import('./components/ScannerDialog.tsx').then((m) => m.default));

const actionClass =
  'inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Figures() {
  const { t } = useTranslation('vendor');
  const dashboard = useHostDashboard();
  if (dashboard.isPending) {
    return (
      <div className="space-y-6">
        <SummaryCardsSkeleton />
        <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  }
  if (dashboard.isError)
    return (
      <LoadError
        title={t('sales.bookings.cardsError')}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  return (
    <div className="space-y-6">
      <SummaryCards dashboard={dashboard.data} />
      <SalesByWeek weeks={dashboard.data.weeks} />
    </div>
  );
}

/**
 * View Activity Bookings: the summary cards, sales by week, and the Sales Overview where the
 * host verifies vouchers by typed code or with the camera, with the way to a day's guest list.
 */
export function BookingsPage() {
  const { t } = useTranslation('vendor');
  usePageMeta(t('sales.bookings.title'));
  const [scanning, setScanning] = useState(false);

  const actions = (
    <>
      <button
        type="button"
        onClick={() => setScanning(true)}
        onPointerEnter={ScannerDialog.preload}
        onFocus={ScannerDialog.preload}
        className={`${actionClass} bg-brand-700 text-white hover:bg-brand-800`}
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 8V5a1 1 0 011-1h3M16 4h3a1 1 0 011 1v3M20 16v3a1 1 0 01-1 1h-3M8 20H5a1 1 0 01-1-1v-3M7 12h10" />
        </svg>
        {t('sales.bookings.scanOpen')}
      </button>
      <Link
        to="/vendor/dashboard/bookings/manifest"
        className={`${actionClass} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
      >
        {t('sales.bookings.guestList')}
      </Link>
    </>
  );

  return (
    <div className="space-y-8">
      <h2 className="text-xl font-bold text-slate-900">{t('sales.bookings.title')}</h2>
      <Figures />
      <SalesOverview actions={actions} />
      {scanning && (
        <Suspense fallback={null}>
          <ScannerDialog onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </div>
  );
}
