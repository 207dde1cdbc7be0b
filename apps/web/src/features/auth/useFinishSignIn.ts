import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CurrentUser } from '@weekends/shared/accounts';
import { useSetSessionUser } from '../../lib/session.ts';
import { safeReturnTo } from '@weekends/shared/return-to';

/** How long to wait for the sign-in page to give way before storing the user anyway (a blocked navigation). */
const LEAVE_TIMEOUT_MS = 1500;

/**
 * Where a sign-in page sends the visitor it just signed in: hosts to /vendor/dashboard,
 * everyone else back where they came from (`returnTo` in the location state or the query, as the social login's
 * redirect sets it) or to `fallback`.
 *
 * The user is stored only once the page has given way to the next one. Stored earlier, the guest-only guard
 * around the sign-in pages would see a customer and send them home, cancelling the navigation (the router
 * renders new pages in a transition, so an awaited navigate() does not mean the old page is gone yet).
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const returnTo = useReturnTo();
  const leave = useRef<(() => void) | null>(null);
  useEffect(() => () => leave.current?.(), []);

  return async (user: CurrentUser, fallback = '/') => {
    const target = user.isHost && !user.isGuest ? '/vendor/dashboard' : (returnTo ?? fallback);
    const left = new Promise<void>((resolve) => {
      leave.current = resolve;
      setTimeout(resolve, LEAVE_TIMEOUT_MS);
    });
    await navigate(target, { replace: true });
    await left;
    setSessionUser(user);
  };
}

/** The page to return to after signing in, from the location state or the `returnTo` query parameter. */
export function useReturnTo(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    safeReturnTo((location.state as { returnTo?: unknown } | null)?.returnTo) ?? safeReturnTo(params.get('returnTo'))
  );
}

/** The state a link to another sign-in page carries, so the visitor still returns where they started. */
export function useReturnState(): { returnTo: string } | undefined {
  const returnTo = useReturnTo();
  return returnTo ? { returnTo } : undefined;
}
