import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxPayBody } from '@weekends/shared/checkout';
import { ApiRequestError, api } from '../../lib/api.ts';

/**
 * The sandbox gateway's hosted pages (our stand-in for a card processor): the payment session, paying it, passing
 * or failing 3-D Secure, cancelling. Every step answers where the browser goes next.
 */
export interface SandboxStep {
  next: 'challenge' | 'return';
  redirectUrl: string;
}

export const sandboxSessionQuery = (id: string) =>
  queryOptions({
    queryKey: ['sandbox-session', id] as const,
    queryFn: () => api.get('/api/payments/sandbox/sessions/{id}', { params: { path: { id } } }),
    // An unknown session stays unknown.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    refetchOnWindowFocus: false,
  });

export const useSandboxSession = (id: string) => useQuery(sandboxSessionQuery(id));

export function usePaySandbox(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxPayBody) =>
      api.post('/api/payments/sandbox/sessions/{id}/pay', { params: { path: { id } }, body }),
    // The session now waits for 3-D Secure: the check's page must not start from the 'open' session kept here.
    onSuccess: (step) => {
      if (step.next === 'challenge')
        queryClient.setQueryData(
          sandboxSessionQuery(id).queryKey,
          (session) => session && { ...session, status: 'requires_action' as const },
        );
    },
  });
}

export function useSandboxChallenge(id: string) {
  return useMutation({
    mutationFn: (outcome: 'complete' | 'fail') =>
      api.post('/api/payments/sandbox/sessions/{id}/challenge', { params: { path: { id } }, body: { outcome } }),
  });
}

export function useCancelSandbox(id: string) {
  return useMutation({
    mutationFn: () => api.post('/api/payments/sandbox/sessions/{id}/cancel', { params: { path: { id } }, body: {} }),
  });
}

/** A session that can no longer be paid (409 with the sessionClosed message). */
export const isClosedError = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
