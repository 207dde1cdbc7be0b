import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_HOSTS_MESSAGES, type AdminCustomerRow, type AdminHostDetail } from '@weekends/shared/admin-hosts';
import { staffFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type RouteHandler } from '../../../test/api/mockApi.ts';
import { CustomersPage } from './CustomersPage.tsx';
import { HostDetailPage } from './HostDetailPage.tsx';

afterEach(() => {
  cleanup();
});

function open(path: string, routes: Record<string, RouteHandler>) {
  const api = mockRoutes(routes, { recordHeaders: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session', 'me'], staffFixture());
  const router = createMemoryRouter(
    [
      { path: '/admin/customers', element: <CustomersPage /> },
      { path: '/admin/hosts/:id', element: <HostDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

const layla: AdminCustomerRow = {
  id: 5,
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@example.test',
  phoneNumber: null,
  isGuest: false,
  isHost: false,
  isAdmin: false,
  isCorporate: false,
  createdAt: '2026-01-02T08:00:00.000Z',
  suspendedAt: null,
};

const host: AdminHostDetail = {
  id: 7,
  businessName: 'Oasis Adventures',
  contactName: 'Khalid Host',
  email: 'khalid@oasis.example',
  status: 'approved',
  commissionPercent: 15,
  canManageActivities: true,
  listings: 4,
  sales: 120_000,
  amountDue: 30_000,
  createdAt: '2026-01-02T08:00:00.000Z',
  suspendedAt: null,
  closedAt: null,
  guestVouchers: 0,
  phoneNumber: '+971501234567',
  designation: 'Owner',
  landline: null,
  contact2: null,
  business: { tradeLicenseId: 'DED-1', description: null, address: null, city: 'Dubai', area: 'Marina', website: null },
  bank: {
    accountHolder: 'Oasis Adventures LLC',
    accountNumber: '1234',
    bankName: 'Emirates NBD',
    bankAddress: null,
    iban: 'AE070331234567890123456',
    swiftCode: 'EBILAEAD',
  },
  figures: { revenue: 100_000, orders: 9, pending: 2, redeemed: 7, paid: 70_000 },
};

describe('the Hosts section', () => {
  it('suspends a customer from its row after the question, and shows it suspended', async () => {
    let suspended = false;
    const api = open('/admin/customers', {
      'GET /api/admin/customers': () => ({
        status: 200,
        body: {
          items: [{ ...layla, suspendedAt: suspended ? '2026-05-01T08:00:00.000Z' : null }],
          total: 1,
          page: 1,
          pageSize: 25,
        },
      }),
      'POST /api/admin/customers/5/suspend': () => {
        suspended = true;
        return { status: 200, body: { id: 5, suspendedAt: '2026-05-01T08:00:00.000Z' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend account: Layla Haddad' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Layla Haddad?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Layla Haddad is suspended.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/customers/5/suspend');
    expect(post.headers).toMatchObject({ 'x-requested-with': 'fetch' });
    expect(await screen.findByRole('button', { name: 'Reinstate account: Layla Haddad' })).toBeInTheDocument();
  });

  it("shows a host's bank details and saves its terms; the rate is checked before sending", async () => {
    const api = open('/admin/hosts/7', {
      'GET /api/admin/hosts/7': () => ({ status: 200, body: host }),
      'PATCH /api/admin/hosts/7': (request) => ({ status: 200, body: { ...host, ...(request.body as object) } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Oasis Adventures' })).toBeInTheDocument();
    expect(screen.getByText('AE070331234567890123456')).toBeInTheDocument();
    expect(screen.getByText(/Suspending a host does not unpublish its listings/)).toBeInTheDocument();

    const rate = screen.getByLabelText('Commission rate');
    await user.clear(rate);
    await user.type(rate, '51');
    await user.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(screen.getByText(ADMIN_HOSTS_MESSAGES.commissionRange)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '20');
    await user.click(screen.getByLabelText('May add and edit listings (canManageActivities)'));
    await user.click(screen.getByRole('button', { name: 'Save terms' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { commissionPercent: 20, canManageActivities: false },
      ]),
    );
  });

  it("closes a host's business account once nothing stands in the way, after the business name is typed", async () => {
    const ready = { ...host, amountDue: 0 };
    const closedAt = '2026-11-29T17:00:00.000Z';
    const api = open('/admin/hosts/7', {
      'GET /api/admin/hosts/7': () => ({
        status: 200,
        body: api.calls.some((c) => c.method === 'POST') ? { ...ready, status: 'closed', closedAt } : ready,
      }),
      'POST /api/admin/hosts/7/close': () => ({ status: 200, body: { id: 7, closedAt, erased: true } }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Nothing stands in the way/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close and erase account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close Oasis Adventures?' });
    // A name typed wrong is refused before anything is sent.
    await user.type(within(dialog).getByLabelText('Type the business name to confirm'), 'Oasis');
    await user.click(within(dialog).getByRole('button', { name: 'Close and erase' }));
    expect(within(dialog).getByText('Type the business name exactly as it is shown to confirm.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Type the business name to confirm'), ' adventures');
    await user.click(within(dialog).getByRole('button', { name: 'Close and erase' }));
    expect(await screen.findByText('Oasis Adventures is closed.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ businessName: 'Oasis adventures' });
    expect(await screen.findByText(/Closed on 29 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suspend account/ })).toBeNull();
  });

  it('says what stands in the way of closing, and keeps the button off', async () => {
    open('/admin/hosts/7', {
      'GET /api/admin/hosts/7': () => ({ status: 200, body: { ...host, guestVouchers: 3 } }),
    });
    expect(
      await screen.findByText(/3 vouchers of this host's experiences are still held by guests/),
    ).toBeInTheDocument();
    expect(screen.getByText(/still owed AED\s?300/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close and erase account' })).toBeDisabled();
  });
});
