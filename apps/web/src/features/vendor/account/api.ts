import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, HostBusinessBody, HostPaymentBody, HostPersonalBody } from '@weekends/shared';
import { api } from '../../../lib/api.ts';
import { withReverify } from '../../../lib/reverify.ts';
import { hostMeQuery } from '../../../lib/hostApplication.ts';
import { currentUserQuery } from '../../../lib/session.ts';

/** Account Settings' three forms, each the signed-in host's own (the server reads the host from the session). */
export const hostPersonalQuery = queryOptions({
  queryKey: ['account', 'host', 'personal'] as const,
  queryFn: () => api.get('/api/host/personal'),
});
export const hostBusinessQuery = queryOptions({
  queryKey: ['account', 'host', 'business'] as const,
  queryFn: () => api.get('/api/host/business'),
});
export const hostPaymentQuery = queryOptions({
  queryKey: ['account', 'host', 'payment'] as const,
  queryFn: () => api.get('/api/host/payment'),
});

export const useHostPersonal = () => useQuery(hostPersonalQuery);
export const useHostBusiness = () => useQuery(hostBusinessQuery);
export const useHostPayment = () => useQuery(hostPaymentQuery);

/** Names, e-mail and mobile are the account's: the header and its 'Pending' notice follow a change at once. */
export function useSavePersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostPersonalBody) => api.put('/api/host/personal', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(hostPersonalQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: hostMeQuery.queryKey });
    },
  });
}

/** The company name heads the host area, so the application is read again too. */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostBusinessBody) => api.put('/api/host/business', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(hostBusinessQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: hostMeQuery.queryKey });
    },
  });
}

export function useSavePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // Where payouts go: after 15 minutes the server asks again who is signed in (withReverify).
    mutationFn: (body: HostPaymentBody) => withReverify(() => api.put('/api/host/payment', { body })),
    onSuccess: (saved) => queryClient.setQueryData(hostPaymentQuery.queryKey, saved),
  });
}

/** Change Password is the account's own endpoint (a host's password is its account's). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/accounts/password/change', { body }),
  });
}
