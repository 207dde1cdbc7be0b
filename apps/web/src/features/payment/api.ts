import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxPayBody, SandboxSession } from '@weekends/shared/checkout';
import { ApiRequestError, apiFetch } from '../../lib/api.ts';

/**
 * The sandbox gateway's hosted pages (our stand-in for a card processor): the payment session, paying it, passing
 * or failing 3-D Secure, cancelling. Every step answers where the browser goes next.
 */
export interface SandboxStep {
  next: 'challenge' | 'return';
  redirectUrl: string;
}

const sessionPath = (id: string) => `/payments/sandbox/sessions/${encodeURIComponent(id)}`;

export const sandboxSessionQuery = (id: string) =>
  queryOptions({
    queryKey: ['sandbox-session', id] as const,
    queryFn: () => apiFetch<SandboxSession>(sessionPath(id)),
    // An unknown session stays unknown.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
    refetchOnWindowFocus: false,
  });

export const useSandboxSession = (id: string) => useQuery(sandboxSessionQuery(id));

export function usePaySandbox(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxPayBody) =>
      apiFetch<SandboxStep>(`${sessionPath(id)}/pay`, { method: 'POST', json: body }),
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
      apiFetch<SandboxStep>(`${sessionPath(id)}/challenge`, { method: 'POST', json: { outcome } }),
  });
}

export function useCancelSandbox(id: string) {
  return useMutation({
    mutationFn: () => apiFetch<SandboxStep>(`${sessionPath(id)}/cancel`, { method: 'POST', json: {} }),
  });
}

/** A session that can no longer be paid (409 with the sessionClosed message). */
export const isClosedError = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
