import { queryOptions } from '@tanstack/react-query';
import type { ConfirmEmailBody } from '@weekends/shared/accounts';
import { api } from '../../lib/api.ts';

export interface ConfirmEmailAnswer {
  message: string;
  alreadyConfirmed: boolean;
  isHost: boolean;
}

/**
 * The link's confirmation, as a query: it runs once per link however often the page renders (StrictMode mounts
 * twice), and a second visit is harmless on the server anyway. Never retried or refetched by itself.
 */
export const confirmEmailQuery = (body: ConfirmEmailBody) =>
  queryOptions({
    queryKey: ['email-confirmation', body.id, body.token] as const,
    queryFn: () => api.post('/api/accounts/confirm', { body }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
