import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@weekends/shared/accounts';
import { api } from './api.ts';

/** The signed-in customer (or guest), or null for a visitor. Every part of the app reads the session from here. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'me'] as const,
  queryFn: async (): Promise<CurrentUser | null> => (await api.get('/api/accounts/session')).user,
  staleTime: 5 * 60_000,
  retry: false,
});

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'visitor'; user: null }
  | { status: 'guest'; user: CurrentUser }
  | { status: 'customer'; user: CurrentUser };

/** A user with isGuest is in guest state; any other user is logged in. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(currentUserQuery);
  if (isPending) return { status: 'loading', user: null };
  if (!data) return { status: 'visitor', user: null };
  return data.isGuest ? { status: 'guest', user: data } : { status: 'customer', user: data };
}

/** After login, sign-up or logout: store the new user and refetch everything that depends on who is asking. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => {
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    // Per-user queries (favourites, bookings, reviews) all live under the 'account' key.
    queryClient.removeQueries({ queryKey: ['account'] });
  };
}

/**
 * Ends the session on the server, then forgets everything the previous user's queries held. The user is
 * forgotten after the server answers, with any session request still in flight cancelled, so a /me answer
 * that left the server before the logout cannot bring the user back. A failed request still forgets the
 * user here (and rethrows, so the caller can tell).
 */
export async function logout(queryClient: ReturnType<typeof useQueryClient>) {
  try {
    await api.post('/api/accounts/logout');
  } finally {
    await queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey });
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    queryClient.removeQueries({ queryKey: ['account'] });
  }
}
