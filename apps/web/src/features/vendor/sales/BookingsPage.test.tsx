import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_SALES_MESSAGES } from '@weekends/shared';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes, type Answer, type MockRequest } from '../../../test/api/mockApi.ts';
import { BookingsPage } from './BookingsPage.tsx';
import { dashboardFixture, hostItem } from './testing/fixtures.ts';

// The drawn chart (recharts) has nothing to measure in jsdom; its figures are checked through the table beside it.
vi.mock('./components/SalesChart.tsx', () => ({ default: () => <div data-testid="sales-chart" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page1 = { items: [1, 2, 3, 4, 5, 6].map((id) => hostItem(id)), hasMore: true };

function stub(routes: Record<string, (request: MockRequest) => Answer | Promise<Answer>> = {}) {
  const api = mockRoutes({
    'GET /api/host/dashboard': () => ({ status: 200, body: dashboardFixture }),
    'GET /api/host/bookings': () => ({
      status: 200,
      body: { items: [hostItem(1), hostItem(2, { status: 'verified' })], hasMore: false },
    }),
    ...routes,
  });
  return api;
}

const desktop = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
const render = () => renderWithProviders(<BookingsPage />, { path: '/vendor/dashboard/bookings' });
const countOf = (api: ReturnType<typeof stub>, path: string) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === path).length;

describe('View Activity Bookings', () => {
  it('shows the summary cards in AED and counts, and the weekly figures', async () => {
    stub();
    render();
    const cards = await screen.findByLabelText('Sales summary');
    const card = (label: string) => within(cards).getByText(label).nextElementSibling;
    expect(card('Revenue')).toHaveTextContent('AED 12,345.50');
    expect(card('Amount Due')).toHaveTextContent('AED 3,400');
    expect(card('Orders')).toHaveTextContent('12');
    expect(card('Pending')).toHaveTextContent('5');
    expect(card('Redeemed')).toHaveTextContent('9');
    expect(card('Corporate')).toHaveTextContent('3');
    expect(card('Retail')).toHaveTextContent('11');
    const weeks = screen.getByRole('table', { name: 'Sales by week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(within(weeks).getByRole('rowheader', { name: '19 Jan' }).closest('tr')).toHaveTextContent('2AED 200');
    expect(await screen.findByTestId('sales-chart')).toBeInTheDocument();
  });

  it('lays the Sales Overview out as a table on a wide screen', async () => {
    desktop();
    stub();
    render();
    const table = await screen.findByRole('table', { name: 'Sales Overview' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order No', 'Date', 'Details', 'Status', 'Amount', 'Verify']);
    const first = within(table).getByText('WK-000401').closest('tr')!;
    expect(first).toHaveTextContent('5 Mar 2026');
    expect(first).toHaveTextContent('Adult × 2');
    expect(first).toHaveTextContent('Customer: Customer 1');
    expect(first).toHaveTextContent('AED 170');
    expect(
      within(first).getByRole('button', { name: 'Click To Verify order WK-000401, Experience 1' }),
    ).toBeInTheDocument();
    const second = within(table).getByText('WK-000402').closest('tr')!;
    expect(within(second).queryByRole('button')).toBeNull();
    expect(within(second).getAllByText('Verified')).toHaveLength(2);
  });

  it('refuses a wrong code with the incorrect-code message and verifies the right one', async () => {
    const user = userEvent.setup();
    let verified = false;
    const api = stub({
      'GET /api/host/bookings': () => ({
        status: 200,
        body: { items: [hostItem(1, verified ? { status: 'verified' } : {})], hasMore: false },
      }),
      'POST /api/host/verify': ({ body }) => {
        if ((body as { code: string }).code !== 'ABCD2345')
          return {
            status: 400,
            body: { statusCode: 400, code: 'BAD_REQUEST', message: HOST_SALES_MESSAGES.codeIncorrect },
          };
        verified = true;
        return {
          status: 200,
          body: { item: hostItem(1, { status: 'verified' }), message: HOST_SALES_MESSAGES.verified },
        };
      },
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Click To Verify order WK-000401, Experience 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Order' });

    // An empty code is not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Voucher code'), 'WRONG123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Oops!Code entered is incorrect.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const bookingsBefore = countOf(api, '/api/host/bookings');
    const dashboardBefore = countOf(api, '/api/host/dashboard');
    await user.clear(within(dialog).getByLabelText('Voucher code'));
    await user.type(within(dialog).getByLabelText('Voucher code'), ' abcd2345 ');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { code: 'WRONG123', bookedItemId: 1 },
      { code: 'ABCD2345', bookedItemId: 1 },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Order WK-000401 (Experience 1) is verified.');
    expect(screen.queryByRole('button', { name: /Click To Verify/ })).toBeNull();
    const row = screen.getByText('WK-000401').closest('li')!;
    expect(within(row).getAllByText('Verified').length).toBeGreaterThan(0);
    // The list and the cards are fetched again: pending and redeemed changed.
    await waitFor(() => expect(countOf(api, '/api/host/bookings')).toBeGreaterThan(bookingsBefore));
    await waitFor(() => expect(countOf(api, '/api/host/dashboard')).toBeGreaterThan(dashboardBefore));
  });

  it('says when a voucher was already verified or attempts are too many', async () => {
    const user = userEvent.setup();
    let answer: Answer = {
      status: 409,
      body: { statusCode: 409, code: 'CONFLICT', message: HOST_SALES_MESSAGES.alreadyVerified },
    };
    stub({ 'POST /api/host/verify': () => answer });
    render();
    await user.click(await screen.findByRole('button', { name: /Click To Verify order WK-000401/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Voucher code'), 'ABCD2345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HOST_SALES_MESSAGES.alreadyVerified);
    answer = {
      status: 429,
      body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: HOST_SALES_MESSAGES.tooManyAttempts },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(HOST_SALES_MESSAGES.tooManyAttempts),
    );
    answer = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } };
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong and nothing was saved.'),
    );
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('appends the next 6 with Load More and hides it when there is no more', async () => {
    const user = userEvent.setup();
    const api = stub({
      'GET /api/host/bookings': ({ query }) =>
        query.get('page') === '2'
          ? { status: 200, body: { items: [hostItem(7), hostItem(8)], hasMore: false } }
          : { status: 200, body: page1 },
    });
    render();
    expect(await screen.findAllByRole('button', { name: /Click To Verify/ })).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(
      await screen.findByRole('button', { name: 'Click To Verify order WK-000408, Experience 8' }),
    ).toBeInTheDocument();
    const orders = screen.getAllByText(/^WK-00040\d$/).map((node) => node.textContent);
    expect(orders).toEqual([
      'WK-000401',
      'WK-000402',
      'WK-000403',
      'WK-000404',
      'WK-000405',
      'WK-000406',
      'WK-000407',
      'WK-000408',
    ]);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/host/bookings').map((call) => call.query)).toEqual([
      '?page=1',
      '?page=2',
    ]);
  });

  it('shows a message, never a spinner, when the figures or the list fail', async () => {
    const user = userEvent.setup();
    let fail = true;
    const failure: Answer = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } };
    stub({
      'GET /api/host/dashboard': () => (fail ? failure : { status: 200, body: dashboardFixture }),
      'GET /api/host/bookings': () =>
        fail ? failure : { status: 200, body: { items: [hostItem(1)], hasMore: false } },
    });
    render();
    expect(await screen.findByText("We couldn't load your sales figures")).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your sales")).toBeInTheDocument();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await screen.findByText('AED 12,345.50')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Click To Verify order WK-000401/ })).toBeInTheDocument();
  });

  it('links to the guest list', async () => {
    stub();
    render();
    expect(await screen.findByRole('link', { name: 'Guest list' })).toHaveAttribute(
      'href',
      '/vendor/dashboard/bookings/manifest',
    );
  });
});
