import { Suspense } from 'react';
import { lazy } from '../lib/lazy.ts';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeReturnTo } from '@weekends/shared/return-to';
import { useSession } from '../lib/session.ts';

/**
 * Route guards of the customer, host and back-office pages. They only spare the visitor a page they cannot use:
 * the server checks every request on its own. Nothing renders while the session is still loading, so a guarded
 * page never flashes before its redirect.
 */

/**
 * Login, sign-up, recovery: logged-in users go home, logged-in hosts to their dashboard. Guests may stay (they
 * sign up here). A same-site `returnTo` in the address wins, so a sign-in that finishes on these pages (the
 * social login's phone capture) still lands where the visitor started.
 */
export function GuestOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === 'loading') return null;
  if (session.status === 'customer') {
    const target = safeReturnTo(params.get('returnTo')) ?? (session.user.isHost ? '/vendor/dashboard' : '/');
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** The customer dashboard: visitors and guests go home. */
export function LoggedInOnly() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status !== 'customer') return <Navigate to="/" replace />;
  return <Outlet />;
}

/** The host area: everyone who is not a host goes home. */
export function HostOnly() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status !== 'customer' || !session.user.isHost) return <Navigate to="/" replace />;
  return <Outlet />;
}

// Staff only: its code (the security query, 'Confirm it is you') is fetched with the first back-office page, not with
// every visitor's first page.
const StaffFactorGate = lazy(() => import('./StaffFactorGate.tsx').then((m) => ({ default: m.StaffFactorGate })));

/**
 * The provider's back office: everyone who is not an admin goes home (the API refuses them on its own); staff then
 * pass the second-factor gate (StaffFactorGate.tsx).
 */
export function AdminOnly() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status !== 'customer' || !session.user.isAdmin) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={null}>
      <StaffFactorGate />
    </Suspense>
  );
}
