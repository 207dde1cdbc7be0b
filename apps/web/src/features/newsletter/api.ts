import { queryOptions } from '@tanstack/react-query';
import type { NewsletterUnsubscribeBody } from '@weekends/shared/newsletter';
import { api } from '../../lib/api.ts';

/**
 * The link's unsubscribe, as a query: it runs once per link however often the page renders (StrictMode mounts
 * twice), and a second call is harmless on the server anyway. Never retried or refetched by itself.
 */
export const unsubscribeQuery = (body: NewsletterUnsubscribeBody) =>
  queryOptions({
    queryKey: ['newsletter-unsubscribe', body.email, body.token] as const,
    queryFn: () => api.post('/api/newsletter/unsubscribe', { body }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
