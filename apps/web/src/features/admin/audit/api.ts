import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

/** One page of the audit log for these parameters; the page on screen stays while the next one loads. */
export const auditQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'audit', params] as const,
    queryFn: () => api.get('/api/admin/audit', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });
