import { Suspense, useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { lazyWithPreload } from '../../lib/lazyWithPreload.ts';
import { useSession } from '../../lib/session.ts';
import { takePromptResume } from './socialResume.ts';

// Most visits never see this dialog, so its code (Radix Dialog, the forms, the captcha) is fetched the first time it
// opens.
const LoginPromptDialog = lazyWithPreload(() => import('./LoginPromptDialog.tsx').then((m) => m.LoginPromptDialog));

/** The pop-up's views: sign in, sign up, guest (only from checkout), the social phone capture. */
export type LoginView = 'login' | 'signup' | 'guest' | 'phone';

export interface LoginPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why an account is needed here ('Log in to save favourites'); a general sentence by default. */
  reason?: string;
  /** Opened from checkout (cart, Book Now): offers 'Continue as a Guest'. */
  fromCheckout?: boolean;
  /** The first view; 'login' by default. 'guest' needs fromCheckout. */
  initialView?: LoginView;
  /**
   * After signing in, signing up or continuing as a guest; the user is stored and the pop-up has closed. After a
   * social sign-in (see `resume`) it is given the `resume.state` kept before leaving.
   */
  onDone?: (resumedState?: unknown) => void;
  /**
   * Names the action the pop-up interrupts ('favourite:12'), so that it is still finished after a social sign-in
   * started here: that leaves for the provider and reloads the page, and once the visitor is back on this page and
   * signed in, the LoginPrompt with this action calls onDone once, with `state` (what the page will have forgotten).
   */
  resume?: { action: string; state?: unknown };
  /**
   * Reopened on the page a social sign-in started from the pop-up came back to (SocialReturnPrompt.tsx), with why it
   * failed if it did (the callback's socialError and provider). The interrupted action is left to its own LoginPrompt.
   */
  socialReturn?: { socialError?: string | null; provider?: string | null };
}

/** Asks a logged-out visitor to log in, sign up or (at checkout) continue as a guest, without leaving the page. */
export function LoginPrompt(props: LoginPromptProps) {
  useResumeAfterSocialSignIn(props);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog {...props} />
    </Suspense>
  );
}

/**
 * Finishes the interrupted action once a social sign-in started from this pop-up has brought the visitor back signed
 * in.
 */
function useResumeAfterSocialSignIn({ resume, onDone }: LoginPromptProps) {
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'customer' || session.status === 'guest';
  const action = onDone ? resume?.action : undefined;
  const finish = useEffectEvent((state: unknown) => onDone?.(state));
  useEffect(() => {
    if (!action || !signedIn) return;
    const resumed = takePromptResume(pathname, action);
    if (resumed) finish(resumed.state);
  }, [action, signedIn, pathname]);
}

/** The pop-up as components/ place it (components/loginPromptSlot.ts), handed down by the app's providers. */
export const renderLoginPrompt = (props: LoginPromptProps) => <LoginPrompt {...props} />;
