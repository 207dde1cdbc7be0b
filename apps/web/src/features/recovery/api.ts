import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@weekends/shared/accounts';
import { apiFetch } from '../../lib/api.ts';

/**
 * Step 1 (and 'Resend code'): mails a 4-character code; 404 'Invalid Email Address!' when no account has the address.
 */
export const requestResetCode = (body: ForgotPasswordBody) =>
  apiFetch<{ message: string }>('/accounts/password/forgot', { method: 'POST', json: body });

/** Step 2: the code and the new password; 400 'Invalid OTP entered!' for a wrong, used or expired code. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiFetch<{ message: string }>('/accounts/password/reset', { method: 'POST', json: body });

export const useRequestResetCode = () => useMutation({ mutationFn: requestResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
