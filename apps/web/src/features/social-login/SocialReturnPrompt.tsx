import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../../lib/session.ts';
import { LoginPrompt, type LoginPromptProps } from '../login-dialog/LoginPrompt.tsx';
import { forgetPromptResume, readPromptResume } from '../login-dialog/socialResume.ts';

/**
 * What the social callback adds to the page a sign-in started from the login pop-up comes back to (api
 * social/routes.ts).
 */
const RETURN_PARAMS = ['loginPrompt', 'socialError', 'provider'] as const;

type Reopened = Pick<LoginPromptProps, 'initialView' | 'reason' | 'fromCheckout' | 'resume' | 'socialReturn'>;

/**
 * Reopens the login pop-up on the page a social sign-in started from it came back to (mounted once, in the layout):
 * ?loginPrompt=phone opens the phone capture of a new account, ?loginPrompt=login&socialError=… the sign-in view
 * with the failure's message. The pop-up looks as it did (its sentence, its guest offer, kept before leaving), and
 * the address loses the parameters at once, so a reload or a shared link does not open it again. Once the visitor
 * is signed in, the page's own LoginPrompt finishes the action that opened the pop-up (LoginPrompt's `resume`).
 */
export function SocialReturnPrompt() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [reopened, setReopened] = useState<Reopened | null>(null);
  const view = params.get('loginPrompt');
  const returned = view === 'phone' || view === 'login' ? view : null;

  // Set while rendering (not in an effect), so the pop-up opens with the page's first paint.
  if (returned && !reopened) {
    const kept = readPromptResume(pathname);
    setReopened({
      initialView: returned,
      reason: kept?.reason,
      fromCheckout: kept?.fromCheckout,
      // Starting again from the reopened pop-up keeps the action to finish.
      resume: kept?.action ? { action: kept.action, state: kept.state } : undefined,
      socialReturn: { socialError: params.get('socialError'), provider: params.get('provider') },
    });
  }

  useEffect(() => {
    if (!returned) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returned, setParams]);

  if (!reopened) return null;
  const onOpenChange = (open: boolean) => {
    if (open) return;
    setReopened(null);
    // Closed without signing in: the interrupted action is given up. Signed in, the page's LoginPrompt takes it.
    if (!queryClient.getQueryData(currentUserQuery.queryKey)) forgetPromptResume();
  };
  return <LoginPrompt open onOpenChange={onOpenChange} {...reopened} />;
}
