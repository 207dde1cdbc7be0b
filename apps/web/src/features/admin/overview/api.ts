import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { OverviewQuery } from '@weekends/shared/admin-overview';
import { api } from '../../../lib/api.ts';

/** The overview's figures for one range; the previous range's stay on screen while the next one loads. */
export const overviewQuery = (params: OverviewQuery) =>
  queryOptions({
    queryKey: ['admin', 'overview', params] as const,
    queryFn: () => api.get('/api/admin/overview', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

/** What visitors' browsers measured over the last 28 days (GET /api/admin/vitals): p75 per kind of page and day. */
export const vitalsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'vitals'] as const,
    queryFn: () => api.get('/api/admin/vitals'),
  });
