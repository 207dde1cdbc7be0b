import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useHostMe } from '../../../lib/hostApplication.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { ApplicationPanel } from './ApplicationPanel.tsx';
import { EmailPendingNotice } from './EmailPendingNotice.tsx';
import { VendorTabs } from './VendorTabs.tsx';
import '../i18n.ts';

/**
 * /vendor/dashboard and its tabs. Loads the account's host application: without one the
 * visitor goes home (the server refuses the host routes on its own); until it is approved a panel says where it
 * stands; an approved host gets 'Vendor Account' with the tabs and the page of the tab.
 */
export function VendorLayout() {
  const { t } = useTranslation('vendor');
  usePageMeta(t('shell.title'));
  const { pathname } = useLocation();
  const session = useSession();
  const host = useHostMe();

  if (host.isPending) {
    return (
      <Frame>
        <p className="text-sm text-slate-500" role="status">
          {t('shell.loading')}
        </p>
      </Frame>
    );
  }
  if (host.isError) {
    return (
      <Frame>
        <LoadError title={t('shell.loadError')} error={host.error} onRetry={() => void host.refetch()} />
      </Frame>
    );
  }
  if (!host.data) return <Navigate to="/" replace />;
  const isConfirmed = session.user?.isConfirmed ?? host.data.isConfirmed;

  return (
    <Frame>
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('shell.title')}</h1>
          <p className="mt-1 text-slate-600">
            {/* The host's own name and business name, each in its own direction on an Arabic page. */}
            <bdi className="font-semibold text-slate-900">
              {host.data.firstName} {host.data.lastName}
            </bdi>
            <span aria-hidden="true"> · </span>
            <bdi>{host.data.companyName}</bdi>
          </p>
        </div>
        {!isConfirmed && <EmailPendingNotice />}
      </header>
      {host.data.status === 'approved' ? (
        <>
          <div className="mt-6">
            <VendorTabs pathname={pathname} />
          </div>
          <div className="mt-6">
            <Outlet />
          </div>
        </>
      ) : (
        <div className="mt-6">
          <ApplicationPanel host={host.data} isConfirmed={isConfirmed} />
        </div>
      )}
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</div>;
}
