import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminPage, AuditEntry } from '@weekends/shared/admin-tables';
import { apiFetch } from '../../../lib/api.ts';

/** One page of the audit log for these parameters; the page on screen stays while the next one loads. */
export const auditQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ['admin', 'audit', params] as const,
    queryFn: () => apiFetch<AdminPage<AuditEntry>>('/admin/audit', { query: params }),
    placeholderData: keepPreviousData,
  });
