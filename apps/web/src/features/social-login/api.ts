import { returnPathOrHome } from '@weekends/shared/return-to';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import type { SocialCompleteBody, SocialPending, SocialProvider } from '@weekends/shared/guests';
import { ApiRequestError, api } from '../../lib/api.ts';

/** Which providers the server has configured; they change only with a redeploy. */
export const socialProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'] as const,
  queryFn: () => api.get('/api/auth/providers'),
  staleTime: 60 * 60_000,
});

export const useSocialProviders = () => useQuery(socialProvidersQuery);

/**
 * The provider's profile waiting for a phone number (the callback's signed cookie); null when none is waiting or it
 * expired (404). Under 'account' so a login or logout forgets it.
 */
export const socialPendingQuery = queryOptions({
  queryKey: ['account', 'social', 'pending'] as const,
  queryFn: async (): Promise<SocialPending | null> => {
    try {
      return await api.get('/api/auth/social/pending');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: Infinity,
  retry: false,
});

export const useSocialPending = () => useQuery(socialPendingQuery);

/** Creates the account (or turns the guest on that e-mail into it) and signs it in: 201 with the user. */
export const completeSocialSignUp = (body: SocialCompleteBody) => api.post('/api/auth/social/complete', { body });

export const useCompleteSocialSignUp = () => useMutation({ mutationFn: completeSocialSignUp });

/**
 * Where a social button leads: the server redirects on to the provider. `popup` when the login pop-up started it:
 * phone capture and failures then come back to returnTo with loginPrompt=… (SocialReturnPrompt.tsx), not to /login.
 */
export const socialStartUrl = (provider: SocialProvider, returnTo: string, { popup = false } = {}) =>
  `/api/auth/${provider}/start?returnTo=${encodeURIComponent(returnPathOrHome(returnTo))}${popup ? '&popup=1' : ''}`;
