import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api } from '../../../lib/api.ts';
import { currentUserQuery } from '../../../lib/session.ts';
import { applyApiError } from '../../../components/form/apiErrors.ts';

/**
 * 'Resend Confirmation Email': mails the signed-in customer a fresh link. A 409 means the address was confirmed
 * meanwhile (another tab, the link itself), so the session is refreshed and the pop-up closes on its own.
 */
export function useResendConfirmation() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => api.post('/api/accounts/confirmation/resend'),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
  return {
    resend: () => mutation.mutate(),
    sending: mutation.isPending,
    sent: mutation.data?.emailSent === true,
    error: mutation.isError ? applyApiError(mutation.error) : null,
  };
}
