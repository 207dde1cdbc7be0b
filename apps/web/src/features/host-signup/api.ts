import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostApplicationAnswer, HostApplicationBody } from '@weekends/shared';
import { api } from '../../lib/api.ts';
import { hostMeQuery } from '../../lib/hostApplication.ts';
import { useSetSessionUser } from '../../lib/session.ts';

/** Whether an e-mail has no account, a customer's or a host's (the form's check when the e-mail field is left). */
export const checkHostEmail = (email: string) =>
  api.get('/api/host-applications/email-check', { params: { query: { email } } });

export function useApplyAsHost() {
  return useMutation({
    mutationFn: (body: HostApplicationBody) => api.post('/api/host-applications', { body }),
  });
}

/**
 * Keeps what the application's answer says: a visitor is now signed in as the new account, and the application
 * exists, so the header and the host area show both without asking again.
 */
export function useStoreApplication() {
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return (answer: HostApplicationAnswer) => {
    setSessionUser(answer.user);
    queryClient.setQueryData(hostMeQuery.queryKey, answer.host);
  };
}
