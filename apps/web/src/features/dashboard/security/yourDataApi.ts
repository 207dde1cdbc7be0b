import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody, YourData } from '@weekends/shared';
import { api } from '../../../lib/api.ts';
import { withReverify } from '../../../lib/reverify.ts';

/** 'Your data': the latest export, a pending deletion and what deleting would mean. */
export const yourDataQuery = queryOptions({
  queryKey: ['account', 'privacy'] as const,
  queryFn: () => api.get('/api/privacy'),
});

/** While an export is being prepared the section looks again every few seconds, so 'ready' shows without a reload. */
export const PREPARING_POLL_MS = 5_000;

export const useYourData = () =>
  useQuery({
    ...yourDataQuery,
    refetchInterval: (query) => (query.state.data?.export?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });

function useRefreshOnSuccess<T, V>(
  mutationFn: (variables: V) => Promise<T>,
  apply?: (data: YourData, result: T) => YourData,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      if (apply) queryClient.setQueryData(yourDataQuery.queryKey, (data) => (data ? apply(data, result) : data));
      await queryClient.invalidateQueries({ queryKey: yourDataQuery.queryKey });
    },
  });
}

export const useRequestExport = () =>
  useRefreshOnSuccess(
    () => api.post('/api/privacy/exports'),
    (data, result) => ({ ...data, export: result }),
  );

export const useRequestDeletion = () =>
  useRefreshOnSuccess(
    // Without a password to type (a Google or Facebook account), the server asks for a recent proof instead:
    // 'Confirm it is you' (a passkey or an authenticator code), then the request is sent again.
    (body: DeleteAccountBody) => withReverify(() => api.post('/api/privacy/deletion', { body })),
    (data, result) => ({ ...data, deletion: result, deletionCancelledAt: null }),
  );

export const useCancelDeletion = () =>
  useRefreshOnSuccess(
    () => api.delete('/api/privacy/deletion'),
    (data) => ({ ...data, deletion: null }),
  );
