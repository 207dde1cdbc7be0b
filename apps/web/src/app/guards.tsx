import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';

/**
 * Route guards of spec 001 and 002. They only spare the visitor a page they cannot use: the server checks
 * every request on its own (DESIGN 4). Nothing renders while the session is still loading, so a guarded
 * page never flashes before its redirect.
 */

/** Login, sign-up, recovery: logged-in users go home, logged-in hosts to their dashboard. Guests may stay (they sign up here). */
export function GuestOnly() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'customer') return <Navigate to={session.user.isHost ? '/vendor/dashboard' : '/'} replace />;
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
