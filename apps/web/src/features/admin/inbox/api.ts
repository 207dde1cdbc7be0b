import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, toSearchParams } from '../../../lib/api.ts';

const ROOT = ['admin', 'inbox'] as const;

/** One page of an inbox list for these parameters; the page on screen stays while the next one loads. */
const pageQuery =
  <Page>(list: string, fetchPage: (query: Record<string, string>) => Promise<Page>) =>
  (params: Record<string, string>) =>
    queryOptions({
      queryKey: [...ROOT, list, params] as const,
      queryFn: () => fetchPage(params),
      placeholderData: keepPreviousData,
    });

export const interestActivitiesQuery = pageQuery('interest-activities', (query) =>
  api.get('/api/admin/inbox/interest-activities', { params: { query } }),
);
export const interestRequestsQuery = pageQuery('interest', (query) =>
  api.get('/api/admin/inbox/interest', { params: { query } }),
);
export const messagesQuery = pageQuery('messages', (query) =>
  api.get('/api/admin/inbox/messages', { params: { query } }),
);
export const applicationsQuery = pageQuery('applications', (query) =>
  api.get('/api/admin/inbox/applications', { params: { query } }),
);
export const nominationsQuery = pageQuery('nominations', (query) =>
  api.get('/api/admin/inbox/nominations', { params: { query } }),
);
export const subscribersQuery = pageQuery('subscribers', (query) =>
  api.get('/api/admin/inbox/subscribers', { params: { query } }),
);

/** The résumé is served to admins only, with the session cookie a plain link sends along. */
export const resumeUrl = (applicationId: number) => `/api/admin/career-applications/${applicationId}/resume`;

/** The export takes the list's filters and search, not its page. */
export const subscribersCsvUrl = (params: Record<string, string>) => {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  const qs = toSearchParams(filters).toString();
  return `/api/admin/inbox/subscribers.csv${qs ? `?${qs}` : ''}`;
};

/** Marking a row handled, per list. */
const markHandled = {
  interest: (id: number) => api.post('/api/admin/inbox/interest/{id}/handled', { params: { path: { id } } }),
  messages: (id: number) => api.post('/api/admin/inbox/messages/{id}/handled', { params: { path: { id } } }),
  applications: (id: number) => api.post('/api/admin/inbox/applications/{id}/handled', { params: { path: { id } } }),
  nominations: (id: number) => api.post('/api/admin/inbox/nominations/{id}/handled', { params: { path: { id } } }),
};

export type HandledList = keyof typeof markHandled;

/** Marks a row handled, then fetches the lists again (it leaves 'new'). */
export function useMarkHandled(list: HandledList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markHandled[list](id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

/** 'Tell them': mails the people who asked about an activity; the counts change, so the lists refresh. */
export function useNotifyInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) =>
      api.post('/api/admin/inbox/interest-activities/{id}/notify', { params: { path: { id: activityId } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
