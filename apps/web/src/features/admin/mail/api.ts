import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMailDetail, AdminMailPage, MailResendOutcome } from '@weekends/shared/admin-mail';
import { apiFetch } from '../../../lib/api.ts';

const ROOT = ['admin', 'mail'] as const;

/** One page of the outbox for these parameters; the page on screen stays while the next one loads. */
export const mailsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'list', params] as const,
    queryFn: () => apiFetch<AdminMailPage>('/admin/mail', { query: params }),
    placeholderData: keepPreviousData,
  });

/** One mail with its stored HTML and text, for the preview. */
export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'mail', id] as const,
    queryFn: () => apiFetch<AdminMailDetail>(`/admin/mail/${id}`),
  });

/** Queues the same mail again (a new outbox row); the list then shows it. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<MailResendOutcome>(`/admin/mail/${id}/resend`, { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'list'] }),
  });
}
