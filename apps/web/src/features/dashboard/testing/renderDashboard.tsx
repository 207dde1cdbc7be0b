import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BookedItem, CurrentUser, MyReview, VoucherDetail } from '@weekends/shared';
import { customerFixture } from '../../../test/fakeApi.tsx';
import { DashboardPage } from '../routes/DashboardPage.tsx';
import { VoucherPage } from '../routes/VoucherPage.tsx';

/** Opens the dashboard at `path` for a signed-in customer, with a fresh cache (no retries: failures show at once). */
export function renderDashboard(path: string, user: CurrentUser = customerFixture) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], user);
  const router = createMemoryRouter(
    [
      { path: '/customer/dashboard/:tab', element: <DashboardPage /> },
      { path: '/customer/dashboard/bookings/:bookedItemId', element: <VoucherPage /> },
      { path: '/activity/:slug', element: <p>Activity page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

export function bookedItem(id: number, overrides: Partial<BookedItem> = {}): BookedItem {
  return {
    id,
    bookingId: 100 + id,
    itemType: 0,
    title: `Experience ${id}`,
    activity: { slug: `experience-${id}`, title: `Experience ${id}`, image: `/uploads/${id}.webp` },
    // 10:05 UTC is 14:05 in Dubai.
    purchaseDate: '2026-03-05T10:05:00.000Z',
    otp: `V${String(id).padStart(7, '0')}`,
    total: 25_000,
    quantity: 2,
    address: null,
    date: null,
    validUntil: '2026-04-25',
    status: 'pending',
    orderId: null,
    ...overrides,
  };
}

/** A dated voucher on its own page, paid, with every after-sale window open. */
export function voucherDetail(overrides: Partial<VoucherDetail> = {}): VoucherDetail {
  return {
    ...bookedItem(1),
    date: '2026-03-13',
    validUntil: null,
    description: 'Adult',
    orderNumber: 'WK-000055',
    customerName: 'Layla Haddad',
    activity: {
      slug: 'experience-1',
      title: 'Experience 1',
      image: null,
      address: 'Al Qudra Lakes, Dubai',
      latitude: 24.83,
      longitude: 55.37,
      howToRedeem: 'Show your voucher at the desk.',
    },
    qrCode: '/api/booked-items/1/qr.svg',
    history: [{ kind: 'paid', cause: 'paid by card', worded: null, at: '2026-03-05T10:05:00.000Z' }],
    actions: {
      // 14:00 UTC is 18:00 in Dubai.
      cancel: { allowed: true, until: '2026-03-09T14:00:00.000Z', reason: null, refund: 25_000, itemIds: [1] },
      move: { allowed: true, until: '2026-03-09T14:00:00.000Z', reason: null },
      gift: { allowed: true, until: null, reason: null },
    },
    giftFrom: null,
    ...overrides,
  };
}

export function myReview(id: number, overrides: Partial<MyReview> = {}): MyReview {
  return {
    id,
    title: `Review ${id}`,
    content: 'Calm water and a patient guide.',
    rating: 4,
    isPublished: true,
    publishedAt: '2026-02-10T08:00:00.000Z',
    createdAt: '2026-02-08T08:00:00.000Z',
    activity: { id: 7, slug: 'desert-sunset-kayak', title: 'Desert Sunset Kayak' },
    ...overrides,
  };
}
