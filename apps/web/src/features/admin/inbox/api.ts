import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCareerApplication } from '@weekends/shared/careers';
import type { AdminPage } from '@weekends/shared/admin-tables';
import type {
  ContactMessage,
  HandledOutcome,
  InterestActivity,
  InterestNotifyOutcome,
  InterestRequestRow,
  NominationRow,
  Subscriber,
} from '@weekends/shared/admin-inbox';
import { apiFetch, toSearchParams } from '../../../lib/api.ts';

const ROOT = ['admin', 'inbox'] as const;

/** One page of an inbox list for these parameters; the page on screen stays while the next one loads. */
const pageQuery =
  <T>(list: string) =>
  (params: Record<string, string>) =>
    queryOptions({
      queryKey: [...ROOT, list, params] as const,
      queryFn: () => apiFetch<AdminPage<T>>(`/admin/inbox/${list}`, { query: params }),
      placeholderData: keepPreviousData,
    });

export const interestActivitiesQuery = pageQuery<InterestActivity>('interest-activities');
export const interestRequestsQuery = pageQuery<InterestRequestRow>('interest');
export const messagesQuery = pageQuery<ContactMessage>('messages');
export const applicationsQuery = pageQuery<AdminCareerApplication>('applications');
export const nominationsQuery = pageQuery<NominationRow>('nominations');
export const subscribersQuery = pageQuery<Subscriber>('subscribers');

/** The résumé is served to admins only, with the session cookie a plain link sends along. */
export const resumeUrl = (applicationId: number) => `/api/admin/career-applications/${applicationId}/resume`;

/** The export takes the list's filters and search, not its page. */
export const subscribersCsvUrl = (params: Record<string, string>) => {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  const qs = toSearchParams(filters).toString();
  return `/api/admin/inbox/subscribers.csv${qs ? `?${qs}` : ''}`;
};

export type HandledList = 'interest' | 'messages' | 'applications' | 'nominations';

/** Marks a row handled, then fetches the lists again (it leaves 'new'). */
export function useMarkHandled(list: HandledList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<HandledOutcome>(`/admin/inbox/${list}/${id}/handled`, { method: 'POST', json: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

/** 'Tell them': mails the people who asked about an activity; the counts change, so the lists refresh. */
export function useNotifyInterested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) =>
      apiFetch<InterestNotifyOutcome>(`/admin/inbox/interest-activities/${activityId}/notify`, {
        method: 'POST',
        json: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
