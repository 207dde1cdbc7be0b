import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@weekends/shared/accounts';
import type { NotMeBody } from '@weekends/shared/devices';
import { api } from '../../lib/api.ts';

/**
 * Step 1 (and 'Resend code'): mails a 4-character code; 404 'Invalid Email Address!' when no account has the address.
 */
export const requestResetCode = (body: ForgotPasswordBody) => api.post('/api/accounts/password/forgot', { body });

/** Step 2: the code and the new password; 400 'Invalid OTP entered!' for a wrong, used or expired code. */
export const resetPassword = (body: ResetPasswordBody) => api.post('/api/accounts/password/reset', { body });

export const useRequestResetCode = () => useMutation({ mutationFn: requestResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/**
 * The new-device mail's 'This wasn't me' link, as a query: it runs once per link however often the page renders
 * (StrictMode mounts twice), never retried or refetched by itself; the link works only once on the server anyway.
 */
export const notMeQuery = (body: NotMeBody) =>
  queryOptions({
    queryKey: ['not-me', body.alert, body.token] as const,
    queryFn: () => api.post('/api/accounts/not-me', { body }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
