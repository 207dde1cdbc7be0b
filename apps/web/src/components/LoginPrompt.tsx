import { Suspense } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload.ts';

// Most visits never see this dialog, so its code (Radix Dialog, the forms, the captcha) is fetched the first time it opens.
const LoginPromptDialog = lazyWithPreload(() => import('./LoginPromptDialog.tsx').then((m) => m.LoginPromptDialog));

/** The pop-up's views (spec 001 section 4): sign in, sign up, guest (only from checkout), the social phone capture. */
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
  /** After signing in, signing up or continuing as a guest; the user is stored and the pop-up has closed. */
  onDone?: () => void;
}

/** Asks a logged-out visitor to log in, sign up or (at checkout) continue as a guest, without leaving the page. */
export function LoginPrompt(props: LoginPromptProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog {...props} />
    </Suspense>
  );
}
