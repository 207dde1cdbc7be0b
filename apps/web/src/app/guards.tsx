import { useEffect, useEffectEvent } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { safeReturnTo } from '@weekends/shared/return-to';
import { useSession } from '../lib/session.ts';
import { securityOverviewQuery } from '../lib/security.ts';
import { confirmItIsYou } from '../lib/reverify.ts';

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

/**
 * The provider's back office: everyone who is not an admin goes home (the API refuses them on its own). Staff need a
 * second factor: an admin without one is taken to set it up (Security and Privacy) before any back-office page
 * opens, and offered the way back to the page they asked for once it is on.
 */
export function AdminOnly() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isAdmin = session.status === 'customer' && session.user.isAdmin;
  const security = useQuery({ ...securityOverviewQuery, enabled: isAdmin });
  if (session.status === 'loading') return null;
  if (!isAdmin) return <Navigate to="/" replace />;
  if (security.isPending) return null;
  const factors = security.data;
  if (factors?.required && !factors.authenticator.enabled && factors.passkeys === 0) {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/customer/dashboard/security?returnTo=${returnTo}`} replace />;
  }
  // A session opened before the factor was set up (on another device) proves it first: 'Confirm it is you'.
  if (factors?.required && !factors.proven) return <ProveSecondFactor onGiveUp={() => void navigate('/')} />;
  return <Outlet />;
}

function ProveSecondFactor({ onGiveUp }: { onGiveUp: () => void }) {
  const queryClient = useQueryClient();
  const giveUp = useEffectEvent(onGiveUp);
  useEffect(() => {
    void confirmItIsYou().then((proven) =>
      proven ? queryClient.invalidateQueries({ queryKey: securityOverviewQuery.queryKey }) : giveUp(),
    );
  }, [queryClient]);
  return null;
}
