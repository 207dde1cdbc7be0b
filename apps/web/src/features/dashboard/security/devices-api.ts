import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The account's signed-in devices, this one first. */
export const myDevicesQuery = queryOptions({
  queryKey: ['account', 'devices'] as const,
  queryFn: () => api.get('/api/accounts/me/sessions'),
});

export const useMyDevices = () => useQuery(myDevicesQuery);

/** The account's latest sign-ins from its sign-in log, the newest first. */
export const recentSignInsQuery = queryOptions({
  queryKey: ['account', 'sign-ins'] as const,
  queryFn: () => api.get('/api/accounts/me/sign-ins'),
});

/** Sign one device out; the list is fetched again, so it disappears once gone. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/accounts/me/sessions/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDevicesQuery.queryKey }),
  });
}

/** Sign out every device but this one; answers how many went. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/accounts/me/sessions/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDevicesQuery.queryKey }),
  });
}
