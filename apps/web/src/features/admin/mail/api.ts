import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api.ts';

const ROOT = ['admin', 'mail'] as const;

/** One page of the outbox for these parameters; the page on screen stays while the next one loads. */
export const mailsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: [...ROOT, 'list', params] as const,
    queryFn: () => api.get('/api/admin/mail', { params: { query: params } }),
    placeholderData: keepPreviousData,
  });

/** One mail with its stored HTML and text, for the preview. */
export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT, 'mail', id] as const,
    queryFn: () => api.get('/api/admin/mail/{id}', { params: { path: { id } } }),
  });

/** Queues the same mail again (a new outbox row); the list then shows it. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/admin/mail/{id}/resend', { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ROOT, 'list'] }),
  });
}
