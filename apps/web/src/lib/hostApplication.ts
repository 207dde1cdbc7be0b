import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostMe } from '@weekends/shared';
import { ApiRequestError, api } from './api.ts';

/**
 * The signed-in account's host application (GET /api/host/me), or null when it has none. Shared by host sign-up
 * (an applicant is not asked to apply twice) and the host area (which shows the application's state).
 */
export const hostMeQuery = queryOptions({
  queryKey: ['account', 'host', 'me'] as const,
  queryFn: async (): Promise<HostMe | null> => {
    try {
      return await api.get('/api/host/me');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});

export const useHostMe = (enabled = true) => useQuery({ ...hostMeQuery, enabled });
