import { queryOptions } from '@tanstack/react-query';
import type { CartRemindersOffBody } from '@weekends/shared/reminders';
import { api } from '../../lib/api.ts';

/**
 * The link's 'turn off', as a query: it runs once per link however often the page renders (StrictMode mounts twice),
 * and repeating it is harmless on the server anyway. Never retried or refetched by itself.
 */
export const cartRemindersOffQuery = (body: CartRemindersOffBody) =>
  queryOptions({
    queryKey: ['cart-reminders-off', body.token] as const,
    queryFn: () => api.post('/api/cart-reminders/off', { body }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
