import { useEffect, useEffectEvent } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { securityOverviewQuery } from '../lib/security.ts';
import { confirmItIsYou } from '../lib/reverify.ts';

/**
 * The back office for a member of staff (AdminOnly checked that): staff need a second factor. One without any is taken
 * to set it up (Security and Privacy) before any back-office page opens, and offered the way back to the page they
 * asked for once it is on.
 */
export function StaffFactorGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const security = useQuery(securityOverviewQuery);
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
