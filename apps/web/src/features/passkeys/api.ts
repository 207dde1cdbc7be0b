import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionAnswer } from '@weekends/shared/accounts';
import { api } from '../../lib/api.ts';
import { createPasskey, signWithPasskey } from '../../lib/passkeys/ceremony.ts';

/** The signed-in customer's passkeys; under 'account', so a login or logout forgets them. */
export const passkeysQuery = queryOptions({
  queryKey: ['account', 'passkeys'] as const,
  queryFn: async () => (await api.get('/api/accounts/me/passkeys')).items,
});

export const usePasskeys = () => useQuery(passkeysQuery);

/**
 * Adds a passkey: the server's options, the authenticator's new credential, then the save under `name`. Throws
 * PasskeyCeremonyError when the browser gives none (cancelled included), ApiRequestError when the server refuses it.
 */
export async function addPasskey(name: string) {
  const options = await api.post('/api/accounts/me/passkeys/registration-options');
  const response = await createPasskey(options);
  return api.post('/api/accounts/me/passkeys', { body: { name, response } });
}

/** Signs in with any passkey this device holds for the site; the session counts as both factors. */
export async function signInWithPasskey(): Promise<CurrentUser> {
  const options = await api.post('/api/accounts/passkey/sign-in-options');
  const response = await signWithPasskey(options);
  const answer: SessionAnswer = await api.post('/api/accounts/passkey/sign-in', {
    body: { response, transport: 'cookie' },
  });
  const { token: _token, ...user } = answer;
  return user;
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.patch('/api/accounts/me/passkeys/{id}', { params: { path: { id } }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/accounts/me/passkeys/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
