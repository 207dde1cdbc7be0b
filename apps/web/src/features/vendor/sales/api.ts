import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { HostBookedItem, HostBookings, VerifyVoucherBody } from '@weekends/shared';
import { api, inPageLanguage } from '../../../lib/api.ts';

/* Per-host figures live under the 'account' key, so signing in as someone else forgets them (lib/session.ts). */
const salesKey = ['account', 'host', 'sales'] as const;

/** The summary cards and the weekly sales chart of View Activity Bookings. */
export const hostDashboardQuery = queryOptions({
  queryKey: [...salesKey, 'dashboard'] as const,
  queryFn: () => api.get('/api/host/dashboard'),
});

export const useHostDashboard = () => useQuery(hostDashboardQuery);

/** Sales Overview: 6 booked items a page, newest first, more on Load More. */
export const hostBookingsQuery = infiniteQueryOptions({
  queryKey: [...salesKey, 'bookings'] as const,
  queryFn: ({ pageParam }) => api.get('/api/host/bookings', { params: { query: { page: pageParam } } }),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
});

export const useHostBookings = () => useInfiniteQuery(hostBookingsQuery);

export interface VerifyAnswer {
  item: HostBookedItem;
  message: string;
}

/**
 * Puts the verified item into the loaded pages at once, so its row says Verified before the lists are fetched again.
 */
function replaceItem<T extends InfiniteData<HostBookings, unknown>>(
  data: T | undefined,
  item: HostBookedItem,
): T | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((row) => (row.id === item.id ? item : row)) })),
  };
}

/**
 * Redeem a voucher: a typed code for one row (`bookedItemId`) or a scanned code alone. Success changes a row's
 * status and the cards' pending, redeemed and amount-due figures, so both are fetched again.
 */
export function useVerifyVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyVoucherBody) => api.post('/api/host/verify', { body }),
    onSuccess: ({ item }) => {
      queryClient.setQueryData(hostBookingsQuery.queryKey, (data) => replaceItem(data, item));
      void queryClient.invalidateQueries({ queryKey: hostBookingsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: hostDashboardQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: [...salesKey, 'manifest'] });
    },
  });
}

/** The host's own activities (every state), for the guest list's activity choice: Manage Activities' 'All' entry. */
export const hostActivitiesQuery = queryOptions({
  queryKey: ['account', 'host', 'activities', 'list', 'all'] as const,
  queryFn: () => api.get('/api/host/activities', { params: { query: { filter: 'all' } } }),
});

export const useHostActivities = () => useQuery(hostActivitiesQuery);

/** One activity's guest list for one Dubai day. */
export const manifestQuery = (activityId: number, day: string) =>
  queryOptions({
    queryKey: [...salesKey, 'manifest', activityId, day] as const,
    queryFn: () => api.get('/api/host/manifest', { params: { query: { activityId, day } } }),
  });

export const useManifest = (activityId: number | null, day: string) =>
  useQuery({ ...manifestQuery(activityId ?? 0, day), enabled: activityId !== null && day !== '' });

/** Reviews/Ratings: the published reviews of the host's activities. */
export const hostReviewsQuery = queryOptions({
  queryKey: [...salesKey, 'reviews'] as const,
  queryFn: () => api.get('/api/host/reviews'),
});

export const useHostReviews = () => useQuery(hostReviewsQuery);

/** Payouts: the note, the commission rate and one statement per month. */
export const payoutsQuery = queryOptions({
  queryKey: [...salesKey, 'payouts'] as const,
  queryFn: () => api.get('/api/host/payouts'),
});

export const usePayouts = () => useQuery(payoutsQuery);

/** Where a month's statement downloads from (the browser follows the link with the session cookie). */
export const statementUrl = (month: string, format: 'pdf' | 'csv') =>
  inPageLanguage(`/api/host/payouts/${month}/statement.${format}`);
