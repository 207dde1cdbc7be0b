import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderRow } from '@weekends/shared/admin-commerce';
import type { StaffRole } from '@weekends/shared/staff';
import { renderWithProviders, staffFixture } from '../../../test/fakeApi.tsx';
import { mockRoutes, type MockRequest } from '../../../test/api/mockApi.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';

afterEach(() => {
  cleanup();
});

const row: AdminOrderRow = {
  id: 123,
  number: 'WK-000123',
  bookingId: 77,
  createdAt: '2026-03-05T20:30:00.000Z',
  status: 'paid',
  customer: { id: 9, name: 'Noor Zayani', email: 'noor@example.test', guest: false },
  activities: ['Desert Safari'],
  couponCode: null,
  total: 35_000,
};

const detail: AdminOrderDetail = {
  ...row,
  contact: { firstName: 'Noor', lastName: 'Zayani', email: 'noor@example.test', phoneNumber: '+971501234567' },
  address: null,
  lines: [
    {
      id: 1,
      description: 'Adult',
      activity: 'Desert Safari',
      bundleName: null,
      bookedFor: '2026-03-13',
      quantity: 1,
      price: 35_000,
      discountedPrice: null,
      total: 35_000,
    },
  ],
  totals: { cartTotal: 35_000, discount: 0, couponDiscount: 0, total: 35_000, vat: 1_667 },
  payment: {
    gateway: 'sandbox',
    reference: 'pay_1',
    amountPaid: 35_000,
    paidAt: '2026-03-05T20:31:00.000Z',
    refundReference: null,
  },
  cancellations: [],
  history: [
    { at: '2026-03-05T20:30:00.000Z', what: 'awaiting_payment', cause: 'order placed' },
    { at: '2026-03-05T20:31:00.000Z', what: 'paid', cause: 'sandbox: payment captured' },
  ],
  items: [
    {
      id: 5,
      activity: { id: 3, title: 'Desert Safari' },
      host: 'Desert Co',
      bundleName: null,
      option: 'Adult',
      quantity: 1,
      bookedFor: '2026-03-13',
      total: 35_000,
      voucherCode: 'K7M2Q9XP',
      state: 'valid',
      canCancel: true,
      history: [{ at: '2026-03-05T20:31:00.000Z', what: 'paid', cause: 'booked and paid' }],
    },
  ],
  canRefund: true,
};

describe('the orders search', () => {
  it('sends every filter to the API, pages there, and exports the same search', async () => {
    const requests: URLSearchParams[] = [];
    mockRoutes({
      'GET /api/admin/orders': (request: MockRequest) => {
        requests.push(request.query);
        return {
          status: 200,
          body: { items: [row], total: 60, page: Number(request.query.get('page') ?? 1), pageSize: 25 },
        };
      },
    });
    renderWithProviders(<OrdersPage />, { path: '/admin/orders', user: staffFixture() });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: 'WK-000123' })).toHaveAttribute('href', '/admin/orders/123');
    expect(within(table).getByText('noor@example.test')).toBeInTheDocument();

    const user = userEvent.setup();
    const form = screen.getByRole('search', { name: 'Search orders' });
    await user.type(within(form).getByLabelText('Voucher code or number'), 'k7m2q9xp');
    await user.type(within(form).getByLabelText('Customer'), 'noor@example.test');
    await user.type(within(form).getByLabelText('Experience'), 'safari');
    await user.type(within(form).getByLabelText('Host'), 'desert co');
    await user.type(within(form).getByLabelText('Placed from'), '2026-03-01');
    await user.type(within(form).getByLabelText('Placed until'), '2026-03-31');
    await user.selectOptions(within(form).getByLabelText('Status'), 'Paid');
    // Typing alone asks nothing of the server.
    expect(requests).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(Object.fromEntries(requests[1]!)).toEqual({
      page: '1',
      pageSize: '25',
      sort: 'created',
      dir: 'desc',
      q: 'k7m2q9xp',
      customer: 'noor@example.test',
      activity: 'safari',
      host: 'desert co',
      from: '2026-03-01',
      to: '2026-03-31',
      status: 'paid',
    });
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const exported = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(exported.pathname).toBe('/api/admin/orders/export');
    expect(Object.fromEntries(exported.searchParams)).toMatchObject({
      q: 'k7m2q9xp',
      customer: 'noor@example.test',
      status: 'paid',
      sort: 'created',
    });
    expect(exported.searchParams.has('page')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(requests.at(-1)!.get('sort')).toBe('total'));
  });
});

describe('refunding from the order page', () => {
  function openOrder(refund: (request: MockRequest) => { status: number; body: unknown }, role: StaffRole = 'finance') {
    const api = mockRoutes({
      'GET /api/admin/orders/123': () => ({ status: 200, body: detail }),
      'POST /api/admin/orders/123/refund': refund,
    });
    renderWithProviders(<OrderDetailPage />, {
      path: '/admin/orders/123',
      pattern: '/admin/orders/:id',
      user: staffFixture(role),
    });
    return api;
  }

  it('offers support the order to read, without refund or cancel (they are finance’s)', async () => {
    const api = openOrder(() => ({ status: 500, body: {} }), 'support');
    expect(await screen.findByText('K7M2Q9XP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks for a reason and confirmation before refunding, then says so', async () => {
    const api = openOrder(() => ({ status: 200, body: { id: 123, status: 'refund_pending' } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund order WK-000123?' });
    expect(dialog).toHaveTextContent('AED 350');
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'The host closed for the season.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/admin/orders/123/refund',
      body: { reason: 'The host closed for the season.' },
    });
    expect(screen.getByText('Order WK-000123 is being refunded.')).toBeInTheDocument();
  });

  it('keeps nothing back when the server refuses, and cancelling the dialog sends nothing', async () => {
    const api = openOrder(() => ({
      status: 409,
      body: { statusCode: 409, code: 'NOT_ALLOWED', message: 'Only a paid order can be refunded.' },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund order' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refund order' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate order.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund order' }));
    expect(await within(dialog).findByText('Only a paid order can be refunded.')).toBeInTheDocument();
  });

  it('shows the vouchers with their history and the order history', async () => {
    openOrder(() => ({ status: 200, body: { id: 123, status: 'refund_pending' } }));
    expect(await screen.findByText('K7M2Q9XP')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History of voucher K7M2Q9XP' })).toHaveTextContent('booked and paid');
    expect(screen.getByRole('list', { name: 'Order history' })).toHaveTextContent('sandbox: payment captured');
    expect(screen.getByRole('button', { name: 'Cancel voucher' })).toBeInTheDocument();
  });
});
