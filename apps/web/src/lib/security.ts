import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The account's second factors and how this session can confirm it is you (GET /api/account/security): the Security
 * tab, 'Confirm it is you' and the back office's guard read it. Under 'account', so it is forgotten at every sign-in.
 */
export const securityOverviewQuery = queryOptions({
  queryKey: ['account', 'security'] as const,
  queryFn: () => api.get('/api/account/security'),
  staleTime: 60_000,
});
