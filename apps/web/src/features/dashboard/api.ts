import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ChangePasswordBody, GiftBody, UpdateProfileBody } from '@weekends/shared';
import { ApiRequestError, api } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/session.ts';

/** Booked Activities: 6 a page, newest first, more on Load More. */
export const myBookingsQuery = infiniteQueryOptions({
  queryKey: ['account', 'bookings'] as const,
  queryFn: ({ pageParam }) => api.get('/api/accounts/me/bookings', { params: { query: { page: pageParam } } }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
});

export const useMyBookings = () => useInfiniteQuery(myBookingsQuery);

/** One voucher, for its own page (the customer's own booked item). */
export const voucherQuery = (bookedItemId: number) =>
  queryOptions({
    queryKey: ['account', 'voucher', bookedItemId] as const,
    queryFn: () => api.get('/api/booked-items/{id}', { params: { path: { id: bookedItemId } } }),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });

export const useVoucher = (bookedItemId: number) => useQuery(voucherQuery(bookedItemId));

/**
 * The experience a voucher is for, as its public page has it: the change-date picker needs its id and weekend days.
 * The same cache entry as the activity page's, so one visit fills both.
 */
export const voucherActivityQuery = (slug: string) =>
  queryOptions({
    queryKey: ['activity', slug] as const,
    queryFn: () => api.get('/api/activities/{slug}', { params: { path: { slug } } }),
    staleTime: 60_000,
  });

/**
 * Cancel a voucher (or its whole weekend pass). Every voucher it voided and the list are fetched again, so the page
 * shows the cancelled status and the refund in the history before the pop-up closes.
 */
export function useCancelBookedItem(bookedItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/booked-items/{id}/cancel', { params: { path: { id: bookedItemId } }, body: {} }),
    onSuccess: async (result) => {
      void queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey });
      const voided = new Set([bookedItemId, ...result.itemIds]);
      await Promise.all(
        [...voided].map((id) => queryClient.invalidateQueries({ queryKey: voucherQuery(id).queryKey })),
      );
    },
  });
}

/** Move a dated voucher to another day; the answer is the voucher as it now is. */
export function useMoveBookedItem(bookedItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      api.post('/api/booked-items/{id}/move', { params: { path: { id: bookedItemId } }, body: { date } }),
    onSuccess: (voucher) => {
      queryClient.setQueryData(voucherQuery(bookedItemId).queryKey, voucher);
      void queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey });
    },
  });
}

/** Give a voucher away: it leaves this account, so its page is dropped from the cache and the list fetched again. */
export function useGiftBookedItem(bookedItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftBody) =>
      api.post('/api/booked-items/{id}/gift', { params: { path: { id: bookedItemId } }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myBookingsQuery.queryKey });
    },
  });
}

/** Reviews/Ratings: the customer's own reviews, those awaiting approval included. */
export const myReviewsQuery = queryOptions({
  queryKey: ['account', 'reviews'] as const,
  queryFn: () => api.get('/api/accounts/me/reviews'),
});

export const useMyReviews = () => useQuery(myReviewsQuery);

/**
 * Personal Information: the answer is the updated user, which the header and the dashboard show at once (with the
 * 'Pending' notice when a new e-mail made it unconfirmed). A new e-mail also hides the booked items until it is
 * confirmed, so the cached list is dropped rather than shown from before.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch('/api/accounts/me', { body }),
    onSuccess: (user) => {
      const before = queryClient.getQueryData(currentUserQuery.queryKey);
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      if (before && before.email !== user.email) queryClient.removeQueries({ queryKey: myBookingsQuery.queryKey });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/accounts/password/change', { body }),
  });
}
